import Foundation
import SpecimenUI

// Custom layouts written the way public SwiftUI code writes them, for the layout-protocol
// fixtures. They use only SwiftUI's public `Layout` API, so they compile unchanged in SwiftUI.

/// A wrapping row layout ("flow", "chips"): subviews at their ideal sizes, left to right,
/// wrapping to a new row when the next one would pass the proposed width.
struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = arrange(proposal: proposal, subviews: subviews)
    let width = rows.map { $0.width }.max() ?? 0
    let height = rows.map { $0.height }.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for row in arrange(proposal: ProposedViewSize(width: bounds.width, height: bounds.height), subviews: subviews) {
      var x = bounds.minX
      for index in row.indices {
        let size = subviews[index].sizeThatFits(.unspecified)
        subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
        x += size.width + spacing
      }
      y += row.height + spacing
    }
  }

  private struct Row {
    var indices: [Int] = []
    var width: CGFloat = 0
    var height: CGFloat = 0
  }

  private func arrange(proposal: ProposedViewSize, subviews: Subviews) -> [Row] {
    let maxWidth = proposal.width ?? .infinity
    var rows: [Row] = []
    var current = Row()
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      let needed = current.indices.isEmpty ? size.width : current.width + spacing + size.width
      if needed > maxWidth, !current.indices.isEmpty {
        rows.append(current)
        current = Row()
      }
      current.width = current.indices.isEmpty ? size.width : current.width + spacing + size.width
      current.height = max(current.height, size.height)
      current.indices.append(index)
    }
    if !current.indices.isEmpty { rows.append(current) }
    return rows
  }
}

/// Apple's equal-width stack sample shape: every subview as wide as the widest ideal width,
/// gaps from the subviews' spacing preferences, both kept in a cache.
struct EqualWidthHStack: Layout {
  struct CacheData {
    var maxSize: CGSize
    var spacing: [CGFloat]
  }

  func makeCache(subviews: Subviews) -> CacheData {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let maxSize = sizes.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    let spacing = subviews.indices.map { index in
      index < subviews.count - 1 ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal) : 0
    }
    return CacheData(maxSize: maxSize, spacing: spacing)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
    CGSize(width: cache.maxSize.width * CGFloat(subviews.count) + cache.spacing.reduce(0, +), height: cache.maxSize.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
    let proposal = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
    var x = bounds.minX + cache.maxSize.width / 2
    for index in subviews.indices {
      subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: proposal)
      x += cache.maxSize.width + cache.spacing[index]
    }
  }
}

/// The rank a subview declares for `RankedStack`.
struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

/// A vertical stack ordered by each subview's `Rank` layout value (lowest first), at ideal sizes.
struct RankedStack: Layout {
  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += size.height
    }
  }
}

/// Places only its first subview, at the top-leading corner, at its proposal; the others are
/// left for SwiftUI's default (centred, with the container's proposal).
struct FirstOnly: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: 20, height: 20))
  }
}

/// Sizes like the proposal and reports an explicit vertical centre guide 10 pt from its top.
struct TopGuided: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
  }

  func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                         subviews: Subviews, cache: inout ()) -> CGFloat? {
    guide == .center ? bounds.minY + 10 : nil
  }
}

/// Delegates to `HStackLayout` from inside its own methods (composition of layouts).
struct DelegatingHStack: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var inner: () = ()
    return HStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var inner: () = ()
    HStackLayout(spacing: 0).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
  }
}
