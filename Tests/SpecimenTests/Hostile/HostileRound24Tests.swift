import Foundation
import QuartzCore
import SpecimenUI
import HostileSupport
import Testing
import UIKit
@testable import Specimen

/// Hostile inputs of round 24: UIKit views drawn under a representable — `draw(_:)` overrides that throw away their
/// context, draw NaN, 10³⁰⁰ and million-element paths, or call other views' drawing; subview trees 100 000 wide,
/// 10 000 deep, cyclic or at NaN frames; Auto Layout with NaN constants and multipliers, conflicts, cycles, 10 000
/// constraints, strangers and bad priorities; Core Graphics gradients; `UIBezierPath` dashes, widths and miters;
/// layer shadows and sublayer transforms — and round 23's leftovers (a string in a rectangle too small for it,
/// nesting past 32, shadows and tabs in string drawing). Every case renders in one catalog run and must have its
/// outcome; every other cell and the manifest are written.
@Suite struct HostileRound24Tests {
  typealias Case = HostileCase

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// Builds its content inside the render, as a body does, so what its calls report is the cell's.
  struct Built<Content: View>: View {
    let make: () -> Content
    var body: some View { make() }
  }

  /// A UIKit view made by `make`, under a representable.
  struct Wrapped<V: UIView>: UIViewRepresentable {
    let make: @Sendable () -> V
    func makeUIView(context: Context) -> V { make() }
    func updateUIView(_ uiView: V, context: Context) {}
  }

  /// The view `make` gives, in a 60-pt frame beside the box.
  static func wrapped<V: UIView>(_ make: @escaping @Sendable () -> V) -> some View { marked(Wrapped(make: make).frame(width: 60, height: 60)) }

  /// A view whose `draw(_:)` runs `paint`.
  final class Drawn: UIView {
    let paint: @Sendable (CGRect) -> Void
    init(_ paint: @escaping @Sendable (CGRect) -> Void) {
      self.paint = paint
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func draw(_ rect: CGRect) { paint(rect) }
  }

  /// A view whose `layoutSubviews()` runs `layout` after the default one.
  final class Laid: UIView {
    let layout: @Sendable (UIView) -> Void
    init(_ layout: @escaping @Sendable (UIView) -> Void) {
      self.layout = layout
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      layout(self)
    }
  }

  /// A view drawing with `paint` (after a red fill of its top-left 10 pt), in a 60-pt frame.
  static func drawn(_ paint: @escaping @Sendable (CGRect) -> Void) -> some View {
    wrapped {
      Drawn { rect in
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        paint(rect)
      }
    }
  }

  /// A yellow view with a green `child` set up by `change`.
  static func parent(_ change: @escaping @Sendable (UIView, UIView) -> Void) -> some View {
    wrapped {
      let view = UIView()
      view.backgroundColor = .yellow
      let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      child.backgroundColor = .green
      view.addSubview(child)
      change(view, child)
      return view
    }
  }

  /// A yellow view with a green subview placed by the constraints `make` gives (with `child` made constraint-driven).
  static func constrained(_ make: @escaping @Sendable (UIView, UIView) -> [NSLayoutConstraint]) -> some View {
    parent { view, child in
      child.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate(make(view, child))
    }
  }

