#if canImport(Testing)
import Testing

/// The Swift Testing trait `.snapshots(record:diffTool:)`: sets the record mode and diff tool of a suite or test.
public struct _SnapshotsTestTrait: SuiteTrait, TestTrait {
  /// The trait applies to every test of a suite it is on.
  public let isRecursive = true
  /// The settings it gives.
  public let configuration: SnapshotTestingConfiguration
}

extension Trait where Self == _SnapshotsTestTrait {
  /// Snapshots in this suite or test use the record mode and diff tool in force (`@Suite(.snapshots)`).
  public static var snapshots: Self { snapshots() }

  /// Snapshots in this suite or test are recorded as `record` says, and failures name `diffTool`.
  public static func snapshots(record: SnapshotTestingConfiguration.Record? = nil,
                               diffTool: SnapshotTestingConfiguration.DiffTool? = nil) -> Self {
    _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
  }
}

/// The settings the running Swift Testing test's traits give, innermost last.
enum SnapshotTraitSettings {
  static var current: SnapshotTestingConfiguration? {
    let traits = Test.current?.traits.compactMap { $0 as? _SnapshotsTestTrait } ?? []
    guard !traits.isEmpty else { return nil }
    return SnapshotTestingConfiguration(record: traits.last(where: { $0.configuration.record != nil })?.configuration.record,
                                        diffTool: traits.last(where: { $0.configuration.diffTool != nil })?.configuration.diffTool)
  }
}
#else
/// No Swift Testing: no trait settings.
enum SnapshotTraitSettings {
  static var current: SnapshotTestingConfiguration? { nil }
}
#endif
