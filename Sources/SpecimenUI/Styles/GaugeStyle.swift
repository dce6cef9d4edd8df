import Foundation

/// Defines the implementation of all gauge instances within a view hierarchy.
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// A view representing the body of a gauge.
  associatedtype Body: View
  /// Creates a view representing the body of a gauge.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a gauge instance.
  typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
  /// A type-erased label of a gauge, describing its purpose.
  nonisolated public struct Label: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// A type-erased value label of a gauge that contains the current value.
  nonisolated public struct CurrentValueLabel: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// A type-erased label describing the minimum value of a gauge.
  nonisolated public struct MinimumValueLabel: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// A type-erased label describing the maximum value of a gauge.
  nonisolated public struct MaximumValueLabel: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// The current value of the gauge, as a fraction of its bounds (0…1).
  public var value: Double
  /// A view that describes the purpose of the gauge.
  public var label: Label
  /// A view that describes the current value, if any.
  public var currentValueLabel: CurrentValueLabel?
  /// A view that describes the minimum of the range for the current value, if any.
  public var minimumValueLabel: MinimumValueLabel?
  /// A view that describes the maximum of the range for the current value, if any.
  public var maximumValueLabel: MaximumValueLabel?
}

struct GaugeStyleKey: EnvironmentKey {
  static var defaultValue: any GaugeStyle { DefaultGaugeStyle() }
}

extension EnvironmentValues {
  /// The gauge style set by `.gaugeStyle(_:)`.
  var gaugeStyle: any GaugeStyle {
    get { self[StyleStack<any GaugeStyle>.self].last ?? GaugeStyleKey.defaultValue }
    set { self[StyleStack<any GaugeStyle>.self].append(newValue) }
  }
}

nonisolated extension GaugeStyle {
  /// This style's body for `configuration`, type-erased so an existential style can make it.
  func makeErasedBody(configuration: Configuration) -> AnyView {
    nonisolated(unsafe) let (style, configuration) = (self, configuration)
    return MainActorBridge.call { AnyView(style.makeBody(configuration: configuration) as Body) }
  }
}

nonisolated extension View {
  /// Sets the style for gauges within this view.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environmentChange { $0.gaugeStyle = style }
  }
}
