import Foundation

/// Constants that specify text alignment (UIKit's raw values).
public enum NSTextAlignment: Int, Sendable {
  case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// An object that displays an editable text area in your interface.
///
/// Under a representable it is drawn at rest: its text (a bullet per character when
/// `isSecureTextEntry`) in `font` (17-pt system by default) and `textColor` (`.label`), or
/// else its placeholder in the placeholder text colour, vertically centred and aligned by
/// `textAlignment`. `.roundedRect` draws a white field with a 0.5-pt grey border and 5-pt
/// corners, the text 7 pt in, 34 pt tall; `.line` a 1-pt dark border; `.none`/`.bezel` no
/// border, 22 pt tall. Those sizes are Specimen's estimates. No caret, clear button or keyboard.
open class UITextField: UIControl, @unchecked Sendable {
  /// The type of border drawn around the text field.
  public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
  /// Constants that define when an overlay view appears in a text field.
  public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }

  /// The text that the text field displays.
  open var text: String?
  /// The selected characters (kept; a render draws no selection).
  open var selectedTextRange: UITextRange?
  /// The string that displays when there is no other text in the text field.
  open var placeholder: String?
  /// The styled string that displays when there is no other text (its characters are drawn).
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  /// The styled text that the text field displays (its characters are drawn).
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  /// The font of the text.
  open var font: UIFont?
  /// The color of the text.
  open var textColor: UIColor?
  /// The technique for aligning the text.
  open var textAlignment: NSTextAlignment = .natural
  /// The border style for the text field.
  open var borderStyle: BorderStyle = .none
  /// A Boolean value that determines whether the text field hides the text being entered.
  open var isSecureTextEntry = false
  /// The semantic meaning for a text input area.
  open var textContentType: UITextContentType!
  /// A mode that controls when the standard Clear button appears in the text field.
  open var clearButtonMode: ViewMode = .never
  /// The overlay view that displays on the left (or leading) side of the text field (kept, not drawn).
  open var leftView: UIView?
  /// A mode that controls when the left overlay view appears.
  open var leftViewMode: ViewMode = .never
  /// The overlay view that displays on the right (or trailing) side of the text field (kept, not drawn).
  open var rightView: UIView?
  /// A mode that controls when the right overlay view appears.
  open var rightViewMode: ViewMode = .never
  /// A Boolean value that indicates whether to reduce the font size to fit the text string into the text field's bounding rectangle.
  open var adjustsFontSizeToFitWidth = false
  /// The size of the smallest permissible font when drawing the text field's text.
  open var minimumFontSize: CGFloat = 0
  /// The custom input view to display when the text field becomes the first responder (never, here).
  open var inputView: UIView?
  /// The custom accessory view to display when the text field becomes the first responder (never, here).
  open var inputAccessoryView: UIView?
  /// The text field's delegate.
  open weak var delegate: (any UITextFieldDelegate)?
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
  /// A Boolean value that indicates whether the system automatically enables the Return key.
  open var enablesReturnKeyAutomatically = false

  /// The field's height for its border style; its width follows the space offered.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: borderStyle == .roundedRect ? 34 : 22)
  }
}

/// The methods a text field's delegate may implement (all optional; none is called in a still render).
public protocol UITextFieldDelegate: AnyObject {
  /// Asks the delegate whether to begin editing in the specified text field.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Tells the delegate when editing begins in the specified text field.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asks the delegate whether to stop editing in the specified text field.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Tells the delegate when editing stops for the specified text field.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Asks the delegate whether to change the specified text.
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
  /// Tells the delegate when the text selection changes in the specified text field.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Asks the delegate whether to remove the text field's current contents.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Asks the delegate whether to process the pressing of the Return button for the text field.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField: UIKitRestingDrawing {
  var restingDrawing: AnyView? {
    let typed = text.flatMap { $0.isEmpty ? nil : $0 }
    let shown = typed.map { isSecureTextEntry ? String(repeating: "\u{2022}", count: min($0.count, 1_000)) : $0 }
    let uiFont = font ?? UIFont.systemFont(ofSize: 17)
    let color = typed == nil ? UIColor.placeholderText : (textColor ?? .label)
    let alignment: Alignment = switch textAlignment {
    case .center: .center
    case .right: .trailing
    default: .leading
    }
    let label = Text(verbatim: shown ?? placeholder ?? "")
      .font(Font(uiFont))
      .foregroundColor(Color(uiColor: color))
      .lineLimit(1)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
    switch borderStyle {
    case .roundedRect:
      return AnyView(label.padding(.horizontal, 7)
        .background(RoundedRectangle(cornerRadius: 5).fill(Color(uiColor: .systemBackground)))
        .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(uiColor: .systemGray4), lineWidth: 0.5)))
    case .line:
      return AnyView(label.padding(.horizontal, 2).overlay(Rectangle().strokeBorder(Color(uiColor: .label), lineWidth: 1)))
    case .none, .bezel:
      return AnyView(label)
    }
  }
}
