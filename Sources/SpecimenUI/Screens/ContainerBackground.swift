import Foundation

/// The placement of a container background (iOS 17).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let name: String
  /// A placement of a framework's container (StoreKit's `.subscriptionStore`).
  package init(name: String) { self.name = name }
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
  /// container's content, so the background is drawn behind the view, filling its frame.
  public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
    background(Rectangle().fill(style))
  }

  /// Sets the container background of the enclosing container to a view (iOS 17), drawn behind this view.
  public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                           @ViewBuilder content: () -> V) -> some View {
    background(alignment: alignment, content: content)
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
