import Foundation

/// The appearance and behavior of a form.
///
/// A form on an iPhone is drawn grouped whichever built-in style is set (`.automatic` is
/// `.grouped` on iOS; `.columns` is a macOS layout). A custom style's `makeBody` gets the form's
/// content and draws the form; a `Form` inside it is drawn with the next style out.
@MainActor @preconcurrency
public protocol FormStyle {
  /// A view that represents the appearance and interaction of a form.
  associatedtype Body: View
  /// Creates a view that represents the body of a form.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a form instance.
  typealias Configuration = FormStyleConfiguration
}

/// The properties of a form instance.
public struct FormStyleConfiguration {
  /// A type-erased content of a form: its sections and rows, each drawn where the style puts it.
  nonisolated public struct Content: View, PrimitiveView, MultiView, SubviewList {
    let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ResolvedNode { context.resolve(content) }
    package func makeChildren(in context: ResolveContext) -> [ResolvedNode] { context.resolveChildren(content) }
    var subviewList: [ContentSubview] { contentSubviews(of: content) }
  }
  /// A view that is the content of the form.
  public let content: Content
}

/// The form as iOS draws it: an inset-grouped list of its sections (`Form` describes the drawing).
nonisolated struct GroupedFormBody: View {
  let content: FormStyleConfiguration.Content
  var body: some View {
    ListBody(sections: LazyContent.$listedElements.withValue(LazyContent.limit) { FormSection.sections(of: content.content) }, isForm: true)
  }
}

/// The default form style: grouped on iOS.
nonisolated public struct AutomaticFormStyle: FormStyle {
  /// Creates a default form style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(content: configuration.content) }
}

/// A form style with grouped rows.
nonisolated public struct GroupedFormStyle: FormStyle {
  /// Creates a form style with grouped rows.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(content: configuration.content) }
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned
/// column of values; a macOS layout, drawn grouped on an iPhone.
nonisolated public struct ColumnsFormStyle: FormStyle {
  /// Creates a columns form style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(content: configuration.content) }
}

nonisolated extension FormStyle where Self == AutomaticFormStyle {
  /// The default form style.
  public static var automatic: AutomaticFormStyle { .init() }
}
nonisolated extension FormStyle where Self == GroupedFormStyle {
  /// A form style with grouped rows.
  public static var grouped: GroupedFormStyle { .init() }
}
nonisolated extension FormStyle where Self == ColumnsFormStyle {
  /// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned column of values.
  public static var columns: ColumnsFormStyle { .init() }
}

nonisolated extension FormStyle {
  func _anyBody(configuration: Configuration) -> AnyView {
    nonisolated(unsafe) let (style, configuration) = (self, configuration)
    return MainActorBridge.call { AnyView(style.makeBody(configuration: configuration) as Body) }
  }
}

extension EnvironmentValues {
  /// The style of forms in this environment.
  var formStyle: any FormStyle {
    get { self[StyleStack<any FormStyle>.self].last ?? AutomaticFormStyle() }
    set { self[StyleStack<any FormStyle>.self].append(newValue) }
  }
}

nonisolated extension View {
  /// Sets the style for forms in a view hierarchy (the built-in styles draw grouped, as on an iPhone).
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    environmentChange { $0.formStyle = style }
  }
}
