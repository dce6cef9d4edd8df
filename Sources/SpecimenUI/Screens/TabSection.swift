import Foundation

/// A group of tabs with a header (iOS 18). On an iPhone the tab bar shows the section's tabs in
/// line with the others, so the section contributes its tabs and its header is not drawn.
///
/// As in SwiftUI, a section is generic over the tab view's selection type, so its tabs can name
/// their values with a leading dot (`value: .songs`).
nonisolated public struct TabSection<Header: View, Content: View, Footer: View, SelectionValue: Hashable>: View, SubviewList {
  let header: Header
  let content: Content
  let footer: Footer

  /// Creates a section with a header and the tabs it groups.
  public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header)
  where Footer == EmptyView {
    self.content = content()
    self.header = header()
    footer = EmptyView()
  }

  public var body: some View { content }
  var subviewList: [ContentSubview] { contentSubviews(of: content) }
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// Creates a section titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// Creates a section titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
  /// Creates a section without a header.
  public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}
