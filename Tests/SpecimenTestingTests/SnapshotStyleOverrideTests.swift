// Imports only what a test file written for iOS imports (Foundation, Testing, SnapshotTesting) plus the PNG reader:
// UIViewController, UIView and UIUserInterfaceStyle are named through SnapshotTesting, as XCTest brings UIKit on iOS.
import Foundation
import SnapshotTesting
import SpecimenDiff
import Testing

/// Red when drawn dark, blue when drawn light.
private let schemeColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  : UIColor(red: 0, green: 0, blue: 1, alpha: 1) }

/// A SwiftUI square in the scheme it is drawn in: red dark, blue light.
private struct SchemeSquare: View {
  @Environment(\.colorScheme) private var scheme
  var body: some View { (scheme == .dark ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 40) }
}

/// A UIKit view that fills itself in `draw(_:)` with the scheme colour, as design-system colour swatches do.
private final class SwatchView: UIView {
  override func draw(_ rect: CGRect) {
    schemeColor.setFill()
    UIRectFill(bounds)
  }
}

/// `overrideUserInterfaceStyle` on controllers and views, a hosting controller's background colour, record modes as
/// `SnapshotTestingConfiguration.Record`, `.wait(for:on:)`, `verifySnapshot(matching:)` and `@Suite(.snapshots)`.
@Suite(.snapshots) final class SnapshotStyleOverrideTests {
  /// The reference folders this test made, removed when it ends.
  private var made: [URL] = []
  deinit { for folder in made { try? FileManager.default.removeItem(at: folder) } }

