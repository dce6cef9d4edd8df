import Foundation

/// A view that shows a value within a range.
///
/// Its look comes from the gauge style in the environment; the style receives the value as a
/// fraction of the bounds (0…1). Marked value labels are kept for source compatibility only.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  /// The value's place between the bounds, checked where it entered.
  let position: RangeFraction
  /// The value as a fraction of the bounds (0…1).
  var fraction: Double { position.value }
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  init<V: BinaryFloatingPoint>(
    value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?
  ) {
    self.position = RangeFraction(value, in: bounds, control: "Gauge")
    self.label = label
    self.currentValueLabel = CurrentValueLabel.self == EmptyView.self ? nil : current
    self.minimumValueLabel = BoundsLabel.self == EmptyView.self ? nil : minimum
    self.maximumValueLabel = BoundsLabel.self == EmptyView.self ? nil : maximum
  }

  public var body: some View {
    position.report()
    let configuration = GaugeStyleConfiguration(
      value: fraction,
      label: GaugeStyleConfiguration.Label(label),
      currentValueLabel: currentValueLabel.map { GaugeStyleConfiguration.CurrentValueLabel($0) },
      minimumValueLabel: minimumValueLabel.map { GaugeStyleConfiguration.MinimumValueLabel($0) },
      maximumValueLabel: maximumValueLabel.map { GaugeStyleConfiguration.MaximumValueLabel($0) })
    let label = self.label, value = AccessibilityRole.percent(fraction)
    return EnvironmentValues.current.styledBody(\.gaugeStyle) { $0.makeErasedBody(configuration: configuration) }
      .accessibilityRole { context in AccessibilityRole(kind: .gauge, label: context.resolve(label), value: value, isEnabled: context.environment.isEnabled) }
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Creates a gauge showing a value within a range and describes the gauge's purpose.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Creates a gauge showing a value within a range and that describes the gauge's purpose and current value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// Creates a gauge showing a value within a range and describes the gauge's purpose, current value and bounds.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), current: currentValueLabel(),
      minimum: minimumValueLabel(), maximum: maximumValueLabel())
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// Creates a gauge representing a value within a range, with marked values (not drawn).
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
  }
}

extension Gauge {
  /// Creates a gauge representing a value within a range, with bounds labels and marked values (not drawn).
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), current: currentValueLabel(),
      minimum: minimumValueLabel(), maximum: maximumValueLabel())
  }
}
