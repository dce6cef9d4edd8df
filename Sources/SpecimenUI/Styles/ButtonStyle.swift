import Foundation

/// A type that applies standard interaction behavior and a custom appearance to all buttons within a view hierarchy.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// A view that represents the body of a button.
  associatedtype Body: View
  /// Creates a view that represents the body of a button.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a button.
  typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button: its label, role and whether it is pressed.
public struct ButtonStyleConfiguration {
  /// A type-erased label of a button.
  nonisolated public struct Label: View, PrimitiveView {
    let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ResolvedNode { ButtonLabelLayout.node(content, in: context) }
  }
  /// An optional semantic role that describes the button's purpose.
  public let role: ButtonRole?
  /// A view that describes the effect of pressing the button.
  public let label: Label
  /// A Boolean that indicates whether the user is currently pressing the button.
  public let isPressed: Bool
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons within a view hierarchy.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// A view that represents the body of a button.
  associatedtype Body: View
  /// Creates a view that represents the body of a button.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a button.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button for a primitive style.
public struct PrimitiveButtonStyleConfiguration {
  /// A type-erased label of a button.
  nonisolated public struct Label: View, PrimitiveView {
    let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ResolvedNode { ButtonLabelLayout.node(content, in: context) }
  }
  /// An optional semantic role describing the button's purpose.
  public let role: ButtonRole?
  /// A view that describes the effect of calling the button's action.
  public let label: Label
  let action: () -> Void
  /// Performs the button's action.
  public func trigger() { action() }
}

/// The button style stored in the environment: either kind of style protocol.
enum AnyButtonStyle {
  case primitive(any PrimitiveButtonStyle)
  case style(any ButtonStyle)

  func makeBody(configuration: PrimitiveButtonStyleConfiguration, environment: EnvironmentValues) -> AnyView {
    switch self {
    case .primitive(let style):
      nonisolated(unsafe) let (style, configuration) = (style, configuration)
      return MainActorBridge.call { AnyView(style.makeBody(configuration: configuration)) }
    case .style(let style):
      nonisolated(unsafe) let config = ButtonStyleConfiguration(
        role: configuration.role, label: ButtonStyleConfiguration.Label(configuration.label),
        isPressed: environment.isPressed)
      nonisolated(unsafe) let style = style
      return MainActorBridge.call { AnyView(style.makeBody(configuration: config)) }
    }
  }
}

struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: AnyButtonStyle { .primitive(DefaultButtonStyle()) }
}

extension EnvironmentValues {
  var buttonStyle: AnyButtonStyle {
    get { self[StyleStack<AnyButtonStyle>.self].last ?? ButtonStyleKey.defaultValue }
    set { self[StyleStack<AnyButtonStyle>.self].append(newValue) }
  }
}

nonisolated extension View {
  /// Sets the style for buttons within this view to a button style with a custom appearance and standard interaction behavior.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environmentChange { $0.buttonStyle = .style(style) }
  }

  /// Sets the style for buttons within this view to a button style with a custom appearance and custom interaction behavior.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environmentChange { $0.buttonStyle = .primitive(style) }
  }
}

/// A control's label drawn as one view: several views in it sit side by side, as in a button's label or a
/// navigation link's row (a modifier on the label then applies to the row of them, not to each view).
nonisolated struct SideBySideLabel: View, PrimitiveView {
  let content: AnyView
  init(_ content: some View) { self.content = AnyView(content) }
  var body: Never { primitiveBody(Self.self) }
  func makeNode(in context: ResolveContext) -> ResolvedNode { ButtonLabelLayout.node(content, in: context) }
}

/// A button's label is one view: several views in it sit side by side, as in SwiftUI's buttons.
enum ButtonLabelLayout {
  static func node(_ content: AnyView, in context: ResolveContext) -> ResolvedNode {
    let children = context.resolveChildren(content)
    if children.count == 1 { return children[0] }
    let spec = StackSpec(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil)
    return ResolvedNode(.stack(spec), type: "HStack", children: children)
  }
}

extension AnyButtonStyle: StyleBox {
  var boxedStyle: Any {
    switch self {
    case .primitive(let style): return style
    case .style(let style): return style
    }
  }
}
