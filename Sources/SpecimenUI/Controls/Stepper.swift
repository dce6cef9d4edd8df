import Foundation

/// A control that performs increment and decrement actions.
///
/// Drawn as iOS 17's UIStepper, trailing a leading label: a 94×32 pt rounded rectangle (8 pt
/// continuous corners) in `tertiarySystemFill`, split by a 1×18 pt separator into − and +
/// segments; the glyphs are 14×2 pt bars in the label color, tertiary when that end is
/// unavailable (a value at its bound, or no action). Disabled, both glyphs are tertiary. iOS
/// ignores `controlSize` for steppers, and so does this view.
nonisolated public struct Stepper<Label: View>: View {
  let label: Label
  let canIncrement: Bool
  let canDecrement: Bool
  /// Why the value, bounds or step cannot work as given (`StepperCheck`), reported when the view resolves.
  var problem: String? = nil

  /// Creates a stepper instance that performs the closures you provide when the user increments or decrements the stepper.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.canIncrement = onIncrement != nil
    self.canDecrement = onDecrement != nil
  }

  /// Creates a stepper configured to increment or decrement a binding to a value using a step value you provide.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.canIncrement = true
    self.canDecrement = true
    self.problem = StepperCheck.problem(value: value.wrappedValue, bounds: nil, step: step)
  }

  /// Creates a stepper configured to increment or decrement a binding to a value using a step value and within a range of values you provide.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.canIncrement = value.wrappedValue < bounds.upperBound
    self.canDecrement = value.wrappedValue > bounds.lowerBound
    self.problem = StepperCheck.problem(value: value.wrappedValue, bounds: bounds, step: step)
  }

  public var body: some View {
    let env = EnvironmentValues.current
    if let problem { ResolveIssues.report(ResolveIssue(.invalidNumber, problem)) }
    return HStack {
      if !ControlsPalette.labelsHidden(env) {
        label
        Spacer()
      }
      StepperControl(canDecrement: canDecrement && env.isEnabled, canIncrement: canIncrement && env.isEnabled)
    }
    .accessibilityRole { [label] context in AccessibilityRole(kind: .stepper, label: context.resolve(label), isEnabled: context.environment.isEnabled) }
  }
}

extension Stepper where Label == Text {
  /// Creates a stepper that uses a title key and executes the closures you provide.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper using a title string and that executes the closures you provide.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a title key and configured to increment and decrement a binding to a value and step amount you provide.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a title and configured to increment and decrement a binding to a value and step amount you provide.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper instance that increments and decrements a binding to a value, by a step size and within a closed range that you provide.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper instance that increments and decrements a binding to a value, by a step size and within a closed range that you provide.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }
}

/// UIStepper's minus|plus control.
nonisolated struct StepperControl: View {
  static let size = CGSize(width: 94, height: 32)
  let canDecrement: Bool
  let canIncrement: Bool

  var body: some View {
    HStack(spacing: 0) {
      StepperGlyph(plus: false).fill(glyph(canDecrement)).frame(maxWidth: .infinity, maxHeight: .infinity)
      Rectangle().fill(ControlsPalette.separator).frame(width: 1, height: 18)
      StepperGlyph(plus: true).fill(glyph(canIncrement)).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    .frame(width: Self.size.width, height: Self.size.height)
    .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(ControlsPalette.tertiarySystemFill))
  }

  func glyph(_ available: Bool) -> AnyShapeStyle {
    available ? AnyShapeStyle(ForegroundStyle()) : AnyShapeStyle(ControlsPalette.tertiaryLabel)
  }
}

/// A minus or plus glyph: 14×2 pt bars centred in the segment.
nonisolated struct StepperGlyph: Shape {
  /// `.fixed`: drawn for its layout direction already.
  var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  let plus: Bool
  func path(in rect: CGRect) -> Path {
    let length: CGFloat = 14, thickness: CGFloat = 2
    var path = Path(roundedRect: CGRect(x: rect.midX - length / 2, y: rect.midY - thickness / 2, width: length, height: thickness),
                    cornerRadius: thickness / 2, style: .circular)
    if plus {
      path.addRoundedRect(in: CGRect(x: rect.midX - thickness / 2, y: rect.midY - length / 2, width: thickness, height: length),
                          cornerSize: CGSize(width: thickness / 2, height: thickness / 2), style: .circular)
    }
    return path
  }
}
