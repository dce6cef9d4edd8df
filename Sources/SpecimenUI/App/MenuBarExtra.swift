import Foundation

// macOS 13's menu bar extras. A render opens no window and has no menu bar, so a menu bar extra draws
// nothing; its content is drawn only where a test or preview renders that view.

/// A scene that renders itself as a persistent control in the system menu bar (macOS 13; compiles here).
nonisolated public struct MenuBarExtra<Label: View, Content: View>: Scene, PrimitiveScene {
  let label: Label
  let content: Content
  /// Whether the extra is in the menu bar (nil: always).
  let isInserted: Binding<Bool>?

  /// Creates a menu bar extra with a view as its label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    (self.content, self.label, isInserted) = (content(), label(), nil)
  }
  /// Creates a menu bar extra with a view as its label, which the user can remove from the menu bar.
  public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    (self.content, self.label, self.isInserted) = (content(), label(), isInserted)
  }

  public var body: Never { primitiveBody(Self.self) }
  @MainActor package var windowGroupCount: Int { 0 }
}

nonisolated extension MenuBarExtra where Label == Text {
  /// Creates a menu bar extra with a localized title as its label.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// Creates a menu bar extra with a localized title as its label, which the user can remove.
  public init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isInserted: isInserted, content: content) { Text(titleKey) }
  }
  /// Creates a menu bar extra with a title string as its label.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
  /// Creates a menu bar extra with a title string as its label, which the user can remove.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isInserted: isInserted, content: content) { Text(title) }
  }
}

nonisolated extension MenuBarExtra where Label == SpecimenUI.Label<Text, Image> {
  /// Creates a menu bar extra labelled by a system image, with a localized title.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SpecimenUI.Label(titleKey, systemImage: systemImage) }
  }
  /// Creates a menu bar extra labelled by a system image, with a localized title, which the user can remove.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isInserted: isInserted, content: content) { SpecimenUI.Label(titleKey, systemImage: systemImage) }
  }
  /// Creates a menu bar extra labelled by a system image, with a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SpecimenUI.Label(title, systemImage: systemImage) }
  }
  /// Creates a menu bar extra labelled by a system image, with a title string, which the user can remove.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isInserted: isInserted, content: content) { SpecimenUI.Label(title, systemImage: systemImage) }
  }
  /// Creates a menu bar extra labelled by an image from the app's assets, with a localized title.
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SpecimenUI.Label(title: { Text(titleKey) }, icon: { Image(image) }) }
  }
  /// Creates a menu bar extra labelled by an image from the app's assets, with a localized title, which the user can remove.
  public init(_ titleKey: LocalizedStringKey, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isInserted: isInserted, content: content) { SpecimenUI.Label(title: { Text(titleKey) }, icon: { Image(image) }) }
  }
  /// Creates a menu bar extra labelled by an image from the app's assets, with a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SpecimenUI.Label(title: { Text(title) }, icon: { Image(image) }) }
  }
  /// Creates a menu bar extra labelled by an image from the app's assets, with a title string, which the user can remove.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isInserted: isInserted, content: content) { SpecimenUI.Label(title: { Text(title) }, icon: { Image(image) }) }
  }
  /// Creates a menu bar extra labelled by an image resource, with a localized title (macOS 14).
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SpecimenUI.Label(title: { Text(titleKey) }, icon: { Image(image) }) }
  }
  /// Creates a menu bar extra labelled by an image resource, with a title string (macOS 14).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SpecimenUI.Label(title: { Text(title) }, icon: { Image(image) }) }
  }
}

/// How a menu bar extra shows its content (macOS 13): compiles; a render has no menu bar, so every style is the same.
public protocol MenuBarExtraStyle {}

/// The default menu bar extra style.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
  public init() {}
}

/// A menu bar extra style that renders its contents as a menu that pulls down from the icon in the menu bar.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
  public init() {}
}

/// A menu bar extra style that renders its contents in a popover-like window.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
  public init() {}
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
  /// The default menu bar extra style.
  public static var automatic: AutomaticMenuBarExtraStyle { .init() }
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
  /// A menu bar extra style that renders its contents as a menu that pulls down from the icon in the menu bar.
  public static var menu: PullDownMenuBarExtraStyle { .init() }
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
  /// A menu bar extra style that renders its contents in a popover-like window.
  public static var window: WindowMenuBarExtraStyle { .init() }
}
