import Foundation

/// A type that applies standard interaction behavior to all progress views within a view hierarchy.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// A view representing the body of a progress view.
  associatedtype Body: View
  /// Creates a view representing the body of a progress view.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  /// A type alias for the properties of a progress view instance.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
  /// A type-erased label describing the task represented by the progress view.
  nonisolated public struct Label: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// A type-erased label that describes the current value of a progress view.
  nonisolated public struct CurrentValueLabel: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// The completed fraction of the task represented by the progress view, from 0.0 to 1.0, or nil if indeterminate.
  public let fractionCompleted: Double?
  /// A view that describes the task represented by the progress view, if any.
  public var label: Label?
  /// A view that describes the current value of a progress view, if any.
  public var currentValueLabel: CurrentValueLabel?
}

struct ProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: any ProgressViewStyle { DefaultProgressViewStyle() }
}

extension EnvironmentValues {
  /// The progress view style set by `.progressViewStyle(_:)`.
  var progressViewStyle: any ProgressViewStyle {
    get { self[StyleStack<any ProgressViewStyle>.self].last ?? ProgressViewStyleKey.defaultValue }
    set { self[StyleStack<any ProgressViewStyle>.self].append(newValue) }
  }
}

nonisolated extension ProgressViewStyle {
  /// This style's body for `configuration`, type-erased so an existential style can make it.
  func makeErasedBody(configuration: Configuration) -> AnyView {
    nonisolated(unsafe) let (style, configuration) = (self, configuration)
    return MainActorBridge.call { AnyView(style.makeBody(configuration: configuration) as Body) }
  }
}

nonisolated extension View {
  /// Sets the style for progress views in this view.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environmentChange { $0.progressViewStyle = style }
  }
}
