import SpecimenUI

/// The template of a widget: its size on the Home Screen, or its shape as an accessory.
public enum WidgetFamily: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A small widget (158 × 158 pt on a 393-pt-wide iPhone).
  case systemSmall
  /// A medium widget: two small widgets wide.
  case systemMedium
  /// A large widget: two small widgets wide and tall.
  case systemLarge
  /// An extra large widget (iPad).
  case systemExtraLarge
  /// A watch face's corner complication (watchOS).
  case accessoryCorner
  /// A circular Lock Screen widget.
  case accessoryCircular
  /// A rectangular Lock Screen widget.
  case accessoryRectangular
  /// A single line of text above the time on the Lock Screen.
  case accessoryInline

  public var description: String {
    switch self {
    case .systemSmall: "systemSmall"
    case .systemMedium: "systemMedium"
    case .systemLarge: "systemLarge"
    case .systemExtraLarge: "systemExtraLarge"
    case .accessoryCorner: "accessoryCorner"
    case .accessoryCircular: "accessoryCircular"
    case .accessoryRectangular: "accessoryRectangular"
    case .accessoryInline: "accessoryInline"
    }
  }
}

/// How the system renders a widget (iOS 16): in full colour, tinted by an accent, or vibrant.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The widget's own colours (Home Screen).
  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  /// Accentable content in the accent colour, the rest in a second tint.
  public static let accented = WidgetRenderingMode(name: "accented")
  /// Desaturated, with a vibrancy effect (Lock Screen).
  public static let vibrant = WidgetRenderingMode(name: "vibrant")
  public var description: String { name }
}

/// How an image renders in an accented widget (iOS 18).
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
  let name: String
  /// Drawn in the accent colour.
  public static let accented = WidgetAccentedRenderingMode(name: "accented")
  /// Drawn desaturated.
  public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
  /// Drawn desaturated, then in the accent colour.
  public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
  /// Drawn in its own colours.
  public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }
private struct WidgetContentMarginsKey: EnvironmentKey {
  static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}

extension EnvironmentValues {
  /// The template of the widget this view is in: `.systemSmall` unless a view sets it (a catalog
  /// renders each family by setting it with `.environment(\.widgetFamily, …)`).
  public var widgetFamily: WidgetFamily {
    get { self[WidgetFamilyKey.self] }
    set { self[WidgetFamilyKey.self] = newValue }
  }
  /// How the widget is rendered: `.fullColor` unless a view sets it.
  public var widgetRenderingMode: WidgetRenderingMode {
    get { self[WidgetRenderingModeKey.self] }
    set { self[WidgetRenderingModeKey.self] = newValue }
  }
  /// Whether the widget's container background is shown (true on the Home Screen): set to false, as the system
  /// does in StandBy and on the Lock Screen, `containerBackground(_:for: .widget)` draws nothing.
  public var showsWidgetContainerBackground: Bool {
    get { widgetContainerBackgroundShown }
    set { widgetContainerBackgroundShown = newValue }
  }
  /// Whether an accessory widget's label is shown (watchOS; false here).
  public var showsWidgetLabel: Bool {
    get { self[ShowsWidgetLabelKey.self] }
    set { self[ShowsWidgetLabelKey.self] = newValue }
  }
  /// The margins the system puts around a widget's content (iOS 17): 16 pt on each side, as for a
  /// small Home Screen widget.
  public var widgetContentMargins: EdgeInsets {
    get { self[WidgetContentMarginsKey.self] }
    set { self[WidgetContentMarginsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Marks this view as part of the accent group in an accented widget; drawn unchanged in full colour.
  public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
  /// Sets the URL the widget opens when tapped; nothing is tapped in a still.
  public func widgetURL(_ url: URL?) -> some View { self }
  /// Shows a label beside an accessory widget (watchOS); not drawn.
  public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }
  /// Shows a label beside an accessory widget (watchOS); not drawn.
  public func widgetLabel(_ label: LocalizedStringKey) -> some View { self }
  /// Shows a label view beside an accessory widget (watchOS); not drawn.
  public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
}

extension Image {
  /// Sets how the image renders in an accented widget (iOS 18); drawn in its own colours in full colour.
  public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> Image { self }
}

/// The standard background of an accessory widget: a translucent circle or rounded rectangle
/// (drawn as the tertiary fill, filling the space offered).
nonisolated public struct AccessoryWidgetBackground: View {
  /// Creates the background.
  public init() {}
  public var body: some View {
    ContainerRelativeShape().fill(.tertiary)
  }
}
