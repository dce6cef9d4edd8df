import Foundation

/// A view that controls a sharing presentation.
///
/// Drawn as iOS draws it at rest: a button whose default label is
/// `Label("Share", systemImage: "square.and.arrow.up")` (SwiftUI's `DefaultShareLinkLabel`),
/// styled by the environment's button style. Nothing is shared in a still. Apple constrains the
/// items to `Transferable`, which Linux Foundation lacks, so any item type is accepted here.
nonisolated public struct ShareLink<Label: View>: View {
  let label: Label

  init(label: Label) { self.label = label }

  public var body: some View {
    Button(action: {}) { label }
  }
}

/// The default label of a `ShareLink`: "Share" with the `square.and.arrow.up` symbol.
nonisolated public struct DefaultShareLinkLabel: View {
  public var body: some View { SpecimenUI.Label("Share", systemImage: "square.and.arrow.up") }
}

/// A representation of a type to display in a share preview.
public struct SharePreview<Image, Icon>: Sendable {
  /// Creates a preview representation with a title from a localized string key.
  public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never {}
  /// Creates a preview representation with a title from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never {}
  /// Creates a preview representation with a title and an image.
  public init(_ titleKey: LocalizedStringKey, image: Image) where Icon == Never {}
  /// Creates a preview representation with a title and an icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) where Image == Never {}
  /// Creates a preview representation with a title, an image and an icon.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
  /// Creates a preview representation with a string title and an image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) where Icon == Never {}
  /// Creates a preview representation with a string title, an image and an icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {}
}

extension ShareLink where Label == DefaultShareLinkLabel {
  /// Creates an instance that presents the share interface for an item (a URL, a string or any transferable value).
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(label: DefaultShareLinkLabel())
  }
  /// Creates an instance that presents the share interface for an item, with a preview.
  public init<Item, I, C>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>) {
    self.init(label: DefaultShareLinkLabel())
  }
  /// Creates an instance that presents the share interface for a collection of items.
  public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
    self.init(label: DefaultShareLinkLabel())
  }
}

extension ShareLink {
  /// Creates an instance, with a custom label, that presents the share interface for an item.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(label: label())
  }
  /// Creates an instance, with a custom label, that presents the share interface for an item, with a preview.
  public init<Item, I, C>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>,
                          @ViewBuilder label: () -> Label) {
    self.init(label: label())
  }
  /// Creates an instance, with a custom label, that presents the share interface for a collection of items.
  public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(label: label())
  }
}

extension ShareLink where Label == SpecimenUI.Label<Text, Image> {
  /// Creates an instance with a title from a localized string key and the share symbol that shares an item.
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(label: SpecimenUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }
  /// Creates an instance with a title from a string and the share symbol that shares an item.
  @_disfavoredOverload
  public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(label: SpecimenUI.Label(title, systemImage: "square.and.arrow.up"))
  }
  /// Creates an instance with a title from a localized string key that shares an item with a preview.
  public init<Item, I, C>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
                          preview: SharePreview<I, C>) {
    self.init(label: SpecimenUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }
}
