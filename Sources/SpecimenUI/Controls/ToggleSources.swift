import Foundation

extension Toggle {
  /// Creates a toggle over a collection of sources (iOS 16): on when every source is on, mixed
  /// when only some are; setting it sets them all.
  public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
    let bindings = sources.map { $0[keyPath: isOn] }
    let onCount = bindings.filter(\.wrappedValue).count
    self.isOn = Binding(get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
                        set: { value in bindings.forEach { $0.wrappedValue = value } })
    self.isMixed = onCount > 0 && onCount < bindings.count
    self.label = label()
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle over a collection of sources, titled with a localized string key.
  public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
    self.init(sources: sources, isOn: isOn) { Text(titleKey) }
  }
  /// Creates a toggle over a collection of sources, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
    self.init(sources: sources, isOn: isOn) { Text(title) }
  }
}

/// Whether a button repeats its action while held (iOS 17); nothing is held in a render.
public struct ButtonRepeatBehavior: Hashable, Sendable {
  let name: String
  /// The platform's behaviour.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// The action repeats while the button is held.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// The action does not repeat.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

nonisolated extension View {
  /// Sets whether buttons in this view repeat their action while held (no drawn effect).
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { inert() }
}

private struct LabelReservedIconWidthKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
  /// The width labels reserve for their icon (`labelReservedIconWidth(_:)`); nil reserves none.
  package var labelReservedIconWidth: CGFloat? {
    get { self[LabelReservedIconWidthKey.self] }
    set { self[LabelReservedIconWidthKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Reserves at least `width` points for the icons of title-and-icon labels in this view, so
  /// their titles line up (negative or non-finite widths reserve none).
  public func labelReservedIconWidth(_ width: CGFloat) -> some View {
    let value: CGFloat? = width.isFinite && width > 0 ? width : nil
    return environmentChange { $0.labelReservedIconWidth = value }
  }
}
