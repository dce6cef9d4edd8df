import Foundation

/// A user `Layout` behind a non-generic interface the layout engine calls, with its cache
/// kept in a per-pass `LayoutCacheSlot`.
public class ErasedLayout: @unchecked Sendable {
  /// The layout's properties (its stack orientation).
  package let properties: LayoutProperties

  init(properties: LayoutProperties) { self.properties = properties }

  /// The layout whose `placeSubviews` is running on this task, for `LayoutSubview.place` to report to.
  @TaskLocal static var placing: ErasedLayout?

  private let lock = NSLock()
  private var noted: [ResolveIssue] = []

  /// What the layout answered that layout could not use as given (a NaN, infinite or negative size, a
  /// subview placed at a NaN or infinite point), once each, in the order found; the painter reports them
  /// as render warnings naming the layout type.
  package var issues: [ResolveIssue] {
    lock.lock()
    defer { lock.unlock() }
    return noted
  }

  private var largest: (size: CGSize, proposal: ProposedViewSize)?

  /// The finite answer of `sizeThatFits` with the longest side, and the proposal it answered: a layout answering a
  /// size no canvas can hold (10³⁰⁰ pt) is named when its cell fails on the canvas size (`oversizedAnswer(over:)`).
  package var largestAnswer: (size: CGSize, proposal: ProposedViewSize)? {
    lock.lock()
    defer { lock.unlock() }
    return largest
  }

  /// Notes `size`, answered for `proposal`, if it is the longest finite answer so far.
  func noteAnswer(_ size: CGSize, for proposal: ProposedViewSize) {
    guard size.width.isFinite, size.height.isFinite else { return }
    lock.lock()
    defer { lock.unlock() }
    if max(size.width, size.height) > largest.map({ max($0.size.width, $0.size.height) }) ?? 0 { largest = (size, proposal) }
  }

  private var farthest: (value: CGFloat, guide: String)?

  /// Notes a finite explicit alignment `value` of `guide` if it is the farthest from 0 so far.
  func noteGuide(_ value: CGFloat, _ guide: String) {
    lock.lock()
    defer { lock.unlock() }
    if abs(value) > abs(farthest?.value ?? 0) { farthest = (value, guide) }
  }

  /// Why the layout's answer cannot be drawn, when its longest finite answer has a side over `points` (or, failing
  /// that, an explicit alignment it answered is farther than that from its origin): the type, the answer, the proposal
  /// and the fix; nil when every answer fits.
  package func oversizedAnswer(over points: CGFloat) -> String? {
    let text = { (v: CGFloat?) in v.map { NumberText.describe(Double($0)) } ?? "nil" }
    guard let (size, proposal) = largestAnswer, max(size.width, size.height) > points else {
      lock.lock()
      defer { lock.unlock() }
      guard let (value, guide) = farthest, abs(value) > points else { return nil }
      return "\(typeName).explicitAlignment(of: \(guide)) returned \(text(value)), farther from the layout's origin than a canvas "
        + "holds (\(text(points)) pt per side at this scale), so what aligns with it is placed that far away; return a value "
        + "within the layout's bounds, or nil"
    }
    return "\(typeName).sizeThatFits returned \(text(size.width))×\(text(size.height)) for a proposal of "
      + "\(text(proposal.width))×\(text(proposal.height)), more than a canvas holds (\(text(points)) pt per side at this scale); "
      + "return a size that fits the proposal or the subviews (e.g. proposal.replacingUnspecifiedDimensions())"
  }

  /// Names the layout whose subviews were measured more than `limit` times in one pass (the layout engine's budget).
  package func noteMeasurementBudget(_ limit: Int) {
    note("\(typeName).sizeThatFits measured its subviews at so many different proposals that the layout pass made over \(limit) (CustomLayoutBudget.maxSubviewMeasurements) "
      + "measurements (a layout measuring at proposals derived from its own, nested, multiplies them at every level); past them a "
      + "subview answers the size it last answered, so the layout may differ from iOS's. Measure each subview at a few proposals "
      + "(e.g. .unspecified, .zero and .infinity) and keep what they answer in the layout's cache")
  }

  func note(_ message: String) {
    let issue = ResolveIssue(.invalidNumber, message)
    lock.lock()
    defer { lock.unlock() }
    if noted.count < 8, !noted.contains(issue) { noted.append(issue) }
  }

