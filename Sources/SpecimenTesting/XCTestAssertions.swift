#if canImport(XCTest)
import Foundation
import Specimen
import SpecimenDiff
import SpecimenUI
import XCTest

/// Asserts that `view` renders like its golden `__Snapshots__/<TestFile>/<name>.png` beside the test file.
///
/// ```swift
/// func testDeleteButton() {
///   assertSnapshot(of: Button("Delete", role: .destructive) {}.buttonStyle(.capsule), named: "delete")
/// }
/// ```
/// `SPECIMEN_RECORD` (or `record:`) chooses what is written: `missing` by default, `never` on CI.
/// A failure message names the reference, actual and diff PNGs.
public func assertSnapshot<V: View>(
  of view: V, named name: String, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 2,
  threshold: Double = 0.1, tolerance: Tolerance = Tolerance(), record: RecordMode? = nil,
  file: StaticString = #filePath, line: UInt = #line
) {
  if let message = snapshotFailure(of: view, named: name, proposal: proposal, scale: scale, threshold: threshold,
                                   tolerance: tolerance, record: record, filePath: "\(file)") {
    XCTFail(message, file: file, line: line)
  }
}
#endif
