import Foundation

/// The default progress view style: linear when determinate, circular when indeterminate (as on iOS).
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted == nil {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    } else {
      LinearProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

/// A progress view that visually indicates its progress using a horizontal bar (UIProgressView's look).
///
/// The label sits above a 4 pt capsule track in `systemFill`; the completed fraction is a capsule
/// in the tint from the leading edge. The current value label sits below in `.caption`, secondary.
/// Indeterminate, the bar is empty. Disabled draws at 50% opacity.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The track's thickness, as UIProgressView's default style.
  static let trackHeight: CGFloat = 4
  let tint: Color?

  public init() { tint = nil }
  /// Creates a linear progress view style with a tint color.
  public init(tint: Color) { self.tint = tint }

  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    let fill = tint.map { AnyShapeStyle($0) } ?? AnyShapeStyle(TintShapeStyle())
    VStack(alignment: .leading, spacing: 4) {
      configuration.label
      ZStack {
        Capsule().fill(ControlsPalette.systemFill)
        LeadingFractionCapsule(fraction: configuration.fractionCompleted ?? 0).fill(fill)
      }
      .frame(height: Self.trackHeight)
      configuration.currentValueLabel
        .font(.caption)
        .foregroundStyle(ControlsPalette.secondaryLabel)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .opacity(env.isEnabled ? 1 : ControlsPalette.disabledOpacity)
  }
}

/// A capsule covering the leading `fraction` of its bounds (the right side when right-to-left).
nonisolated struct LeadingFractionCapsule: Shape {
  /// `.fixed`: drawn for its layout direction already.
  var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  let fraction: Double
  /// Read from the environment the shape is made in: shapes are not mirrored by layout.
  var rightToLeft = EnvironmentValues.current.layoutDirection == .rightToLeft
  func path(in rect: CGRect) -> Path {
    let width = rect.width * CGFloat(min(max(fraction, 0), 1))
    guard width > 0 else { return Path() }
    let x = rightToLeft ? rect.maxX - width : rect.minX
    return Capsule().path(in: CGRect(x: x, y: rect.minY, width: width, height: rect.height))
  }
}

/// A progress view that uses a circular gauge to indicate the partial completion of an activity.
///
/// Indeterminate, it is UIActivityIndicatorView: eight rounded spokes fading from the top
/// counter-clockwise, in the secondary label color unless a tint is set. Its side is 14 pt at
/// `.mini`/`.small`, 20 pt at `.regular` and 37 pt at `.large`/`.extraLarge`, each scaled with the
/// Dynamic Type size like `@ScaledMetric` (OpenSwiftUI `UIKitProgressView.swift`,
/// `CircularUIKitProgressView`). Determinate, a ring of the same size: a `systemFill` track with
/// the tint from 12 o'clock clockwise. Below it, in the secondary color, the label and then the
/// current value label in `.caption` (OpenSwiftUI `CircularProgressViewStyle.swift`).
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
  let tint: Color?

  public init() { tint = nil }
  /// Creates a circular progress view style with a tint color.
  public init(tint: Color) { self.tint = tint }

  /// The spinner's side at a control size and Dynamic Type size.
  static func side(_ size: ControlSize, _ typeSize: DynamicTypeSize) -> CGFloat {
    let base: CGFloat
    switch size {
    case .mini, .small: base = 14
    case .regular: base = 20
    case .large, .extraLarge: base = 37
    }
    return ScaledMetric(wrappedValue: base).value(at: typeSize)
  }

  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    let side = Self.side(env.controlSize, env.dynamicTypeSize)
    let explicitTint = tint.map { AnyShapeStyle($0) } ?? env.tint
    VStack(spacing: 8) {
      if let fraction = configuration.fractionCompleted {
        ProgressRing(fraction: fraction, lineWidth: side * 0.15, tint: explicitTint ?? AnyShapeStyle(TintShapeStyle()))
          .frame(width: side, height: side)
      } else {
        ActivitySpinner(color: explicitTint ?? AnyShapeStyle(ControlsPalette.secondaryLabel), lineWidth: side * 0.12)
          .frame(width: side, height: side)
      }
      if configuration.label != nil || configuration.currentValueLabel != nil {
        VStack {
          configuration.label
          configuration.currentValueLabel.font(.caption)
        }
        .foregroundStyle(ControlsPalette.secondaryLabel)
      }
    }
    .opacity(env.isEnabled ? 1 : ControlsPalette.disabledOpacity)
  }
}

/// A track ring with the tint over the first `fraction` of it, starting at 12 o'clock.
nonisolated struct ProgressRing: View {
  let fraction: Double
  let lineWidth: CGFloat
  let tint: AnyShapeStyle

  var body: some View {
    ZStack {
      Circle().stroke(ControlsPalette.systemFill, lineWidth: lineWidth)
      Circle()
        .trim(from: 0, to: CGFloat(min(max(fraction, 0), 1)))
        .stroke(tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        .rotationEffect(.degrees(-90))
    }
    .padding(lineWidth / 2)
  }
}

/// UIActivityIndicatorView's eight spokes, the top one opaque and the rest fading counter-clockwise.
nonisolated struct ActivitySpinner: View {
  static let opacities: [Double] = [1, 0.85, 0.72, 0.6, 0.5, 0.42, 0.35, 0.3]
  let color: AnyShapeStyle
  /// The spokes' thickness: 12% of the spinner's side (2.4 pt medium, 4.4 pt large).
  let lineWidth: CGFloat

  var body: some View {
    ZStack {
      ForEach(0..<8, id: \.self) { index in
        SpinnerSpoke(index: index)
          .stroke(color.opacity(Self.opacities[index]), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
      }
    }
  }
}

/// One spoke of the spinner: a radial line from 45% to 90% of the radius, `index` × 45° counter-clockwise from 12 o'clock.
nonisolated struct SpinnerSpoke: Shape {
  /// `.fixed`: drawn for its layout direction already.
  var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  let index: Int
  func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    let angle = -Double.pi / 2 - Double(index) * .pi / 4
    let (dx, dy) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
    let width = radius * 0.24
    let inner = radius * 0.45 + width / 2, outer = radius - width / 2
    return Path { path in
      path.move(to: CGPoint(x: rect.midX + dx * inner, y: rect.midY + dy * inner))
      path.addLine(to: CGPoint(x: rect.midX + dx * outer, y: rect.midY + dy * outer))
    }
  }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default progress view style in the current context of the view being styled.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A progress view that visually indicates its progress using a horizontal bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// The style of a progress view that uses a circular gauge to indicate the partial completion of an activity.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
