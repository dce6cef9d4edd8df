import Foundation

/// What a layout's subview proxies ask of the layout engine; `SpecimenLayout` implements it
/// for each layout node it lays out.
package protocol LayoutSubviewHost: AnyObject, Sendable {
  /// The size subview `index` chooses for `proposal`.
  func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize
  /// The size and guides of subview `index` for `proposal`.
  func dimensions(_ index: Int, _ proposal: ProposedViewSize) -> ViewDimensions
  /// Records where subview `index` goes (the last call wins).
  func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
  /// The layout priority of subview `index`.
  func priority(_ index: Int) -> Double
  /// The spacing preferences of subview `index`.
  func spacing(_ index: Int) -> ViewSpacing
  /// The value subview `index` sets for the layout value key `key`, or nil.
  func layoutValue(_ index: Int, _ key: ObjectIdentifier) -> Any?
  /// The layout direction the subviews are laid out in.
  var layoutDirection: LayoutDirection { get }
  /// The subviews' explicit values of guide `key` merged, relative to `bounds`' origin.
  func mergedExplicitGuide(_ key: AlignmentKey, indices: [Int], bounds: CGRect) -> CGFloat?
  /// Lays the subviews at `indices` out with a built-in container node kind (stacks):
  /// the size for `proposal`, and with `bounds`, places them too.
  func builtinLayout(_ kind: ResolvedNode.Kind, indices: [Int], proposal: ProposedViewSize, placingIn bounds: CGRect?) -> CGSize
}

/// A collection of proxies for the subviews of a layout view, in declaration order.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews

  package let host: any LayoutSubviewHost
  let positions: [Int]

  package init(host: any LayoutSubviewHost, count: Int) {
    self.host = host
    self.positions = Array(0..<Swift.max(count, 0))
  }

  private init(host: any LayoutSubviewHost, positions: [Int]) {
    self.host = host
    self.positions = positions
  }

  /// The layout direction the subviews are arranged in.
  public var layoutDirection: LayoutDirection { host.layoutDirection }
  public var startIndex: Int { 0 }
  public var endIndex: Int { positions.count }
  public subscript(index: Int) -> LayoutSubview { LayoutSubview(host: host, index: positions[index]) }
  public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(host: host, positions: Array(positions[bounds])) }
  /// The subviews at `indices`.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(host: host, positions: indices.map { positions[$0] })
  }

  /// The host's own indices of these subviews.
  package var hostIndices: [Int] { positions }

  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.host === rhs.host && lhs.positions == rhs.positions
  }
}

/// A proxy for one subview of a layout: ask it for sizes, then place it.
public struct LayoutSubview: Equatable, Sendable {
  let host: any LayoutSubviewHost
  let index: Int

  /// The size the subview chooses for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { host.sizeThatFits(index, proposal) }

  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { host.dimensions(index, proposal) }

  /// Puts the subview's `anchor` at `position` (relative to the container's bounds) and
  /// proposes it `proposal`; the last call wins.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    if !(position.x.isFinite && position.y.isFinite && anchor.x.isFinite && anchor.y.isFinite), let layout = ErasedLayout.placing {
      let text = { (v: CGFloat) in NumberText.describe(Double(v)) }
      layout.note("\(layout.typeName).placeSubviews placed subview \(index) at (\(text(position.x)), \(text(position.y))) with anchor "
        + "(\(text(anchor.x)), \(text(anchor.y))); the view is drawn nowhere or at 0. Place subviews at finite points")
    }
    host.place(index, at: position, anchor: anchor, proposal: proposal)
  }

  /// The subview's layout priority (`.layoutPriority`, 0 by default).
  public var priority: Double { host.priority(index) }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { host.spacing(index) }

  /// The value the subview sets for `key` with `.layoutValue(key:value:)`, or its default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    storedValue(host.layoutValue(index, ObjectIdentifier(key)), or: K.defaultValue)
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.host === rhs.host && lhs.index == rhs.index
  }
}
