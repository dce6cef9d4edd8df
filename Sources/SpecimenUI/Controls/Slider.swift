import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// Drawn as iOS 17's UISlider: minimum and maximum value labels at the sides, a 4 pt capsule
/// track in `systemFill` with the tint up to the knob, and a 28 pt white knob with a soft shadow
/// whose centre sits at the value's fraction of the track (inset by the knob's radius). The label
/// is not shown, as on iOS. Disabled, the fill turns tertiary grey and the labels tertiary.
/// iOS ignores `controlSize` for sliders, and so does this view. SwiftUI has no slider style.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
  /// The value's place between the bounds, checked where it entered.
  let position: RangeFraction
  /// The value as a fraction of the bounds (0…1).
  var fraction: Double { position.value }
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  let onEditingChanged: (Bool) -> Void

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, label: Label, minimum: ValueLabel?, maximum: ValueLabel?,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.position = RangeFraction(value.wrappedValue, in: bounds, control: "Slider")
    self.label = label
    self.minimumValueLabel = ValueLabel.self == EmptyView.self ? nil : minimum
    self.maximumValueLabel = ValueLabel.self == EmptyView.self ? nil : maximum
    self.onEditingChanged = onEditingChanged
  }

  public var body: some View {
    let env = EnvironmentValues.current
    position.report()
    return HStack(spacing: 8) {
      minimumValueLabel
      SliderTrack(fraction: fraction, isEnabled: env.isEnabled)
      maximumValueLabel
    }
    .environmentChange { if !$0.isEnabled { $0.foregroundStyle = AnyShapeStyle(ControlsPalette.tertiaryLabel) } }
    // VoiceOver reads a slider's value as a percentage of its range (UISlider's accessibilityValue).
    .accessibilityRole { [label, fraction] context in
      AccessibilityRole(kind: .slider, label: context.resolve(label), value: AccessibilityRole.percent(fraction), isEnabled: context.environment.isEnabled)
    }
  }
}

/// The track, fill and knob of a slider, laid out within the full width and the knob's height.
nonisolated struct SliderTrack: View {
  static let knob: CGFloat = 28
  static let track: CGFloat = 4
  let fraction: Double
  let isEnabled: Bool

  var body: some View {
    let fill = isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(ControlsPalette.tertiaryLabel)
    // Shapes are not mirrored by layout, so right-to-left sliders fill from the right edge themselves.
    let rtl = EnvironmentValues.current.layoutDirection == .rightToLeft
    ZStack {
      SliderPart(part: .track, fraction: fraction, rightToLeft: rtl).fill(ControlsPalette.systemFill)
      SliderPart(part: .fill, fraction: fraction, rightToLeft: rtl).fill(fill)
      SliderPart(part: .knob, fraction: fraction, rightToLeft: rtl)
        .fill(Color.white)
        .shadow(color: Color.black.opacity(0.12), radius: 4, x: 0, y: 2)
        .shadow(color: Color.black.opacity(0.08), radius: 0.5, x: 0, y: 0.5)
    }
    .frame(height: Self.knob)
    .frame(maxWidth: .infinity)
  }
}

/// One part of a slider, positioned from the full track rectangle.
nonisolated struct SliderPart: Shape {
  /// `.fixed`: drawn for its layout direction already.
  var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  enum Part { case track, fill, knob }
  let part: Part
  let fraction: Double
  var rightToLeft = false

  /// The knob's centre for `fraction` in `rect`: its radius in from either end (from the right when right-to-left).
  static func knobCentre(_ fraction: Double, in rect: CGRect, rightToLeft: Bool = false) -> CGPoint {
    let r = SliderTrack.knob / 2
    let offset = (rect.width - 2 * r) * CGFloat(min(max(fraction, 0), 1))
    return CGPoint(x: rightToLeft ? rect.maxX - r - offset : rect.minX + r + offset, y: rect.midY)
  }

  func path(in rect: CGRect) -> Path {
    let h = SliderTrack.track
    let centre = Self.knobCentre(fraction, in: rect, rightToLeft: rightToLeft)
    switch part {
    case .track:
      return Capsule().path(in: CGRect(x: rect.minX, y: rect.midY - h / 2, width: rect.width, height: h))
    case .fill:
      let start = rightToLeft ? centre.x : rect.minX, end = rightToLeft ? rect.maxX : centre.x
      return Capsule().path(in: CGRect(x: start, y: rect.midY - h / 2, width: end - start, height: h))
    case .knob:
      let r = SliderTrack.knob / 2
      return Path(ellipseIn: CGRect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
    }
  }
}

extension Slider {
  /// Creates a slider to select a value from a given range, which displays the provided labels.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(),
      onEditingChanged: onEditingChanged)
  }

  /// Creates a slider to select a value from a given range, subject to a step increment, which displays the provided labels.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(),
      onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  /// Creates a slider with value labels passed as views (the iOS 13 form, which Apple deprecates but still compiles).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, label: label(), minimum: minimumValueLabel, maximum: maximumValueLabel,
      onEditingChanged: onEditingChanged)
  }

  /// Creates a stepped slider with value labels passed as views (the iOS 13 form).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, label: label(), minimum: minimumValueLabel, maximum: maximumValueLabel,
      onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// Creates a slider to select a value from a given range, which displays the provided label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, label: label(), minimum: nil, maximum: nil, onEditingChanged: onEditingChanged)
  }

  /// Creates a slider to select a value from a given range, subject to a step increment, which displays the provided label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, label: label(), minimum: nil, maximum: nil, onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// Creates a slider to select a value from a given range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, label: EmptyView(), minimum: nil, maximum: nil, onEditingChanged: onEditingChanged)
  }

  /// Creates a slider to select a value from a given range, subject to a step increment.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, label: EmptyView(), minimum: nil, maximum: nil, onEditingChanged: onEditingChanged)
  }
}
