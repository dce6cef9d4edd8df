import Foundation

/// A view that presents views in two or three columns, where selections in leading columns control presentations in subsequent columns.
///
/// Specimen's cells are iPhones, where a split view collapses into a single navigation stack
/// showing one column: the sidebar, unless `preferredCompactColumn` names another
/// ("NavigationSplitViewColumn": "A NavigationSplitView collapses into a single stack in some
/// contexts, like on iPhone", developer.apple.com/documentation/swiftui/navigationsplitviewcolumn).
/// That column is drawn as the root of a `NavigationStack`, under its navigation bar.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail
  let compactColumn: NavigationSplitViewColumn

  public var body: some View {
    NavigationStack {
      switch compactColumn.kind {
      case .sidebar: sidebar
      case .content: content
      case .detail: detail
      }
    }
  }
}

extension NavigationSplitView {
  /// Creates a three-column navigation split view.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar(), content: content(), detail: detail(), compactColumn: .sidebar)
  }

  /// Creates a three-column navigation split view that enables programmatic control of leading columns' visibility.
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar(), content: content(), detail: detail(), compactColumn: .sidebar)
  }

  /// Creates a three-column navigation split view that controls which column appears on top when collapsed.
  public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar(), content: content(), detail: detail(), compactColumn: preferredCompactColumn.wrappedValue)
  }

  /// Creates a three-column navigation split view with programmatic control of visibility and of the collapsed column.
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
              @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar(), content: content(), detail: detail(), compactColumn: preferredCompactColumn.wrappedValue)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column navigation split view.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar(), content: EmptyView(), detail: detail(), compactColumn: .sidebar)
  }

  /// Creates a two-column navigation split view that enables programmatic control of the sidebar's visibility.
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar(), content: EmptyView(), detail: detail(), compactColumn: .sidebar)
  }

  /// Creates a two-column navigation split view that controls which column appears on top when collapsed.
  public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder detail: () -> Detail) {
    let column = preferredCompactColumn.wrappedValue
    // A two-column view has no content column; asking for it shows the sidebar.
    self.init(sidebar: sidebar(), content: EmptyView(), detail: detail(), compactColumn: column == .content ? .sidebar : column)
  }

  /// Creates a two-column navigation split view with programmatic control of visibility and of the collapsed column.
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
              @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, detail: detail)
  }
}

/// The visibility of the leading columns in a navigation split view (only regular widths show several; cells are compact).
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
  enum Kind: Hashable, Sendable, Codable { case automatic, all, doubleColumn, detailOnly }
  let kind: Kind
  /// Use the default leading column visibility for the current device.
  public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
  /// Show all the columns of a three-column navigation split view.
  public static let all = NavigationSplitViewVisibility(kind: .all)
  /// Show the content column and detail area of a three-column navigation split view, or the sidebar column and detail area of a two-column one.
  public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
  /// Hide the leading columns of a navigation split view.
  public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// A view that represents a column in a navigation split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case sidebar, content, detail }
  let kind: Kind
  /// The leading column.
  public static let sidebar = NavigationSplitViewColumn(kind: .sidebar)
  /// The middle column of a three-column split view.
  public static let content = NavigationSplitViewColumn(kind: .content)
  /// The detail area.
  public static let detail = NavigationSplitViewColumn(kind: .detail)
}

/// A type that specifies the appearance and interaction of navigation split views within a view hierarchy.
public protocol NavigationSplitViewStyle {}

/// A navigation split view style that reduces the size of the detail content to make room when showing the leading column or columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// A navigation split view style that attempts to maintain the size of the detail content when hiding or showing the leading columns.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// A navigation split view style that resolves its appearance automatically based on the current context.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// A navigation split style that reduces the size of the detail content to make room when showing the leading column or columns.
  public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// A navigation split style that attempts to maintain the size of the detail content when hiding or showing the leading columns.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// A navigation split style that resolves its appearance automatically based on the current context.
  public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

/// A kind of toolbar item a view adds by default (the sidebar toggle of a split view).
public struct ToolbarDefaultItemKind: Sendable {
  let name: String
  /// The sidebar toggle toolbar item a navigation split view adds by default (not drawn on a collapsed iPhone split view).
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The title item of a toolbar.
  public static let title = ToolbarDefaultItemKind(name: "title")
}

nonisolated extension View {
  /// Sets the style for navigation split views within this view (collapsed split views draw one column either way).
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { inert() }
  /// Sets a fixed, preferred width for the column containing this view (regular widths only; no effect on an iPhone).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    environmentChange { _ in ColumnWidthCheck.report("navigationSplitViewColumnWidth", fixed: width, drawn: ColumnWidthCheck.splitView) }
  }
  /// Sets a flexible, preferred width for the column containing this view (regular widths only; no effect on an iPhone).
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    environmentChange { _ in
      ColumnWidthCheck.report("navigationSplitViewColumnWidth", min: min, ideal: ideal, max: max, drawn: ColumnWidthCheck.splitView)
    }
  }
  /// Removes a toolbar item present by default (the collapsed split view draws no sidebar toggle anyway).
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { inert() }
}
