import Foundation

/// The appearance and behavior of a toggle.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// A view that represents the appearance and interaction of a toggle.
  associatedtype Body: View
  /// Creates a view that represents the body of a toggle.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a toggle instance.
  typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
  /// A type-erased label of a toggle.
  nonisolated public struct Label: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// A view that describes the effect of switching the toggle between states.
  public let label: Label
  /// A binding to a state property that indicates whether the toggle is on.
  @Binding public var isOn: Bool
  /// Whether the toggle is in a mixed state (some of its sources on, some off).
  public var isMixed: Bool

  init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
    self.label = label
    self._isOn = isOn
    self.isMixed = isMixed
  }
}

struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: any ToggleStyle { DefaultToggleStyle() }
}

extension EnvironmentValues {
  /// The toggle style set by `.toggleStyle(_:)`.
  var toggleStyle: any ToggleStyle {
    get { self[StyleStack<any ToggleStyle>.self].last ?? ToggleStyleKey.defaultValue }
    set { self[StyleStack<any ToggleStyle>.self].append(newValue) }
  }
}

nonisolated extension ToggleStyle {
  /// This style's body for `configuration`, type-erased so an existential style can make it.
  func makeErasedBody(configuration: Configuration) -> AnyView {
    nonisolated(unsafe) let (style, configuration) = (self, configuration)
    return MainActorBridge.call { AnyView(style.makeBody(configuration: configuration) as Body) }
  }
}

nonisolated extension View {
  /// Sets the style for toggles in a view hierarchy.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environmentChange { $0.toggleStyle = style }
  }
}
