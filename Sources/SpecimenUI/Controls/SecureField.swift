import Foundation

/// A control into which people securely enter private text: its text is drawn as bullets ("•").
///
/// It is styled by the environment's text field style, exactly like `TextField`.
nonisolated public struct SecureField<Label: View>: View {
  let text: Binding<String>
  let label: Label
  let prompt: Text?

  /// Creates a secure field with a prompt and a custom label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.label = label()
    self.prompt = prompt
  }

  public var body: some View {
    let configuration = TextField<_TextFieldStyleLabel>(
      text: text, label: _TextFieldStyleLabel(label), prompt: prompt, axis: .horizontal, isSecure: true, isConfiguration: true)
    let label = self.label
    return EnvironmentValues.current.styledBody(\.textFieldStyle) { $0._anyBody(configuration: configuration) }
      .accessibilityRole { context in AccessibilityRole(kind: .secureField, label: context.resolve(label), isEnabled: context.environment.isEnabled) }
  }
}

extension SecureField where Label == Text {
  /// Creates a secure field with a text label generated from a localized title string.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }
  /// Creates a secure field with a text label generated from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }
  /// Creates a secure field with a prompt and a text label generated from a localized title string.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }
  /// Creates a secure field with a prompt and a text label generated from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
  /// Creates a secure field with a text label generated from a localized title string and a commit callback (never called).
  @available(iOS, deprecated: 100000.0, message: "Use onSubmit(of:_:) instead.")
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(titleKey, text: text)
  }
}
