import Foundation

// A scroll view extends into the safe area that `.safeAreaPadding` adds around it and insets its
// content by it instead (iOS 17: "scroll views resolve the safe area into content margins"), so
// a paging carousel padded by 20 pt shows its neighbours' edges in the padding.

extension ResolvedNode {
  /// This node with the scroll view it is, or wraps through single-child effect and
  /// coordinate-space nodes (the scroll view's clip and its named space), given `extra` more
  /// content margins; nil when it is no scroll view.
  func addingScrollContentMargins(_ extra: EdgeInsets) -> ResolvedNode? {
    switch kind {
    case .scrollView(var spec):
      spec.margins = EdgeInsets(top: spec.margins.top + extra.top, leading: spec.margins.leading + extra.leading,
                                bottom: spec.margins.bottom + extra.bottom, trailing: spec.margins.trailing + extra.trailing)
      return rebuilt(.scrollView(spec), children: children)
    case .effect, .coordinateSpace:
      guard children.count == 1, let inner = children[0].addingScrollContentMargins(extra) else { return nil }
      return rebuilt(kind, children: [inner])
    default:
      return nil
    }
  }
}
