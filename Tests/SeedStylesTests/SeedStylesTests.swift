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

  /// Every view the seeds define renders to a non-empty image, light and dark, with no image problems.
  func testEverySeedViewRenders() throws {
    let views: [(String, AnyView)] = [
      ("MixedButtons", AnyView(MixedButtons())),
      ("UndoRedoButtons", AnyView(UndoRedoButtons())),
      ("DeleteOrCancel", AnyView(DeleteOrCancel())),
      ("DisabledWhileSubmitting", AnyView(DisabledWhileSubmitting())),
      ("SizeFilter", AnyView(SizeFilter())),
      ("MySliderContentView", AnyView(MySliderContentView())),
      ("ClumsyButtons", AnyView(ClumsyButtons())),
      ("InlineStyledLoginView", AnyView(InlineStyledLoginView { _ in })),
      ("ActionButton", AnyView(ActionButton(title: "Go") {})),
      ("LoginView", AnyView(LoginView { _ in })),
      ("Badges", AnyView(Badges())),
      ("StartButton", AnyView(StartButton())),
      ("OrangeButtons", AnyView(OrangeButtons())),
      ("DeveloperLabel", AnyView(DeveloperLabel())),
      ("Progresses", AnyView(Progresses())),
      ("FocusedField", AnyView(FocusedField())),
      ("Toggles", AnyView(Toggles())),
      ("FontSamples", AnyView(FontSamples())),
      ("ThemedCard", AnyView(ThemedCard())),
      ("ThemedScreen", AnyView(ThemedScreen())),
    ]
    for scheme in [ColorScheme.light, .dark] {
      var environment = EnvironmentValues()
      environment.colorScheme = scheme
      for (name, view) in views {
        let image = try ViewRenderer().rasterize(view, in: ProposedViewSize(width: 320, height: nil), environment: environment)
        XCTAssertGreaterThan(image.width, 20, name)
        XCTAssertGreaterThan(image.height, 10, name)
      }
    }
  }
}
