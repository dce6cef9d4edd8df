import Foundation

// UIKit's string drawing (NSStringDrawing): measuring a string in a font, as code that sizes tab underlines,
// chips and collection cells does. Text is measured as Specimen lays it out (Pango, SF's tracking); drawing text
// into an image context is not provided (docs/unsupported.md).

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

  /// The size of `string` in the attributes' font (UIKit's default, Helvetica 12, drawn in the 12-pt system font
  /// here) and kerning, wrapping at `width` when it is given; `method` names the call in what it reports. A `.font`
  /// that is not a `UIFont` fails the cell (UIKit sends it a font's messages and the app stops); a `.kern` that is not
  /// a number, and a NaN width, are named.
  static func size(of string: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?, by method: String) -> CGSize {
    if let given = attributes?[.font], !(given is UIFont) {
      ResolveIssues.report(ResolveIssue(.trap, "\(method): the .font attribute is a \(type(of: given)), not a UIFont; UIKit asks it "
        + "for a font's metrics, which it does not answer, and the app stops (\"unrecognized selector\"). Give a UIFont"))
    }
    if let width, width.isNaN {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(method): the width nan is not a length; the text is measured with no "
        + "width limit. Give a finite width, or .greatestFiniteMagnitude for none"))
    }
    var font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
    if !(font.pointSize.isFinite && font.pointSize > 0) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(method): the .font is \(NumberText.describe(Double(font.pointSize))) pt, "
        + "not a size text can have; measured in the 12-pt system font, UIKit's default. Give a font size above 0"))
      font = UIFont.systemFont(ofSize: 12)
    }
    var text = Text(verbatim: string).font(Font(font))
    var trailingKern: CGFloat = 0
    let kernValue = (attributes?[.kern] as? NSNumber).map({ CGFloat($0.doubleValue) }) ?? attributes?[.kern] as? CGFloat
    if let given = attributes?[.kern], kernValue == nil {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(method): the .kern attribute is a \(type(of: given)), not a number; "
        + "no kerning is applied. Give a number of points"))
    }
    if let kern = kernValue, kern.isFinite {
      text = text.kerning(kern)
      // UIKit's kern follows every character, the last one too; Text's sits between characters.
      if width == nil, !string.isEmpty { trailingKern = kern }
    }
    lock.lock()
    let measurer = Self.measurer
    lock.unlock()
    let proposal = ProposedViewSize(width: width.map { $0.isFinite ? max(0, $0) : nil } ?? nil, height: nil)
    guard let measurer, case .text(let resolved) = ResolveContext().resolve(text).kind else {
      let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
      let longest = lines.map(\.count).max() ?? 0
      return CGSize(width: CGFloat(longest) * font.pointSize * 0.5, height: CGFloat(lines.count) * font.lineHeight)
    }
    let size = measurer(resolved, proposal)
    return CGSize(width: max(0, size.width + trailingKern), height: size.height)
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
  /// Draws the string at `point` in the current graphics context (not drawn: text is not rasterized in an image
  /// context here).
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
  /// Draws the string in `rect` in the current graphics context (not drawn, as `draw(at:withAttributes:)`).
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
  /// Draws the string with options in the current graphics context (not drawn, as `draw(at:withAttributes:)`).
  public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                   context: NSStringDrawingContext?) {}
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
  /// Draws the string at `point` (not drawn, as `NSString.draw(at:withAttributes:)`).
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
  /// Draws the string in `rect` (not drawn, as `NSString.draw(in:withAttributes:)`).
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
}

nonisolated extension NSAttributedString {
  /// The size the string takes on one line, in the font of its first character.
  public func size() -> CGSize {
    StringDrawingMeasure.size(of: string, attributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil, width: nil,
                              by: "NSAttributedString.size()")
  }
  /// The rectangle the string takes, wrapping at `size.width` with `.usesLineFragmentOrigin`, in the font of its first character.
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
    let measured = StringDrawingMeasure.size(of: string, attributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil,
                                             width: options.contains(.usesLineFragmentOrigin) ? size.width : nil,
                                             by: "NSAttributedString.boundingRect(with:options:context:)")
    context?.totalBounds = CGRect(origin: .zero, size: measured)
    return CGRect(origin: .zero, size: measured)
  }
  /// Draws the string at `point` (not drawn, as `NSString.draw(at:withAttributes:)`).
  public func draw(at point: CGPoint) {}
  /// Draws the string in `rect` (not drawn, as `NSString.draw(in:withAttributes:)`).
  public func draw(in rect: CGRect) {}
}
