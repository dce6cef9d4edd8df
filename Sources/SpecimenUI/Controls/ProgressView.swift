import Foundation

/// A view that shows the progress toward completion of a task.
///
/// Determinate when it has a value (its fraction is `value / total`, clamped to 0…1),
/// indeterminate otherwise; its look comes from the progress view style in the environment.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fractionCompleted: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  /// Why the value and total could not be drawn as given (see `ProgressFraction`), reported when the view resolves.
  var problem: String? = nil

  init(fraction: ProgressFraction, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.init(fraction: fraction.value, label: label, currentValueLabel: currentValueLabel)
    self.problem = fraction.problem
  }

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fractionCompleted = fraction
    self.label = Label.self == EmptyView.self ? nil : label
    self.currentValueLabel = CurrentValueLabel.self == EmptyView.self ? nil : currentValueLabel
  }

  public var body: some View {
    if let problem { ResolveIssues.report(ResolveIssue(.invalidNumber, problem)) }
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fractionCompleted,
      label: label.map { ProgressViewStyleConfiguration.Label($0) },
      currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel($0) })
    let label = self.label, value = fractionCompleted.flatMap(AccessibilityRole.percent)
    return EnvironmentValues.current.styledBody(\.progressViewStyle) { $0.makeErasedBody(configuration: configuration) }
      .accessibilityRole { context in AccessibilityRole(kind: .progressView, label: label.map { context.resolve($0) }, value: value, isEnabled: context.environment.isEnabled) }
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress, with a custom label.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }

  /// Creates a progress view for showing determinate progress, with a custom label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(fraction: ProgressFraction(value, total), label: label(), currentValueLabel: nil)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress, without a label.
  public init() {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }

  /// Creates a progress view for showing determinate progress.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: ProgressFraction(value, total), label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
  }

  /// Creates a progress view for showing indeterminate progress that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
  }

  /// Creates a progress view for showing determinate progress that generates its label from a localized string key.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(fraction: ProgressFraction(value, total), label: Text(titleKey), currentValueLabel: nil)
  }

  /// Creates a progress view for showing determinate progress that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(fraction: ProgressFraction(value, total), label: Text(title), currentValueLabel: nil)
  }
}

extension ProgressView {
  /// Creates a progress view for showing determinate progress, with a custom label and current value label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(fraction: ProgressFraction(value, total), label: label(), currentValueLabel: currentValueLabel())
  }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
  /// Creates a progress view based on a style configuration.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.fractionCompleted = configuration.fractionCompleted
    self.label = configuration.label
    self.currentValueLabel = configuration.currentValueLabel
  }
}
