import Foundation

/// A result builder for the tabs of a `TabView` (iOS 18): it builds views as `ViewBuilder` does,
/// but gives each `Tab` the tab view's selection type, so `Tab("Home", systemImage: "house",
/// value: .home)` finds `.home` in that type as it does in SwiftUI.
@resultBuilder
public enum TabContentBuilder<TabValue: Hashable> {
  public static func buildBlock() -> EmptyView { ViewBuilder.buildBlock() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    ViewBuilder.buildBlock(repeat each content)
  }

  /// A tab whose value has the tab view's selection type.
  public static func buildExpression<Content: View, Label: View>(_ tab: Tab<TabValue, Content, Label>) -> Tab<TabValue, Content, Label> { tab }

  /// A section of tabs, whose tabs take the same selection type.
  public static func buildExpression<Header: View, Content: View, Footer: View>(
    _ section: TabSection<Header, Content, Footer, TabValue>
  ) -> TabSection<Header, Content, Footer, TabValue> { section }

  /// Any other view: a tab without a value, or a view with a `.tabItem`.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(first: first) }

  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(second: second) }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

  public static func buildArray<Content: View>(_ components: [Content]) -> ForEach<[Int], Int, Content> {
    ViewBuilder.buildArray(components)
  }
}
