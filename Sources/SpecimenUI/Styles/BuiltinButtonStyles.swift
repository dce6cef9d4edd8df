import Foundation

/// The default button style, based on the button's context: borderless on iOS.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonStyle().makeBody(configuration: configuration)
  }
}

/// A button style that doesn't apply a border: the label in the tint color (red for destructive).
///
/// As on iOS 18 (OpenSwiftUI `BorderlessButtonStyle.swift`): the default font is `.subheadline` at
/// the `.small` and `.mini` control sizes and `.body` otherwise (a font set in the environment
/// wins); a multi-line label is centred; pressed, the label fades to 20% (40% in dark mode);
/// disabled, it is tertiary.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    return configuration.label
      .opacity(env.isPressed ? ButtonChromeStyle.borderlessPressedOpacity(env) : 1)
      .font(env.font ?? ButtonChromeStyle.defaultFont(env.controlSize))
      .multilineTextAlignment(.center)
      .foregroundStyle(ButtonChromeStyle.borderlessLabelStyle(role: configuration.role, env))
  }
}

/// A button style for buttons that emulate links (macOS 10.15): the label in AppKit's link color, with no border.
///
/// Apple's page says only that the style emulates links; the color is `NSColor.linkColor` (#0068DA, dark #419CFF),
/// which AppKit documents as "the color to use for links". The font, the pressed fade and the disabled tertiary label
/// are the borderless style's, and an explicit foreground style wins, as there; a tint or a destructive role does not
/// recolor the label.
nonisolated public struct LinkButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    let label: AnyShapeStyle = !env.isEnabled ? AnyShapeStyle(HierarchicalShapeStyle.tertiary)
      : env.foregroundStyle ?? AnyShapeStyle(Color(nsColor: .linkColor))
    return configuration.label
      .opacity(env.isPressed ? ButtonChromeStyle.borderlessPressedOpacity(env) : 1)
      .font(env.font ?? ButtonChromeStyle.defaultFont(env.controlSize))
      .multilineTextAlignment(.center)
      .foregroundStyle(label)
  }
}

/// A button style that doesn't style or decorate its content while idle, but may apply a visual effect to indicate the pressed, focused, or enabled state.
///
/// Pressed, the label fades to 75%; disabled, to 50% (OpenSwiftUI `PlainButtonStyle.swift`).
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    return configuration.label
      .opacity(env.isEnabled ? (env.isPressed ? 0.75 : 1) : 0.5)
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
///
/// Label and platter fade separately when pressed or disabled, as iOS 18 draws them
/// (`ButtonChromeStyle.colors`); at accessibility Dynamic Type sizes symbols use the small scale.
nonisolated struct ButtonChrome<Label: View>: View {
  let label: Label
  let role: ButtonRole?
  let prominent: Bool

  var body: some View {
    let env = EnvironmentValues.current
    let padding = ButtonChromeStyle.padding(env.controlSize, env.dynamicTypeSize)
    let colors = ButtonChromeStyle.colors(role: role, prominent: prominent, env)
    return sized(label, env.buttonSizing)
      .environmentChange { $0.buttonContainerIsBordered = true }
      .font(env.font ?? ButtonChromeStyle.defaultFont(env.controlSize))
      .multilineTextAlignment(.center)
      .imageScale(env.dynamicTypeSize.isAccessibilitySize ? .small : .medium)
      .opacity(colors.labelOpacity)
      .foregroundStyle(colors.label)
      .padding(padding)
      .background(ZStack {
        SystemButtonShape(base: env.buttonBorderShape, controlSize: env.controlSize).fill(colors.shape)
        if let overlay = colors.shapeOverlay {
          SystemButtonShape(base: env.buttonBorderShape, controlSize: env.controlSize).fill(overlay)
        }
      })
  }

  /// The label, widened to the width offered when buttons are `.flexible` (`buttonSizing(_:)`, iOS 26).
  @ViewBuilder func sized(_ label: Label, _ sizing: ButtonSizing) -> some View {
    if sizing == .flexible {
      label.frame(maxWidth: .infinity)
    } else {
      label
    }
  }
}

/// Metrics and colors of iOS's button styles.
///
/// Every number comes from OpenSwiftUI's reverse-engineered iOS 18 button styles
/// (`BorderedButtonSpecs.swift`, `BorderedButtonStyle_Phone.swift`, `ButtonBorderShape.swift`),
/// and agrees with issue "Looks like the iPhone"'s screenshot measurement of `.large`
/// (50.3 pt tall with a body label, continuous corner 4.7 pt in 1 pt below the top).
/// See docs/control-metrics.md for every value and its source.
enum ButtonChromeStyle {
  /// The bordered styles' padding: 10 × 5 at `.mini` and `.small`, 12 × 7 at `.regular`, 20 × 15 at
  /// `.large` (`.extraLarge` "resolves to `large` on platforms other than visionOS", Apple's
  /// `ControlSize` documentation); accessibility Dynamic Type sizes add 2 pt a step on each side.
  static func padding(_ size: ControlSize, _ typeSize: DynamicTypeSize = .large) -> EdgeInsets {
    let (horizontal, vertical): (CGFloat, CGFloat)
    switch size {
    case .mini, .small: (horizontal, vertical) = (10, 5)
    case .regular: (horizontal, vertical) = (12, 7)
    case .large, .extraLarge: (horizontal, vertical) = (20, 15)
    }
    let extra = typeSize.isAccessibilitySize ? CGFloat(typeSize.rawValue - DynamicTypeSize.accessibility1.rawValue + 1) * 2 : 0
    return EdgeInsets(top: vertical, leading: horizontal + extra, bottom: vertical, trailing: horizontal + extra)
  }

