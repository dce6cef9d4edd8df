import Foundation

/// The heading level of an accessibility element (VoiceOver's rotor).
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6
}

/// The kind of text content VoiceOver reads (`accessibilityTextContentType`).
public struct AccessibilityTextContentType: Hashable, Sendable {
  let name: String
  public static let plain = AccessibilityTextContentType(name: "plain")
  public static let console = AccessibilityTextContentType(name: "console")
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

// VoiceOver-only modifiers: they change nothing drawn and nothing the audit judges.
nonisolated extension View {
  /// Sets the heading level VoiceOver announces for this view.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { inert() }
  /// Sets alternative labels for Voice Control and Full Keyboard Access.
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { inert() }
  /// Sets alternative labels for Voice Control and Full Keyboard Access.
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { inert() }
  /// Sets alternative labels for Voice Control and Full Keyboard Access.
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { inert() }
  /// Adds extra content VoiceOver reads on request.
  public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContentImportance = .default) -> some View { inert() }
  /// Adds extra content VoiceOver reads on request.
  public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContentImportance = .default) -> some View { inert() }
  /// Adds extra content VoiceOver reads on request.
  @_disfavoredOverload
  public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                            importance: AXCustomContentImportance = .default) -> some View { inert() }
  /// Shows the large content viewer for this view when held at large text sizes.
  public func accessibilityShowsLargeContentViewer() -> some View { inert() }
  /// Shows the large content viewer with the given content.
  public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { inert() }
  /// Sets the kind of text content VoiceOver reads.
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { inert() }
  /// Whether the element responds to user interaction.
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { inert() }
  /// Keeps this view's colours when Smart Invert is on (a render is never inverted).
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { inert() }
  /// Replaces the element's children for VoiceOver.
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { inert() }
  /// Binds VoiceOver focus to a Boolean (nothing is focused in a render).
  public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding) -> some View { inert() }
  /// Binds VoiceOver focus to a value (nothing is focused in a render).
  public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View { inert() }
}

/// The importance of custom accessibility content.
public struct AXCustomContentImportance: Hashable, Sendable {
  let level: Int
  public static let `default` = AXCustomContentImportance(level: 0)
  public static let high = AXCustomContentImportance(level: 1)
}

/// A property wrapper for VoiceOver focus (`@AccessibilityFocusState`); nothing is focused in a render.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  /// A binding to the focus state.
  @propertyWrapper
  public struct Binding {
    let get: () -> Value
    public var wrappedValue: Value {
      get { get() }
      nonmutating set {}
    }
    public var projectedValue: Binding { self }
  }

  private let initial: Value
  public var wrappedValue: Value {
    get { initial }
    nonmutating set {}
  }
  public var projectedValue: Binding {
    let value = initial
    return Binding(get: { value })
  }
}

extension AccessibilityFocusState where Value == Bool {
  /// A focus state that is not focused.
  public init() { initial = false }
}

extension AccessibilityFocusState {
  /// A focus state with no value focused.
  public init<T: Hashable>() where Value == T? { initial = nil }
}
