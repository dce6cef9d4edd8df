import Foundation

/// A graphics renderer for creating images (iOS 10): `image { context in … }` runs the drawing
/// actions on a `CGContext` of the renderer's size and scale and returns the pixels as a `UIImage`.
open class UIGraphicsImageRenderer: @unchecked Sendable {
  /// The renderer's format: scale and opacity.
  public let format: UIGraphicsImageRendererFormat
  /// The area drawn, in points.
  public let bounds: CGRect

  /// Creates a renderer of `size` points in the default format.
  public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
  /// Creates a renderer of `size` points in `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }
  /// Creates a renderer for `bounds` in the default format.
  public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
  /// Creates a renderer for `bounds` in `format`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
  }

  /// Runs `actions` and returns what they drew; an empty, non-finite or too large size
  /// (past `BitmapImage.maxSide` pixels) gives an empty image.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    guard let cgContext = CGContext.bitmap(size: bounds.size, scale: format.scale, opaque: format.opaque) else { return UIImage() }
    let context = UIGraphicsImageRendererContext(format: format, cgContext: cgContext)
    context.cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
    UIGraphicsContextStack.with(cgContext) { actions(context) }
    return context.currentImage
  }

  /// The drawing as PNG data (nil: encoding is not provided in SpecimenUI).
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { _ = image(actions: actions); return Data() }
  /// The drawing as JPEG data (empty: encoding is not provided in SpecimenUI).
  open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    _ = image(actions: actions)
    return Data()
  }
}

/// The format of an image renderer: its scale and whether it is opaque.
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
  /// Pixels per point (the screen's by default).
  open var scale: CGFloat
  /// Whether the image has no transparency (it starts black when opaque, as on iOS).
  open var opaque: Bool = false
  /// The color range (kept).
  open var preferredRange: Range = .automatic

  /// A format at the screen's scale.
  public init() { scale = UIScreen.main.scale }
  /// A format for the given traits (the screen's scale).
  public convenience init(for traitCollection: UITraitCollection) { self.init() }
  /// The default format: the screen's scale, not opaque.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  /// The device's preferred format.
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The color ranges a renderer can use.
  public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }
}

/// The drawing environment of an image renderer's actions.
open class UIGraphicsImageRendererContext: @unchecked Sendable {
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat
  /// The Core Graphics context to draw with.
  public let cgContext: CGContext

  init(format: UIGraphicsImageRendererFormat, cgContext: CGContext) {
    self.format = format
    self.cgContext = cgContext
  }

  /// What has been drawn so far.
  open var currentImage: UIImage { cgContext.image }

  /// Fills `rect` with the current fill color.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }
  /// Strokes `rect` with the current stroke color.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

nonisolated extension UIColor {
  /// Sets this color as the fill color of the image renderer drawing now.
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
  /// Sets this color as the stroke color of the image renderer drawing now.
  public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
  /// Sets this color as both the fill and stroke color.
  public func set() { setFill(); setStroke() }
}

/// Fills `rect` with the current fill color in the image renderer drawing now.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

nonisolated extension UIImage {
  /// Draws the image at `point` at its natural size in the image renderer drawing now (pixels made in
  /// code only; asset and symbol images are measured by the renderer, not here).
  public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
  /// Draws the image stretched over `rect` in the image renderer drawing now.
  public func draw(in rect: CGRect) {
    guard case .bitmap(let bitmap) = image.source else { return }
    UIGraphicsGetCurrentContext()?.draw(bitmap, in: rect, by: "UIImage.draw(in:)")
  }
  /// Draws the image at `point` at its natural size with its opacity multiplied by `alpha` (blend modes other than
  /// `.normal` are drawn normally).
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }
  /// Draws the image stretched over `rect` with its opacity multiplied by `alpha` (blend modes other than `.normal`
  /// are drawn normally).
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    if !alpha.isFinite {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "UIImage.draw(in:blendMode:alpha: \(NumberText.describe(Double(alpha)))): "
        + "an alpha is a number from 0 to 1; drawn at alpha 1"))
    }
    context.saveGState()
    context.setAlpha(context.state.alpha * (alpha.isFinite ? min(max(alpha, 0), 1) : 1))
    draw(in: rect)
    context.restoreGState()
  }
}
