import Foundation

/// A layer that draws a color gradient over its background: axial (`.axial`) and radial (`.radial`) are drawn
/// at rest, a conic one as an angular gradient.
open class CAGradientLayer: CALayer, @unchecked Sendable {
  /// The gradient's colors (`CGColor`s).
  open var colors: [Any]?
  /// The stops of the colors, 0…1 (nil: evenly spread).
  open var locations: [NSNumber]?
  /// The start point, in the unit coordinate space of the layer.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// The end point, in the unit coordinate space of the layer.
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind of gradient.
  open var type: CAGradientLayerType = .axial
}

/// The kinds of gradient a gradient layer draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = CAGradientLayerType(rawValue: "axial")
  public static let radial = CAGradientLayerType(rawValue: "radial")
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that draws a path: filled, then stroked, from `strokeStart` to `strokeEnd`.
open class CAShapeLayer: CALayer, @unchecked Sendable {
  /// The path to draw.
  open var path: CGPath?
  /// The fill color (opaque black by default; nil: not filled).
  open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// The rule for filling the path.
  open var fillRule: CAShapeLayerFillRule = .nonZero
  /// The stroke color (nil: not stroked).
  open var strokeColor: CGColor?
  /// The stroke's start, 0…1 of the path's length.
  open var strokeStart: CGFloat = 0
  /// The stroke's end, 0…1 of the path's length.
  open var strokeEnd: CGFloat = 1
  /// The stroke's width.
  open var lineWidth: CGFloat = 1
  /// The miter limit.
  open var miterLimit: CGFloat = 10
  /// The line cap.
  open var lineCap: CAShapeLayerLineCap = .butt
  /// The line join.
  open var lineJoin: CAShapeLayerLineJoin = .miter
  /// The dash phase.
  open var lineDashPhase: CGFloat = 0
  /// The dash lengths (nil: solid).
  open var lineDashPattern: [NSNumber]?
}

/// How a shape layer fills its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The corners of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a string (a `String` or `NSAttributedString`) in its font, size and color.
open class CATextLayer: CALayer, @unchecked Sendable {
  /// The text (a `String` or an `NSAttributedString`).
  open var string: Any?
  /// The font (a `UIFont`, `CGFont` or font name; Helvetica, drawn as the system font, by default).
  open var font: Any?
  /// The font size.
  open var fontSize: CGFloat = 36
  /// The text color (opaque white by default).
  open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
  /// Whether the text wraps to the bounds.
  open var isWrapped = false
  /// How the text is truncated.
  open var truncationMode: CATextLayerTruncationMode = .none
  /// How the text is aligned.
  open var alignmentMode: CATextLayerAlignmentMode = .natural
}

/// How a text layer aligns its text.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// How a text layer truncates its text.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws copies of its sublayers (kept: the sublayers are drawn once).
open class CAReplicatorLayer: CALayer, @unchecked Sendable {
  /// The number of copies.
  open var instanceCount = 1
  /// The transform between copies.
  open var instanceTransform = CATransform3DIdentity
  /// The delay between copies' animations.
  open var instanceDelay: CFTimeInterval = 0
  /// The color of the copies.
  open var instanceColor: CGColor?
}
