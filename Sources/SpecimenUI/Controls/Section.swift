import Foundation

/// A container view that you can use to add hierarchy within certain views: a Form draws each one as a card with a header and footer.
///
/// Outside a Form it stands for its header, content and footer, one after another.
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
  /// Whether a collapsible section (`isExpanded:`) is collapsed: its rows are not drawn.
  var isCollapsed = false
}

extension Section: View where Parent: View, Content: View, Footer: View {
  public var body: some View {
    Group {
      header
      if !isCollapsed { content }
      footer
    }
  }

  /// Creates a section with a header, footer, and the provided section content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
    self.init(header: header(), content: content(), footer: footer())
  }

  /// Creates a section with the provided section content, header and footer.
  @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// Creates a section with a footer and the provided section content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), content: content(), footer: footer())
  }
  /// Creates a section with the provided section content and footer.
  @available(iOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: footer)
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// Creates a section with a header and the provided section content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }
  /// Creates a section with the provided section content and header.
  @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:)")
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: EmptyView())
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// Creates a collapsible section with a header view (iOS 17); a collapsed one draws its header only.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView(), isCollapsed: !isExpanded.wrappedValue)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// Creates a section with the provided section content.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// Creates a collapsible section with a header from a localized string key (iOS 17); a collapsed one draws its header only.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isCollapsed: !isExpanded.wrappedValue)
  }
  /// Creates a collapsible section with a header from a string (iOS 17); a collapsed one draws its header only.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView(), isCollapsed: !isExpanded.wrappedValue)
  }
  /// Creates a section with the provided section content and a header generated from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }
  /// Creates a section with the provided section content and a header generated from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }
}

/// A Section seen by a Form: its header, footer (nil when `EmptyView`) and rows.
protocol SectionParts {
  var sectionHeader: (any View)? { get }
  var sectionFooter: (any View)? { get }
  var sectionRows: [ContentSubview] { get }
  /// Whether the section was made with `isExpanded:` bound to false.
  var sectionIsCollapsed: Bool { get }
}

extension Section: SectionParts where Parent: View, Content: View, Footer: View {
  var sectionHeader: (any View)? { header is EmptyView ? nil : header }
  var sectionFooter: (any View)? { footer is EmptyView ? nil : footer }
  var sectionRows: [ContentSubview] { isCollapsed ? [] : contentSubviews(of: content) }
  var sectionIsCollapsed: Bool { isCollapsed }
}
