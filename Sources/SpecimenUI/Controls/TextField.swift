import Foundation

/// A control that displays an editable text interface.
///
/// Nothing is typed in a static render: the field shows its bound text, or its prompt in
/// placeholder grey when the text is empty, and a caret when the environment's forced
/// `isFocused` is set. Its look comes from the text field style in the environment, whose
/// `_body(configuration:)` receives this field reduced to the bare text (no border).
nonisolated public struct TextField<Label: View>: View {
  let text: Binding<String>
  let label: Label
  let prompt: Text?
  let axis: Axis
  let isSecure: Bool
  /// Whether this is the bare field a style receives as its configuration.
  let isConfiguration: Bool

  init(text: Binding<String>, label: Label, prompt: Text?, axis: Axis, isSecure: Bool, isConfiguration: Bool) {
    self.text = text
    self.label = label
    self.prompt = prompt
    self.axis = axis
    self.isSecure = isSecure
    self.isConfiguration = isConfiguration
  }

  /// Creates a text field with a prompt and a custom label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, label: label(), prompt: prompt, axis: .horizontal, isSecure: false, isConfiguration: false)
  }

  /// Creates a text field with a preferred axis, a prompt and a custom label.
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.init(text: text, label: label(), prompt: prompt, axis: axis, isSecure: false, isConfiguration: false)
  }

  public var body: some View {
    if isConfiguration {
      return AnyView(TextFieldBareBody(text: text.wrappedValue, placeholder: prompt.map { AnyView($0) } ?? AnyView(label), axis: axis, isSecure: isSecure))
    }
    let configuration = TextField<_TextFieldStyleLabel>(
      text: text, label: _TextFieldStyleLabel(label), prompt: prompt, axis: axis, isSecure: isSecure, isConfiguration: true)
    let label = self.label, value = text.wrappedValue.isEmpty ? nil : text.wrappedValue
    let kind: AccessibilityRole.Kind = isSecure ? .secureField : .textField
    return AnyView(EnvironmentValues.current.styledBody(\.textFieldStyle) { $0._anyBody(configuration: configuration) }
      // An empty title reads the prompt instead, as a UITextField's placeholder is read.
      .accessibilityRole { [prompt] context in
        let title = context.resolve(label)
        let named = title.spokenText == nil ? prompt.map { context.resolve($0) } ?? title : title
        return AccessibilityRole(kind: kind, label: named, value: kind == .secureField ? nil : value, isEnabled: context.environment.isEnabled)
      })
  }
}

extension TextField where Label == Text {
  /// Creates a text field that edits a value through a parse strategy (iOS 15): it shows the
  /// value formatted by `format` in the environment's locale and time zone, as `Text(_:format:)`.
  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                       prompt: Text? = nil) where F.FormatOutput == String {
    self.init(text: TextField.formatted(value, format), label: Text(titleKey), prompt: prompt, axis: .horizontal,
              isSecure: false, isConfiguration: false)
  }
  /// Creates a text field with a title string that edits a value through a parse strategy (iOS 15).
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                          prompt: Text? = nil) where F.FormatOutput == String {
    self.init(text: TextField.formatted(value, format), label: Text(title), prompt: prompt, axis: .horizontal,
              isSecure: false, isConfiguration: false)
  }
  /// The text of a field showing `value` through `format`, formatted when the field is drawn, in
  /// the environment's locale, time zone and calendar (en_US, UTC and Gregorian unless a view sets them).
  static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
  where F.FormatOutput == String {
    Binding(get: {
      let env = EnvironmentValues.current
      return Text.formatted(value.wrappedValue, format, locale: env.locale, timeZone: env.timeZone,
                            calendar: TextCalendar.formatting(env.calendar, timeZone: env.timeZone),
                            view: "TextField(value:format:)")
    }, set: { _ in })
  }

  /// Creates a text field that edits a value through a `Formatter`: it shows the formatter's
  /// string for the value (empty when it gives none).
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(text: .constant(FormatterOutput.string(for: value.wrappedValue, formatter, "TextField(value:formatter:)")), label: Text(titleKey), prompt: nil,
              axis: .horizontal, isSecure: false, isConfiguration: false)
  }
  /// Creates a text field with a title string that edits a value through a `Formatter`.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(text: .constant(FormatterOutput.string(for: value.wrappedValue, formatter, "TextField(value:formatter:)")), label: Text(title), prompt: nil,
              axis: .horizontal, isSecure: false, isConfiguration: false)
  }
  /// Creates a text field that edits a value through a `Formatter`, with a prompt shown while the formatter gives no string.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
    self.init(text: .constant(FormatterOutput.string(for: value.wrappedValue, formatter, "TextField(value:formatter:)")), label: Text(titleKey), prompt: prompt,
              axis: .horizontal, isSecure: false, isConfiguration: false)
  }
  /// Creates a text field with a title string and a prompt that edits a value through a `Formatter`.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
    self.init(text: .constant(FormatterOutput.string(for: value.wrappedValue, formatter, "TextField(value:formatter:)")), label: Text(title), prompt: prompt,
              axis: .horizontal, isSecure: false, isConfiguration: false)
  }
}

