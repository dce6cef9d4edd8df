import Foundation

/// Constants that specify what happens when a line is too long for its container.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A view that displays one or more lines of informational text.
///
/// Under a representable it is drawn at rest: its text in `font` and `textColor` (or `attributedText`'s runs in
/// their own fonts, colours, kerns and lines), at most `numberOfLines` lines (0: no limit), aligned by
/// `textAlignment` and vertically centred in its frame, as UIKit draws a label.
open class UILabel: UIView, @unchecked Sendable {
  /// The text that the label displays.
  open var text: String? {
    didSet { styledText = nil }
  }
  /// The styled text that the label displays: each run in its own attributes, over the label's `font` and
  /// `textColor` where it has none.
  open var attributedText: NSAttributedString? {
    get { styledText ?? text.map { NSAttributedString(string: $0) } }
    set {
      text = newValue?.string
      styledText = newValue
    }
  }
  /// The attributed text last set, until `text` is set.
  fileprivate var styledText: NSAttributedString?
  /// The font of the text.
  open var font: UIFont! = UIFont.systemFont(ofSize: 17)
  /// The color of the text.
  open var textColor: UIColor! = .label
  /// The maximum number of lines for rendering text.
  open var numberOfLines = 1
  /// The technique for aligning the text.
  open var textAlignment: NSTextAlignment = .natural
  /// The technique for wrapping and truncating the label's text.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// A Boolean value that indicates whether the object automatically updates its font when the device's content size category changes.
  open var adjustsFontForContentSizeCategory = false
  /// A Boolean value that determines whether the label reduces the text's font size to fit the title string into the label's bounding rectangle.
  open var adjustsFontSizeToFitWidth = false
  /// The minimum scale factor for the label's text.
  open var minimumScaleFactor: CGFloat = 0
  /// The preferred maximum width, in points, for a multiline label.
  open var preferredMaxLayoutWidth: CGFloat = 0
}

extension UILabel: UIKitRestingDrawing {
  var restingDrawing: AnyView? {
    guard let text, !text.isEmpty else { return nil }
    let (alignment, textAlignment): (Alignment, TextAlignment) = switch self.textAlignment {
    case .center: (.center, .center)
    case .right: (.trailing, .trailing)
    default: (.leading, .leading)
    }
    let font = font ?? UIFont.systemFont(ofSize: 17), color = textColor ?? .label
    let runs = styledText.map { StringDrawing($0, defaults: [.font: font, .foregroundColor: color]).text }
    return AnyView((runs ?? Text(verbatim: text).font(Font(font)).foregroundColor(Color(uiColor: color)))
      .multilineTextAlignment(textAlignment)
      .lineLimit(numberOfLines > 0 ? numberOfLines : nil)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
  }
}
