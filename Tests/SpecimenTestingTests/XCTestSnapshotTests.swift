import Specimen
import SpecimenTesting
import SpecimenUI
import XCTest

/// `assertSnapshot` from XCTest against the committed golden `__Snapshots__/XCTestSnapshotTests/pill.png`.
final class XCTestSnapshotTests: XCTestCase {
  func testPillMatchesItsGolden() {
    assertSnapshot(of: Pill(), named: "pill")
  }
}
