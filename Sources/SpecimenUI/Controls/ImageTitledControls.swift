import Foundation

// iOS 17's forms of the controls that build a `Label` from a title and an image: a title from a
// string variable (`Button(item.name, systemImage: item.icon)`), and the generated asset symbols
// (`image: .logo`, an `ImageResource`). Each draws the same label as its `systemImage:` sibling.

extension Label where Title == Text, Icon == Image {
  /// Creates a label with an icon image and a title generated from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
  /// Creates a label with an image resource and a title generated from a localized string key (iOS 17).
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }
  /// Creates a label with an image resource and a title generated from a string (iOS 17).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
    self.init(title: { Text(title) }, icon: { Image(resource) })
  }
}

extension Button where Label == SpecimenUI.Label<Text, Image> {
  /// Creates a button with a system image and a title from a string (iOS 17).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { SpecimenUI.Label(title, systemImage: systemImage) }
  }
  /// Creates a button with a role, a system image and a title from a string (iOS 17).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { SpecimenUI.Label(title, systemImage: systemImage) }
  }
  /// Creates a button with an image resource and a title from a localized string key (iOS 17).
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { SpecimenUI.Label(titleKey, image: image) }
  }
  /// Creates a button with a role, an image resource and a title from a localized string key (iOS 17).
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { SpecimenUI.Label(titleKey, image: image) }
  }
  /// Creates a button with an image resource and a title from a string (iOS 17).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { SpecimenUI.Label(title, image: image) }
  }
  /// Creates a button with a role, an image resource and a title from a string (iOS 17).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { SpecimenUI.Label(title, image: image) }
  }
}

extension Toggle where Label == SpecimenUI.Label<Text, Image> {
  /// Creates a toggle with an image resource and a title from a localized string key (iOS 17).
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SpecimenUI.Label(titleKey, image: image) }
  }
  /// Creates a toggle with an image resource and a title from a string (iOS 17).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SpecimenUI.Label(title, image: image) }
  }
}

extension Menu where Label == SpecimenUI.Label<Text, Image> {
  /// Creates a menu whose label is an image resource and a localized title (iOS 17).
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SpecimenUI.Label(titleKey, image: image) }
  }
  /// Creates a menu whose label is an image resource and a title from a string (iOS 17).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SpecimenUI.Label(title, image: image) }
  }
}

extension Picker where Label == SpecimenUI.Label<Text, Image> {
  /// Creates a picker whose label is a system image and a localized title (iOS 17).
  public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { SpecimenUI.Label(titleKey, systemImage: systemImage) }
  }
  /// Creates a picker whose label is a system image and a title from a string (iOS 17).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { SpecimenUI.Label(title, systemImage: systemImage) }
  }
  /// Creates a picker whose label is an image resource and a localized title (iOS 17).
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { SpecimenUI.Label(titleKey, image: image) }
  }
  /// Creates a picker whose label is an image resource and a title from a string (iOS 17).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { SpecimenUI.Label(title, image: image) }
  }
}
