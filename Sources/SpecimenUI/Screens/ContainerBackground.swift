import Foundation

/// The placement of a container background (iOS 17).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let name: String
  /// Whether the container draws the background itself, where it says (a subscription store's
  /// full height), from a `ContainerBackgrounds` preference; otherwise it is drawn behind the view.
  package let isDrawnByContainer: Bool
  /// A placement of a framework's container (StoreKit's `.subscriptionStore`).
  package init(name: String, isDrawnByContainer: Bool = false) {
    self.name = name
    self.isDrawnByContainer = isDrawnByContainer
  }
  /// The background of a widget.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
  /// The background of a navigation container (iOS 18).
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// The background of a navigation split view (iOS 18).
  public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
  /// The background of a tab view (iOS 18).
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

nonisolated extension View {
  /// Sets the container background of the enclosing container (iOS 17). The view is the
  /// container's content, so the background is drawn behind the view, filling its frame; a
  /// placement its container draws (a subscription store's) is handed to that container instead.
  public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
    modifier(ContainerBackgroundModifier(placement: container, alignment: .center, background: AnyView(Rectangle().fill(style))))
  }

  /// Sets the container background of the enclosing container to a view (iOS 17), drawn behind this view.
  public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                           @ViewBuilder content: () -> V) -> some View {
    modifier(ContainerBackgroundModifier(placement: container, alignment: alignment, background: AnyView(content())))
  }
}

/// The container backgrounds a view's content asks its containers to draw, in the order they were
/// set, for placements a container draws itself (`ContainerBackgroundPlacement.isDrawnByContainer`).
package struct ContainerBackgrounds: PreferenceKey {
  /// One background: its placement, alignment and view.
  package struct Entry {
    package let placement: ContainerBackgroundPlacement
    package let alignment: Alignment
    package let view: AnyView
  }
  package static var defaultValue: [Entry] { [] }
  package static func reduce(value: inout [Entry], nextValue: () -> [Entry]) { value += nextValue() }

  /// The last background set for one of `placements`, drawn in the container's bounds, or nothing.
  package static func view(in entries: [Entry], for placements: Set<ContainerBackgroundPlacement>) -> some View {
    let entry = entries.last { placements.contains($0.placement) }
    return ZStack(alignment: entry?.alignment ?? .center) { if let entry { entry.view } }
  }
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
  /// Whether the widget's container background appears (WidgetKit's `\.showsWidgetContainerBackground`, read here
  /// because `containerBackground(_:for: .widget)` draws it): true unless a view sets it.
  package var widgetContainerBackgroundShown: Bool {
    get { self[ShowsWidgetContainerBackgroundKey.self] }
    set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
  }
}

/// Draws a container background behind the view, or hands it to the container that draws it. A widget's is not
/// drawn where `\.showsWidgetContainerBackground` is false: the system has removed it (StandBy, the Lock Screen,
/// the vibrant rendering mode; Apple, "Displaying the right widget background").
nonisolated private struct ContainerBackgroundModifier: ViewModifier {
  let placement: ContainerBackgroundPlacement
  let alignment: Alignment
  let background: AnyView
  @Environment(\.widgetContainerBackgroundShown) private var widgetBackgroundShown

  func body(content: Content) -> some View {
    if placement == .widget && !widgetBackgroundShown {
      content
    } else if placement.isDrawnByContainer {
      content.preference(key: ContainerBackgrounds.self, value: [.init(placement: placement, alignment: alignment, view: background)])
    } else {
      content.background(alignment: alignment) { background }
    }
  }
}

/// A language to typeset text with (iOS 17): it changes line heights for some scripts, which
/// Specimen's fonts already set by the text itself.
public struct TypesettingLanguage: Sendable {
  let language: Locale.Language?
  /// The language of the text's own content.
  public static var automatic: TypesettingLanguage { TypesettingLanguage(language: nil) }
  /// A specific language.
  public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(language: language) }
}

extension Text {
  /// Specifies the language for typesetting this text (iOS 17); drawn as before.
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }
  /// Specifies the language for typesetting this text (iOS 17); drawn as before.
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }
}

nonisolated extension View {
  /// Specifies the language for typesetting text in this view (iOS 17); drawn as before.
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { inert() }
  /// Specifies the language for typesetting text in this view (iOS 17); drawn as before.
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { inert() }
}
