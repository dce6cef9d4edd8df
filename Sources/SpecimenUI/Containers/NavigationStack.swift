import Foundation

/// A view that displays a root view and enables you to present additional views over the root view; a still frame shows the root under its navigation bar.
///
/// The root's `.navigationTitle`, `.navigationBarTitleDisplayMode` and `.toolbar` are read
/// from its resolved tree (the preferences they set), so they work from any depth of the
/// root's content. The bar sits above the root like a `.safeAreaInset(edge: .top)`: a list's
/// background, which ignores the safe area, reaches under it, as on iOS at the top of a scroll.
nonisolated public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
  let root: Root

  public var body: Never { primitiveBody(Self.self) }

  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    navigationNode(root: root, type: "NavigationStack", in: context)
  }
}

extension NavigationStack where Data == NavigationPath {
  /// Creates a navigation stack that manages its own navigation state.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }
  /// Creates a navigation stack with heterogeneous navigation state that you can control (the still frame shows the root).
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { self.root = root() }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
  /// Creates a navigation stack with homogeneous navigation state that you can control (the still frame shows the root).
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }
}

/// A view for presenting a stack of views that represents a visible path in a navigation hierarchy (deprecated; drawn like NavigationStack on an iPhone).
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
  let content: Content
  /// Creates a destination-based navigation view.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    // A navigation view of several views is a split view of columns (a sidebar, a supplementary, a detail). An
    // iPhone, horizontally compact, collapses it to a stack showing the first column: Xcode's template's
    // `NavigationView { List { … }; Text("Select an item") }` shows the list. Cells are phones, so it is always
    // collapsed, as `NavigationSplitView` is (docs/unsupported.md).
    let columns = contentSubviews(of: content)
    guard columns.count > 1 else { return navigationNode(root: content, type: "NavigationView", in: context) }
    return navigationNode(root: columns[0], type: "NavigationView", in: context)
  }
}

/// A type-erased list of data representing the content of a navigation stack. It holds what it is made with and what
/// is appended, as SwiftUI's does; a still frame shows the stack's root whatever it holds.
public struct NavigationPath: Equatable, @unchecked Sendable {
  /// The path's values (`AnyHashable` is not `Sendable`; a path is a value only read where it was made).
  var elements: [AnyHashable] = []
  public init() {}
  /// Creates a path of `elements`, in order.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map(AnyHashable.init) }
  /// The number of elements in this path.
  public var count: Int { elements.count }
  /// A Boolean that indicates whether this path is empty.
  public var isEmpty: Bool { elements.isEmpty }
  /// Appends a new value to the end of this path.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  /// Removes values from the end of this path (all of them when `k` is more than it holds; none when `k` is not positive).
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}

/// A view that controls a navigation presentation; drawn as its label.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  /// Creates a navigation link that presents the destination view.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
  public var body: some View { NavigationLinkBody(label: label) }
}

extension NavigationLink: ListRowTraitCarrier {
  func applyListRowTraits(to traits: inout ListRowTraits) { traits.isNavigationLink = true }
}

/// How a navigation link draws, as on iOS: in a list or form row, its label in the primary style across the row
/// (several views side by side, as in a button's label) with a disclosure chevron at the trailing edge (the row's
/// badge before it); elsewhere, as a button (tinted by the default style, and styled by `.buttonStyle(_:)`, as
/// `.buttonStyle(.plain)` on a card link).
nonisolated struct NavigationLinkBody<Label: View>: View {
  let label: Label
  @Environment(\.isInForm) private var isInRow
  @Environment(\.navigationLinkRowBadge) private var badge

  var body: some View {
    if isInRow {
      HStack(spacing: NavigationLinkMetrics.chevronSpacing) {
        HStack {
          SideBySideLabel(label).frame(maxWidth: .infinity, alignment: .leading).environment(\.navigationLinkRowBadge, nil)
          if let badge { ListRowBadge(text: badge) }
        }
        Image(systemName: "chevron.forward")
          .font(.body.weight(.semibold))
          .imageScale(.small)
          .foregroundStyle(ControlsPalette.tertiaryLabel)
      }
      .accessibilityRole { context in AccessibilityRole(kind: .button, isEnabled: context.environment.isEnabled) }
    } else {
      Button(action: {}) { label }
    }
  }
}

/// The disclosure chevron of a navigation link row: UITableViewCell's disclosure indicator, drawn as
/// SwiftUI draws it (`chevron.forward`, body size at the small image scale, semibold, in `tertiaryLabel`).
package enum NavigationLinkMetrics {
  /// The least space between the row's content and the chevron (a stack's standard spacing).
  package static let chevronSpacing: CGFloat = 8
}

extension NavigationLink where Destination == Never {
  /// Creates a navigation link that presents the view corresponding to a value.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// Creates a navigation link that presents the view corresponding to a value, with a text label.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.label = Text(title) }
}

extension NavigationLink where Label == Text {
  /// Creates a navigation link that presents a destination view, with a text label.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { self.label = Text(title) }
  /// Creates a navigation link that presents a destination view, with a localized text label.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.label = Text(titleKey) }
}

nonisolated extension View {
  /// Associates a destination view with a presented data type for use within a navigation stack (never presented in a still frame).
  public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }

  /// Associates a destination view with a binding that presents it within a navigation stack (iOS 16); a still
  /// draws the view that presents it, as for the other presentations, even when the binding is `true`.
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }

  /// Associates a destination view with a bound value that presents it within a navigation stack (iOS 17); a still
  /// draws the view that presents it, whatever the value.
  public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
}

