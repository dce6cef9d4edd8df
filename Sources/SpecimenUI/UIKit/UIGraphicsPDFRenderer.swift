import Foundation

/// A graphics renderer for PDF documents (iOS 10), as export and invoice code uses: its actions run against a
/// PDF context, so their drawing code runs as on iOS, but no PDF is made. `pdfData(actions:)` returns empty data
/// and `writePDF(to:withActions:)` writes no file: a still render writes nothing it does not own
/// (docs/unsupported.md).
open class UIGraphicsPDFRenderer: @unchecked Sendable {
  /// The renderer's format.
  public let format: UIGraphicsPDFRendererFormat
  /// The default page bounds, in points.
  public let bounds: CGRect

  /// Creates a renderer whose pages default to `bounds`, in the default format.
  public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
  /// Creates a renderer whose pages default to `bounds`, in `format`.
  public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
    self.bounds = bounds
    self.format = format
  }

  /// Runs `actions` against a PDF context and returns the document (empty here).
  open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
    run(actions)
    return Data()
  }

  /// Runs `actions` against a PDF context for the file at `url` (which is not written here).
  open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws { run(actions) }

  private func run(_ actions: (UIGraphicsPDFRendererContext) -> Void) {
    // A PDF context draws nothing here: a context without pixels.
    let cgContext = CGContext(canvas: .none)
    let context = UIGraphicsPDFRendererContext(format: format, cgContext: cgContext, bounds: bounds)
    UIGraphicsContextStack.with(cgContext) { actions(context) }
  }
}

/// The format of a PDF renderer: the document's information dictionary.
open class UIGraphicsPDFRendererFormat: @unchecked Sendable {
  /// The document's information (title, author, creator …).
  open var documentInfo: [String: Any] = [:]
  public init() {}
  /// The default format.
  open class func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// The drawing environment of a PDF renderer's actions.
open class UIGraphicsPDFRendererContext: @unchecked Sendable {
  /// The renderer's format.
  public let format: UIGraphicsPDFRendererFormat
  /// The Core Graphics context to draw with.
  public let cgContext: CGContext
  /// The bounds of the current page.
  open private(set) var pdfContextBounds: CGRect

  init(format: UIGraphicsPDFRendererFormat, cgContext: CGContext, bounds: CGRect) {
    self.format = format
    self.cgContext = cgContext
    pdfContextBounds = bounds
  }

  /// Starts a page of the renderer's bounds.
  open func beginPage() {}
  /// Starts a page of `bounds` with `pageInfo`.
  open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) { pdfContextBounds = bounds }
  /// Links `rect` on the current page to `url`.
  open func setURL(_ url: URL, for rect: CGRect) {}
  /// Adds a named destination at `point` on the current page.
  open func addDestination(withName name: String, at point: CGPoint) {}
  /// Links `rect` on the current page to the destination `name`.
  open func setDestinationWithName(_ name: String, for rect: CGRect) {}
  /// Fills `rect` with the current fill color.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }
  /// Strokes `rect` with the current stroke color.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}
