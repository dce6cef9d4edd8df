import Foundation

struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether text in this environment uses fixed-width digits (`.monospacedDigit()` on a container).
  package var isMonospacedDigit: Bool {
    get { self[MonospacedDigitKey.self] }
    set { self[MonospacedDigitKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Modifies the fonts of all child views to use fixed-width digits, if possible, while leaving other characters proportionally spaced.
  public func monospacedDigit() -> some View { environmentChange { $0.isMonospacedDigit = true } }
}

extension Text {
  /// Modifies the text view's font to use fixed-width digits, while leaving other characters proportionally spaced.
  public func monospacedDigit() -> Text {
    var copy = self
    copy.isMonospacedDigit = true
    return copy
  }
}
