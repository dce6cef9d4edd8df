import Foundation

// UIKit's string drawing (NSStringDrawing): measuring a string in a font, as code that sizes tab underlines,
// chips and collection cells does, and drawing it into the current graphics context (an image renderer's, an
// image context's, a canvas's `withCGContext`). Text is measured and drawn as Specimen lays it out (Pango, SF's
// tracking); in an image context it is drawn as pixels the renderer rasterizes (`ViewRasterizer`).

/// Options for `boundingRect(with:options:attributes:context:)`: with `.usesLineFragmentOrigin` the text wraps at the
/// given width; without it, it is one line.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lay the text out in lines that wrap at the width (multi-line measuring).
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Use the font's leading between lines (kept).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Use the glyphs' image bounds (kept).
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Truncate the last line that fits (kept).
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// How string drawing may shrink text (kept; the text is measured at its own size, `actualScaleFactor` 1).
open class NSStringDrawingContext: @unchecked Sendable {
  /// The smallest scale the text may shrink to.
  open var minimumScaleFactor: CGFloat = 0
  /// The scale the text was drawn at.
  open private(set) var actualScaleFactor: CGFloat = 1
  /// The bounds of the text last measured or drawn.
  open internal(set) var totalBounds: CGRect = .zero
  public init() {}
}

/// Measures text for UIKit's string drawing with the renderer's own text measurer, which the renderer installs when
/// it starts; before that (SpecimenUI alone) a width of 0.5 em a character and the font's line height stand in.
package enum StringDrawingMeasure {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var measurer: (@Sendable (ResolvedText, ProposedViewSize) -> CGSize)?

  /// Sets how text is measured (the first renderer's measurer stays).
  package static func install(_ measurer: @escaping @Sendable (ResolvedText, ProposedViewSize) -> CGSize) {
    lock.lock()
    defer { lock.unlock() }
    if Self.measurer == nil { Self.measurer = measurer }
  }

  /// The size of `string` in the attributes' font, wrapping at `width` when it is given; `method` names the call in
  /// what it reports (`StringDrawing.check`).
  static func size(of string: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?, by method: String) -> CGSize {
    StringDrawing.check(attributes, width: width, by: method)
    checkLength(of: string, by: method)
    return size(of: StringDrawing(string, attributes: attributes), plain: string, width: width)
  }

  /// The size of `attributed`, each run in its own attributes, wrapping at `width` when it is given.
  static func size(of attributed: NSAttributedString, width: CGFloat?, by method: String) -> CGSize {
    StringDrawing.check(attributed.length > 0 ? attributed.attributes(at: 0, effectiveRange: nil) : nil, width: width, by: method)
    checkLength(of: attributed.string, by: method)
    return size(of: StringDrawing(attributed), plain: attributed.string, width: width)
  }

  /// Names a string longer than `TextLength.limit`: only its first characters are laid out, so the size the caller
  /// gets is theirs, not the whole string's.
  private static func checkLength(of string: String, by method: String) {
    guard string.utf8.count > TextLength.limit, string.count > TextLength.limit else { return }
    ResolveIssues.report(ResolveIssue(.textTooLong, "\(method): the string has \(string.count) characters, more than "
      + "TextLength.limit (\(TextLength.limit)); the size returned is that of its first \(TextLength.limit) only. Measure a "
      + "shorter string, or raise the limit with \(TextLength.environmentVariable)=N"))
  }

  /// The size of `drawing` (whose characters are `plain`), wrapping at `width` when it is given, of at most `lines`
  /// lines when that is given.
  static func size(of drawing: StringDrawing, plain: String, width: CGFloat?, lines: Int? = nil) -> CGSize {
    lock.lock()
    let measurer = Self.measurer
    lock.unlock()
    let width = width.map { $0.isFinite ? max(0, $0) : nil } ?? nil
    var environment = drawing.environment
    if let lines { environment.lineLimit = lines }
    guard let measurer, case .text(let resolved) = ResolveContext(environment: environment).resolve(drawing.text).kind else {
      let lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
      let longest = lines.map(\.count).max() ?? 0
      return CGSize(width: CGFloat(longest) * drawing.font.pointSize * 0.5, height: CGFloat(lines.count) * drawing.font.lineHeight)
    }
    let size = measurer(resolved, ProposedViewSize(width: drawing.isSingleLine ? nil : width, height: nil))
    let trailingKern = width == nil ? drawing.trailingKern : 0
    return CGSize(width: max(0, size.width + trailingKern), height: size.height)
  }
}

/// Draws `drawing` into the current graphics context (nothing when there is none, as in UIKit): with its top-left
/// at `origin`, wrapping at `width` and clipped to `clip` when they are given.
private func drawCurrent(_ drawing: StringDrawing, at origin: CGPoint, width: CGFloat?, clip: CGRect?) {
  UIGraphicsGetCurrentContext()?.drawString(drawing, at: origin, width: width, clip: clip)
}

/// Draws `drawing` as `draw(with:options:context:)` does: wrapping in `rect` with `.usesLineFragmentOrigin`;
/// without it, on one line whose baseline starts at `rect.origin`.
private func drawCurrent(_ drawing: StringDrawing, with rect: CGRect, options: NSStringDrawingOptions) {
  if options.contains(.usesLineFragmentOrigin) {
    drawCurrent(drawing, at: rect.origin, width: rect.width, clip: rect)
  } else {
    drawCurrent(drawing, at: CGPoint(x: rect.minX, y: rect.minY - drawing.font.ascender), width: nil, clip: nil)
  }
}

