import Foundation

/// Where a Core Graphics PDF context writes (a file or bytes). A still render writes no PDF: the destination is
/// kept and nothing is written to it.
open class CGDataConsumer: @unchecked Sendable {
  /// A consumer that writes to `data`.
  public init?(data: CFMutableData) {}
  /// A consumer that writes to the file at `url`.
  public init?(url: CFURL) {}
}

extension CGContext {
  /// A PDF context writing to the file at `url`. Its drawing goes nowhere and no file is written: a still render
  /// writes nothing it does not own (docs/unsupported.md).
  public convenience init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
    self.init(canvas: .none)
  }
  /// A PDF context writing to `consumer` (its drawing goes nowhere, as `init?(_:mediaBox:_:)`).
  public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
    self.init(canvas: .none)
  }
  /// Starts a PDF page.
  public func beginPDFPage(_ pageInfo: CFDictionary?) {}
  /// Ends the current PDF page.
  public func endPDFPage() {}
  /// Closes the PDF document.
  public func closePDF() {}
  /// Starts a page in a page-based context.
  public func beginPage(mediaBox: UnsafePointer<CGRect>?) {}
  /// Ends the current page in a page-based context.
  public func endPage() {}
}