extension TextField where Label == Text {
  /// Creates a text field with a text label generated from a localized title string.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, label: Text(titleKey), prompt: nil, axis: .horizontal, isSecure: false, isConfiguration: false)
  }
  /// Creates a text field with a text label generated from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, label: Text(title), prompt: nil, axis: .horizontal, isSecure: false, isConfiguration: false)
  }
  /// Creates a text field with a prompt generated from a `Text`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, label: Text(titleKey), prompt: prompt, axis: .horizontal, isSecure: false, isConfiguration: false)
  }
  /// Creates a text field with a prompt generated from a `Text` and a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, label: Text(title), prompt: prompt, axis: .horizontal, isSecure: false, isConfiguration: false)
  }
  /// Creates a text field with a preferred axis and a text label generated from a localized title string.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, label: Text(titleKey), prompt: nil, axis: axis, isSecure: false, isConfiguration: false)
  }
  /// Creates a text field with a preferred axis and a text label generated from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, label: Text(title), prompt: nil, axis: axis, isSecure: false, isConfiguration: false)
  }
  /// Creates a text field with a preferred axis, a prompt and a text label generated from a localized title string.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, label: Text(titleKey), prompt: prompt, axis: axis, isSecure: false, isConfiguration: false)
  }
  /// Creates a text field with a preferred axis, a prompt and a text label generated from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, label: Text(title), prompt: prompt, axis: axis, isSecure: false, isConfiguration: false)
  }
  /// Creates a text field with a text label generated from a localized title string and editing callbacks (never called).
  @available(iOS, deprecated: 100000.0, message: "Use FocusState<T> and onSubmit(of:_:) instead.")
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(titleKey, text: text)
  }
  /// Creates a text field with a text label generated from a title string and editing callbacks (never called).
  @_disfavoredOverload
  @available(iOS, deprecated: 100000.0, message: "Use FocusState<T> and onSubmit(of:_:) instead.")
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, text: text)
  }
}

/// The bare field: its text (bullets when secure) in the foreground style, or its placeholder in placeholder grey, and a caret when focused.
nonisolated struct TextFieldBareBody: View {
  let text: String
  let placeholder: AnyView
  let axis: Axis
  let isSecure: Bool

  var body: some View {
    let env = EnvironmentValues.current
    let isEmpty = text.isEmpty
    let shown = isSecure ? String(repeating: "\u{2022}", count: text.count) : text
    let content: AnyView
    if isEmpty {
      content = AnyView(placeholder.foregroundStyle(FormPalette.placeholderText))
    } else if env.isEnabled {
      content = AnyView(Text(verbatim: shown))
    } else {
      content = AnyView(Text(verbatim: shown).environmentForegroundStyle(HierarchicalShapeStyle.secondary))
    }
    // A horizontal field is one line; a vertical one keeps the line limit around it, with its fewest lines
    // (`lineLimit(3...)`, `lineLimit(5, reservesSpace: true)`), which the field takes even when empty.
    let lines = axis == .horizontal ? AnyView(content.lineLimit(1)) : content
    return lines
      .overlay(alignment: isEmpty ? .leading : .trailing) {
        if env.isFocused && env.isEnabled {
          // UIKit's insertion point: a 2 pt bar in the tint, as tall as the line, just after the text.
          Rectangle().fill(TintShapeStyle()).frame(width: TextFieldMetrics.caretWidth).offset(x: isEmpty ? 0 : TextFieldMetrics.caretWidth)
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
  }
}

/// Metrics of text fields (UIKit's `UITextField`, iOS 17).
enum TextFieldMetrics {
  /// The insertion point's width.
  static let caretWidth: CGFloat = 2
  /// `UITextField.BorderStyle.roundedRect`: intrinsic height with the body font.
  static let roundedBorderHeight: CGFloat = 34
  /// `.roundedRect`: corner radius.
  static let roundedBorderCornerRadius: CGFloat = 5
  /// `.roundedRect`: the text's inset from the left and right edges.
  static let roundedBorderHorizontalPadding: CGFloat = 7
  /// `.roundedRect`: the least space above and below the text.
  static let roundedBorderVerticalPadding: CGFloat = 4
  /// `.roundedRect`: the outline's width.
  static let roundedBorderLineWidth: CGFloat = 0.5
}
