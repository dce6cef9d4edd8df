import Foundation

extension CALayer {
  /// Whether the layer draws something of its own or through sublayers (a plain, empty layer draws nothing, and a
  /// representable then draws only its view's background colour, as before layers were drawn).
  var drawsContent: Bool {
    type(of: self) != CALayer.self || !(sublayers ?? []).isEmpty || cornerRadius > 0 || borderWidth > 0 || backgroundColor != nil
      || contents != nil || shadowOpacity > 0
  }

  /// The shape of the layer's background, border and mask: its bounds with `cornerRadius` on `maskedCorners`.
  func outline(in size: CGSize) -> Path {
    let radius = cornerRadius.isFinite ? max(0, min(cornerRadius, min(size.width, size.height) / 2)) : 0
    func r(_ corner: CACornerMask) -> CGFloat { maskedCorners.contains(corner) ? radius : 0 }
    let style: RoundedCornerStyle = cornerCurve == .continuous ? .continuous : .circular
    return UnevenRoundedRectangle(topLeadingRadius: r(.layerMinXMinYCorner), bottomLeadingRadius: r(.layerMinXMaxYCorner),
                                  bottomTrailingRadius: r(.layerMaxXMaxYCorner), topTrailingRadius: r(.layerMaxXMinYCorner),
                                  style: style).path(in: CGRect(origin: .zero, size: size))
  }
}

/// A UIKit view's layer tree drawn at rest under a representable: the view laid out at the size SwiftUI offers it
/// (its `frame` and its layer's set to it, then `layoutSubviews()`, where code sizes its sublayers), then each layer
/// back to front.
nonisolated struct LayerTreeDrawing: View {
  let view: UIView

  var body: some View {
    GeometryReader { proxy in
      let size = CGSize(width: Self.usable(proxy.size.width), height: Self.usable(proxy.size.height))
      let _ = UIViewContentDrawing.layOut(view, at: size)
      let drawable = Self.checkCount(of: view.layer)
      LayerDrawing(layer: view.layer, background: view.backgroundColor?.cgColor, clips: view.clipsToBounds,
                   drawsSublayers: drawable)
    }
  }

  /// Whether the tree under `root` has at most `LayerDrawing.maxLayers` layers (to `maxDepth`); past it, it is named
  /// (the cell fails) and only the root is drawn.
  static func checkCount(of root: CALayer) -> Bool {
    var count = 0
    var stack: [(CALayer, Int)] = [(root, 0)]
    while let (layer, depth) = stack.popLast(), count <= LayerDrawing.maxLayers {
      count += 1
      if depth < LayerDrawing.maxDepth { stack.append(contentsOf: (layer.sublayers ?? []).map { ($0, depth + 1) }) }
    }
    guard count > LayerDrawing.maxLayers else { return true }
    ResolveIssues.report(ResolveIssue(.beyondLimit, "CALayer: the layer tree has more than \(LayerDrawing.maxLayers) layers "
      + "(LayerDrawing.maxLayers), so its sublayers are not drawn. Draw many marks in one layer (a CAShapeLayer's path) instead"))
    return false
  }

  /// A size SwiftUI can lay out (0 for an infinite, negative or NaN side; at most 10 000 pt).
  static func usable(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(0, value), 10_000) : 0 }
}

