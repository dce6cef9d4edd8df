import Foundation

/// Defines the implementation of all control groups within a view hierarchy.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// A view representing the body of a control group.
  associatedtype Body: View
  /// Creates a view representing the body of a control group.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a control group.
  typealias Configuration = ControlGroupStyleConfiguration
}

/// The properties of a control group.
public struct ControlGroupStyleConfiguration {
  /// A type-erased content of a control group.
  nonisolated public struct Content: View, PrimitiveView, MultiView, SubviewList {
    let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ResolvedNode { context.resolve(content) }
    package func makeChildren(in context: ResolveContext) -> [ResolvedNode] { context.resolveChildren(content) }
    var subviewList: [ContentSubview] { contentSubviews(of: content) }
  }
  /// A type-erased label of a control group.
  nonisolated public struct Label: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// A view that represents the content of the control group.
  public let content: Content
  /// A view that provides the optional label of the control group.
  public let label: Label
}

/// The default control group style: on iOS the controls side by side in one filled, rounded container with separators.
///
/// Each control takes an equal share of the width, padded 7 pt × 12 pt like a regular
/// bordered button; the container is `tertiarySystemFill` (rgba(118,118,128,0.12), dark
/// 0.24) with an 8 pt continuous corner radius; 1 pt `separator` lines, inset 8 pt top
/// and bottom, sit between neighbours.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let items = SideBySideLimit.capped(contentSubviews(of: configuration.content), control: "ControlGroup", fix: ControlGroupMetrics.fix)
    HStack(spacing: 0) {
      ForEach(items.indices, id: \.self) { index in
        items[index]
          .padding(.vertical, ControlGroupMetrics.verticalPadding)
          .padding(.horizontal, ControlGroupMetrics.horizontalPadding)
          .frame(maxWidth: .infinity)
          .overlay(alignment: .leading) {
            if index > 0 {
              Rectangle()
                .fill(FormPalette.separator)
                .frame(width: ControlGroupMetrics.separatorWidth)
                .padding(.vertical, ControlGroupMetrics.separatorInset)
            }
          }
      }
    }
    .background(
      RoundedRectangle(cornerRadius: ControlGroupMetrics.cornerRadius, style: .continuous)
        .fill(FormPalette.tertiarySystemFill))
  }
}

/// A control group style that presents its content as navigation controls: side by side, with no container.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let items = SideBySideLimit.capped(contentSubviews(of: configuration.content), control: "ControlGroup (.navigation)",
                                       fix: ControlGroupMetrics.fix)
    HStack(spacing: 0) {
      ForEach(items.indices, id: \.self) { index in
        items[index]
          .padding(.vertical, ControlGroupMetrics.verticalPadding)
          .padding(.horizontal, ControlGroupMetrics.horizontalPadding)
      }
    }
  }
}

/// Metrics of the iOS control group.
enum ControlGroupMetrics {
  static let verticalPadding: CGFloat = 7
  static let horizontalPadding: CGFloat = 12
  static let cornerRadius: CGFloat = 8
  static let separatorWidth: CGFloat = 1
  static let separatorInset: CGFloat = 8
  /// What a warning about too many controls suggests.
  static let fix = "Put the controls that do not fit in a Menu, as iOS's toolbars do"
}

nonisolated extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The default control group style.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// The navigation control group style.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

nonisolated extension ControlGroupStyle {
  func _anyBody(configuration: Configuration) -> AnyView {
    nonisolated(unsafe) let (style, configuration) = (self, configuration)
    return MainActorBridge.call { AnyView(style.makeBody(configuration: configuration) as Body) }
  }
}

struct ControlGroupStyleKey: EnvironmentKey {
  static var defaultValue: any ControlGroupStyle { AutomaticControlGroupStyle() }
}

extension EnvironmentValues {
  /// The style of control groups in this environment.
  var controlGroupStyle: any ControlGroupStyle {
    get { self[StyleStack<any ControlGroupStyle>.self].last ?? ControlGroupStyleKey.defaultValue }
    set { self[StyleStack<any ControlGroupStyle>.self].append(newValue) }
  }
}

nonisolated extension View {
  /// Sets the style for control groups within this view.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    environmentChange { $0.controlGroupStyle = style }
  }
}
