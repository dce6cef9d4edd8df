import Foundation

/// A region where text is laid out (its padding is read when a `UITextView` is drawn).
open class NSTextContainer: NSObject, @unchecked Sendable {
  /// The value for the text inset within line fragment rectangles (5 pt by default).
  open var lineFragmentPadding: CGFloat = 5
  /// The maximum number of lines that the text container can store (0: no limit).
  open var maximumNumberOfLines = 0
  /// The size of the text container's bounding rectangle.
  open var size: CGSize = .zero
  /// Creates a text container.
  public override init() { super.init() }
}

/// A scrollable, multiline text region.
///
/// Under a representable it is drawn at rest: its background colour, then `text` (or
/// `attributedText`'s characters) from the top leading corner inside `textContainerInset`
/// (8 pt above and below by default) and the container's `lineFragmentPadding` (5 pt), in
/// `font` (17-pt system by default) and `textColor` (`.label`), wrapped to the width and cut
/// at the bottom as a scroll view at rest shows it. No caret, selection or keyboard.
open class UITextView: UIScrollView, @unchecked Sendable {
  /// The text that the text view displays.
  open var text: String! = ""
  /// The selected characters (kept; a render draws no selection).
  open var selectedTextRange: UITextRange?
  /// The styled text that the text view displays (its characters are drawn in `font`).
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: text ?? "") }
    set { text = newValue?.string ?? "" }
  }
  /// The font of the text.
  open var font: UIFont?
  /// The color of the text.
  open var textColor: UIColor?
  /// A Boolean value that indicates whether the text view is editable.
  open var isEditable = true
  /// A Boolean value that indicates whether the text view is selectable.
  open var isSelectable = true
  /// The kinds of data turned into links (kept: a still draws the text as it is).
  open var dataDetectorTypes: UIDataDetectorTypes = []
  /// The inset of the text container's layout area within the text view's content area.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// The text container object defining the area for text displayed in the text view.
  public let textContainer = NSTextContainer()
  /// The text view's delegate.
  open weak var delegate: (any UITextViewDelegate)?
  /// A Boolean value that indicates whether the text view allows the user to edit style information.
  open var allowsEditingTextAttributes = false
  /// The auto-capitalization style for the text object.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// The autocorrection style for the text object.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// The spell-checking style for the text object.
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// The keyboard type for the text object.
  open var keyboardType: UIKeyboardType = .default
  /// The visible title of the Return key.
  open var returnKeyType: UIReturnKeyType = .default
}

/// The methods a text view's delegate may implement (all optional; none is called in a still render).
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Asks the delegate whether to begin editing in the specified text view.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Asks the delegate whether to stop editing in the specified text view.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Tells the delegate when editing of the specified text view begins.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Tells the delegate when editing of the specified text view ends.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Asks the delegate whether to replace the specified text in the text view.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// Tells the delegate when the user changes the text or attributes in the specified text view.
  func textViewDidChange(_ textView: UITextView)
  /// Tells the delegate when the text selection changes in the specified text view.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView: UIKitRestingDrawing {
  var restingDrawing: AnyView? {
    let inset = textContainerInset
    let padding = textContainer.lineFragmentPadding
    func usable(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 10_000) : 0 }
    let uiFont = font ?? UIFont.systemFont(ofSize: 17)
    return AnyView(Text(verbatim: text ?? "")
      .font(Font(uiFont))
      .foregroundColor(Color(uiColor: textColor ?? .label))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .padding(EdgeInsets(top: usable(inset.top), leading: usable(inset.left) + usable(padding),
                          bottom: usable(inset.bottom), trailing: usable(inset.right) + usable(padding)))
      .clipped())
  }
}

/// The kinds of data a text view turns into links.
public struct UIDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
  public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
  public static let all = UIDataDetectorTypes(rawValue: .max)
}
