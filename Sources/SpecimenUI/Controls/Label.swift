import Foundation

/// A standard label for user interface items, consisting of an icon with a title.
nonisolated public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// Creates a label with a custom title and icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    let configuration = LabelStyleConfiguration(title: .init(title), icon: .init(icon))
    let title = self.title
    // A label reads as its title alone: SwiftUI combines it into one element whose icon is not read.
    return EnvironmentValues.current.styledBody(\.labelStyle) { $0.makeBody(configuration: configuration) }
      .accessibilityRole { context in AccessibilityRole(kind: .label, label: context.resolve(title), isEnabled: context.environment.isEnabled) }
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a system icon image and a title generated from a localized string key.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  /// Creates a label with a system icon image and a title generated from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
  /// Creates a label with an icon image and a title generated from a localized string key.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
}

/// A type that applies a custom appearance to all labels within a view.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// A view that represents the body of a label.
  associatedtype Body: View
  /// Creates a view that represents the body of a label.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a label.
  typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label.
public struct LabelStyleConfiguration {
  /// A type-erased title view of a label.
  nonisolated public struct Title: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// A type-erased icon view of a label.
  nonisolated public struct Icon: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// A description of the labeled item.
  public var title: Title
  /// A symbolic representation of the labeled item.
  public var icon: Icon
}

/// The default label style: title and icon on iOS, except the icon alone in a bordered button
/// whose border shape is `.circle` (iOS 18's fallback label style, OpenSwiftUI
/// `FallbackLabelStyle.swift`).
nonisolated public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    // A bar item shows its icon alone, as SwiftUI's toolbar label style does (OpenSwiftUI
    // `DefaultLabelStyle.swift`: `ToolbarItemLabelStyle` in the `.toolbar` context).
    if env.isInNavigationBar || (env.buttonContainerIsBordered && env.buttonBorderShape == .circle) {
      IconOnlyLabelStyle().makeBody(configuration: configuration)
    } else {
      TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
  }
}

/// A label style that shows both the title and icon of the label.
///
/// As on iOS, the icon then the title in an `HStack` with the default spacing (8 pt between an image
/// and a text), the title keeping leading alignment (OpenSwiftUI `TitleAndIconLabelStyle.swift`). The
/// distance from a symbol's ink to the title (11.0 pt for a body label on iOS 17–18, issue "Looks like
/// the iPhone") is the symbol's right margin plus that spacing: a symbol image's frame includes its
/// side margins (`Image(systemName:)`), so the style adds nothing of its own.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    // `labelIconToTitleSpacing(_:)` (iOS 26) replaces the stack's default spacing.
    HStack(spacing: EnvironmentValues.current.labelIconToTitleSpacing) {
      // `labelReservedIconWidth(_:)`: the icon centred in at least that width, so titles line up.
      // A sidebar list's label icons take the list item tint, or the accent color (`ListItemTint`).
      let iconStyle = EnvironmentValues.current.sidebarLabelIconStyle
      let width = EnvironmentValues.current.labelReservedIconWidth
      switch (width, iconStyle) {
      case (let width?, let style?): configuration.icon.frame(minWidth: width).foregroundStyle(style)
      case (let width?, nil): configuration.icon.frame(minWidth: width)
      case (nil, let style?): configuration.icon.foregroundStyle(style)
      case (nil, nil): configuration.icon
      }
      // The title keeps leading alignment even inside a button that centres its label.
      configuration.title.multilineTextAlignment(.leading)
    }
  }
}

/// A label style that only displays the icon of the label.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// A label style that only displays the title of the label.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: any LabelStyle { DefaultLabelStyle() }
}

extension EnvironmentValues {
  var labelStyle: any LabelStyle {
    get { self[StyleStack<any LabelStyle>.self].last ?? LabelStyleKey.defaultValue }
    set { self[StyleStack<any LabelStyle>.self].append(newValue) }
  }
}

nonisolated extension LabelStyle {
  func makeBody(configuration: Configuration) -> AnyView {
    nonisolated(unsafe) let (style, configuration) = (self, configuration)
    return MainActorBridge.call { AnyView(style.makeBody(configuration: configuration) as Body) }
  }
}

nonisolated extension View {
  /// Sets the style for labels within this view.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environmentChange { $0.labelStyle = style }
  }
}

/// A label's title and icon apart, for frameworks that draw them in places of their own (a map
/// marker shows a `Label`'s title under its balloon and its icon inside it).
package protocol LabelParts {
  /// The label's title.
  var partTitle: AnyView { get }
  /// The label's icon.
  var partIcon: AnyView { get }
}

extension Label: LabelParts {
  package var partTitle: AnyView { AnyView(title) }
  package var partIcon: AnyView { AnyView(icon) }
}
