import Foundation
import SpecimenUI
import XCTest
@testable import Specimen

/// The seed styles compile here unchanged (Swift 5 mode, symlinked from the Showcase) and their views render.
final class SeedStylesTests: XCTestCase {
  /// The showcase copies stay byte-identical to the seeds in the shared folder, when that folder is beside the checkout.
  func testShowcaseCopiesMatchSharedSeeds() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let copies = root.appendingPathComponent("Sources/Showcase/SeedStyles")
    let shared = root.deletingLastPathComponent().appendingPathComponent("shared/seed-styles")
    let names = try FileManager.default.contentsOfDirectory(atPath: copies.path).filter { $0.hasSuffix(".swift") }
    XCTAssertFalse(names.isEmpty)
    guard FileManager.default.fileExists(atPath: shared.path) else { return }  // a user's clone has no shared/ folder
    for name in names {
      let copy = try Data(contentsOf: copies.appendingPathComponent(name))
      let seed = try Data(contentsOf: shared.appendingPathComponent(name))
      XCTAssertEqual(copy, seed, "\(name) differs from shared/seed-styles/\(name); copy it again unchanged")
    }
  }

  func testCapsuleSeedViewsRender() throws {
    let views: [(String, AnyView)] = [
      ("MixedButtons", AnyView(MixedButtons())),
      ("UndoRedoButtons", AnyView(UndoRedoButtons())),
      ("DeleteOrCancel", AnyView(DeleteOrCancel())),
      ("DisabledWhileSubmitting", AnyView(DisabledWhileSubmitting())),
    ]
    for (name, view) in views {
      let image = try ViewRenderer().rasterize(view, in: ProposedViewSize(width: 320, height: nil))
      XCTAssertGreaterThan(image.width, 0, name)
      XCTAssertGreaterThan(image.height, 0, name)
    }
  }
}