/// One layer and its sublayers, in a box of the layer's bounds size.
nonisolated struct LayerDrawing: View {
  let layer: CALayer
  /// The background colour (a view's `backgroundColor` over its layer's own).
  var background: CGColor?
  /// Whether the layer clips its sublayers (its `masksToBounds`, or its view's `clipsToBounds`).
  var clips = false
  /// How many layers deep this one is (a very deep tree stops at `maxDepth`).
  var depth = 0
  /// Whether the sublayers are drawn (not for a tree of more than `maxLayers`).
  var drawsSublayers = true

  /// The deepest sublayer drawn.
  static let maxDepth = 64
  /// The most layers a tree draws: each is a few views, and 100 000 took minutes (and pass `ViewCount.limit`).
  static let maxLayers = 2_000

  var body: some View {
    checkNumbers()
    let size = CGSize(width: LayerTreeDrawing.usable(layer.bounds.width), height: LayerTreeDrawing.usable(layer.bounds.height))
    let outline = layer.outline(in: size)
    let opacity = layer.opacity.isFinite ? Double(min(max(layer.opacity, 0), 1)) : 1
    let sublayers = drawsSublayers && depth < Self.maxDepth ? (layer.sublayers ?? []).filter { !$0.isHidden } : []
    let content = ZStack(alignment: .topLeading) {
      if let fill = background ?? layer.backgroundColor { outline.fill(Color(cgColor: fill)) }
      LayerKindDrawing(layer: layer, size: size)
      ForEach(Array(sublayers.enumerated()), id: \.offset) { _, sublayer in
        Self.placed(sublayer, depth: depth + 1)
          .transformEffect(layer.drawnSublayerTransform)
      }
      if layer.borderWidth > 0, layer.borderWidth.isFinite, let border = layer.borderColor {
        outline.stroke(Color(cgColor: border), lineWidth: layer.borderWidth * 2).clipShape(outline)
      }
    }
    .frame(width: size.width, height: size.height, alignment: .topLeading)
    let clipped = clips || layer.masksToBounds
    // The view's own layer is masked with all the view draws (`UIViewMasking`); a sublayer's mask here.
    let mask = depth > 0 && depth < Self.maxDepth ? layer.mask.flatMap { $0 === layer ? nil : $0 } : nil
    let shaped = Group {
      if clipped { content.clipShape(outline) } else { content }
    }
    return Group {
      if let mask { shaped.mask(alignment: .topLeading) { Self.placed(mask, depth: depth + 1) } } else { shaped }
    }
    .modifier(LayerShadow(layer: layer, shown: !clipped))
    .opacity(opacity)
  }
}

extension LayerDrawing {
  /// `layer` and its sublayers drawn at its frame in its superlayer (or, for a mask, in the masked layer), its
  /// transform applied about its anchor point.
  static func placed(_ layer: CALayer, depth: Int) -> some View {
    LayerDrawing(layer: layer, clips: layer.masksToBounds, depth: depth)
      .transformEffect(layer.drawnTransform)
      .offset(x: LayerTreeDrawing.finite(layer.frame.minX), y: LayerTreeDrawing.finite(layer.frame.minY))
  }

  /// Names the layer's numbers that cannot be drawn as given, and sublayers past `maxDepth` (the cell fails: they are
  /// not drawn).
  func checkNumbers() {
    if drawsSublayers, depth == Self.maxDepth, !(layer.sublayers ?? []).isEmpty {
      ResolveIssues.report(ResolveIssue(.beyondLimit, "CALayer: sublayers are nested more than \(Self.maxDepth) deep "
        + "(LayerDrawing.maxDepth), so the deeper ones are not drawn. Keep the layer tree shallower"))
    }
    if !layer.cornerRadius.isFinite {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CALayer.cornerRadius \(NumberText.describe(layer.cornerRadius)) is not a "
        + "length; the corners are drawn square. Give a finite radius of 0 or more"))
    }
    if !layer.opacity.isFinite {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CALayer.opacity \(NumberText.describe(CGFloat(layer.opacity))) is not a "
        + "number from 0 to 1; the layer is drawn opaque"))
    }
    let t = layer.affineTransform()
    if let bad = [t.a, t.b, t.c, t.d, t.tx, t.ty].first(where: { !$0.isFinite }) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CALayer.transform has \(NumberText.describe(bad)), which is not a finite "
        + "number; the layer is drawn untransformed. Give a finite transform"))
    }
    if let bad = layer.sublayerTransform.rows.joined().first(where: { !$0.isFinite }) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CALayer.sublayerTransform has \(NumberText.describe(bad)), which is not a "
        + "finite number; the sublayers are drawn untransformed. Give a finite transform"))
    }
    if layer.shadowRadius.isFinite, layer.shadowRadius > 100, layer.shadowOpacity > 0 {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CALayer.shadowRadius \(NumberText.describe(layer.shadowRadius)) is wider "
        + "than a shadow is drawn here (100 pt); the shadow is blurred 100 pt. Give a radius of 100 or less"))
    }
    if let (name, bad) = [("shadowOpacity", CGFloat(layer.shadowOpacity)), ("shadowRadius", layer.shadowRadius),
                          ("shadowOffset", layer.shadowOffset.width), ("shadowOffset", layer.shadowOffset.height)].first(where: { !$0.1.isFinite }) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CALayer.\(name) \(NumberText.describe(bad)) is not a finite number; the "
        + "shadow is drawn with 0 there. Give finite shadow numbers"))
    }
  }
}

