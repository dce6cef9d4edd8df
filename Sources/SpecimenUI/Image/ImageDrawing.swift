import Foundation

/// The contents of an image drawn by a closure (`Image(size:label:opaque:colorMode:renderer:)`): a canvas of `size`
/// points, rasterized when the image is resolved, at the display scale of the view that shows it.
///
/// A size that is not finite, or below 0, gives an empty image, named; a size whose pixels would pass
/// `BitmapImage.maxSide` is drawn at the largest scale that fits (fewer pixels a point, named), or empty, named,
/// when that scale is below `minimumScale` or a side would then be less than a pixel. What the closure's drawing
/// reports (a NaN rectangle, a nested image that cannot be drawn) is reported on the view that shows the image.
/// Two drawings are equal only when they are the same drawing.
struct ImageDrawing: Hashable, @unchecked Sendable {
  let id = UUID()
  let size: CGSize
  let opaque: Bool
  let renderer: (inout GraphicsContext) -> Void

  static let initializer = "Image(size:label:opaque:colorMode:renderer:)"
  /// The fewest pixels a point a renderer draws at (`RenderLimits.scaleRange`'s lower bound).
  static let minimumScale: CGFloat = 0.1

  static func == (lhs: ImageDrawing, rhs: ImageDrawing) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The warning for a size no image can have (nil when it is finite and not below 0).
  static func sizeIssue(_ size: CGSize) -> String? {
    guard !size.width.isFinite || !size.height.isFinite || size.width < 0 || size.height < 0 else { return nil }
    return "\(initializer): the size \(describe(size)) is not a finite size of 0 or more, so the image is empty "
      + "(nothing is drawn and it takes no space). Give the size in points, e.g. CGSize(width: 24, height: 24)"
  }

  /// The drawing's pixels at `scale` (or fewer, named, past `BitmapImage.maxSide`), sized `size` points; nil
  /// when it has no pixels.
  func bitmap(scale: CGFloat) -> BitmapImage? {
    guard size.width > 0, size.height > 0 else { return nil }
    let wanted = scale.isFinite && scale > 0 ? scale : 1
    let longest = max(size.width, size.height)
    var used = wanted
    if longest * wanted > CGFloat(BitmapImage.maxSide) {
      used = CGFloat(BitmapImage.maxSide) / longest
      guard used >= Self.minimumScale, min(size.width, size.height) * used >= 1 else {
        ResolveIssues.report(ResolveIssue(.invalidNumber, "\(Self.initializer): an image of \(Self.describe(size)) pt needs more than "
          + "BitmapImage.maxSide (\(BitmapImage.maxSide)) pixels a side, and at a scale that fits, a renderer cannot draw it (below "
          + "\(NumberText.describe(Double(Self.minimumScale))) pixels a point, or a side of less than a pixel); the image is empty. Draw it "
          + "at the size it is shown and let .resizable() scale it"))
        return nil
      }
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(Self.initializer): an image of \(Self.describe(size)) pt needs more than "
        + "BitmapImage.maxSide (\(BitmapImage.maxSide)) pixels a side at scale \(NumberText.describe(Double(wanted))); drawn at "
        + "\(NumberText.describe(Double(used))) pixels a point. Draw it at the size it is shown and let .resizable() scale it"))
    }
    let renderer = self.renderer
    let canvas = Canvas { context, _ in renderer(&context) }.frame(width: size.width, height: size.height)
    guard let pixels = ViewRasterizer.image(of: canvas, proposal: ProposedViewSize(size), scale: used, by: Self.initializer,
                                                reportsWarnings: true),
          let sized = pixels.withPointSize(size) else { return nil }
    return opaque ? sized.overBlack : sized
  }

  static func describe(_ size: CGSize) -> String {
    "\(NumberText.describe(Double(size.width))) × \(NumberText.describe(Double(size.height)))"
  }
}

extension Image {
  /// Initializes an image of the given size, with contents provided by a custom rendering closure (iOS 16). The
  /// closure draws on a `GraphicsContext` of `size` points when the image is shown, at the screen's scale;
  /// `colorMode` is kept (drawn in sRGB).
  public init(size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
              renderer: @escaping (inout GraphicsContext) -> Void) {
    self.init("")
    accessibilityName = label?.content
    if let issue = ImageDrawing.sizeIssue(size) {
      isEmpty = true
      numberIssue = issue
      return
    }
    drawing = ImageDrawing(size: size, opaque: opaque, renderer: renderer)
  }
}
