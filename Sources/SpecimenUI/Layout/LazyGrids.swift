import Foundation

/// A description of one row or column of a lazy grid (SwiftUI's `GridItem`).
public struct GridItem: Sendable {
  /// How a grid item sizes its track.
  public enum Size: Sendable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// A share of the remaining space, kept within `minimum...maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks of at least `minimum` as fit in a share of the remaining space.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size of the item.
  public var size: Size
  /// The spacing to the next item; nil is the system spacing (8).
  public var spacing: CGFloat?
  /// How cells are aligned in the item's tracks; nil centres them.
  public var alignment: Alignment?

  /// An item of `size`.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A container that arranges its children in a grid growing vertically, columns described by
/// `GridItem`s; a still render creates every child.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let layout: LazyGridLayout
  let content: Content

  /// A grid with `columns`, aligned by `alignment` in its width, `spacing` between rows.
  public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    layout = LazyGridLayout(axis: .vertical, items: columns, alignment: alignment.key, spacing: spacing)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    LazyContent.resolve("LazyVGrid", axis: .vertical, in: context) {
      ResolvedNode(.layout(ErasedLayout.box(layout.checked("LazyVGrid"))), type: "LazyVGrid", children: $0.resolveChildren(content))
    }
  }
}

/// A container that arranges its children in a grid growing horizontally, rows described by `GridItem`s.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let layout: LazyGridLayout
  let content: Content

  /// A grid with `rows`, aligned by `alignment` in its height, `spacing` between columns.
  public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    layout = LazyGridLayout(axis: .horizontal, items: rows, alignment: alignment.key, spacing: spacing)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    LazyContent.resolve("LazyHGrid", axis: .horizontal, in: context) {
      ResolvedNode(.layout(ErasedLayout.box(layout.checked("LazyHGrid"))), type: "LazyHGrid", children: $0.resolveChildren(content))
    }
  }
}

/// The lazy grids' layout, written against the public `Layout` API. For a `LazyVGrid`
/// (`axis` vertical: lines grow downwards, tracks are columns):
///
/// - Tracks come from the items before any child is asked (Field Guide, "LazyVGrid": "the
///   widths of the grid columns are computed without consulting the subviews"): the item
///   spacings are subtracted from the width, fixed items take their size first, then the
///   others in order each get remaining ÷ items left: a flexible item clamped to its
///   bounds, an adaptive item as many tracks of at least its minimum as fit with its spacing
///   (objc.io, "SwiftUI's Grid Views", 2020, and Swift Talk 238's reimplementation).
/// - Children fill the tracks line by line; a line is as tall as its tallest child proposed
///   (track width, nil); lines are `spacing` (default 8) apart.
/// - The grid is as wide as its proposal or its tracks, whichever is more (a nil width counts
///   as 10), and places its tracks again for that width, aligned by `alignment` when
///   narrower; each child is proposed its cell and aligned in it by its item's alignment.
struct LazyGridLayout: Layout {
  let axis: Axis
  let items: [GridItem]
  let alignment: AlignmentKey
  let spacing: CGFloat?

  /// The most tracks one adaptive item makes (a 1-pt minimum in a 10 000-pt grid), so a
  /// huge proposal cannot allocate without bound.
  static let maximumAdaptiveTracks = 10_000

