import Foundation

/// The default gauge view style in the current context: `linearCapacity` on iOS.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration)
  }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the value increases.
///
/// Label (and the current value label, trailing) above a 4 pt capsule: `systemFill` track,
/// tint fill; minimum and maximum value labels below its ends in `.caption`, secondary.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LinearGaugeBody(configuration: configuration, barHeight: 4, marker: false)
  }
}

/// A gauge style that displays bar with a marker that appears at a point along the bar to indicate the gauge's current value.
///
/// Label above; minimum label, a 6 pt `systemFill` capsule with a 10 pt knocked-out marker at the
/// value, maximum label, in a row.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LinearGaugeBody(configuration: configuration, barHeight: 6, marker: true)
  }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the value increases.
///
/// As `linearCapacity` with a 6 pt bar, the widget-sized variant.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LinearGaugeBody(configuration: configuration, barHeight: 6, marker: false)
  }
}

/// A gauge style that displays an open ring with a marker that appears at a point along the ring to indicate the gauge's current value.
///
/// A 60 pt circle, 6 pt stroke: a 270° `systemFill` arc open at the bottom, the tint from its start
/// to the value, a marker dot at the value; the current value label (or the label) in the centre,
/// bounds labels at the gap's ends, or else the label in the gap when a current value is shown.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    OpenRingGaugeBody(configuration: configuration, gradient: nil)
  }
}

/// The open ring of `accessoryCircular` (and watchOS's `circular`): a 270° arc open at the bottom.
///
/// Without a gradient, a `systemFill` arc with the tint from its start to the value; with one (watchOS's
/// `CircularGaugeStyle(tint: Gradient)`), the whole arc in the gradient from its start to its end.
nonisolated struct OpenRingGaugeBody: View {
  let configuration: GaugeStyleConfiguration
  let gradient: Gradient?

  var body: some View {
    let fraction = configuration.value
    ZStack {
      if let gradient {
        Circle().trim(from: 0, to: 0.75)
          .stroke(AngularGradient(gradient: gradient, center: .center, startAngle: .zero, endAngle: .degrees(270)),
                  style: StrokeStyle(lineWidth: GaugeMetrics.ring, lineCap: .round))
          .rotationEffect(.degrees(135))
        GaugeMarker(fraction: fraction, lineWidth: GaugeMetrics.ring).fill(BackgroundStyle())
        GaugeMarker(fraction: fraction, lineWidth: GaugeMetrics.ring).stroke(.primary, lineWidth: 2)
      } else {
        Circle().trim(from: 0, to: 0.75)
          .stroke(ControlsPalette.systemFill, style: StrokeStyle(lineWidth: GaugeMetrics.ring, lineCap: .round))
          .rotationEffect(.degrees(135))
        Circle().trim(from: 0, to: 0.75 * fraction)
          .stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: GaugeMetrics.ring, lineCap: .round))
          .rotationEffect(.degrees(135))
        GaugeMarker(fraction: fraction, lineWidth: GaugeMetrics.ring).fill(BackgroundStyle())
        GaugeMarker(fraction: fraction, lineWidth: GaugeMetrics.ring).stroke(TintShapeStyle(), lineWidth: 2)
      }
      GaugeCentre(configuration: configuration)
    }
    .padding(GaugeMetrics.ring / 2)
    .frame(width: GaugeMetrics.circle, height: GaugeMetrics.circle)
    .overlay(alignment: .bottom) {
      // The gap holds either the bounds labels or the label, never both on top of each other.
      if configuration.currentValueLabel != nil, configuration.minimumValueLabel == nil, configuration.maximumValueLabel == nil {
        configuration.label.font(.system(size: 10, weight: .medium))
      }
    }
    .overlay(alignment: .bottomLeading) { configuration.minimumValueLabel.font(.system(size: 10)) }
    .overlay(alignment: .bottomTrailing) { configuration.maximumValueLabel.font(.system(size: 10)) }
  }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's current value.
