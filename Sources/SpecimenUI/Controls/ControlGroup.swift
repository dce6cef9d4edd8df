import Foundation

/// A container view that displays semantically-related controls in a visually-appropriate manner for the context.
nonisolated public struct ControlGroup<Content: View>: View {
  let content: Content

  /// Creates a new control group with the specified children.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    let items: AnyView
    let label: AnyView
    if let labeled = content as? any LabeledControlGroupContentProtocol {
      items = labeled.erasedContent
      label = labeled.erasedLabel
    } else {
      items = AnyView(content)
      label = AnyView(EmptyView())
    }
    let configuration = ControlGroupStyleConfiguration(content: .init(items), label: .init(label))
    return EnvironmentValues.current.styledBody(\.controlGroupStyle) { $0._anyBody(configuration: configuration) }
  }
}

extension ControlGroup {
  /// Creates a new control group with the specified content and a label.
  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledControlGroupContent<C, L> {
    self.init { LabeledControlGroupContent(content: content(), label: label()) }
  }
  /// Creates a new control group with the specified content and a label generated from a localized string key.
  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey) }
  }
  /// Creates a new control group with the specified content and a label generated from a string.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }
}

extension ControlGroup {
  /// Creates a new control group with the specified content that generates its label from a localized
  /// string key and a system image name (iOS 16).
  public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(titleKey, systemImage: systemImage) }
  }
  /// Creates a new control group with the specified content that generates its label from a string and
  /// a system image name (iOS 16).
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(title, systemImage: systemImage) }
  }
  /// Creates a new control group with the specified content that generates its label from a localized
  /// string key and an image resource (iOS 17).
  public init<C: View>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label { Text(titleKey) } icon: { Image(image) } }
  }
  /// Creates a new control group with the specified content that generates its label from a string and
  /// an image resource (iOS 17).
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label { Text(title) } icon: { Image(image) } }
  }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// Creates a control group based on a style configuration.
  public init(_ configuration: ControlGroupStyleConfiguration) {
    self.content = configuration.content
  }
}

/// A view that represents the body of a control group with a specified label and content.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View, SubviewList {
  let content: Content
  let label: Label
  public var body: some View { content }
  var subviewList: [ContentSubview] { contentSubviews(of: content) }
}

/// A control group's content that carries a label.
protocol LabeledControlGroupContentProtocol {
  /// The controls, type-erased.
  var erasedContent: AnyView { get }
  /// The label, type-erased.
  var erasedLabel: AnyView { get }
}

extension LabeledControlGroupContent: LabeledControlGroupContentProtocol {
  var erasedContent: AnyView { AnyView(content) }
  var erasedLabel: AnyView { AnyView(label) }
}
