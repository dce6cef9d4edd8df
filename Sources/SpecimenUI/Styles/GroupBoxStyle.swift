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
/// As SwiftUI's phone group box body is built (its `Body` type, recorded by DanceUI, ByteDance's
/// reimplementation of SwiftUI, in `PhoneIdiomGroupBoxStyle`): a `VStack` with default alignment and
/// spacing holding the label in `.headline`, which takes the offered width with its content at the
/// leading edge (`_AlignmentLayout(horizontal: .leading)`), over the content; 16 pt padding
/// (`.padding()`); an 8 pt continuous rounded rectangle of `secondarySystemBackground` behind
/// (rgb(242,242,247), dark rgb(28,28,30)). So a labelled box is as wide as it is offered, with content
/// narrower than it centred under the label, and an unlabelled box hugs its content.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label.frame(maxWidth: .infinity, alignment: .leading).font(.headline)
      configuration.content
    }
    .padding(GroupBoxMetrics.padding)
    .background(
      RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius, style: .continuous)
        .fill(FormPalette.secondarySystemBackground))
  }
}

/// Metrics of the iOS group box.
enum GroupBoxMetrics {
  /// Space between the box's edge and its label and content (SwiftUI's default padding).
  static let padding: CGFloat = 16
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
