/// The transaction key of `scrollTargetAnchor`.
private struct ScrollTargetAnchorKey: TransactionKey {
  static var defaultValue: UnitPoint? { nil }
}

extension Transaction {
  /// The anchor that a scroll view aligns a view to when a state change in this transaction scrolls
  /// it into place through `scrollPosition(id:anchor:)` (iOS 17). A still has no scrolling, so the
  /// value is kept and changes nothing.
  public var scrollTargetAnchor: UnitPoint? {
    get { self[ScrollTargetAnchorKey.self] }
    set { self[ScrollTargetAnchorKey.self] = newValue }
  }
}