  /// The four usual constraints of a 20-pt square 10 pt in from `view`'s top left.
  static func square(_ child: UIView, in view: UIView) -> [NSLayoutConstraint] {
    [child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10), child.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
     child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20)]
  }

  /// Draws `gradient` (nil: nothing) linearly across the view.
  static func gradient(_ make: @escaping @Sendable () -> CGGradient?) -> some View {
    drawn { rect in
      guard let gradient = make() else { return }
      UIGraphicsGetCurrentContext()?.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: rect.width, y: 0), options: [])
    }
  }

  /// Strokes a 40-pt rectangle 10 pt in, set up by `change`.
  static func stroked(_ change: @escaping @Sendable (UIBezierPath) -> Void) -> some View {
    drawn { _ in
      let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 40, height: 40))
      path.lineWidth = 4
      change(path)
      UIColor.green.setStroke()
      path.stroke()
    }
  }

  /// A yellow view with a 30-pt red layer 15 pt in, set up by `change`.
  static func layered(_ change: @escaping @Sendable (CALayer) -> Void) -> some View {
    wrapped {
      let view = UIView()
      view.backgroundColor = .yellow
      let layer = CALayer()
      layer.frame = CGRect(x: 15, y: 15, width: 30, height: 30)
      layer.backgroundColor = UIColor.red.cgColor
      change(layer)
      view.layer.addSublayer(layer)
      return view
    }
  }

  /// A 10-pt swatch of `color`.
  static func swatch(_ color: UIColor) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = color
    return view
  }

  /// `count` colours alternating green and blue.
  static func colors(_ count: Int) -> CFArray { (0..<count).map { ($0 % 2 == 0 ? UIColor.green : UIColor.blue).cgColor } as CFArray }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // Before: nothing drawn (the whole text was laid out, too tall for a bitmap); now the two lines that fit, and the
    // 100 000 characters named.
    "string-draw-long-in-small-rect": ("warns", "Text(\"word word word word word word word word … (100000 characters)\") has more than 20000 "
      + "characters (TextLength.limit); laid out its first 20000: show a shorter string (what a screen shows"),
    // Before: silent (the shadow left out).
    "string-draw-shadow": ("warns", "string drawing: the .shadow attribute (an NSShadow) is not drawn here; the text is drawn without its shadow. "
      + "Draw the shadow with a layer's shadowOpacity/shadowRadius, or draw the text"),
    "string-draw-tab-stops": ("warns", "string drawing: a tab in the string is set at the text engine's stops (every 8 spaces), not at the "
      + "paragraph style's tabStops (every 28 pt by default), so columns may not line up as on iOS."),
    "uikit-stack-views-nested-10000": ("fails", "the view nests more than 2000 views deep (ViewDepth.limit); flatten it (e.g. a ForEach instead of "
      + "nested stacks or modifiers applied in a loop) or raise the limit with"),
    // Before: silent (the pop ignored, the fill drawn).
    "draw-pops-its-context": ("warns", "UIGraphicsPopContext(): the context popped is the one UIKit made current for this drawing (a view's "
      + "draw(_:) or an image renderer's closure), not one pushed with UIGraphicsPushContext; what"),
    "draw-nan-path": ("warns", "CGContext: a path point (nan, nan) is not a finite position, so the path is not drawn. Give finite points"),
    // Round 25: named as the UIBezierPath call (it named the canvas's GraphicsContext.stroke, which the code never wrote).
    "draw-1000000-elements": ("warns", "UIBezierPath.stroke(): the path has 1000001 elements, more than RenderLimits.maxPathElements "
      + "(100000); it is not drawn. Build the path from fewer elements (about one per pixel it covers is"),
    // Before: 1 s, then failed on ViewCount.limit.
    "subviews-100000-flat": ("fails", "UIView: the view tree has more than 2000 views (UIViewContentDrawing.maxViews), so its subviews are not "
      + "drawn. Draw many marks in one view's draw(_:) or one layer (a CAShapeLayer's path)"),
    // Before: silent (cut at 32).
    "subviews-10000-deep": ("fails", "UIView: subviews are nested more than 32 deep (UIViewContentDrawing.maxDepth), so the deeper ones are not "
      + "drawn. Keep the view tree shallower"),
    // Before: silent (drawn 32 deep).
    "subview-adds-its-ancestor": ("fails", "UIView.addSubview(_:): the UIView added is above this UIView in its tree, so the tree would be a "
      + "cycle; Core Animation raises an exception here (CALayerInvalid: \"layer is a part of cycle in"),
    // Before: silent (drawn at 0).
    "subview-nan-frame": ("fails", "UIView.frame (nan, 0, 20, 20) is not finite; UIKit sets the view's layer from it and Core Animation raises an "
      + "exception (CALayerInvalidGeometry: \"CALayer position contains NaN: [nan 10]\")"),
    "subview-nan-center": ("fails", "UIView.frame (0, nan, 20, 20) is not finite; UIKit sets the view's layer from it and Core Animation raises an "
      + "exception (CALayerInvalidGeometry: \"CALayer position contains NaN: [10 nan]\")"),
    "subview-nan-transform": ("warns", "UIView.transform (nan, nan, nan, nan, 0, 0) is not finite; the UIView is drawn untransformed. Give a "
      + "finite transform"),
    "subview-clips-nan-bounds": ("fails", "UIView.frame (10, 10, nan, 20) is not finite; UIKit sets the view's layer from it and Core Animation "
      + "raises an exception (CALayerInvalidGeometry: \"CALayer position contains NaN: [nan 20]\")"),
    // Before: silent (the constraint ignored); UIKit raises as the constraint is made.
    "constraint-nan-constant": ("fails", "NSLayoutConstraint: the constant nan is not finite; UIKit raises an exception here "
      + "(NSInternalInconsistencyException: \"NSLayoutConstraint constant is not finite! That's illegal."),
    "constraint-nan-multiplier": ("fails", "NSLayoutConstraint: the multiplier nan is not finite; UIKit raises an exception here "
      + "(NSInternalInconsistencyException: \"Multiplier is not finite! That's illegal. multiplier:nan\") and the"),
    // Before: silent (the first constraint won); UIKit logs and breaks one.
    "constraints-conflicting-required": ("warns", "Auto Layout: Unable to simultaneously satisfy constraints: UIView.width = 40 is broken (the "
      + "other constraints make it 20, it asks for 40); UIKit logs this and breaks a constraint, as here."),
    "constraints-cyclic": ("warns", "Auto Layout: Unable to simultaneously satisfy constraints: UIView.leading = UIView.leading + 1 is broken (the "
      + "other constraints make it -1, it asks for 1); UIKit logs this and breaks a"),
    // Before: silent; UIKit raises in activate.
    "constraint-no-common-ancestor": ("fails", "NSLayoutConstraint.isActive: the constraint relates a UIView and a UIView with no common ancestor; "
      + "UIKit raises an exception here (NSGenericException: \"Unable to activate constraint with"),
    // Before: silent. Round 25: UIKit's setter raises for these (it was named and applied clamped).
    "constraint-priority-zero": ("fails", "NSLayoutConstraint.priority 0 is not above 0 and at most 1000 (UILayoutPriority.required); UIKit "
      + "raises an exception here (NSInternalInconsistencyException: \"It's illegal to set priority:0."),
    "constraint-priority-1001": ("fails", "NSLayoutConstraint.priority 1001 is not above 0 and at most 1000 (UILayoutPriority.required); UIKit "
      + "raises an exception here (NSInternalInconsistencyException: \"It's illegal to set priority:1001."),
    "constraint-priority-lowered-after-activation": ("fails", "NSLayoutConstraint.priority: an active constraint's priority changed from 1000 to "
      + "750, across required (1000); UIKit raises an exception here (NSInternalInconsistencyException: \"Mutating a"),
    "constraint-priority-nan": ("warns", "NSLayoutConstraint.priority nan is not a number; UIKit's check lets it through and what it then "
      + "does is not documented, so it is applied as 1000 (UILayoutPriority.required). Give a priority from 1 to 1000"),
    "layout-margins-nan": ("warns", "UIView.layoutMargins (top: nan, left: 4, bottom: 4, right: 4) has a margin that is not a length; taken as 0. "
      + "Give finite margins"),
    // Before: silent (nil).
    "cggradient-nan-locations": ("warns", "CGGradient: the locations hold nan, not a finite number from 0 to 1, so no gradient is made (nil) and "
      + "nothing is drawn with it. Give locations from 0 to 1"),
    "cggradient-10000-colors": ("warns", "a gradient of 10000 stops has more than GradientStopLimit.maxStops (4096); drawn with one stop in every "
      + "3 and the last (3334 stops). Give the gradient fewer stops"),
    "cggradient-nan-components": ("warns", "CGGradient(colorSpace:colorComponents:locations:count:): the components hold nan, not a finite number, "
      + "so no gradient is made (nil) and nothing is drawn with it. Give components from 0 to 1"),
    "radial-gradient-nan-radius": ("warns", "CGContext.drawRadialGradient: endRadius has nan, which is not a finite number, so the gradient is not "
      + "drawn. Give finite points and radii"),
    "bezier-nan-dash": ("warns", "CGContext.setLineDash(phase:lengths:): the pattern [4, nan] has the length nan, and lengths are finite and 0 or "
      + "more; Core Graphics refuses it (\"invalid dash array\") and keeps the pattern"),
    "bezier-all-zero-dash": ("warns", "CGContext.setLineDash(phase:lengths:): the pattern [0, 0] has only lengths of 0, so no dash would ever end; "
      + "Core Graphics refuses it (\"invalid dash array\") and keeps the pattern it had."),
    "bezier-1e9-line-width": ("warns", ".stroke line width 1000000000 is longer than any screen (over 1000000 pt, "
      + "LayoutArgumentCheck.longestLength), so the Path's stroke is not drawn. Give lineWidth: (or StrokeStyle(lineWidth:))"),
    // Before: silent (limit 10).
    "bezier-nan-miter-limit": ("warns", "CGContext.setMiterLimit(nan) is not a finite number; joins are mitred with the default limit, 10. Give a "
      + "finite miter limit"),
    // Before: silent (blurred 100 pt).
    "layer-shadow-radius-1e9": ("warns", "CALayer.shadowRadius 1000000000 is wider than a shadow is drawn here (100 pt); the shadow is blurred 100 "
      + "pt. Give a radius of 100 or less"),
    "layer-shadow-path-nan": ("warns", "a shape's path has NaN or infinite coordinates (bounds (nan, nan, nan×nan)); they were drawn at 0. Check "
      + "the numbers given to the shape (Path, cornerRadius, inset(by:), trim, offset)"),
    // Before: named as a SwiftUI .shadow the code never wrote.
    "layer-shadow-offset-1e300": ("warns", "CALayer.shadowOffset (1e+300, 0) puts the shadow more than 10000 pt away, past any screen; it is not "
      + "drawn. Give an offset of a few points"),
    // Before: silent (and no sublayerTransform was drawn).
    "layer-sublayer-transform-nan": ("warns", "CALayer.sublayerTransform has nan, which is not a finite number; the sublayers are drawn "
      + "untransformed. Give a finite transform"),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(Built(make: view)) }))
    }
    add("control") { box }
    // Round 23's leftovers.
    add("string-draw-long-in-small-rect") {
      drawn { _ in String(repeating: "word ", count: 20_000).draw(in: CGRect(x: 0, y: 20, width: 40, height: 30), withAttributes: nil) }
    }
    add("string-draw-in-rect-shorter-than-a-line") {
      drawn { _ in "one two".draw(in: CGRect(x: 0, y: 20, width: 60, height: 8), withAttributes: nil) }
    }
    add("string-draw-shadow") {
      drawn { _ in
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 2, height: 2)
        shadow.shadowColor = UIColor.gray
        "Hi".draw(at: CGPoint(x: 0, y: 20), withAttributes: [.shadow: shadow])
      }
    }
    add("string-draw-tab-stops") {
      drawn { _ in
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .right, location: 50)]
        "a\tb".draw(in: CGRect(x: 0, y: 20, width: 60, height: 20), withAttributes: [.paragraphStyle: style])
      }
    }
    add("uikit-stack-views-nested-10000") {
      marked(Wrapped {
        var stack = UIStackView(arrangedSubviews: [swatch(.green)])
        for _ in 0..<10_000 { stack = UIStackView(arrangedSubviews: [stack]) }
        return stack
      }.frame(width: 20, height: 20))
    }
    // draw(_:) overrides.
    add("draw-pops-its-context") {
      drawn { _ in
        UIGraphicsPopContext()
        UIGraphicsEndImageContext()
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 20, y: 20, width: 20, height: 20))
      }
    }
    add("draw-nan-path") { drawn { _ in UIColor.green.setFill(); UIBezierPath(rect: CGRect(x: CGFloat.nan, y: 0, width: 20, height: 20)).fill() } }
    add("draw-1e300-path") {
      drawn { _ in UIColor.green.setFill(); UIBezierPath(rect: CGRect(x: -1e300, y: 30, width: 2e300, height: 1e300)).fill() }
    }
    add("draw-1000000-elements") {
      drawn { _ in
        let path = UIBezierPath()
        path.move(to: .zero)
        for i in 0..<1_000_000 { path.addLine(to: CGPoint(x: i % 60, y: (i / 60) % 60)) }
        UIColor.green.setStroke()
        path.stroke()
      }
    }
    add("draw-calls-another-views-draw") {
      wrapped {
        let other = Drawn { _ in UIColor.green.setFill(); UIRectFill(CGRect(x: 30, y: 30, width: 20, height: 20)) }
        return Drawn { rect in other.draw(rect); other.draw(rect) }
      }
    }
    // Subviews.
    add("subviews-100000-flat") {
      wrapped {
        let view = UIView()
        for i in 0..<100_000 { let child = UIView(frame: CGRect(x: i % 60, y: 0, width: 1, height: 1)); child.backgroundColor = .green; view.addSubview(child) }
        return view
      }
    }
    add("subviews-10000-deep") {
      wrapped {
        let root = UIView()
        var parent = root
        for _ in 0..<10_000 {
          let child = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
          child.backgroundColor = .green
          parent.addSubview(child)
          parent = child
        }
        return root
      }
    }
    add("subview-adds-its-ancestor") { parent { view, child in child.addSubview(view) } }
    add("subview-nan-frame") { parent { _, child in child.frame = CGRect(x: CGFloat.nan, y: 0, width: 20, height: 20) } }
    add("subview-nan-center") { parent { _, child in child.center = CGPoint(x: 10, y: CGFloat.nan) } }
    add("subview-nan-transform") { parent { _, child in child.transform = CGAffineTransform(rotationAngle: .nan) } }
    add("subview-clips-nan-bounds") {
      parent { _, child in
        child.clipsToBounds = true
        child.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 20)
        child.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
      }
    }
    add("layoutsubviews-adds-a-subview-each-call") {
      wrapped {
        let view = Laid { view in
          let child = UIView(frame: CGRect(x: view.subviews.count % 60, y: 0, width: 1, height: 1))
          child.backgroundColor = .green
          view.addSubview(child)
        }
        view.backgroundColor = .yellow
        return view
      }
    }
    // Auto Layout.
    add("constraint-nan-constant") {
      constrained { view, child in
        [child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: .nan), child.topAnchor.constraint(equalTo: view.topAnchor),
         child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20)]
      }
    }
    add("constraint-nan-multiplier") {
      constrained { view, child in
        [child.leadingAnchor.constraint(equalTo: view.leadingAnchor), child.topAnchor.constraint(equalTo: view.topAnchor),
         child.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: .nan), child.heightAnchor.constraint(equalToConstant: 20)]
      }
    }
    add("constraint-multiplier-zero") {
      constrained { view, child in
        [child.leadingAnchor.constraint(equalTo: view.leadingAnchor), child.topAnchor.constraint(equalTo: view.topAnchor),
         child.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0, constant: 20), child.heightAnchor.constraint(equalToConstant: 20)]
      }
    }
    add("constraints-conflicting-required") {
      constrained { view, child in square(child, in: view) + [child.widthAnchor.constraint(equalToConstant: 40)] }
    }
    add("constraints-cyclic") {
      wrapped {
        let view = UIView()
        view.backgroundColor = .yellow
        let a = UIView(), b = UIView()
        for v in [a, b] { v.backgroundColor = .green; v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
        NSLayoutConstraint.activate([
          a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 1), b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 1),
          a.topAnchor.constraint(equalTo: view.topAnchor), b.topAnchor.constraint(equalTo: view.topAnchor),
          a.widthAnchor.constraint(equalToConstant: 10), b.widthAnchor.constraint(equalToConstant: 10),
          a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        return view
      }
    }
    add("constraints-10000") {
      wrapped {
        let view = UIView()
        var previous: UIView?
        for i in 0..<1_000 {
          let child = UIView()
          child.backgroundColor = i % 2 == 0 ? .green : .blue
          child.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(child)
          NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: previous?.leadingAnchor ?? view.leadingAnchor, constant: previous == nil ? 0 : 0.05),
            child.topAnchor.constraint(equalTo: view.topAnchor), child.widthAnchor.constraint(equalToConstant: 1),
            child.heightAnchor.constraint(equalToConstant: 20),
          ] + (0..<6).map { k in child.heightAnchor.constraint(lessThanOrEqualToConstant: CGFloat(20 + k)) })
          previous = child
        }
        return view
      }
    }
    add("constraint-no-common-ancestor") {
      parent { _, child in
        let stranger = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        withExtendedLifetime(stranger) { NSLayoutConstraint.activate(square(child, in: stranger)) }
      }
    }
    add("constraint-priority-zero") {
      constrained { view, child in
        let wide = child.widthAnchor.constraint(equalToConstant: 40)
        wide.priority = UILayoutPriority(0)
        return square(child, in: view) + [wide]
      }
    }
    add("constraint-priority-1001") {
      constrained { view, child in
        var constraints = square(child, in: view)
        constraints[2].priority = UILayoutPriority(1001)
        return constraints
      }
    }
    add("constraint-priority-lowered-after-activation") {
      constrained { view, child in
        let constraints = square(child, in: view)
        NSLayoutConstraint.activate(constraints)
        constraints[2].priority = .defaultHigh
        return constraints
      }
    }
    add("constraint-priority-nan") {
      constrained { view, child in
        var constraints = square(child, in: view)
        constraints[3].priority = UILayoutPriority(.nan)
        return constraints
      }
    }
    add("layout-margins-nan") {
      constrained { view, child in
        view.layoutMargins = UIEdgeInsets(top: .nan, left: 4, bottom: 4, right: 4)
        return [child.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                child.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20)]
      }
    }
    // Core Graphics gradients.
    add("cggradient-nan-locations") {
      gradient { CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors(2), locations: [CGFloat.nan, 1]) }
    }
    add("cggradient-no-colors") { gradient { CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors(0), locations: nil) } }
    add("cggradient-10000-colors") { gradient { CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors(10_000), locations: nil) } }
    add("cggradient-nan-components") {
      gradient {
        let components: [CGFloat] = [1, 0, 0, 1, .nan, 0, 1, 1]
        return CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 2)
      }
    }
    add("radial-gradient-nan-radius") {
      drawn { _ in
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors(2), locations: nil) else { return }
        UIGraphicsGetCurrentContext()?.drawRadialGradient(gradient, startCenter: CGPoint(x: 30, y: 30), startRadius: 0,
                                                          endCenter: CGPoint(x: 30, y: 30), endRadius: .nan, options: [])
      }
    }
    // UIBezierPath.
    add("bezier-nan-dash") { stroked { $0.setLineDash([4, .nan], count: 2, phase: 0) } }
    add("bezier-all-zero-dash") { stroked { $0.setLineDash([0, 0], count: 2, phase: 0) } }
    add("bezier-1e9-line-width") { stroked { $0.lineWidth = 1e9 } }
    add("bezier-nan-miter-limit") { stroked { $0.miterLimit = .nan } }
    add("bezier-contains-nan-point") {
      drawn { _ in
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
        if path.contains(CGPoint(x: CGFloat.nan, y: 5)) { UIColor.red.setFill() } else { UIColor.green.setFill() }
        UIRectFill(CGRect(x: 20, y: 20, width: 20, height: 20))
      }
    }
    // Layer shadows and sublayer transforms.
    add("layer-shadow-radius-1e9") {
      layered { layer in layer.shadowOpacity = 1; layer.shadowRadius = 1e9 }
    }
    add("layer-shadow-path-nan") {
      layered { layer in
        layer.shadowOpacity = 1
        layer.shadowPath = CGPath(rect: CGRect(x: CGFloat.nan, y: 0, width: 30, height: 30), transform: nil)
      }
    }
    add("layer-shadow-offset-1e300") {
      layered { layer in layer.shadowOpacity = 1; layer.shadowOffset = CGSize(width: 1e300, height: 0) }
    }
    add("layer-sublayer-transform-nan") {
      layered { layer in
        layer.sublayerTransform.m11 = .nan
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.backgroundColor = UIColor.green.cgColor
        layer.addSublayer(child)
      }
    }
    return cases
  }()

  /// The rows of `raster` (x in 0..<width) that hold a dark pixel, as a set.
  static func darkRows(_ raster: RasterImage, x: Range<Int>) -> Set<Int> {
    Set((0..<raster.height).filter { y in x.contains { Px(raster.pixel(x: $0, y: y)).r < 100 } })
  }

  /// A string wrapped in a rectangle draws the lines that fit its height whole, as UIKit does: 20 000 words in a
  /// 40 × 30-pt rectangle draw two lines ("word" on each) and nothing below them, and a rectangle shorter than one
  /// line draws nothing (before, the long text drew nothing at all and the short rectangle drew half a line).
  @Test @MainActor func aWrappedStringDrawsTheLinesThatFitWhole() throws {
    func rows(_ text: String, height: CGFloat) throws -> Set<Int> {
      let view = Drawn { _ in text.draw(in: CGRect(x: 0, y: 0, width: 40, height: height), withAttributes: nil) }
      let raster = try ViewRenderer(scale: 1, background: .white).rasterize(Wrapped { view }.frame(width: 60, height: 60),
                                                                            in: ProposedViewSize(width: 60, height: 60))
      return Self.darkRows(raster, x: 0..<40)
    }
    let long = try rows(String(repeating: "word ", count: 20_000), height: 30)
    #expect(long.contains { $0 < 14 } && long.contains { $0 >= 15 && $0 < 30 }, "two lines: \(long.sorted())")
    #expect(long.allSatisfy { $0 < 30 }, "nothing below the rectangle: \(long.sorted())")
    #expect(try rows("one two", height: 8).isEmpty)
  }

  /// A view's `draw(_:)` is clipped to its bounds, as UIKit's backing store is: a 10³⁰⁰-pt fill paints the 60-pt
  /// view and nothing beside it.
  @Test @MainActor func aDrawOverrideIsClippedToTheViewsBounds() throws {
    let view = HStack(spacing: 0) {
      Color.white.frame(width: 20, height: 60)
      Wrapped { Drawn { _ in UIColor.green.setFill(); UIBezierPath(rect: CGRect(x: -1e300, y: 0, width: 2e300, height: 1e300)).fill() } }
        .frame(width: 60, height: 60)
    }
    let raster = try ViewRenderer(scale: 1, background: .white).rasterize(view, in: .unspecified)
    #expect(Px(raster.pixel(x: 50, y: 30)).g > 200 && Px(raster.pixel(x: 50, y: 30)).r < 50, "\(Px(raster.pixel(x: 50, y: 30)))")
    #expect(Px(raster.pixel(x: 10, y: 30)).r > 240, "beside the view stays white: \(Px(raster.pixel(x: 10, y: 30)))")
  }

  /// A layer's `sublayerTransform` moves its sublayers about its anchor point: a 20-pt translation draws the green
  /// sublayer at 20…30, not 0…10 (before, the transform was kept and never drawn).
  @Test @MainActor func aSublayerTransformMovesTheSublayers() throws {
    let view = Wrapped {
      let view = UIView()
      view.backgroundColor = .yellow
      view.layer.sublayerTransform = CATransform3DMakeTranslation(20, 0, 0)
      let child = CALayer()
      child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      child.backgroundColor = UIColor.green.cgColor
      view.layer.addSublayer(child)
      return view
    }
    let raster = try ViewRenderer(scale: 1, background: nil).rasterize(view.frame(width: 40, height: 40), in: ProposedViewSize(width: 40, height: 40))
    let moved = Px(raster.pixel(x: 25, y: 5)), left = Px(raster.pixel(x: 5, y: 5))
    #expect(moved.g > 100 && moved.r < 50, "the sublayer at 20…30: \(moved)")
    #expect(left.r > 200 && left.g > 200, "yellow where it was: \(left)")
  }

  /// Constraints that cannot all hold are named and the layout goes on with those that can: a cycle (a = b + 1,
  /// b = a + 1) places a at the x its code gave it (0) and b 1 pt left of it, as UIKit breaks one and logs.
  @Test @MainActor func aConstraintCycleIsNamedAndTheViewsArePlaced() throws {
    let a = UIView(), b = UIView(), view = UIView()
    for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 1), b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 1),
      a.topAnchor.constraint(equalTo: view.topAnchor), b.topAnchor.constraint(equalTo: view.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 10), b.widthAnchor.constraint(equalToConstant: 10),
      a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
    ])
    view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
    let issues = ResolveIssues.collecting { view.layoutSubviews() }.issues
    #expect(a.frame == CGRect(x: 0, y: 0, width: 10, height: 10) && b.frame == CGRect(x: -1, y: 0, width: 10, height: 10), "\(a.frame) \(b.frame)")
    #expect(issues.map(\.message).contains { $0.hasPrefix("Auto Layout: Unable to simultaneously satisfy constraints") }, "\(issues)")
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round24", fileSuffix: "round24") == [])
  }
}
