import Foundation
import SpecimenUI

/// One unsafe region: inside `safe` views lay out as usual; a view that ignores the safe area
/// and touches an edge of `safe` grows to the same edge of `outer`.
struct SafeRegion: Sendable {
  var safe: CGRect
  var outer: CGRect

  /// The sides among `edges` on which `frame` reaches the safe area's edge, as physical sides: `.leading` is the left
  /// one and `.trailing` the right (`edges`' leading and trailing are swapped first when `mirrored`).
  func touchedSides(of frame: CGRect, among edges: Edge.Set, mirrored: Bool) -> Edge.Set {
    let epsilon: CGFloat = 0.001
    var sides: Edge.Set = []
    if edges.contains(.top), frame.minY <= safe.minY + epsilon { sides.insert(.top) }
    if edges.contains(.bottom), frame.maxY >= safe.maxY - epsilon { sides.insert(.bottom) }
    if edges.contains(mirrored ? .trailing : .leading), frame.minX <= safe.minX + epsilon { sides.insert(.leading) }
    if edges.contains(mirrored ? .leading : .trailing), frame.maxX >= safe.maxX - epsilon { sides.insert(.trailing) }
    return sides
  }

  /// `rect` reaching out to the unsafe region's outer edge on `sides` (physical sides, as `touchedSides` gives them).
  func extending(_ rect: CGRect, on sides: Edge.Set) -> CGRect {
    let minX = sides.contains(.leading) ? min(rect.minX, outer.minX) : rect.minX
    let maxX = sides.contains(.trailing) ? max(rect.maxX, outer.maxX) : rect.maxX
    let minY = sides.contains(.top) ? min(rect.minY, outer.minY) : rect.minY
    let maxY = sides.contains(.bottom) ? max(rect.maxY, outer.maxY) : rect.maxY
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// What placement knows about the views around a node: named coordinate spaces and safe areas.
struct PlacementScope: @unchecked Sendable {
  /// The named coordinate spaces around the node, innermost last, with their frames in root coordinates.
  var namedFrames: [(name: AnyHashable, frame: CGRect)] = []
  /// The unsafe regions around the node, innermost last.
  var regions: [SafeRegion] = []

  @TaskLocal static var current = PlacementScope()

  /// How far the unsafe area reaches into `frame` on each side (zero where it does not).
  func safeAreaInsets(of frame: CGRect) -> EdgeInsets {
    guard var safe = regions.first?.safe else { return EdgeInsets() }
    for region in regions.dropFirst() { safe = safe.checkedIntersection(region.safe) }
    if safe.isNull { return EdgeInsets() }
    func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    return EdgeInsets(top: clamp(safe.minY - frame.minY), leading: clamp(safe.minX - frame.minX),
                      bottom: clamp(frame.maxY - safe.maxY), trailing: clamp(frame.maxX - safe.maxX))
  }

  /// This scope with the unsafe area on `edges` taken away wherever `frame` reaches the safe area's edge there
  /// (a scroll view absorbs it as content insets).
  func absorbing(_ edges: Edge.Set, of frame: CGRect) -> PlacementScope {
    guard !regions.isEmpty, !edges.isEmpty else { return self }
    var copy = self
    copy.regions = regions.map { region in
      SafeRegion(safe: region.extending(region.safe, on: region.touchedSides(of: frame, among: edges, mirrored: false)),
                 outer: region.outer)
    }
    return copy
  }

  /// This scope with one more unsafe region.
  func adding(_ region: SafeRegion) -> PlacementScope {
    var copy = self
    copy.regions.append(region)
    return copy
  }
}

extension LayoutEngine {
  /// The type of the node that wraps the root in the root's safe-area padding (errors name it as the renderer's
  /// insets, not as a `.safeAreaPadding` the view has).
  public static let rootSafeAreaType = "safeArea"

  /// The node laid out at the root: `node` itself, or wrapped in the root's safe-area padding.
  func rootNode(_ node: ResolvedNode) -> ResolvedNode {
    guard safeAreaInsets != EdgeInsets() else { return node }
    let wrapper = ResolvedNode(.safeAreaPadding(safeAreaInsets), type: Self.rootSafeAreaType, children: [node])
    cache.retain(wrapper)
    return wrapper
  }

  /// This engine with the root as the nearest container: the proposal less the safe-area insets.
  ///
  /// `.containerRelativeFrame` sizes itself from the nearest container (a ScrollView, List or
  /// NavigationStack; else the root). The container is part of every cache key
  /// (`CacheKey.container`), so sizing stays a pure function of (node, proposal, context, container).
  func inRootScope(_ proposal: ProposedViewSize) -> LayoutEngine {
    let p = proposal.sanitized
    let insets = safeAreaInsets
    var copy = self
    copy.rootContainer = ProposedViewSize(width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
                                          height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    return copy
  }

  /// This engine (same cache) with `container` as the nearest container.
  func inContainer(_ container: ProposedViewSize) -> LayoutEngine {
    var copy = self
    copy.container = container
    return copy
  }
}

extension EdgeInsets {
  /// The insets with non-finite or negative values replaced by 0.
  var sanitizedInsets: EdgeInsets {
    func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
    return EdgeInsets(top: clean(top), leading: clean(leading), bottom: clean(bottom), trailing: clean(trailing))
  }
}