nonisolated extension NSString {
  /// The size the string takes on one line (lines only at its newlines) in the attributes' font.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringDrawingMeasure.size(of: self as String, attributes: attrs, width: nil, by: "size(withAttributes:)")
  }
  /// The rectangle the string takes, wrapping at `size.width` with `.usesLineFragmentOrigin`.
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                           context: NSStringDrawingContext?) -> CGRect {
    let measured = StringDrawingMeasure.size(of: self as String, attributes: attributes,
                                             width: options.contains(.usesLineFragmentOrigin) ? size.width : nil,
                                             by: "boundingRect(with:options:attributes:context:)")
    context?.totalBounds = CGRect(origin: .zero, size: measured)
    return CGRect(origin: .zero, size: measured)
  }
  /// Draws the string with its top-left at `point` in the current graphics context, on lines only at its newlines.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.check(attrs, width: nil, by: "draw(at:withAttributes:)")
    guard StringDrawing.checkPlace(CGRect(origin: point, size: .zero), point: true, by: "draw(at:withAttributes:)") else { return }
    drawCurrent(StringDrawing(self as String, attributes: attrs), at: point, width: nil, clip: nil)
  }
  /// Draws the string in `rect` in the current graphics context: wrapped at its width, aligned by the paragraph
  /// style, and clipped to it.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.check(attrs, width: nil, by: "draw(in:withAttributes:)")
    guard StringDrawing.checkPlace(rect, by: "draw(in:withAttributes:)") else { return }
    drawCurrent(StringDrawing(self as String, attributes: attrs), at: rect.origin, width: rect.width, clip: rect)
  }
  /// Draws the string in `rect` with options: wrapped in it with `.usesLineFragmentOrigin`; without it, on one
  /// line whose baseline starts at the rectangle's origin.
  public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                   context: NSStringDrawingContext?) {
    StringDrawing.check(attributes, width: nil, by: "draw(with:options:attributes:context:)")
    guard StringDrawing.checkPlace(rect, by: "draw(with:options:attributes:context:)") else { return }
    drawCurrent(StringDrawing(self as String, attributes: attributes), with: rect, options: options)
  }
}

nonisolated extension String {
  /// The size the string takes on one line (lines only at its newlines) in the attributes' font.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringDrawingMeasure.size(of: self, attributes: attrs, width: nil, by: "size(withAttributes:)")
  }
  /// The rectangle the string takes, wrapping at `size.width` with `.usesLineFragmentOrigin`.
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                           context: NSStringDrawingContext?) -> CGRect {
    (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
  }
  /// Draws the string with its top-left at `point` (as `NSString.draw(at:withAttributes:)`).
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    (self as NSString).draw(at: point, withAttributes: attrs)
  }
  /// Draws the string in `rect` (as `NSString.draw(in:withAttributes:)`).
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    (self as NSString).draw(in: rect, withAttributes: attrs)
  }
  /// Draws the string in `rect` with options (as `NSString.draw(with:options:attributes:context:)`).
  public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                   context: NSStringDrawingContext?) {
    (self as NSString).draw(with: rect, options: options, attributes: attributes, context: context)
  }
}

nonisolated extension NSAttributedString {
  /// The size the string takes on one line, each run in its own attributes.
  public func size() -> CGSize {
    StringDrawingMeasure.size(of: self, width: nil, by: "NSAttributedString.size()")
  }
  /// The rectangle the string takes, wrapping at `size.width` with `.usesLineFragmentOrigin`.
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
    let measured = StringDrawingMeasure.size(of: self, width: options.contains(.usesLineFragmentOrigin) ? size.width : nil,
                                             by: "NSAttributedString.boundingRect(with:options:context:)")
    context?.totalBounds = CGRect(origin: .zero, size: measured)
    return CGRect(origin: .zero, size: measured)
  }
  /// Draws the string with its top-left at `point`, each run in its own attributes.
  public func draw(at point: CGPoint) {
    guard checkDrawing(CGRect(origin: point, size: .zero), point: true, by: "NSAttributedString.draw(at:)") else { return }
    drawCurrent(StringDrawing(self), at: point, width: nil, clip: nil)
  }
  /// Draws the string in `rect`: wrapped at its width, aligned by the paragraph style, and clipped to it.
  public func draw(in rect: CGRect) {
    guard checkDrawing(rect, by: "NSAttributedString.draw(in:)") else { return }
    drawCurrent(StringDrawing(self), at: rect.origin, width: rect.width, clip: rect)
  }
  /// Draws the string in `rect` with options (as `NSString.draw(with:options:attributes:context:)`).
  public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
    guard checkDrawing(rect, by: "NSAttributedString.draw(with:options:context:)") else { return }
    drawCurrent(StringDrawing(self), with: rect, options: options)
  }

  /// Names what the first run's attributes and `rect` hold that UIKit cannot draw with; false when the string is not drawn.
  private func checkDrawing(_ rect: CGRect, point: Bool = false, by method: String) -> Bool {
    StringDrawing.check(length > 0 ? attributes(at: 0, effectiveRange: nil) : nil, width: nil, by: method)
    return StringDrawing.checkPlace(rect, point: point, by: method)
  }
}
