import Foundation

extension Snapshotting {
  /// `strategy`, taken after `duration` seconds on iOS (for animations and pushes to finish). Specimen draws every
  /// view at rest and at once, so there is nothing to wait for: the snapshot is `strategy`'s, taken now.
  public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
    strategy
  }
}
