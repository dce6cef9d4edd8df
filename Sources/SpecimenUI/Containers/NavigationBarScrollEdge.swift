import Foundation

/// Whether a navigation stack root's scroll content lies under its inline navigation bar, which the bar's background
/// follows.
///
/// Since iOS 15 a navigation bar uses its `scrollEdgeAppearance` while the top of the content scroll view meets the
/// bar, and its `standardAppearance`, the bar material with a hairline shadow along its bottom, once content lies
/// under it; with no scroll-edge appearance set, UIKit uses the standard one with a transparent background
/// (`UINavigationBar.scrollEdgeAppearance`). SwiftUI's automatic `toolbarBackground` visibility follows the same
/// rule. A still is at rest: a scroll view's content rests at its start, meeting the bar, unless it is anchored
/// elsewhere and overflows, as a chat transcript resting at its newest message (`defaultScrollAnchor(.bottom)`). That
/// is known only after layout, so such a bar is drawn over the stack from a `GeometryReader` (`NavigationBarOverPage`),
/// as the tab bar is (`BottomBarScrollEdge`), and the layout engine lays the root out once more to ask.
///
/// Only an inline bar asks: a large title collapses into the inline bar as content scrolls under it, which would
/// change the root's size, so a large-title bar stays clear at rest (docs/unsupported.md).
package enum TopBarScrollEdge {
  /// The node types whose pages have bars of their own: the layout engine does not look inside them.
  package static let boundaryNodeTypes: Set<String> = ["NavigationStack", "NavigationView", BottomBarAppearance.tabViewNodeType]

  /// Whether the bar's background is decided by where the root's content rests: an inline bar with the automatic
  /// visibility and no `UINavigationBar` appearance proxy, in a stack that is not in another stack's root (the
  /// outer root's layout would lay each nested root out once more for every stack around it), over a root that may
  /// hold a scroll view.
  static func asks(inline: Bool, appearance: NavigationBarAppearance, nested: Bool, root: ResolvedNode) -> Bool {
    inline && appearance.visibility == nil && !nested && UIKitNavigationBarLook.current == nil
      && root.mayHoldScrollView(stoppingAt: boundaryNodeTypes)
  }

  /// Whether scroll content in `page`, laid out at `size`, lies under the bar above it; false outside a layout pass.
  static func contentLiesUnderBar(_ page: ResolvedNode, size: CGSize) -> Bool {
    LayoutMeasure.current?.scrollContentPassesEdge(page, ProposedViewSize(size), .top) ?? false
  }

  /// The height of the resolved bar laid out across `width`; 0 outside a layout pass.
  static func height(of bar: ResolvedNode, width: CGFloat) -> CGFloat {
    LayoutMeasure.current?.measure(bar, ProposedViewSize(width: width, height: nil)).size.height ?? 0
  }
}

/// An inline navigation bar drawn over its stack, once the root is laid out: with its standard appearance (the
/// `.bar` material, or the root's `toolbarBackground` style, and the hairline) while the root's scroll content lies
/// under it, clear at the scroll edge. The bar's place in the stack is kept by a hidden copy of it, as an inset.
nonisolated struct NavigationBarOverPage: View {
  /// The resolved bar.
  let bar: ResolvedNode
  /// The root as it fills the space under the bar.
  let page: ResolvedNode
  let appearance: NavigationBarAppearance

  var body: some View {
    GeometryReader { proxy in
      let barHeight = TopBarScrollEdge.height(of: bar, width: proxy.size.width)
      let pageSize = CGSize(width: proxy.size.width, height: max(0, proxy.size.height - barHeight))
      if TopBarScrollEdge.contentLiesUnderBar(page, size: pageSize) {
        NavigationBarStandardAppearance(bar: ResolvedContent(node: bar), appearance: appearance)
      } else {
        ResolvedContent(node: bar)
      }
    }
  }
}

/// A navigation bar in its standard appearance: filled with the root's `toolbarBackground` style, or the `.bar`
/// material, reaching up under the status bar, with UIKit's hairline shadow along its bottom edge (not drawn for
/// `.visible`, which has drawn the fill alone); its title and items take the root's `toolbarColorScheme`.
nonisolated struct NavigationBarStandardAppearance<Bar: View>: View {
  let bar: Bar
  let appearance: NavigationBarAppearance
  var hairline = true

  var body: some View {
    bar
      .background(appearance.style ?? AnyShapeStyle(Material.bar))
      .overlay(alignment: .bottom) { if hairline { Divider() } }
      .environmentChange { values in
        if let scheme = appearance.colorScheme { values.colorScheme = scheme }
      }
  }
}
