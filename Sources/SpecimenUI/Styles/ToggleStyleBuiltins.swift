import Foundation

/// The default toggle style: a switch, as on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

/// A toggle style that displays a leading label and a trailing switch, filling the row like iOS's Form rows.
///
/// The switch is UISwitch's: 51×31 pt capsule, `systemGreen` (or the environment's tint) when on,
/// `secondarySystemFill` when off, a 27 pt white knob inset 2 pt with a soft shadow; pressed, the
/// knob stretches to 34 pt as on iOS. Disabled, the row draws at 50% opacity. iOS ignores
/// `controlSize` for switches, and so does this style.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
  /// The on-colour given to `init(tint:)`; nil uses the environment's tint.
  let tint: Color?
  public init() { tint = nil }
  /// Creates a switch toggle style with a tint color (iOS 14; deprecated in iOS 15 for `.tint(_:)`, which it matches).
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    HStack {
      if !ControlsPalette.labelsHidden(env) {
        configuration.label
        Spacer()
      }
      if let tint {
        SwitchTrack(isOn: configuration.isOn, isPressed: env.isPressed).tint(tint)
      } else {
        SwitchTrack(isOn: configuration.isOn, isPressed: env.isPressed)
      }
    }
    .opacity(env.isEnabled ? 1 : ControlsPalette.disabledOpacity)
  }
}

/// UISwitch's track and knob. Without a SwiftUI tint, the `UISwitch` appearance proxy's `onTintColor` fills the
/// track when on (else system green), and its `thumbTintColor` the knob (else white), as they do on iOS, where the
/// switch toggle is a `UISwitch`.
nonisolated struct SwitchTrack: View {
  static let size = CGSize(width: 51, height: 31)
  static let knob: CGFloat = 27
  let isOn: Bool
  let isPressed: Bool

  var body: some View {
    let env = EnvironmentValues.current
    let proxy = UIAppearanceStore.proxy(UISwitch.self)
    let onFill = env.tint ?? AnyShapeStyle(checkedUIColor(proxy?.onTintColor, "UISwitch.appearance().onTintColor") ?? Color.green)
    Capsule()
      .fill(isOn ? onFill : AnyShapeStyle(ControlsPalette.secondarySystemFill))
      .frame(width: Self.size.width, height: Self.size.height)
      .overlay(alignment: isOn ? .trailing : .leading) {
        Capsule()
          .fill(checkedUIColor(proxy?.thumbTintColor, "UISwitch.appearance().thumbTintColor") ?? Color.white)
          .frame(width: isPressed ? Self.knob + 7 : Self.knob, height: Self.knob)
          .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
          .shadow(color: Color.black.opacity(0.06), radius: 0.5, x: 0, y: 3)
          .padding(2)
      }
  }
}

/// A toggle style that displays as a button with its label as the title.
///
/// As iOS 18 draws it (OpenSwiftUI `BorderlessButtonStyle.swift`, the conditionally bordered
/// button): a borderless button's label (tint color, `.subheadline` at small sizes, 20% when
/// pressed, 40% in dark mode) with the bordered styles' padding, on the tint at 18% in the
/// button border shape when on and on nothing when off.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    configuration.label
      .opacity(env.isPressed ? ButtonChromeStyle.borderlessPressedOpacity(env) : 1)
      .font(env.font ?? ButtonChromeStyle.defaultFont(env.controlSize))
      .multilineTextAlignment(.center)
      .foregroundStyle(ButtonChromeStyle.borderlessLabelStyle(role: nil, env))
      .padding(ButtonChromeStyle.padding(env.controlSize, env.dynamicTypeSize))
      .background(
        SystemButtonShape(base: env.buttonBorderShape, controlSize: env.controlSize)
          .fill(TintShapeStyle().opacity(configuration.isOn ? 0.18 : 0)))
  }
}

/// A toggle style that displays a checkbox followed by its label (macOS's look).
///
/// The box is macOS 14's: 14 pt (10/12/14/16/16 for mini…extraLarge) with a 3.5 pt corner radius
/// (scaled); off, a white (dark: 25% white) fill with a grey hairline; on, the tint with a white
/// checkmark; mixed, a white dash. The label follows 6 pt after the box; disabled draws at 50%.
nonisolated public struct CheckboxToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    HStack(spacing: 6) {
      CheckboxBox(isOn: configuration.isOn, isMixed: configuration.isMixed, side: Self.side(env.controlSize))
      if !ControlsPalette.labelsHidden(env) {
        configuration.label
      }
    }
    .opacity(env.isEnabled ? 1 : ControlsPalette.disabledOpacity)
  }

  /// The box's side for a control size.
  static func side(_ size: ControlSize) -> CGFloat {
    switch size {
    case .mini: return 10
    case .small: return 12
    case .regular: return 14
    case .large, .extraLarge: return 16
    }
  }
}

/// The checkbox square with its mark.
nonisolated struct CheckboxBox: View {
  let isOn: Bool
  let isMixed: Bool
  let side: CGFloat

  var body: some View {
    let env = EnvironmentValues.current
    let dark = env.colorScheme == .dark
    let checked = isOn || isMixed
    let radius = 3.5 * side / 14
    let offFill = dark ? Color.white.opacity(0.25) : Color.white
    let border = dark ? Color.white.opacity(0.2) : Color.black.opacity(0.25)
    ZStack {
      RoundedRectangle(cornerRadius: radius, style: .continuous)
        .fill(checked ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(offFill))
      if !checked {
        RoundedRectangle(cornerRadius: radius, style: .continuous).strokeBorder(border, lineWidth: 0.5)
      }
      if isMixed {
        Capsule().fill(Color.white).frame(width: side * 0.55, height: side * 0.13)
      } else if isOn {
        CheckmarkShape().stroke(Color.white, style: StrokeStyle(lineWidth: 1.75 * side / 14, lineCap: .round, lineJoin: .round))
      }
    }
    .frame(width: side, height: side)
  }
}

/// A checkmark drawn within its bounds.
nonisolated struct CheckmarkShape: Shape {
  /// `.fixed`: drawn for its layout direction already.
  var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.minX + rect.width * 0.26, y: rect.minY + rect.height * 0.52))
      path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.43, y: rect.minY + rect.height * 0.70))
      path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.75, y: rect.minY + rect.height * 0.30))
    }
  }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default toggle style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
  /// A toggle style that displays a leading label and a trailing switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
  /// A toggle style that displays as a button with its label as the title.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
nonisolated extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A toggle style that displays a checkbox followed by its label.
  ///
  /// macOS-only in SwiftUI, so iOS design systems often declare their own `CheckboxToggleStyle`
  /// and `.checkbox`; disfavored so theirs wins instead of being ambiguous.
  @_disfavoredOverload
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