  /// One resolved track: its length, the item's alignment and the gap after it.
  struct Track {
    var length: CGFloat
    var alignment: Alignment?
    var gapAfter: CGFloat
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let available = cross(proposal) ?? 10
    let tracks = self.tracks(for: available)
    let extent = tracksExtent(tracks)
    let lines = lineLengths(tracks, subviews)
    let length = lines.reduce(0, +) + lineSpacing * CGFloat(max(lines.count - 1, 0))
    return size(cross: max(available, extent), along: length)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let crossLength = axis == .vertical ? bounds.width : bounds.height
    let tracks = self.tracks(for: crossLength)
    guard !tracks.isEmpty else { return }
    let free = crossLength - tracksExtent(tracks)
    let lead = alignment == HorizontalAlignment.leading.key || alignment == VerticalAlignment.top.key ? 0
      : alignment == HorizontalAlignment.trailing.key || alignment == VerticalAlignment.bottom.key ? free : free / 2
    let lines = lineLengths(tracks, subviews)
    var along: CGFloat = 0
    for (line, lineLength) in lines.enumerated() {
      var across = lead
      for (column, track) in tracks.enumerated() {
        let index = line * tracks.count + column
        guard index < subviews.count else { break }
        let unit = unitPoint(track.alignment ?? .center)
        let cellOrigin = point(cross: across, along: along)
        let cellSize = size(cross: track.length, along: lineLength)
        subviews[index].place(
          at: CGPoint(x: bounds.minX + cellOrigin.x + unit.x * cellSize.width, y: bounds.minY + cellOrigin.y + unit.y * cellSize.height),
          anchor: unit, proposal: ProposedViewSize(cellSize))
        across += track.length + track.gapAfter
      }
      along += lineLength + lineSpacing
    }
  }

  private var lineSpacing: CGFloat { spacing.map { $0.isFinite ? $0 : 0 } ?? 8 }

  /// The tracks for a cross-axis length `available`.
  func tracks(for available: CGFloat) -> [Track] {
    guard !items.isEmpty else { return [] }
    let gaps = items.map { item in item.spacing.map { $0.isFinite ? $0 : 0 } ?? 8 }
    var remaining = available - gaps.dropLast().reduce(0, +)
    var lengths: [[CGFloat]] = items.map { _ in [] }
    let order = items.indices.filter { if case .fixed = items[$0].size { return true } else { return false } }
      + items.indices.filter { if case .fixed = items[$0].size { return false } else { return true } }
    for (position, index) in order.enumerated() {
      let share = remaining / CGFloat(order.count - position)
      switch items[index].size {
      case .fixed(let length):
        lengths[index] = [clean(length)]
      case .flexible(let minimum, let maximum):
        lengths[index] = [min(max(share, clean(minimum)), max(clean(maximum), clean(minimum)))]
      case .adaptive(let minimum, let maximum):
        let minimum = max(clean(minimum), 1), gap = gaps[index]
        let fit = ((share + gap) / (minimum + gap)).rounded(.down)
        // At most `maximumAdaptiveTracks`; clamped before converting, so 1e30 cannot trap.
        let count = fit.isFinite ? Int(min(max(fit, 1), CGFloat(Self.maximumAdaptiveTracks))) : 1
        let each = min(max((share - gap * CGFloat(count - 1)) / CGFloat(count), minimum), max(clean(maximum), minimum))
        lengths[index] = Array(repeating: each, count: count)
      }
      remaining -= lengths[index].reduce(0, +) + gaps[index] * CGFloat(lengths[index].count - 1)
    }
    return items.indices.flatMap { index in
      lengths[index].enumerated().map { offset, length in
        Track(length: length, alignment: items[index].alignment,
              gapAfter: offset == lengths[index].count - 1 && index == items.count - 1 ? 0 : gaps[index])
      }
    }
  }

  private func tracksExtent(_ tracks: [Track]) -> CGFloat { tracks.reduce(0) { $0 + $1.length + $1.gapAfter } }

  /// Each line's length: its tallest (widest, for a horizontal grid) child proposed (track, nil).
  private func lineLengths(_ tracks: [Track], _ subviews: Subviews) -> [CGFloat] {
    guard !tracks.isEmpty else { return [] }
    return stride(from: 0, to: subviews.count, by: tracks.count).map { start in
      zip(tracks, subviews[start..<min(start + tracks.count, subviews.count)]).reduce(0) { result, pair in
        let proposal = axis == .vertical ? ProposedViewSize(width: pair.0.length, height: nil)
          : ProposedViewSize(width: nil, height: pair.0.length)
        let size = pair.1.sizeThatFits(proposal)
        return max(result, axis == .vertical ? size.height : size.width)
      }
    }
  }

