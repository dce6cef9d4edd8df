import Foundation

/// The default button style, based on the button's context: borderless on iOS.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonStyle().makeBody(configuration: configuration)
  }
}

/// A button style that doesn't apply a border: the label in the tint color.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    let pressed = env.isPressed
    return configuration.label
      .foregroundStyle(ButtonChromeStyle.labelStyle(role: configuration.role, prominent: false, env))
      .opacity(pressed ? 0.2 : 1)
  }
}

/// A button style that doesn't style or decorate its content while idle, but may apply a visual effect to indicate the pressed, focused, or enabled state.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    return configuration.label
      .opacity(env.isPressed ? 0.75 : (env.isEnabled ? 1 : 0.5))
  }
}

/// A button style that applies standard border artwork based on the button's context.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ButtonChrome(label: configuration.label, role: configuration.role, prominent: false)
  }
}

/// A button style that applies standard border prominent artwork based on the button's context.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ButtonChrome(label: configuration.label, role: configuration.role, prominent: true)
  }
}

/// The padded, rounded background shared by the bordered styles.
struct ButtonChrome<Label: View>: View {
  let label: Label
  let role: ButtonRole?
  let prominent: Bool

  var body: some View {
    let env = EnvironmentValues.current
    let metrics = ButtonChromeStyle.metrics(env.controlSize)
    let tint: AnyShapeStyle = role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
    let fill: AnyShapeStyle
    if !env.isEnabled {
      fill = AnyShapeStyle(Color.gray.opacity(prominent ? 0.24 : 0.12))
    } else {
      fill = prominent ? tint : AnyShapeStyle(tint.opacity(0.15))
    }
    return label
      .foregroundStyle(ButtonChromeStyle.labelStyle(role: role, prominent: prominent, env))
      .padding(EdgeInsets(top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical, trailing: metrics.horizontal))
      .background(RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous).fill(fill))
      .opacity(env.isPressed ? 0.7 : 1)
  }
}

/// Metrics and label colors of the bordered styles.
enum ButtonChromeStyle {
  /// Padding and corner radius per control size.
  static func metrics(_ size: ControlSize) -> (horizontal: CGFloat, vertical: CGFloat, cornerRadius: CGFloat) {
    switch size {
    case .mini: return (8, 3, 5)
    case .small: return (10, 5, 6)
    case .regular: return (12, 7, 8)
    case .large, .extraLarge: return (20, 14, 12)
    }
  }

  /// The label's style: an explicit foreground style wins; else white on prominent, the tint (red for destructive) otherwise.
  static func labelStyle(role: ButtonRole?, prominent: Bool, _ env: EnvironmentValues) -> AnyShapeStyle {
    if !env.isEnabled { return AnyShapeStyle(HierarchicalShapeStyle.tertiary) }
    if let explicit = env.foregroundStyle { return explicit }
    if prominent { return AnyShapeStyle(Color.white) }
    return role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default button style, based on the button's context.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button style that doesn't apply a border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button style that doesn't style or decorate its content while idle.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A button style that applies standard border artwork based on the button's context.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A button style that applies standard border prominent artwork based on the button's context.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
