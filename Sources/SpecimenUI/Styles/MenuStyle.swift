import Foundation

/// A type that applies standard interaction behavior and a custom appearance to all menus within a view hierarchy.
@MainActor @preconcurrency
public protocol MenuStyle {
  /// A view that represents the body of a menu.
  associatedtype Body: View
  /// Creates a view that represents the body of a menu.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a menu.
  typealias Configuration = MenuStyleConfiguration
}

/// The properties of a menu: its label and its (closed, so undrawn) content.
public struct MenuStyleConfiguration {
  /// A type-erased label of a menu.
  nonisolated public struct Label: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// A type-erased content of a menu.
  nonisolated public struct Content: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
}

/// The default menu style: on iOS, the label drawn like a borderless button (in the tint color).
nonisolated public struct DefaultMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Button(action: configuration.primaryAction ?? {}) { configuration.label }
      .buttonStyle(.borderless)
  }
}

/// A menu style that displays a button that toggles the display of the menu's contents when pressed: the label drawn by the current button style.
nonisolated public struct ButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Button(action: configuration.primaryAction ?? {}) { configuration.label }
  }
}

/// A menu style that displays a borderless button that toggles the display of the menu's contents when pressed.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DefaultMenuStyle().makeBody(configuration: configuration)
  }
}

nonisolated extension MenuStyle where Self == DefaultMenuStyle {
  /// The default menu style, based on the menu's context.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

nonisolated extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu style that displays a button that toggles the display of the menu's contents when pressed.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

nonisolated extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu style that displays a borderless button that toggles the display of the menu's contents when pressed.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

nonisolated extension MenuStyle {
  func _anyBody(configuration: Configuration) -> AnyView {
    nonisolated(unsafe) let (style, configuration) = (self, configuration)
    return MainActorBridge.call { AnyView(style.makeBody(configuration: configuration) as Body) }
  }
}

struct MenuStyleKey: EnvironmentKey {
  static var defaultValue: any MenuStyle { DefaultMenuStyle() }
}

extension EnvironmentValues {
  /// The style of menus in this environment.
  var menuStyle: any MenuStyle {
    get { self[StyleStack<any MenuStyle>.self].last ?? MenuStyleKey.defaultValue }
    set { self[StyleStack<any MenuStyle>.self].append(newValue) }
  }
}

/// The order in which a menu presents its content; a closed menu shows none.
public struct MenuOrder: Hashable, Sendable {
  let name: String
  public static let automatic = MenuOrder(name: "automatic")
  public static let priority = MenuOrder(name: "priority")
  public static let fixed = MenuOrder(name: "fixed")
}

nonisolated extension View {
  /// Sets the style for menus within this view.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    environmentChange { $0.menuStyle = style }
  }

  /// Sets the visibility of the menu indicator; iOS's default menus show none, so it changes nothing here.
  public func menuIndicator(_ visibility: Visibility) -> some View { environmentChange { $0.menuIndicatorVisibility = visibility } }

  /// Sets the preferred order of items for menus presented from this view; layout-neutral.
  public func menuOrder(_ order: MenuOrder) -> some View { environmentChange { $0.menuOrder = order } }
}
