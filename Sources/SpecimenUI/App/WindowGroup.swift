import Foundation

/// A scene that presents a group of identically structured windows (an iPhone app's one window).
///
/// It holds its content view; Specimen opens no window, so the view is drawn only where a test or
/// preview renders it.
nonisolated public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let title: Text?
  let id: String?
  let content: Content

  /// Creates a window group.
  public init(@ViewBuilder content: () -> Content) { (title, id, self.content) = (nil, nil, content()) }
  /// Creates a window group with an identifier.
  public init(id: String, @ViewBuilder content: () -> Content) { (title, self.id, self.content) = (nil, id, content()) }
  /// Creates a window group with a text view title.
  public init(_ title: Text, @ViewBuilder content: () -> Content) { (self.title, id, self.content) = (title, nil, content()) }
  /// Creates a window group with a text view title and an identifier.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { (self.title, self.id, self.content) = (title, id, content()) }
  /// Creates a window group with a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    (title, id, self.content) = (Text(titleKey), nil, content())
  }
  /// Creates a window group with a localized title and an identifier.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    (title, self.id, self.content) = (Text(titleKey), id, content())
  }
  /// Creates a window group with a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { (self.title, id, self.content) = (Text(title), nil, content()) }
  /// Creates a window group with a title string and an identifier.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    (self.title, self.id, self.content) = (Text(title), id, content())
  }

  public var body: Never { primitiveBody(Self.self) }
  @MainActor package var windowGroupCount: Int { 1 }
}

/// A scene that presents its content in a single unique window (macOS, iPadOS 16; compiles here).
nonisolated public struct Window<Content: View>: Scene, PrimitiveScene {
  let title: Text
  let id: String
  let content: Content
  /// Creates a window with a title and an identifier.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { (self.title, self.id, self.content) = (title, id, content()) }
  /// Creates a window with a localized title and an identifier.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    (title, self.id, self.content) = (Text(titleKey), id, content())
  }
  /// Creates a window with a title string and an identifier.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    (self.title, self.id, self.content) = (Text(title), id, content())
  }
  public var body: Never { primitiveBody(Self.self) }
  @MainActor package var windowGroupCount: Int { 0 }
}

/// A scene that presents an interface for viewing and modifying an app's settings (macOS; compiles here).
nonisolated public struct Settings<Content: View>: Scene, PrimitiveScene {
  let content: Content
  /// Creates a scene that presents an interface for viewing and modifying an app's preferences.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody(Self.self) }
  @MainActor package var windowGroupCount: Int { 0 }
}
