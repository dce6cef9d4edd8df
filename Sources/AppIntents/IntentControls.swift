import SpecimenUI

// SwiftUI's App Intents controls (iOS 17), available where both SwiftUI and AppIntents are
// imported, as Apple's cross-import overlay makes them: each draws as the plain control with the
// same label; a still never performs the intent.
nonisolated extension Button {
  /// Creates a button that performs an `AppIntent`.
  public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
    self.init(action: {}, label: label)
  }
}

nonisolated extension Button where Label == Text {
  /// Creates a button that performs an `AppIntent` and generates its label from a localized string key.
  public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
    self.init(titleKey, action: {})
  }
  /// Creates a button that performs an `AppIntent` and generates its label from a string.
  @_disfavoredOverload
  public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) {
    self.init(title, action: {})
  }
}

nonisolated extension Toggle {
  /// Creates a toggle performing an `AppIntent`, on or off as `isOn` says.
  public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
    self.init(isOn: .constant(isOn), label: label)
  }
}

nonisolated extension Toggle where Label == Text {
  /// Creates a toggle performing an `AppIntent` and generates its label from a localized string key.
  public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) {
    self.init(titleKey, isOn: .constant(isOn))
  }
  /// Creates a toggle performing an `AppIntent` and generates its label from a string.
  @_disfavoredOverload
  public init<I: AppIntent, S: StringProtocol>(_ title: S, isOn: Bool, intent: I) {
    self.init(title, isOn: .constant(isOn))
  }
}
