import Foundation

// UIKit's text-input positions and ranges, which code reaches through a field's or text view's
// `selectedTextRange` (select all on focus: `textField.textRange(from: textField.beginningOfDocument,
// to: textField.endOfDocument)`). A still render has no caret or selection: a range is kept and
// nothing is drawn for it. Positions are character offsets into the text.

/// A position in a text container (a character offset into the text).
open class UITextPosition: @unchecked Sendable {
  let offset: Int
  init(offset: Int) { self.offset = max(0, offset) }
}

/// A range of characters in a text container, between two positions.
open class UITextRange: @unchecked Sendable {
  let lower: UITextPosition
  let upper: UITextPosition
  init(_ a: UITextPosition, _ b: UITextPosition) {
    (lower, upper) = a.offset <= b.offset ? (a, b) : (b, a)
  }
  /// The start of the range.
  open var start: UITextPosition { lower }
  /// The end of the range.
  open var end: UITextPosition { upper }
  /// Whether the range has no characters.
  open var isEmpty: Bool { lower.offset == upper.offset }
}

/// The text-input methods a field and a text view share (UIKit's `UITextInput`, as far as code at rest uses it).
protocol TextInputDocument: AnyObject {
  /// The characters the document holds.
  var documentText: String { get }
}

extension TextInputDocument {
  /// The position at the start of the text.
  var documentStart: UITextPosition { UITextPosition(offset: 0) }
  /// The position after the last character.
  var documentEnd: UITextPosition { UITextPosition(offset: documentText.count) }
  /// The range between two positions, or nil when either is outside the text.
  func documentRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
    let count = documentText.count
    guard from.offset <= count, to.offset <= count else { return nil }
    return UITextRange(from, to)
  }
  /// The position `offset` characters from `position`, or nil outside the text.
  func documentPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let (target, overflow) = position.offset.addingReportingOverflow(offset)
    guard !overflow, target >= 0, target <= documentText.count else { return nil }
    return UITextPosition(offset: target)
  }
}

extension UITextField: TextInputDocument {
  var documentText: String { text ?? "" }
  /// Posted when editing begins in a text field (never posted in a render).
  public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
  /// Posted when editing ends in a text field.
  public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
  /// Posted when the text changes in a text field.
  public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  /// The position at the start of the text.
  public var beginningOfDocument: UITextPosition { documentStart }
  /// The position after the last character of the text.
  public var endOfDocument: UITextPosition { documentEnd }
  /// The range between two positions (nil when either is past the end of the text).
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    documentRange(from: fromPosition, to: toPosition)
  }
  /// The position a number of characters from another one (nil outside the text).
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    documentPosition(from: position, offset: offset)
  }
  /// The number of characters between two positions.
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
}

extension UITextView: TextInputDocument {
  var documentText: String { text ?? "" }
  /// Posted when editing begins in a text view (never posted in a render).
  public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
  /// Posted when editing ends in a text view.
  public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
  /// Posted when the text changes in a text view.
  public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  /// The position at the start of the text.
  public var beginningOfDocument: UITextPosition { documentStart }
  /// The position after the last character of the text.
  public var endOfDocument: UITextPosition { documentEnd }
  /// The range between two positions (nil when either is past the end of the text).
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    documentRange(from: fromPosition, to: toPosition)
  }
  /// The position a number of characters from another one (nil outside the text).
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    documentPosition(from: position, offset: offset)
  }
  /// The number of characters between two positions.
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
}
