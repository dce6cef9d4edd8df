import Foundation

/// A type that specifies the appearance and interaction of disclosure groups within a view hierarchy.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// A view that represents the body of a disclosure group.
  associatedtype Body: View
  /// Creates a view that represents the body of a disclosure group.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a disclosure group instance.
  typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The properties of a disclosure group instance.
public struct DisclosureGroupStyleConfiguration {
  /// A type-erased label of a disclosure group.
  nonisolated public struct Label: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// A type-erased content of a disclosure group.
  nonisolated public struct Content: View, PrimitiveView, MultiView, SubviewList {
    let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ResolvedNode { context.resolve(content) }
    package func makeChildren(in context: ResolveContext) -> [ResolvedNode] { context.resolveChildren(content) }
    var subviewList: [ContentSubview] { contentSubviews(of: content) }
  }
  /// The label for the disclosure group.
  public let label: Label
  /// The content of the disclosure group.
  public let content: Content
  /// A binding to a Boolean that indicates whether the disclosure group is expanded.
  @Binding public var isExpanded: Bool

  init(label: Label, content: Content, isExpanded: Binding<Bool>) {
    self.label = label
    self.content = content
    self._isExpanded = isExpanded
  }
}

/// The default disclosure group style: the label with a trailing tinted chevron, the content below it when expanded.
///
/// iOS 17: `chevron.right` in the tint, footnote-sized and semibold, turned 90° (pointing
/// down) when expanded; the content is shown only when expanded.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let expanded = configuration.isExpanded
    VStack(alignment: .leading) {
      HStack {
        configuration.label
        Spacer()
        Image(systemName: "chevron.right")
          .font(.footnote.weight(.semibold))
          .foregroundStyle(TintShapeStyle())
          .rotationEffect(.degrees(expanded ? 90 : 0))
      }
      if expanded {
        configuration.content
      }
    }
  }
}

nonisolated extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// A disclosure group style that resolves its appearance automatically based on the current context.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

nonisolated extension DisclosureGroupStyle {
  func _anyBody(configuration: Configuration) -> AnyView {
    nonisolated(unsafe) let (style, configuration) = (self, configuration)
    return MainActorBridge.call { AnyView(style.makeBody(configuration: configuration) as Body) }
  }
}

struct DisclosureGroupStyleKey: EnvironmentKey {
  static var defaultValue: any DisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension EnvironmentValues {
  /// The style of disclosure groups in this environment.
  var disclosureGroupStyle: any DisclosureGroupStyle {
    get { self[StyleStack<any DisclosureGroupStyle>.self].last ?? DisclosureGroupStyleKey.defaultValue }
    set { self[StyleStack<any DisclosureGroupStyle>.self].append(newValue) }
  }
}

nonisolated extension View {
  /// Sets the style for disclosure groups within this view.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    environmentChange { $0.disclosureGroupStyle = style }
  }
}
