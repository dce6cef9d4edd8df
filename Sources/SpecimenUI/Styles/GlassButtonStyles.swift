import Foundation

/// iOS 26's Liquid Glass button style (`.buttonStyle(.glass)`): drawn with the bordered style's platter
/// and label, in a capsule unless a border shape is set. Specimen draws no refraction; Apple describes
/// the style as glass border artwork based on the button's context (docs/unsupported.md).
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
  /// A glass button style.
  public init() {}
  /// A glass button style of the given glass (iOS 26.1); drawn as `init()` draws.
  public init(_ glass: Glass) {}
  public func makeBody(configuration: Configuration) -> some View {
    ButtonChrome(label: configuration.label, role: configuration.role, prominent: false)
      .environmentChange(GlassButtonShape.capsuleWhenAutomatic)
  }
}

/// iOS 26's prominent Liquid Glass button style (`.buttonStyle(.glassProminent)`), "similar to the
/// borderedProminent style" (Apple): drawn as that style, in a capsule unless a border shape is set.
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  /// A prominent glass button style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ButtonChrome(label: configuration.label, role: configuration.role, prominent: true)
      .environmentChange(GlassButtonShape.capsuleWhenAutomatic)
  }
}

/// Glass buttons are capsules by default.
enum GlassButtonShape {
  static func capsuleWhenAutomatic(_ environment: inout EnvironmentValues) {
    if environment.buttonBorderShape == .automatic { environment.buttonBorderShape = .capsule }
  }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// A button style that applies a Liquid Glass effect based on the button's context (iOS 26).
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
  /// A button style of the given glass (iOS 26.1).
  public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  /// A button style that applies a prominent Liquid Glass effect based on the button's context (iOS 26).
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
