import Foundation

extension Text {
  /// A scheme for transforming the capitalization of characters within text.
  public enum Case: Hashable, Sendable {
    /// Displays text in all uppercase characters.
    case uppercase
    /// Displays text in all lowercase characters.
    case lowercase
  }
}

extension String {
  /// This string in `textCase`.
  func applying(_ textCase: Text.Case) -> String {
    switch textCase {
    case .uppercase: return uppercased()
    case .lowercase: return lowercased()
    }
  }
}

struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
  /// A stylistic override to transform the case of `Text` when displayed (grouped list headers set `.uppercase`).
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

extension View {
  /// Sets a transform for the case of the text contained in this view when displayed; nil leaves it as written.
  public func textCase(_ textCase: Text.Case?) -> some View {
    environmentChange { $0.textCase = textCase }
  }
}
