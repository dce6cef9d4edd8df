import Foundation

extension Text {
  /// The locale every formatted text uses, so renders do not depend on the machine's locale.
  static let formatLocale = Locale(identifier: "en_US")

  /// Creates a text view that displays the formatted representation of a value.
  ///
  /// The value is formatted with `format` in the `en_US` locale (`Text.formatLocale`),
  /// whatever the machine's locale, so `Text(0.5, format: .percent)` shows "50%".
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.locale(Text.formatLocale).format(input))
  }
}
