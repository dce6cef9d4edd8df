import Foundation
import SpecimenUI

/// What a node is laid out inside, as far as its own sizing depends on it.
///
/// A Spacer and a Divider size themselves by the axis of the stack around them (rule 35),
/// and a group that is the secondary view of a background or overlay is layered like a
/// ZStack rather than stacked (rule 40). Everything else ignores the context.
struct LayoutContext: Hashable, Sendable {
  /// The axis of the enclosing HStack/VStack, seen through unary modifiers; nil outside a stack.
  var stackAxis: Axis?
  /// When set, a `.group` node is laid out as a ZStack with this alignment (horizontal, vertical).
  var layering: LayeringKeys?

  /// No enclosing stack, no layering.
  static let none = LayoutContext(stackAxis: nil, layering: nil)

  /// The context a unary modifier hands to its child: the stack axis survives, layering does not.
  var forUnaryChild: LayoutContext { LayoutContext(stackAxis: stackAxis, layering: nil) }
}

/// The two alignment keys of an `Alignment`, in a hashable form.
struct LayeringKeys: Hashable, Sendable {
  var horizontal: AlignmentKey
  var vertical: AlignmentKey

  /// The keys of `alignment`.
  init(_ alignment: Alignment) {
    horizontal = alignment.horizontal.key
    vertical = alignment.vertical.key
  }
}

/// The identity of one measurement: a node, the proposal it got, its context and container.
///
/// Every `size` and `arrange` call builds, hashes and compares one, so it holds only plain
/// values: the context as its stack axis and the identities of its layering guides
/// (`AlignmentKey` equality is identity and axis, and a layering's guides are one horizontal
/// and one vertical key), not the keys themselves with their names and default closures.
struct CacheKey: Hashable, Sendable {
  var node: ObjectIdentifier
  var proposal: ProposedViewSize
  var stackAxis: Axis?
  var layeringHorizontal: ObjectIdentifier?
  var layeringVertical: ObjectIdentifier?
  /// The nearest container's size (`.containerRelativeFrame`; the engine's `container`), so
  /// one node measured in two containers keeps two entries.
  var container: ProposedViewSize?

  init(node: ObjectIdentifier, proposal: ProposedViewSize, context: LayoutContext, container: ProposedViewSize?) {
    self.node = node
    self.proposal = proposal
    self.stackAxis = context.stackAxis
    self.layeringHorizontal = context.layering?.horizontal.id
    self.layeringVertical = context.layering?.vertical.id
    self.container = container
  }

  /// Hashes the node and the proposal only: keys that differ in context or container alone
  /// are rare (a node has one context), and equal keys still hash equally.
  func hash(into hasher: inout Hasher) {
    hasher.combine(node)
    hasher.combine(proposal.width ?? -1)
    hasher.combine(proposal.height ?? -1)
  }
}

/// The per-pass memo of sizes, arrangements and text metrics, with measurement counters.
///
/// Keys use node identity, so the cache keeps every node it has seen alive (`retain`): an
/// identifier can then never be reused by a new node while the cache exists. Access is
/// guarded by a lock, so an engine may be shared across threads, though one pass is
/// normally single-threaded.
final class LayoutCache: @unchecked Sendable {
  private let lock = NSLock()
  private var sizes: [CacheKey: CGSize] = [:]
  private var arrangements: [CacheKey: Arrangement] = [:]
  private var metrics: [CacheKey: TextMetrics] = [:]
  private var explicitKeys: [ObjectIdentifier: Set<AlignmentKey>] = [:]
  private var spacings: [ObjectIdentifier: ViewSpacing] = [:]
  private var gaps: [ObjectIdentifier: [CGFloat]] = [:]
  private var retained: [ResolvedNode] = []
  private var layoutSlots: [ObjectIdentifier: LayoutCacheSlot] = [:]
  private var leafCounts: [ObjectIdentifier: Int] = [:]
  private var leafTotal = 0
  private var subviewMeasurements = 0
  private var lastSubviewSizes: [ObjectIdentifier: CGSize] = [:]

  /// Runs `body` while holding the lock.
  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  func size(_ key: CacheKey) -> CGSize? { locked { sizes[key] } }
  func store(size: CGSize, _ key: CacheKey) { locked { sizes[key] = size } }
  func arrangement(_ key: CacheKey) -> Arrangement? { locked { arrangements[key] } }
  func store(arrangement: Arrangement, _ key: CacheKey) { locked { arrangements[key] = arrangement } }
  func metrics(_ key: CacheKey) -> TextMetrics? { locked { metrics[key] } }
  func store(metrics value: TextMetrics, _ key: CacheKey) { locked { metrics[key] = value } }
  func explicitKeys(_ id: ObjectIdentifier) -> Set<AlignmentKey>? { locked { explicitKeys[id] } }
  func store(explicitKeys value: Set<AlignmentKey>, _ id: ObjectIdentifier) { locked { explicitKeys[id] = value } }
  func spacing(_ id: ObjectIdentifier) -> ViewSpacing? { locked { spacings[id] } }
  func store(spacing value: ViewSpacing, _ id: ObjectIdentifier) { locked { spacings[id] = value } }
  func gaps(_ id: ObjectIdentifier) -> [CGFloat]? { locked { gaps[id] } }
  func store(gaps value: [CGFloat], _ id: ObjectIdentifier) { locked { gaps[id] = value } }

  /// The cache of custom layout `node` for this pass (made empty on first use).
  func layoutCacheSlot(_ node: ResolvedNode) -> LayoutCacheSlot {
    locked {
      if let slot = layoutSlots[ObjectIdentifier(node)] { return slot }
      let slot = LayoutCacheSlot()
      layoutSlots[ObjectIdentifier(node)] = slot
      return slot
    }
  }

  /// Keeps `node` alive for the cache's lifetime so its identity stays unique.
  func retain(_ node: ResolvedNode) { locked { retained.append(node) } }

  /// Records one real measurement of a leaf (a cache miss that asked a shape or measurer).
  func countLeafMeasurement(_ node: ResolvedNode) {
    locked {
      leafCounts[ObjectIdentifier(node), default: 0] += 1
      leafTotal += 1
    }
  }

  /// Counts one measurement a custom layout asked of a subview that the memo did not hold; returns the count so far.
  func countSubviewMeasurement() -> Int {
    locked {
      subviewMeasurements += 1
      return subviewMeasurements
    }
  }

  /// The size subview `id` last answered a custom layout, nil before it answered one.
  func lastSubviewSize(_ id: ObjectIdentifier) -> CGSize? { locked { lastSubviewSizes[id] } }
  func store(lastSubviewSize size: CGSize, _ id: ObjectIdentifier) { locked { lastSubviewSizes[id] = size } }

  /// The number of leaf measurements so far.
  var leafMeasurementCount: Int { locked { leafTotal } }

  /// The number of measurements of one leaf so far.
  func leafMeasurementCount(of node: ResolvedNode) -> Int { locked { leafCounts[ObjectIdentifier(node)] ?? 0 } }
}