  private func cross(_ proposal: ProposedViewSize) -> CGFloat? { axis == .vertical ? proposal.width : proposal.height }
  private func size(cross: CGFloat, along: CGFloat) -> CGSize {
    axis == .vertical ? CGSize(width: cross, height: along) : CGSize(width: along, height: cross)
  }
  private func point(cross: CGFloat, along: CGFloat) -> CGPoint {
    axis == .vertical ? CGPoint(x: cross, y: along) : CGPoint(x: along, y: cross)
  }
  private func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : (value > 0 ? value : 0) }

  /// This layout with the `GridItem` numbers that cannot be laid out reported (naming the grid, the item and the value)
  /// and replaced: a NaN or infinite fixed size or minimum makes the item `.flexible()` (an infinite track would
  /// push every cell off the grid, a NaN adaptive minimum make 10 000 one-point tracks), a NaN maximum is no maximum,
  /// a maximum below the minimum is named (the track keeps its minimum), and a non-finite spacing is 0.
  func checked(_ grid: String) -> LazyGridLayout {
    func report(_ index: Int, _ what: String, _ value: CGFloat, _ drawn: String) {
      LayoutArgumentCheck.report("\(grid) GridItem \(index) \(what) \(LayoutArgumentCheck.text(value)) is not a finite size; laid out \(drawn)")
    }
    func contradictory(_ index: Int, _ size: String, _ minimum: CGFloat, _ maximum: CGFloat) {
      LayoutArgumentCheck.report("\(grid) GridItem \(index) \(size)(maximum: \(LayoutArgumentCheck.text(maximum))) is below its minimum "
        + "\(LayoutArgumentCheck.text(minimum)): contradictory constraints; laid out at the minimum")
    }
    let items = self.items.enumerated().map { index, item in
      var item = item
      if case .fixed(let length) = item.size {
        LayoutArgumentCheck.longerThanAnyScreen("\(grid) GridItem \(index) .fixed", length, effect: "its track is that long")
      }
      LayoutArgumentCheck.longerThanAnyScreen("\(grid) GridItem \(index) spacing", item.spacing, effect: "its track is that far from the next")
      switch item.size {
      case .fixed(let length) where !length.isFinite:
        report(index, ".fixed", length, "as .flexible()")
        item.size = .flexible()
      case .adaptive(let minimum, _) where !minimum.isFinite:
        report(index, ".adaptive(minimum:)", minimum, "as .flexible()")
        item.size = .flexible()
      case .flexible(let minimum, _) where !minimum.isFinite:
        report(index, ".flexible(minimum:)", minimum, "as .flexible()")
        item.size = .flexible()
      case .adaptive(let minimum, let maximum) where maximum.isNaN:
        report(index, ".adaptive(maximum:)", maximum, "without a maximum")
        item.size = .adaptive(minimum: minimum)
      case .flexible(let minimum, let maximum) where maximum.isNaN:
        report(index, ".flexible(maximum:)", maximum, "without a maximum")
        item.size = .flexible(minimum: minimum)
      default: break
      }
      // As a frame's maximum below its minimum (SwiftUI: "Contradictory frame constraints specified."), the track is laid
      // out at its minimum.
      switch item.size {
      case .adaptive(let minimum, let maximum) where maximum < minimum:
        contradictory(index, ".adaptive", minimum, maximum)
      case .flexible(let minimum, let maximum) where maximum < minimum:
        contradictory(index, ".flexible", minimum, maximum)
      default: break
      }
      if let spacing = item.spacing, !spacing.isFinite {
        report(index, "spacing", spacing, "with spacing 0")
        item.spacing = 0
      }
      return item
    }
    LayoutArgumentCheck.longerThanAnyScreen("\(grid)(spacing:)", spacing, effect: "its rows are laid out that far apart")
    if let spacing, !spacing.isFinite {
      LayoutArgumentCheck.report("\(grid)(spacing: \(LayoutArgumentCheck.text(spacing))) is not a finite length; laid out with spacing 0")
    }
    return LazyGridLayout(axis: axis, items: items, alignment: alignment, spacing: spacing)
  }
}

/// The unit point of `alignment`'s standard guides (custom guides count as centre).
func unitPoint(_ alignment: Alignment) -> UnitPoint {
  let x: CGFloat = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
  let y: CGFloat = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
  return UnitPoint(x: x, y: y)
}
