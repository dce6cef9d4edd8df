import SpecimenUI

/// The configuration of a widget: its kind, provider and content, with display names and families.
public protocol WidgetConfiguration {}

/// Builds a widget's configuration.
@resultBuilder public enum WidgetConfigurationBuilder {
  public static func buildBlock<C: WidgetConfiguration>(_ configuration: C) -> C { configuration }
  public static func buildExpression<C: WidgetConfiguration>(_ configuration: C) -> C { configuration }
}

/// The configuration and content of a widget to display on the Home Screen or the Lock Screen.
@preconcurrency @MainActor public protocol Widget {
  /// The configuration type.
  associatedtype Body: WidgetConfiguration
  /// Creates the widget.
  init()
  /// The widget's configuration.
  @WidgetConfigurationBuilder var body: Body { get }
}

extension Widget {
  /// The entry point of a widget extension with one widget (`@main`); nothing runs in a render.
  public static func main() {}
}

/// A widget configuration with no user-configurable options.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
  let kind: String
  let content: Any
  /// Creates a configuration for a widget of `kind` whose entries come from `provider`.
  public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                          @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
    self.kind = kind
    self.content = content
  }
}

/// A configuration that draws nothing: the body of a group of widgets.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
  /// Creates an empty configuration.
  public init() {}
}

extension WidgetConfiguration {
  /// Sets the name shown for the widget in the widget gallery.
  public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { self }
  /// Sets the name shown for the widget in the widget gallery.
  public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration { self }
  /// Sets the name shown for the widget in the widget gallery.
  public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration { self }
  /// Sets the description shown for the widget in the widget gallery.
  public func description(_ description: Text) -> some WidgetConfiguration { self }
  /// Sets the description shown for the widget in the widget gallery.
  public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration { self }
  /// Sets the description shown for the widget in the widget gallery.
  public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { self }
  /// Sets the families the widget supports.
  public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { self }
  /// Turns off the system's content margins (iOS 17).
  public func contentMarginsDisabled() -> some WidgetConfiguration { self }
  /// Lets the system remove the container background where it does not fit (iOS 17).
  public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration { self }
}

/// A group of widgets an extension offers.
@preconcurrency @MainActor public protocol WidgetBundle {
  /// The type of the group's widgets.
  associatedtype Body: Widget
  /// Creates the bundle.
  init()
  /// The widgets in the bundle.
  @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
  /// The entry point of a widget extension (`@main`); nothing runs in a render.
  public static func main() {}
}

/// Several widgets offered together.
public struct TupleWidget<T>: Widget {
  /// Creates the group (a render keeps no widgets: nothing runs them).
  public init() {}
  public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Builds the widgets of a bundle.
@resultBuilder public enum WidgetBundleBuilder {
  public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
  public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }
  public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> TupleWidget<(repeat each W)> {
    TupleWidget()
  }
}

/// Asks WidgetKit to reload widgets' timelines; a render has no widgets to reload.
public final class WidgetCenter: @unchecked Sendable {
  /// The shared widget center.
  public static let shared = WidgetCenter()
  /// Reloads every widget's timeline (nothing happens in a render).
  public func reloadAllTimelines() {}
  /// Reloads the timelines of widgets of `kind` (nothing happens in a render).
  public func reloadTimelines(ofKind kind: String) {}
}