  /// Makes the box for `layout`.
  package static func box<L: Layout>(_ layout: L) -> ErasedLayout { TypedLayout(layout) }

  /// The layout's type name, for messages.
  var typeName: String { "Layout" }

  package func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: LayoutCacheSlot) -> CGSize { .zero }
  package func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: LayoutCacheSlot) {}
  package func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                 _ subviews: LayoutSubviews, _ cache: LayoutCacheSlot) -> CGFloat? { nil }
  package func spacing(_ subviews: LayoutSubviews, _ cache: LayoutCacheSlot) -> ViewSpacing { ViewSpacing() }
}

/// A layout Specimen makes for code that wrote none (a representable's `sizeThatFits`), named in messages as that code is;
/// it names the answers of that code itself.
protocol NamedLayout {
  /// The name messages give the layout's answers ("Wrapped" for `Wrapped.sizeThatFits returned …`).
  var layoutName: String { get }
}

/// The cache of one layout node for one layout pass.
package final class LayoutCacheSlot: @unchecked Sendable {
  var value: Any?
  package init() {}
}

/// A layout's cache as its slot holds it: boxed, so that a `Cache` that is an optional made `nil`
/// (`func makeCache(subviews:) -> Sizes?` answering nil) still counts as made. Unboxed, an empty
/// slot (`nil`) cast to an optional cache reads as a made `nil`, and `makeCache` was never called.
private struct MadeCache<Cache> {
  var cache: Cache
}

/// `ErasedLayout` for a concrete layout type.
final class TypedLayout<L: Layout>: ErasedLayout, @unchecked Sendable {
  let layout: L

  init(_ layout: L) {
    self.layout = layout
    super.init(properties: L.layoutProperties)
  }

  /// Runs `body` with the cache, made on first use (and kept for the pass: the subviews of a
  /// node never change within one pass, so `updateCache` is not needed).
  private func withCache<T>(_ slot: LayoutCacheSlot, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
    var cache = (slot.value as? MadeCache<L.Cache>)?.cache ?? layout.makeCache(subviews: subviews)
    let result = body(&cache)
    slot.value = MadeCache(cache: cache)
    return result
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ slot: LayoutCacheSlot) -> CGSize {
    let size = withCache(slot, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    noteAnswer(size, for: proposal)
    // A layout Specimen makes names what the code answered itself (its own answer may be a flexible view's ∞).
    if !(layout is any NamedLayout), !(size.width.isFinite && size.width >= 0 && size.height.isFinite && size.height >= 0) {
      let text = { (v: CGFloat?) in v.map { NumberText.describe(Double($0)) } ?? "nil" }
      note("\(L.self).sizeThatFits returned \(text(size.width))×\(text(size.height)) for a proposal of \(text(proposal.width))×\(text(proposal.height)); "
        + "laid out with NaN and negative lengths as 0. Return a finite size of at least 0 for every proposal")
    }
    return size
  }

  override func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ slot: LayoutCacheSlot) {
    ErasedLayout.$placing.withValue(self) {
      withCache(slot, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
  }

  override var typeName: String { (layout as? any NamedLayout)?.layoutName ?? "\(L.self)" }

  override func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                  _ subviews: LayoutSubviews, _ slot: LayoutCacheSlot) -> CGFloat? {
    let value = withCache(slot, subviews) { cache in
      key.axis == .horizontal
        ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    guard let value, !value.isFinite else {
      if let value { noteGuide(value, "\(key.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment").\(key.readableName)") }
      return value
    }
    // A guide at NaN or ±∞ would place the layout (and the views aligned with it) at coordinates no canvas has.
    let guide = "\(key.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment").\(key.readableName)"
    note("\(L.self).explicitAlignment(of: \(guide)) returned \(NumberText.describe(Double(value))), not a finite position; "
      + "aligned as if it returned nil (the guide's default). Return a finite value within the bounds, or nil")
    return nil
  }

  override func spacing(_ subviews: LayoutSubviews, _ slot: LayoutCacheSlot) -> ViewSpacing {
    withCache(slot, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }
}

extension HorizontalAlignment {
  /// The guide with `key`.
  package init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
  /// The guide with `key`.
  package init(key: AlignmentKey) { self.key = key }
}
