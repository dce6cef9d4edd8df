import Foundation

/// Core Animation's layer: the geometry, background, corners, border, shadow and sublayers of an image-based
/// tree. Under a representable, a UIKit view's layer tree is drawn at rest (`LayerTreeDrawing`): backgrounds,
/// corner radii, borders, masks to bounds, opacity, shadows, sublayers' affine transforms, and gradient, shape and
/// text sublayers. Animations are kept and never run.
open class CALayer: NSObject, @unchecked Sendable {
  /// The layer's bounds rectangle.
  open var bounds: CGRect = .zero {
    didSet { Self.checkGeometry("bounds", [bounds.origin.x, bounds.origin.y, bounds.width, bounds.height]) }
  }
  /// The layer's position in its superlayer's coordinate space (its anchor point's).
  open var position: CGPoint = .zero {
    didSet { Self.checkGeometry("position", [position.x, position.y]) }
  }
  /// The anchor point of the layer's bounds rectangle, in unit coordinates.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The layer's frame in its superlayer's coordinate space (from `bounds`, `position` and `anchorPoint`).
  open var frame: CGRect {
    get {
      CGRect(x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y,
             width: bounds.width, height: bounds.height)
    }
    set {
      bounds.size = newValue.size
      position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
    }
  }
  /// The layer's position on the z axis (kept).
  open var zPosition: CGFloat = 0
  /// The transform applied to the layer's contents, relative to its anchor point (a sublayer's affine part is drawn).
  open var transform = CATransform3DIdentity
  /// The transform applied to the layer's sublayers (kept, not drawn).
  open var sublayerTransform = CATransform3DIdentity
  /// The radius to use when drawing rounded corners for the layer's background and border.
  open var cornerRadius: CGFloat = 0
  /// Which corners `cornerRadius` rounds.
  open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
  /// The curve of the rounded corners.
  open var cornerCurve: CALayerCornerCurve = .circular
  /// A Boolean indicating whether sublayers are clipped to the layer's bounds.
  open var masksToBounds = false
  /// The width of the layer's border.
  open var borderWidth: CGFloat = 0
  /// The color of the layer's border.
  open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// The opacity of the layer's shadow.
  open var shadowOpacity: Float = 0
  /// The blur radius used to create the shadow.
  open var shadowRadius: CGFloat = 3
  /// The offset of the layer's shadow.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The color of the layer's shadow.
  open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// The shape of the layer's shadow.
  open var shadowPath: CGPath?
  /// The background color of the layer (a UIKit view's `backgroundColor` is its layer's).
  open var backgroundColor: CGColor?
  /// The opacity of the layer (0…1).
  open var opacity: Float = 1
  /// A Boolean indicating whether the layer is displayed.
  open var isHidden = false
  /// An object that provides the contents of the layer (a `CGImage`).
  open var contents: Any?
  /// How the contents are positioned or scaled in the bounds.
  open var contentsGravity: CALayerContentsGravity = .resize
  /// The scale factor applied to the layer.
  open var contentsScale: CGFloat = 1
  /// A layer whose alpha channel masks this layer's content and sublayers, placed at its frame.
  open var mask: CALayer?
  /// The name of the layer.
  open var name: String?
  /// Whether the layer is rendered as a bitmap before compositing (kept).
  open var shouldRasterize = false
  /// The scale at which to rasterize content.
  open var rasterizationScale: CGFloat = 1
  /// Whether the layer draws its back side (kept).
  open var isDoubleSided = true
  /// Whether the layer may antialias its edges (kept).
  open var allowsEdgeAntialiasing = false
  /// Whether the layer's contents are redrawn when its bounds change.
  open var needsDisplayOnBoundsChange = false
  /// Whether the layer is opaque (kept).
  open var isOpaque = false
  /// A Core Image filter used to composite the layer and the content behind it (kept).
  open var compositingFilter: Any?
  /// The actions for the layer's properties (kept).
  open var actions: [String: any CAAction]?
  /// The object responsible for the layer's content (kept).
  open weak var delegate: (any CALayerDelegate)?

  /// The layer's sublayers, back to front.
  open private(set) var sublayers: [CALayer]?
  /// The layer's superlayer.
  open private(set) weak var superlayer: CALayer?
  private var animations: [(key: String, animation: CAAnimation)] = []

  /// Creates a layer.
  public required override init() { super.init() }
  /// Creates a copy of `layer` (its class's own properties are set by the subclass).
  public init(layer: Any) { super.init() }

