import Foundation

/// The appearance and behavior of a labeled content instance.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// A view that represents the appearance and behavior of labeled content.
  associatedtype Body: View
  /// Creates a view that represents the body of labeled content.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a labeled content instance.
  typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of a labeled content instance.
public struct LabeledContentStyleConfiguration {
  /// A type-erased label of a labeled content instance.
  nonisolated public struct Label: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// A type-erased content of a labeled content instance.
  nonisolated public struct Content: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// The label of the labeled content instance.
  public let label: Label
  /// The content of the labeled content instance.
  public let content: Content
  /// Whether the content is a value given as a string (drawn in the secondary color).
  let isValue: Bool
}

/// The default labeled content style: on iOS the label leading and the content trailing.
///
/// A value given as a string (`LabeledContent("Name", value: "…")`) is drawn in the
/// secondary color; `.labelsHidden()` leaves only the content.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    if ControlsPalette.labelsHidden(env) {
      configuration.content
    } else {
      HStack {
        configuration.label
        Spacer()
        if configuration.isValue {
          configuration.content.foregroundStyle(HierarchicalShapeStyle.secondary)
        } else {
          configuration.content
        }
      }
    }
  }
}

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// A labeled content style that resolves its appearance automatically based on the current context.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

nonisolated extension LabeledContentStyle {
  func _anyBody(configuration: Configuration) -> AnyView {
    nonisolated(unsafe) let (style, configuration) = (self, configuration)
    return MainActorBridge.call { AnyView(style.makeBody(configuration: configuration) as Body) }
  }
}

struct LabeledContentStyleKey: EnvironmentKey {
  static var defaultValue: any LabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension EnvironmentValues {
  /// The style of labeled content in this environment.
  var labeledContentStyle: any LabeledContentStyle {
    get { self[StyleStack<any LabeledContentStyle>.self].last ?? LabeledContentStyleKey.defaultValue }
    set { self[StyleStack<any LabeledContentStyle>.self].append(newValue) }
  }
}

nonisolated extension View {
  /// Sets a style for labeled content.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    environmentChange { $0.labeledContentStyle = style }
  }
}