/// A layer's shadow (`shadowOpacity` over 0 with a `shadowColor`): its `shadowPath` filled and blurred under the
/// layer, or without a path the shadow of everything the layer draws, `shadowRadius` the blur and `shadowOffset` the
/// offset. A layer that masks to its bounds shows none (Core Animation clips the shadow away with the content).
nonisolated struct LayerShadow: ViewModifier {
  let layer: CALayer
  let shown: Bool

  func body(content: Content) -> some View {
    let opacity = layer.shadowOpacity.isFinite ? Double(min(max(layer.shadowOpacity, 0), 1)) : 0
    let radius = layer.shadowRadius.isFinite ? min(max(layer.shadowRadius, 0), 100) : 0
    let x = LayerTreeDrawing.finite(layer.shadowOffset.width), y = LayerTreeDrawing.finite(layer.shadowOffset.height)
    // An offset past any view (10 000 pt) puts the shadow off every screen: it is named and not drawn.
    let reaches = abs(layer.shadowOffset.width) <= 10_000 && abs(layer.shadowOffset.height) <= 10_000
    if shown, opacity > 0, !reaches {
      let _ = ResolveIssues.report(ResolveIssue(.invalidNumber, "CALayer.shadowOffset (\(NumberText.describe(layer.shadowOffset.width)), "
        + "\(NumberText.describe(layer.shadowOffset.height))) puts the shadow more than 10000 pt away, past any screen; it is not "
        + "drawn. Give an offset of a few points"))
    }
    if shown, opacity > 0, reaches, let color = layer.shadowColor {
      let shade = Color(cgColor: color).opacity(opacity)
      if let path = layer.shadowPath {
        content.background(alignment: .topLeading) {
          Path(path).fill(shade).blur(radius: radius).offset(x: x, y: y)
        }
      } else {
        content.shadow(color: shade, radius: radius, x: x, y: y)
      }
    } else {
      content
    }
  }
}

extension CALayer {
  /// The layer's transform as drawn: its affine part about the anchor point, in the layer's own box (identity for
  /// a transform with a number that is not finite).
  var drawnTransform: CGAffineTransform { aboutAnchor(affineTransform()) }

  /// The affine part of `sublayerTransform` about the anchor point, which every sublayer is drawn through (identity
  /// when it is not finite).
  var drawnSublayerTransform: CGAffineTransform { aboutAnchor(CATransform3DGetAffineTransform(sublayerTransform)) }

  /// `t` applied about the layer's anchor point, in its bounds (identity when it is not finite).
  private func aboutAnchor(_ t: CGAffineTransform) -> CGAffineTransform {
    guard !t.isIdentity, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return .identity }
    let size = bounds.size
    let ax = anchorPoint.x.isFinite ? anchorPoint.x * LayerTreeDrawing.usable(size.width) : 0
    let ay = anchorPoint.y.isFinite ? anchorPoint.y * LayerTreeDrawing.usable(size.height) : 0
    return CGAffineTransform(translationX: -ax, y: -ay).concatenating(t).concatenating(CGAffineTransform(translationX: ax, y: ay))
  }
}

extension LayerTreeDrawing {
  /// A finite offset (0 for NaN or infinite; within ±10 000 pt).
  static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, -10_000), 10_000) : 0 }
}

/// What a layer of a drawing kind draws inside its bounds: a gradient, a shape, a string or its image contents.
nonisolated struct LayerKindDrawing: View {
  let layer: CALayer
  let size: CGSize

  var body: some View {
    if let gradient = layer as? CAGradientLayer {
      GradientLayerDrawing(layer: gradient, size: size)
    } else if let shape = layer as? CAShapeLayer, let path = shape.path {
      ShapeLayerDrawing(layer: shape, path: Path(path))
    } else if let text = layer as? CATextLayer {
      TextLayerDrawing(layer: text, size: size)
    } else if let image = layer.contents as? CGImage, let bitmap = image.bitmap {
      Image(bitmap: bitmap, scale: 1).resizable().frame(width: size.width, height: size.height)
    }
  }
}