  /// The label font when the environment sets none: `.subheadline` at `.mini`/`.small`, else `.body`.
  static func defaultFont(_ size: ControlSize) -> Font {
    size == .mini || size == .small ? .subheadline : .body
  }

  /// How far a pressed borderless label fades: to 20%, or 40% in dark mode.
  static func borderlessPressedOpacity(_ env: EnvironmentValues) -> Double { env.colorScheme == .dark ? 0.4 : 0.2 }

  /// The borderless label: an explicit foreground style wins; else tertiary when disabled, red
  /// when destructive, the tint otherwise.
  static func borderlessLabelStyle(role: ButtonRole?, _ env: EnvironmentValues) -> AnyShapeStyle {
    if !env.isEnabled { return AnyShapeStyle(HierarchicalShapeStyle.tertiary) }
    if let explicit = env.foregroundStyle { return explicit }
    return role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
  }

  /// A bordered button's paints: the label, how much it fades, the platter, and what is laid over the platter.
  struct Colors {
    var label: AnyShapeStyle
    var labelOpacity: Double = 1
    var shape: AnyShapeStyle
    var shapeOverlay: AnyShapeStyle? = nil
  }

  /// The bordered styles' colors in every state (iOS 18, opaque background).
  ///
  /// Prominent: the tint (`.tint`, else red for destructive, else the accent) under a white label;
  /// pressed, the platter at 75% (dark: 20% white over it) and the label at 75%. Bordered with a
  /// `.tint`: the tint at 18% (yellow 20%; dark 25%, red and pink 20%) under a tinted label;
  /// pressed, the platter at 65% (dark 140%) and the label at 75%. Bordered without a tint:
  /// `secondarySystemFill` under the accent (red for destructive); pressed, the fill at 75% and
  /// the label at 75% (dark: 5% white over the fill). Disabled: `secondarySystemFill` under a
  /// tertiary label at 75%. An explicit foreground style colors the label in every enabled state.
  static func colors(role: ButtonRole?, prominent: Bool, _ env: EnvironmentValues) -> Colors {
    let fill = AnyShapeStyle(Color(UIColor.secondarySystemFill))
    guard env.isEnabled else {
      return Colors(label: AnyShapeStyle(HierarchicalShapeStyle.tertiary), labelOpacity: 0.75, shape: fill)
    }
    let dark = env.colorScheme == .dark, pressed = env.isPressed
    let defaultTint = role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(Color.accentColor)
    var colors: Colors
    if prominent {
      let tint = env.tint ?? defaultTint
      colors = Colors(label: AnyShapeStyle(Color.white), shape: tint)
      if pressed {
        colors.labelOpacity = 0.75
        if dark { colors.shapeOverlay = AnyShapeStyle(Color.white.opacity(0.2)) } else { colors.shape = AnyShapeStyle(tint.opacity(0.75)) }
      }
    } else if let tint = env.tint {
      let color = tint.style as? Color
      let base: Double = dark ? (color == .red || color == .pink ? 0.2 : 0.25) : (color == .yellow ? 0.2 : 0.18)
      colors = Colors(label: tint, shape: AnyShapeStyle(tint.opacity(base * (pressed ? (dark ? 1.4 : 0.65) : 1))))
      if pressed && !dark { colors.labelOpacity = 0.75 }
    } else {
      colors = Colors(label: defaultTint, shape: fill)
      if pressed {
        if dark { colors.shapeOverlay = AnyShapeStyle(Color.white.opacity(0.05)) } else {
          colors.shape = AnyShapeStyle(Color(UIColor.secondarySystemFill).opacity(0.75))
          colors.labelOpacity = 0.75
        }
      }
    }
    if let explicit = env.foregroundStyle { colors.label = explicit }
    return colors
  }
}

/// The platter shape of a bordered button: `ButtonBorderShape` resolved for a control size.
///
/// `.automatic` is a continuous rounded rectangle whose radius is 17.5% of the height rounded up
/// at `.regular`, `.large` and `.extraLarge` (9 pt on a 50.3 pt large button, 7 pt on a 34.3 pt regular one),
/// and a capsule at `.small` and `.mini`; `.roundedRectangle` without a radius uses the 17.5% rule
/// at every size (OpenSwiftUI `ButtonBorderShape.swift`, `ResolvedBorderShape`).
nonisolated struct SystemButtonShape: Shape {
  /// `.fixed`: drawn for its layout direction already.
  var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  let base: ButtonBorderShape
  let controlSize: ControlSize

  func path(in rect: CGRect) -> Path {
    let proportional = RoundedRectangle(cornerRadius: Self.radius(height: rect.height), style: .continuous)
    switch base.kind {
    case .automatic:
      // `.extraLarge` counts as `.large`: it "resolves to `large` on platforms other than visionOS".
      if controlSize != .mini && controlSize != .small { return proportional.path(in: rect) }
      return Capsule(style: .continuous).path(in: rect)
    case .roundedRectangle(nil): return proportional.path(in: rect)
    case .roundedRectangle(let radius?):
      return RoundedRectangle(cornerRadius: ButtonBorderShape.usableRadius(radius), style: .continuous).path(in: rect)
    case .capsule: return Capsule(style: .continuous).path(in: rect)
    case .circle: return Circle().path(in: rect)
    }
  }

  /// The automatic corner radius for a platter `height` tall: 17.5% of it, rounded up (0 for a non-finite height).
  static func radius(height: CGFloat) -> CGFloat {
    guard height.isFinite, height > 0 else { return 0 }
    return (height * 0.35 * 0.5).rounded(.up)
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
nonisolated extension PrimitiveButtonStyle where Self == LinkButtonStyle {
  /// A button style for buttons that emulate links.
  public static var link: LinkButtonStyle { LinkButtonStyle() }
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
