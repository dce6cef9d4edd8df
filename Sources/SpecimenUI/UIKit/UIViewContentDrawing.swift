import Foundation

/// What a UIKit view draws over its background under a representable, as UIKit composes a view: its `draw(_:)`
/// (run against a canvas's Core Graphics context, the way UIKit runs it against the view's backing store, so
/// `UIGraphicsGetCurrentContext()`, `UIBezierPath.fill()`/`stroke()`, `UIColor.setFill()`, string and image drawing
/// all reach it), then its subviews at their frames, each drawn as a representable draws a view (background, layer
/// tree, the look of the UIKit views Specimen knows, its own `draw(_:)` and subviews), back to front.
///
/// The view is laid out at the size SwiftUI offers: its frame and its layer's are set to it, and `layoutSubviews()`
/// runs, where code places its subviews.
nonisolated struct UIViewContentDrawing: View {
  let view: UIView
  /// How many views deep this one is (a very deep tree stops at `maxDepth`).
  var depth = 0

  /// The deepest subview drawn.
  static let maxDepth = 32
  /// The most views a tree draws (100 000 subviews each drawn as a view took seconds and then failed on the view
  /// count).
  static let maxViews = 2_000

  var body: some View {
    GeometryReader { proxy in
      let size = CGSize(width: LayerTreeDrawing.usable(proxy.size.width), height: LayerTreeDrawing.usable(proxy.size.height))
      let _ = Self.layOut(view, at: size)
      let bounds = CGRect(origin: .zero, size: size)
      let paints = view.drawPaints(in: bounds)
      let subviews = Self.drawnSubviews(of: view, depth: depth)
      let content = ZStack(alignment: .topLeading) {
        if paints {
          // Clipped to the view's bounds, as UIKit's backing store is.
          Canvas { context, _ in
            context.withCGContext { _ in view.draw(bounds) }
          }
          .clipped()
        }
        ForEach(Array(subviews.enumerated()), id: \.offset) { _, subview in
          Self.placed(subview, depth: depth + 1)
        }
      }
      // `clipsToBounds` and masks are applied around the whole view (`UIViewMasking`).
      content.frame(width: size.width, height: size.height, alignment: .topLeading)
    }
  }

  /// Sets `view`'s frame size and its layer's to `size` and runs its `layoutSubviews()`.
  static func layOut(_ view: UIView, at size: CGSize) {
    view.frame.size = size
    view.layer.frame = CGRect(origin: .zero, size: size)
    view.layoutSubviews()
  }

  /// The subviews drawn under `view` at `depth`: none past `maxDepth`, or when the tree under the representable's view
  /// has more than `maxViews` views; either is named (the cell fails: part of the tree is not drawn).
  static func drawnSubviews(of view: UIView, depth: Int) -> [UIView] {
    let shown = view.subviews.filter { !$0.isHidden }
    guard !shown.isEmpty else { return [] }
    guard depth < maxDepth else {
      ResolveIssues.report(ResolveIssue(.beyondLimit, "UIView: subviews are nested more than \(maxDepth) deep "
        + "(UIViewContentDrawing.maxDepth), so the deeper ones are not drawn. Keep the view tree shallower"))
      return []
    }
    guard depth > 0 || withinCount(view) else { return [] }
    return shown
  }

  /// Whether the tree under `root` has at most `maxViews` views (to `maxDepth`); past it, it is named.
  private static func withinCount(_ root: UIView) -> Bool {
    var count = 0
    var stack: [(UIView, Int)] = [(root, 0)]
    while let (view, depth) = stack.popLast(), count <= maxViews {
      count += 1
      if depth < maxDepth { stack.append(contentsOf: view.subviews.map { ($0, depth + 1) }) }
    }
    guard count > maxViews else { return true }
    ResolveIssues.report(ResolveIssue(.beyondLimit, "UIView: the view tree has more than \(maxViews) views "
      + "(UIViewContentDrawing.maxViews), so its subviews are not drawn. Draw many marks in one view's draw(_:) or one "
      + "layer (a CAShapeLayer's path) instead"))
    return false
  }

  /// `subview` drawn in its frame (its `transform` applied about its centre), within ±10 000 pt.
  static func placed(_ subview: UIView, depth: Int) -> some View {
    let frame = subview.frame
    let width = LayerTreeDrawing.usable(frame.width), height = LayerTreeDrawing.usable(frame.height)
    let t = subview.transform
    let finite = [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
    if !finite {
      let listed = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { NumberText.describe($0) }.joined(separator: ", ")
      ResolveIssues.report(ResolveIssue(.invalidNumber, "UIView.transform (\(listed)) is not finite; the \(type(of: subview)) is "
        + "drawn untransformed. Give a finite transform"))
    }
    let transform = finite ? t : .identity
    let aboutCentre = CGAffineTransform(translationX: -width / 2, y: -height / 2).concatenating(transform)
      .concatenating(CGAffineTransform(translationX: width / 2, y: height / 2))
    return UIKitViewBackdrop(view: subview, depth: depth, placed: true)
      .frame(width: width, height: height)
      .transformEffect(transform.isIdentity ? .identity : aboutCentre)
      .offset(x: LayerTreeDrawing.finite(frame.minX), y: LayerTreeDrawing.finite(frame.minY))
  }
}

extension UIView {
  /// Whether the view's `draw(_:)` paints anything in `bounds`: it runs once against a context that only notes
  /// painting (UIView's own `draw(_:)` paints nothing, so most views need no canvas).
  func drawPaints(in bounds: CGRect) -> Bool {
    guard bounds.width > 0, bounds.height > 0 else { return false }
    let probe = PaintProbeContext()
    UIGraphicsContextStack.with(probe) { draw(bounds) }
    return probe.painted
  }
}

/// A Core Graphics context with no pixels that notes whether anything was painted into it.
final class PaintProbeContext: CGContext, @unchecked Sendable {
  private(set) var painted = false

  init() { super.init(canvas: .none) }

  override func paint(_ shape: Path, eoFill: Bool, color: RGBA) { painted = true }
  override func paint(_ bitmap: BitmapImage, in rect: CGRect, flipped: Bool) { painted = true }
  override func paintGradient(_ gradient: CGGradient, _ geometry: GradientGeometry, options: CGGradientDrawingOptions) { painted = true }
  override func strokePath() {
    currentPath = Path()
    painted = true
  }
  override func fill(_ rect: CGRect) { painted = true }
  override func fillEllipse(in rect: CGRect) { painted = true }
  override func stroke(_ rect: CGRect, width: CGFloat) { painted = true }
  override func strokeEllipse(in rect: CGRect) { painted = true }
  override func willDrawText() { painted = true }
}