  /// Appends `layer` to the sublayers.
  open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }
  /// Inserts `layer` into the sublayers at `idx` (past the end: at the end).
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    guard !makesCycle(layer) else {
      ResolveIssues.report(ResolveIssue(.trap, "CALayer.addSublayer(_:): the layer added is this layer or one above it, so the tree "
        + "would be a cycle; Core Animation raises an exception here (CALayerInvalid: \"layer is a part of cycle in its layer tree\") "
        + "and the app stops. Add a layer that is not above this one"))
      return
    }
    layer.removeFromSuperlayer()
    // In place: copying the list at each insert made 100 000 sublayers take minutes.
    let index = min(Int(idx), sublayers?.count ?? 0)
    if sublayers == nil { sublayers = [] }
    sublayers?.insert(layer, at: index)
    layer.superlayer = self
  }
  /// Inserts `layer` just below `sibling` (at the back when it is not a sublayer).
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }
  /// Inserts `layer` just above `sibling` (at the front when it is not a sublayer).
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
    insertSublayer(layer, at: UInt32(index))
  }
  /// Replaces `oldLayer` with `newLayer` in the sublayers.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }
  /// Whether adding `layer` below this one would close a cycle: it is this layer or one above it (only a layer with
  /// sublayers can be above another, so adding fresh layers walks nothing).
  private func makesCycle(_ layer: CALayer) -> Bool {
    guard layer !== self else { return true }
    guard !(layer.sublayers ?? []).isEmpty else { return false }
    var above = superlayer
    while let current = above {
      if current === layer { return true }
      above = current.superlayer
    }
    return false
  }

  /// Names geometry Core Animation refuses: a NaN (`CALayerInvalidGeometry`, raised as it is set) or an infinite
  /// number (raised when the layer is drawn); the cell fails.
  private static func checkGeometry(_ name: String, _ numbers: [CGFloat]) {
    guard numbers.contains(where: { !$0.isFinite }) else { return }
    let listed = numbers.map { NumberText.describe($0) }
    let shown = numbers.count == 4 ? "[\(listed[0]) \(listed[1]); \(listed[2]) \(listed[3])]" : "[\(listed.joined(separator: " "))]"
    let reason = numbers.contains(where: \.isNaN) ? "CALayer \(name) contains NaN: \(shown)"
      : "sublayer with non-finite \(name) \(shown)"
    ResolveIssues.report(ResolveIssue(.trap, "CALayer.\(name) \(shown) is not finite; Core Animation raises an exception "
      + "(CALayerInvalidGeometry: \"\(reason)\") and the app stops. Give the layer a finite frame"))
  }

  /// Detaches the layer from its superlayer.
  open func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }

  /// Adds an animation under `key` (kept; a still render shows the layer's own values).
  open func add(_ anim: CAAnimation, forKey key: String?) {
    animations.removeAll { $0.key == (key ?? "") }
    animations.append((key ?? "", anim))
  }
  /// The animation under `key`.
  open func animation(forKey key: String) -> CAAnimation? { animations.first { $0.key == key }?.animation }
  /// The keys of the layer's animations.
  open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.map(\.key) }
  /// Removes the animation under `key`.
  open func removeAnimation(forKey key: String) { animations.removeAll { $0.key == key } }
  /// Removes every animation.
  open func removeAllAnimations() { animations.removeAll() }

  /// The layer's transform as an affine transform.
  open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
  /// Sets the layer's transform to an affine transform.
  open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

  /// Marks the layer's contents as needing to be redrawn.
  open func setNeedsDisplay() {}
  /// Marks the layer as needing layout.
  open func setNeedsLayout() {}
  /// Lays the layer out if it needs it.
  open func layoutIfNeeded() {}
  /// Lays out the sublayers.
  open func layoutSublayers() {}
  /// Reloads the content of the layer.
  open func display() {}
  /// Draws the layer's content into `ctx`.
  open func draw(in ctx: CGContext) {}
  /// Renders the layer and its sublayers into `ctx` (not drawn here).
  open func render(in ctx: CGContext) {}
  /// Converts a point from `layer`'s coordinate space (translations only).
  open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
    let from = layer?.originInRoot ?? .zero, to = originInRoot
    return CGPoint(x: p.x + from.x - to.x, y: p.y + from.y - to.y)
  }
  /// Converts a point to `layer`'s coordinate space (translations only).
  open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
    let from = originInRoot, to = layer?.originInRoot ?? .zero
    return CGPoint(x: p.x + from.x - to.x, y: p.y + from.y - to.y)
  }
  /// The layer's bounds origin in its root layer's space (at most 64 superlayers up: a tree made into a cycle,
  /// `a.addSublayer(b); b.addSublayer(a)`, ends there).
  private var originInRoot: CGPoint {
    var origin = CGPoint.zero
    var layer: CALayer = self
    for _ in 0..<64 {
      guard let superlayer = layer.superlayer else { break }
      origin.x += layer.frame.minX - layer.bounds.minX
      origin.y += layer.frame.minY - layer.bounds.minY
      layer = superlayer
    }
    return origin
  }
}

/// An object that provides a layer's content and actions.
public protocol CALayerDelegate: AnyObject {}
/// An action a layer runs when a property changes.
public protocol CAAction {}

/// The corners a layer's `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A quarter circle.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Apple's continuous curve.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's contents fill its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let center = CALayerContentsGravity(rawValue: "center")
  public static let top = CALayerContentsGravity(rawValue: "top")
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  public static let left = CALayerContentsGravity(rawValue: "left")
  public static let right = CALayerContentsGravity(rawValue: "right")
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
