#if canImport(Testing)
import Foundation
import Specimen
import SpecimenDiff
import SpecimenUI
import Testing

/// Swift Testing's `assertSnapshot`: records an issue when `view` does not render like its golden
/// `__Snapshots__/<TestFile>/<name>.png` beside the test file.
///
/// ```swift
/// @Test func deleteButton() {
///   expectSnapshot(of: Button("Delete", role: .destructive) {}.buttonStyle(.capsule), named: "delete")
/// }
/// ```
public func expectSnapshot<V: View>(
  of view: V, named name: String, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 2,
  threshold: Double = 0.1, tolerance: Tolerance = Tolerance(), record: RecordMode? = nil,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  if let message = snapshotFailure(of: view, named: name, proposal: proposal, scale: scale, threshold: threshold,
                                   tolerance: tolerance, record: record, filePath: filePath) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
#endif