/// The resolved root of a navigation container: the root under its navigation bar.
private func navigationNode<Root: View>(root: Root, type: String, in context: ResolveContext) -> ResolvedNode {
  let resolvedRoot = context.with { $0.isInNavigationStackPage = true }.resolve(root)
  let toolbars = allPreferences(ToolbarItemsKey.self, in: resolvedRoot).flatMap { $0 }
  let items = toolbarItems(toolbars.flatMap { contentSubviews(of: $0) }, in: context)
  // `.bottomBar` and `.status` items: the root over the bottom toolbar, which stays when the navigation bar hides.
  let bottomItems = items.filter(BottomToolbar.isBottomItem)
  var content = resolvedRoot
  if !bottomItems.isEmpty {
    // The root's settings for the bar are looked for only when there is a bar.
    let look = BottomBarAppearance(bottomToolbarOf: resolvedRoot, boundaries: navigationContainerTypes)
    if !look.hidden {
      content = context.resolve(BottomToolbarStill(page: ResolvedContent(node: resolvedRoot), items: bottomItems, appearance: look))
        .retyped(BottomBarScrollEdge.toolbarPageNodeType)
    }
  }
  let title: Text? = firstPreference(NavigationTitleKey.self, in: resolvedRoot) ?? nil
  let mode = (firstPreference(NavigationTitleDisplayModeKey.self, in: resolvedRoot) ?? nil) ?? .automatic
  if (firstPreference(NavigationBarHiddenKey.self, in: resolvedRoot) ?? nil) == true {
    // `.navigationBarHidden(true)` / `.toolbar(.hidden, for: .navigationBar)`: the root alone, centred as below.
    return .maxFrame(content, maxWidth: .infinity, maxHeight: .infinity, alignment: .center, type: type)
  }
  let search = (firstPreference(SearchFieldKey.self, in: resolvedRoot) ?? nil) ?? context.environment.searchField
  let bar = NavigationBarView(title: title, large: mode != .inline, items: items, search: search)
  let appearance = NavigationBarAppearance(
    style: firstPreference(NavigationBarBackgroundStyleKey.self, in: resolvedRoot) ?? nil,
    visibility: firstPreference(NavigationBarBackgroundVisibilityKey.self, in: resolvedRoot) ?? nil,
    colorScheme: (firstPreference(NavigationBarColorSchemeKey.self, in: resolvedRoot) ?? nil) ?? nil)
  // The root fills the space under the bar and sits in its centre, as a hosting controller centres its root
  // view: a short `VStack` is in the middle of the screen, a `List` or `ScrollView` fills it anyway.
  let filled = ResolvedNode.maxFrame(content, maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
  let spec = SafeAreaInsetSpec(edge: .top, alignment: .center, spacing: 0)
  if TopBarScrollEdge.asks(inline: mode == .inline, appearance: appearance,
                           nested: context.environment.isInNavigationStackPage, root: content) {
    // The bar's background follows where the root's scroll content rests, known once it is laid out: a hidden
    // copy of the bar keeps its place, and the bar is drawn over the stack (`NavigationBarOverPage`).
    let barNode = context.resolve(bar)
    let placeholder = context.resolve(ResolvedContent(node: barNode).hidden().accessibilityHidden(true))
    let stack = ResolvedNode(.safeAreaInset(spec), type: "NavigationBarInset", children: [filled, placeholder])
    let over = NavigationBarOverPage(bar: barNode, page: filled, appearance: appearance)
    return context.resolve(ResolvedContent(node: stack).overlay(alignment: .top) { over }).retyped(type)
  }
  let barNode = context.resolve(NavigationBarChrome(bar: bar, appearance: appearance))
  return ResolvedNode(.safeAreaInset(spec), type: type, children: [filled, barNode])
}

/// A toolbar's items, with each custom `ToolbarContent` type (a view here) replaced by the items its body lists, as
/// SwiftUI places each of them by its own placement; a custom view that lists no placed item stays one item. An item
/// left out of the default set (`showsByDefault: false`) is dropped, as a toolbar nobody has customized shows none.
private func toolbarItems(_ views: [ContentSubview], in context: ResolveContext, depth: Int = 0) -> [ContentSubview] {
  views.flatMap { subview -> [ContentSubview] in
    if let item = subview.view as? any PlacedToolbarItem, !item.isShownByDefault { return [] }
    guard depth < 8, !(subview.view is any PlacedToolbarItem), !(subview.view is any PrimitiveView) else { return [subview] }
    let listed = toolbarItems(contentSubviews(of: body(of: subview.view, in: context)), in: context, depth: depth + 1)
    return listed.contains { $0.view is any PlacedToolbarItem } ? listed : [subview]
  }
}

/// The body of a custom view, evaluated in the context's environment.
private func body<V: View>(of view: V, in context: ResolveContext) -> any View {
  nonisolated(unsafe) let view = view
  return context.evaluate { view.body }
}

/// The value of the outermost `.preference(key:…)` for `key` in a resolved tree (not looking into nested navigation containers).
private func firstPreference<K: PreferenceKey>(_ key: K.Type, in node: ResolvedNode) -> K.Value? {
  node.firstPreferenceValue(key, stoppingAt: navigationContainerTypes)
}

/// Every value `.preference(key:…)` sets for `key` in a resolved tree, outermost first.
private func allPreferences<K: PreferenceKey>(_ key: K.Type, in node: ResolvedNode) -> [K.Value] {
  node.preferenceValues(key, stoppingAt: navigationContainerTypes)
}

/// The node types of navigation containers, whose roots' settings are for their own bars.
private let navigationContainerTypes: Set<String> = ["NavigationStack", "NavigationView"]