  /// A fresh folder for references, removed when the test ends.
  private func folder() -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-style-\(UUID().uuidString)")
    made.append(url)
    return url.path
  }

  private func pixel(_ path: String, _ x: Int, _ y: Int) throws -> [Int] {
    let p = try RGBAImage(contentsOfPNGFile: path).pixel(x: x, y: y)!
    return [Int(p.r), Int(p.g), Int(p.b)]
  }

  /// A hosting controller forced dark is drawn dark on a light device: black backdrop, its root in the dark scheme;
  /// forced light on dark traits, the reverse. Its view's own background colour fills the screen behind the root.
  @Test func hostingControllerOverrideAndBackground() throws {
    let dir = folder()
    let dark = UIHostingController(rootView: SchemeSquare())
    dark.overrideUserInterfaceStyle = .dark
    _ = verifySnapshot(of: dark, as: .image(on: .iPhoneSe), named: "dark", snapshotDirectory: dir, testName: "host")
    // iPhone SE: 320 × 568 pt at 2x; the 40-pt square is centred in the space under the 20-pt status bar.
    #expect(try pixel(dir + "/host.dark.png", 20, 20) == [0, 0, 0])
    #expect(try pixel(dir + "/host.dark.png", 320, 2 * 294) == [255, 0, 0])
    let light = UIHostingController(rootView: SchemeSquare())
    light.overrideUserInterfaceStyle = .light
    _ = verifySnapshot(of: light, as: .image(on: .iPhoneSe, traits: .init(userInterfaceStyle: .dark)), named: "light",
                       snapshotDirectory: dir, testName: "host")
    #expect(try pixel(dir + "/host.light.png", 20, 20) == [255, 255, 255])
    #expect(try pixel(dir + "/host.light.png", 320, 2 * 294) == [0, 0, 255])
    // The view's background colour reaches under the status bar; the override set on the view counts too.
    let green = UIHostingController(rootView: SchemeSquare())
    green.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    green.view.overrideUserInterfaceStyle = .dark
    _ = verifySnapshot(of: green, as: .image(on: .iPhoneSe), named: "green", snapshotDirectory: dir, testName: "host")
    #expect(try pixel(dir + "/host.green.png", 20, 4) == [0, 255, 0])
    #expect(try pixel(dir + "/host.green.png", 320, 2 * 294) == [255, 0, 0])
  }

  /// A UIKit view forced dark resolves dynamic colours dark in `draw(_:)` and its background, and so do its
  /// subviews; a controller forced dark draws its plain view dark.
  @Test func uikitViewOverride() throws {
    let dir = folder()
    let swatch = SwatchView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    swatch.overrideUserInterfaceStyle = .dark
    _ = verifySnapshot(of: swatch, as: .image(traits: .init(displayScale: 1)), named: "swatch", snapshotDirectory: dir, testName: "kit")
    #expect(try pixel(dir + "/kit.swatch.png", 10, 10) == [255, 0, 0])
    let plain = SwatchView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    _ = verifySnapshot(of: plain, as: .image(traits: .init(displayScale: 1)), named: "plain", snapshotDirectory: dir, testName: "kit")
    #expect(try pixel(dir + "/kit.plain.png", 10, 10) == [0, 0, 255])
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    parent.overrideUserInterfaceStyle = .dark
    let child = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
    child.backgroundColor = schemeColor
    parent.addSubview(child)
    _ = verifySnapshot(of: parent, as: .image(traits: .init(displayScale: 1)), named: "child", snapshotDirectory: dir, testName: "kit")
    #expect(try pixel(dir + "/kit.child.png", 30, 10) == [255, 0, 0])
    let controller = UIViewController()
    controller.view.backgroundColor = schemeColor
    controller.overrideUserInterfaceStyle = .dark
    _ = verifySnapshot(of: controller, as: .image(on: .iPhoneSe), named: "controller", snapshotDirectory: dir, testName: "kit")
    #expect(try pixel(dir + "/kit.controller.png", 320, 568) == [255, 0, 0])
  }

  /// A record mode passed as `SnapshotTestingConfiguration.Record` is the assertion's own; nil and Bools keep theirs.
  @Test func recordModeArguments() throws {
    let dir = folder()
    let mode: SnapshotTestingConfiguration.Record? = .never
    let never = verifySnapshot(of: "hello", as: .lines, named: "a", record: mode, snapshotDirectory: dir, testName: "rec")
    #expect(never?.contains("the record mode is never") == true, "\(never ?? "")")
    #expect(!FileManager.default.fileExists(atPath: dir + "/rec.a.txt"))
    let all = verifySnapshot(of: "hello", as: .lines, named: "a", record: .all, snapshotDirectory: dir, testName: "rec")
    #expect(all?.hasPrefix("Record mode is on.") == true)
    #expect(FileManager.default.fileExists(atPath: dir + "/rec.a.txt"))
    #expect(verifySnapshot(of: "hello", as: .lines, named: "a", record: nil, snapshotDirectory: dir, testName: "rec") == nil)
    #expect(verifySnapshot(of: "hello", as: .lines, named: "a", record: false, snapshotDirectory: dir, testName: "rec") == nil)
    // The explicit mode beats the scope's.
    let scoped = withSnapshotTesting(record: .all) {
      verifySnapshot(of: "hello", as: .lines, named: "a", record: SnapshotTestingConfiguration.Record.missing,
                     snapshotDirectory: dir, testName: "rec")
    }
    #expect(scoped == nil)
  }

  /// `.wait(for:on:)` takes the strategy's snapshot at once; `verifySnapshot(matching:)` is the old spelling.
  @Test func waitAndOldSpelling() throws {
    let dir = folder()
    let started = Date()
    _ = verifySnapshot(of: "text", as: .wait(for: 30, on: .lines), named: "w", snapshotDirectory: dir, testName: "wait")
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(try String(contentsOfFile: dir + "/wait.w.txt", encoding: .utf8) == "text")
    #expect(Snapshotting<String, String>.wait(for: 1, on: .lines).pathExtension == "txt")
    #expect(oldSpelling(dir) == nil)
  }

  @available(*, deprecated)
  private func oldSpelling(_ dir: String) -> String? {
    verifySnapshot(matching: "text", as: .lines, named: "w", snapshotDirectory: dir, testName: "wait")
  }
}