///
/// A 60 pt circle, 6 pt stroke: a `systemFill` ring with the tint from 12 o'clock clockwise to the
/// value; the current value label (or the label) in the centre.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ZStack {
      ProgressRing(fraction: configuration.value, lineWidth: GaugeMetrics.ring, tint: AnyShapeStyle(TintShapeStyle()))
      GaugeCentre(configuration: configuration)
    }
    .frame(width: GaugeMetrics.circle, height: GaugeMetrics.circle)
  }
}

/// Sizes shared by the circular accessory gauges.
enum GaugeMetrics {
  static let circle: CGFloat = 60
  static let ring: CGFloat = 6
}

/// The centre of a circular gauge: the current value label, else the label.
nonisolated struct GaugeCentre: View {
  let configuration: GaugeStyleConfiguration
  var body: some View {
    Group {
      if let current = configuration.currentValueLabel {
        current
      } else {
        configuration.label
      }
    }
    .font(.system(size: 17, weight: .medium, design: .rounded))
    .lineLimit(1)
    .minimumScaleFactor(0.5)
    .padding(GaugeMetrics.ring)
  }
}

/// The value marker of the open ring: a dot on the 270° arc at `fraction`.
nonisolated struct GaugeMarker: Shape {
  /// `.fixed`: drawn for its layout direction already.
  var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  let fraction: Double
  let lineWidth: CGFloat
  func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    let angle = (135 + 270 * min(max(fraction, 0), 1)) * Double.pi / 180
    let centre = CGPoint(x: rect.midX + radius * CGFloat(cos(angle)), y: rect.midY + radius * CGFloat(sin(angle)))
    let d = lineWidth + 2
    return Path(ellipseIn: CGRect(x: centre.x - d / 2, y: centre.y - d / 2, width: d, height: d))
  }
}

/// The linear gauges: label row, bar (filled, or with a marker), bounds labels.
nonisolated struct LinearGaugeBody: View {
  let configuration: GaugeStyleConfiguration
  let barHeight: CGFloat
  let marker: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        configuration.label
        Spacer(minLength: 0)
        configuration.currentValueLabel.foregroundStyle(ControlsPalette.secondaryLabel)
      }
      if marker {
        HStack(spacing: 6) {
          configuration.minimumValueLabel
          ZStack {
            Capsule().fill(ControlsPalette.systemFill)
            LinearGaugeMarker(fraction: configuration.value).fill(BackgroundStyle())
            LinearGaugeMarker(fraction: configuration.value).stroke(TintShapeStyle(), lineWidth: 2)
          }
          .frame(height: barHeight)
          configuration.maximumValueLabel
        }
        .font(.caption)
      } else {
        ZStack {
          Capsule().fill(ControlsPalette.systemFill)
          LeadingFractionCapsule(fraction: configuration.value).fill(TintShapeStyle())
        }
        .frame(height: barHeight)
        HStack {
          configuration.minimumValueLabel
          Spacer(minLength: 0)
          configuration.maximumValueLabel
        }
        .font(.caption)
        .foregroundStyle(ControlsPalette.secondaryLabel)
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

/// The marker of the linear accessory gauge: a dot as tall as the bar plus 4 pt, at `fraction` of the width.
nonisolated struct LinearGaugeMarker: Shape {
  /// `.fixed`: drawn for its layout direction already.
  var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  let fraction: Double
  /// Read from the environment the shape is made in: shapes are not mirrored by layout.
  var rightToLeft = EnvironmentValues.current.layoutDirection == .rightToLeft
  func path(in rect: CGRect) -> Path {
    let d = rect.height + 4
    let offset = (rect.width - d) * CGFloat(min(max(fraction, 0), 1))
    let x = rightToLeft ? rect.maxX - d / 2 - offset : rect.minX + d / 2 + offset
    return Path(ellipseIn: CGRect(x: x - d / 2, y: rect.midY - d / 2, width: d, height: d))
  }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The default gauge view style in the current context of the view being styled.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's current value increases.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A gauge style that displays bar with a marker that appears at a point along the bar to indicate the gauge's current value.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A gauge style that displays bar that fills from leading to trailing edges as the gauge's current value increases.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// A gauge style that displays an open ring with a marker that appears at a point along the ring to indicate the gauge's current value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's current value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
