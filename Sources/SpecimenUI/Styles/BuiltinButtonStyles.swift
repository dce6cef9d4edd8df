import Foundation

/// The default button style, based on the button's context: borderless on iOS.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonStyle().makeBody(configuration: configuration)
  }
}

/// A button style that doesn't apply a border: the label in the tint color (red for destructive).
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    return configuration.label
      .foregroundStyle(ButtonChromeStyle.labelStyle(role: configuration.role, prominent: false, env))
      .opacity(env.isPressed ? ButtonChromeStyle.pressedOpacity : 1)
  }
}

/// A button style that doesn't style or decorate its content while idle, but may apply a visual effect to indicate the pressed, focused, or enabled state.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    return configuration.label
      .opacity(env.isPressed ? ButtonChromeStyle.pressedOpacity : (env.isEnabled ? 1 : 0.5))
  }
}

/// A button style that applies standard border artwork based on the button's context.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ButtonChrome(label: configuration.label, role: configuration.role, prominent: false)
  }
}

/// A button style that applies standard border prominent artwork based on the button's context.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ButtonChrome(label: configuration.label, role: configuration.role, prominent: true)
  }
}

/// The padded, filled shape shared by the bordered styles.
nonisolated struct ButtonChrome<Label: View>: View {
  let label: Label
  let role: ButtonRole?
  let prominent: Bool

  var body: some View {
    let env = EnvironmentValues.current
    let metrics = ButtonChromeStyle.metrics(env.controlSize)
    let shape = env.buttonBorderShape.shape(cornerRadius: metrics.cornerRadius)
    return label
      .foregroundStyle(ButtonChromeStyle.labelStyle(role: role, prominent: prominent, env))
      .font(env.font ?? metrics.font)
      .padding(EdgeInsets(top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical, trailing: metrics.horizontal))
      .background(shape.fill(ButtonChromeStyle.fill(role: role, prominent: prominent, env)))
      .opacity(env.isPressed ? ButtonChromeStyle.pressedOpacity : 1)
  }
}

/// Metrics and colors of iOS's button styles.
enum ButtonChromeStyle {
  /// How much a pressed button fades (iOS highlights by dimming its content).
  static let pressedOpacity = 0.3

  /// Padding, corner radius and font per control size, after UIButton.Configuration's small/medium/large sizes.
  ///
  /// `.large` is measured on iOS 17–18 screenshots (issue "Looks like the iPhone"): a large
  /// `.borderedProminent` button with a body label is 50.3 pt tall (20.3 pt line + 2 × 15), and its
  /// continuous corner's fill starts 4.7 pt in, 1 pt below the top, which is a 9 pt radius.
  /// See docs/control-metrics.md for every value and its source.
  static func metrics(_ size: ControlSize) -> (horizontal: CGFloat, vertical: CGFloat, cornerRadius: CGFloat, font: Font) {
    switch size {
    case .mini: return (8, 3, 5, .caption)
    case .small: return (10, 5, 6, .subheadline)
    case .regular: return (12, 7, 8, .body)
    // `.extraLarge` "resolves to `.large` on platforms other than visionOS" (Apple's ControlSize documentation).
    case .large, .extraLarge: return (20, 15, 9, .body)
    }
  }

  /// The label: an explicit foreground style wins; else white on prominent, the tint (red for destructive) otherwise.
  static func labelStyle(role: ButtonRole?, prominent: Bool, _ env: EnvironmentValues) -> AnyShapeStyle {
    if !env.isEnabled { return AnyShapeStyle(HierarchicalShapeStyle.tertiary) }
    if let explicit = env.foregroundStyle { return explicit }
    if prominent { return AnyShapeStyle(Color.white) }
    return role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
  }

  /// The fill: the tint (or red) for prominent; the tint at 15% for bordered, or iOS's grey fill when no tint is set.
  static func fill(role: ButtonRole?, prominent: Bool, _ env: EnvironmentValues) -> AnyShapeStyle {
    let dark = env.colorScheme == .dark
    let grey = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: dark ? 0.24 : 0.12)
    if !env.isEnabled { return AnyShapeStyle(grey) }
    let tint: AnyShapeStyle = role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
    if prominent { return tint }
    if role == .destructive || env.tint != nil { return AnyShapeStyle(tint.opacity(0.15)) }
    return AnyShapeStyle(grey)
  }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default button style, based on the button's context.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button style that doesn't apply a border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button style that doesn't style or decorate its content while idle.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A button style that applies standard border artwork based on the button's context.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A button style that applies standard border prominent artwork based on the button's context.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
