import Foundation

/// A type that specifies the appearance and interaction of all group boxes within a view hierarchy.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// A view that represents the body of a group box.
  associatedtype Body: View
  /// Creates a view representing the body of a group box.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a group box instance.
  typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box instance.
public struct GroupBoxStyleConfiguration {
  /// A type-erased label of a group box.
  nonisolated public struct Label: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// A type-erased content of a group box.
  nonisolated public struct Content: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// A view that provides the title of the group box.
  public let label: Label
  /// A view that represents the content of the group box.
  public let content: Content
}

/// The default style for group box views: on iOS a filled, rounded card.
///
/// iOS 17: label in `.headline` above the content (8 pt apart), both leading-aligned,
/// 16 pt padding, a `secondarySystemBackground` fill (rgb(242,242,247), dark rgb(28,28,30))
/// with an 8 pt continuous corner radius; the box takes the width it is offered.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: GroupBoxMetrics.spacing) {
      configuration.label.font(.headline)
      configuration.content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(GroupBoxMetrics.padding)
    .background(
      RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius, style: .continuous)
        .fill(FormPalette.secondarySystemBackground))
  }
}

/// Metrics of the iOS group box.
enum GroupBoxMetrics {
  /// Space between the box's edge and its label and content.
  static let padding: CGFloat = 16
  /// Space between the label and the content.
  static let spacing: CGFloat = 8
  /// Corner radius of the card.
  static let cornerRadius: CGFloat = 8
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default style for group box views.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension GroupBoxStyle {
  func _anyBody(configuration: Configuration) -> AnyView {
    nonisolated(unsafe) let (style, configuration) = (self, configuration)
    return MainActorBridge.call { AnyView(style.makeBody(configuration: configuration) as Body) }
  }
}

struct GroupBoxStyleKey: EnvironmentKey {
  static var defaultValue: any GroupBoxStyle { DefaultGroupBoxStyle() }
}

extension EnvironmentValues {
  /// The style of group boxes in this environment.
  var groupBoxStyle: any GroupBoxStyle {
    get { self[StyleStack<any GroupBoxStyle>.self].last ?? GroupBoxStyleKey.defaultValue }
    set { self[StyleStack<any GroupBoxStyle>.self].append(newValue) }
  }
}

nonisolated extension View {
  /// Sets the style for group boxes within this view.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    environmentChange { $0.groupBoxStyle = style }
  }
}
