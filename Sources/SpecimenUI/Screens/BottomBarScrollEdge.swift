import Foundation

/// Whether a page's scroll content lies under the bar at its bottom edge, which a tab bar's background follows.
///
/// On iOS 15 and later a tab bar shows its standard appearance (the bar material and hairline) only while scrollable
/// content lies under it; when the content's bottom edge meets the bar, UIKit uses the bar's `scrollEdgeAppearance`,
/// or, without one, the standard appearance with a transparent background (`UITabBar.scrollEdgeAppearance`).
/// SwiftUI's `toolbarBackground` visibility `.automatic` follows the same rule: aligned to the bottom edge of a
/// `List`'s or `ScrollView`'s content, "the background of a tab bar becomes transparent" (Apple's
/// `toolbarBackground(_:for:)` page). A still is at rest, scrolled to its start, so content lies under the bar when
/// the scroll view that reaches the bar holds more than it shows. That is known only after layout: the tab view asks
/// from a `GeometryReader`, and the layout engine, which binds `LayoutMeasure.current` while it runs the reader's
/// content, lays the page out at the reader's size.
package enum BottomBarScrollEdge {
  /// The node type whose pages have a bar of their own: the layout engine does not look inside it.
  package static let nestedBarNodeType = BottomBarAppearance.tabViewNodeType
  /// The node type of a navigation stack's root over its bottom toolbar (`BottomToolbarStill`): scroll content that
  /// reaches the toolbar reaches a tab bar below it too, as the root's scroll view runs under both bars on iOS.
  package static let toolbarPageNodeType = "BottomToolbarPage"
  /// The height of a bottom toolbar (`BottomToolbar.height`).
  package static var toolbarHeight: CGFloat { BottomToolbar.height }

  /// Whether scroll content in `page`, laid out at `size`, lies under the bar below it; nil outside a layout pass
  /// and for a tab view `nested` in another's page. Where a nested bar's background goes does not change where the
  /// outer page's content rests, and asking at every level of nested tab views would lay each page out once for
  /// every level around it: this way each render lays each outermost tab view's page out once more, at most.
  static func contentLiesUnderBar(_ page: ResolvedNode, size: CGSize, nested: Bool) -> Bool? {
    guard !nested, let measure = LayoutMeasure.current else { return nil }
    // A page with no scroll view has none under the bar: no need to lay it out.
    guard page.mayHoldScrollView(stoppingAt: [nestedBarNodeType]) else { return false }
    return measure.scrollContentPassesEdge(page, ProposedViewSize(size), .bottom)
  }

}

extension ResolvedNode {
  /// Whether this node holds a scroll view outside nodes of the `boundaries` types (bars of their own), or content
  /// made during layout (a geometry reader's, a preference-driven overlay's) that may hold one: a bar that asks
  /// where a page's scroll content rests lays the page out only when this is true.
  func mayHoldScrollView(stoppingAt boundaries: Set<String>) -> Bool {
    guard !boundaries.contains(type) else { return false }
    switch kind {
    case .scrollView, .geometryReader, .preferenceSecondary: return true
    default: return children.contains { $0.mayHoldScrollView(stoppingAt: boundaries) }
    }
  }
}

/// A bar along a page's bottom edge, put on as the tab bar and a navigation stack's bottom toolbar are: the bar's
/// height is a bottom safe-area inset, so the page ends above it and what in the page ignores the safe area reaches
/// under it, and the bar is drawn over that place from a `GeometryReader`, once the page is laid out and
/// `BottomBarScrollEdge` can tell whether its scroll content lies under the bar.
nonisolated struct BottomBarOverlay<Bar: View>: ViewModifier {
  /// The bar's height; nil puts no bar on.
  let height: CGFloat?
  /// The page's resolved content; nil when there is none, so no content lies under the bar.
  let page: ResolvedNode?
  /// Whether the page is nested in another page with a bar of its kind (`contentLiesUnderBar(_:size:nested:)`).
  let nested: Bool
  /// The bar, given whether the page's scroll content lies under it.
  let bar: (_ contentUnderBar: Bool) -> Bar

  init(height: CGFloat?, page: ResolvedNode?, nested: Bool, @ViewBuilder bar: @escaping (_ contentUnderBar: Bool) -> Bar) {
    (self.height, self.page, self.nested, self.bar) = (height, page, nested, bar)
  }

  func body(content: Content) -> some View {
    content
      .safeAreaInset(edge: .bottom, spacing: 0) {
        // The bar's place: the page's safe area ends above it. The bar is drawn over it (below).
        if let height { Color.clear.frame(height: height) }
      }
      .overlay {
        // The page's size is the whole less the bar's height.
        if let height {
          GeometryReader { proxy in
            let pageSize = CGSize(width: proxy.size.width, height: max(0, proxy.size.height - height))
            let under = page.map { BottomBarScrollEdge.contentLiesUnderBar($0, size: pageSize, nested: nested) ?? true } ?? false
            bar(under).offset(y: pageSize.height)
          }
        }
      }
  }
}

/// Whether the view is in a tab view's page.
struct IsInTabViewPageKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether the view is in a tab view's page, where a tab view's bar does not ask where the page's scroll content
  /// rests (`BottomBarScrollEdge`).
  var isInTabViewPage: Bool {
    get { self[IsInTabViewPageKey.self] }
    set { self[IsInTabViewPageKey.self] = newValue }
  }
}
