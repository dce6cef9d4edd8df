import Foundation
@testable import SnapshotTesting
import Specimen
import SpecimenDiff
@_spi(SnapshotTesting) import SpecimenUI
import Testing

/// A view that shows which Dynamic Type size it was drawn at: red at `.medium`, blue otherwise.
private struct TextSizeProbe: View {
  @Environment(\.dynamicTypeSize) private var size
  var body: some View { (size == .medium ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)).frame(width: 10, height: 10) }
}

/// swift-snapshot-testing's API: strategies, device configurations, record modes, reference names and comparisons.
@Suite final class SnapshotTestingCompatTests {
  /// The reference folders this test made, removed when it ends.
  private var made: [URL] = []
  deinit { for folder in made { try? FileManager.default.removeItem(at: folder) } }

  /// A fresh folder for references, removed when the test ends.
  private func folder() -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-compat-\(UUID().uuidString)")
    made.append(url)
    return url.path
  }

  private func png(_ path: String) throws -> RGBAImage { try RGBAImage(contentsOfPNGFile: path) }

  private func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)!
    return [Int(p.r), Int(p.g), Int(p.b)]
  }

  /// A device configuration draws the screen at its scale, inside its safe area: iPhone 13 is 390 × 844 pt at 3x,
  /// with 47 pt above and 34 below that a view keeps out of unless it ignores the safe area.
  @Test func deviceLayoutHasTheScreenAndSafeArea() throws {
    let dir = folder()
    let first = verifySnapshot(of: Color(red: 1, green: 0, blue: 0), as: .image(layout: .device(config: .iPhone13)), named: "safe",
                               snapshotDirectory: dir, testName: "screen()")
    #expect(first?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true, "\(first ?? "")")
    let image = try png(dir + "/screen.safe.png")
    #expect(image.width == 1170 && image.height == 2532)
    #expect(pixel(image, 600, 3 * 46) == [255, 255, 255])
    #expect(pixel(image, 600, 3 * 48) == [255, 0, 0])
    #expect(pixel(image, 600, 3 * (844 - 35)) == [255, 0, 0])
    #expect(pixel(image, 600, 3 * (844 - 33)) == [255, 255, 255])
    // The second run compares with the recorded reference and passes.
    #expect(verifySnapshot(of: Color(red: 1, green: 0, blue: 0), as: .image(layout: .device(config: .iPhone13)), named: "safe",
                           snapshotDirectory: dir, testName: "screen()") == nil)
    _ = verifySnapshot(of: Color(red: 1, green: 0, blue: 0).ignoresSafeArea(), as: .image(layout: .device(config: .iPhone13)), named: "full",
                       snapshotDirectory: dir, testName: "screen()")
    let full = try png(dir + "/screen.full.png")
    #expect(pixel(full, 600, 3) == [255, 0, 0])
    // Landscape turns the screen and moves the insets to the sides.
    _ = verifySnapshot(of: Color(red: 1, green: 0, blue: 0), as: .image(layout: .device(config: .iPhone13(.landscape))), named: "side",
                       snapshotDirectory: dir, testName: "screen()")
    let side = try png(dir + "/screen.side.png")
    #expect(side.width == 2532 && side.height == 1170)
    #expect(pixel(side, 3 * 46, 300) == [255, 255, 255])
    #expect(pixel(side, 3 * 48, 300) == [255, 0, 0])
  }

  /// Device configurations carry swift-snapshot-testing's `.medium` text size; other layouts draw at the default.
  @Test func deviceTraitsSetTheTextSize() throws {
    let dir = folder()
    _ = verifySnapshot(of: TextSizeProbe(), as: .image(layout: .device(config: .iPhoneSe)), named: "device",
                       snapshotDirectory: dir, testName: "size")
    _ = verifySnapshot(of: TextSizeProbe(), as: .image, named: "fits", snapshotDirectory: dir, testName: "size")
    let device = try png(dir + "/size.device.png")
    #expect(device.width == 640 && device.height == 1136)
    #expect(pixel(device, 320, 2 * 294) == [255, 0, 0])
    #expect(pixel(device, 320, 2 * 288) == [255, 255, 255])  // centred in the safe area, 20 pt below the top
    let fits = try png(dir + "/size.fits.png")
    #expect(fits.width == 30 && fits.height == 30)
    #expect(pixel(fits, 15, 15) == [0, 0, 255])
    // Traits passed to the strategy go over the device's.
    _ = verifySnapshot(of: TextSizeProbe(), as: .image(layout: .device(config: .iPhoneSe),
                                                       traits: .init(preferredContentSizeCategory: .extraLarge)),
                       named: "xl", snapshotDirectory: dir, testName: "size")
    #expect(pixel(try png(dir + "/size.xl.png"), 320, 2 * 294) == [0, 0, 255])
  }

  /// Traits set the colour scheme (and with it the hosting controller's background) and the image's scale.
  @Test func traitsSetSchemeAndScale() throws {
    let dir = folder()
    let swatch = Color.primary.frame(width: 10, height: 10)
    _ = verifySnapshot(of: swatch, as: .image(layout: .fixed(width: 40, height: 20), traits: .init(userInterfaceStyle: .dark)),
                       named: "dark", snapshotDirectory: dir, testName: "scheme")
    let dark = try png(dir + "/scheme.dark.png")
    #expect(dark.width == 120 && dark.height == 60)
    #expect(pixel(dark, 2, 2) == [0, 0, 0])
    #expect(pixel(dark, 60, 30) == [255, 255, 255])
    _ = verifySnapshot(of: swatch, as: .image(layout: .sizeThatFits, traits: .init(displayScale: 2)), named: "two",
                       snapshotDirectory: dir, testName: "scheme")
    // `traitsFrom:` keeps each trait from the last collection that specifies it.
    let merged = UITraitCollection(traitsFrom: [.init(accessibilityContrast: .high), .init(horizontalSizeClass: .regular),
                                                .init(userInterfaceStyle: .dark), .init(displayScale: 2)])
    #expect(merged.accessibilityContrast == .high && merged.horizontalSizeClass == .regular)
    #expect(merged.userInterfaceStyle == .dark && merged.displayScale == 2 && merged.layoutDirection == .unspecified)
    // A size that cannot be drawn fails the assertion, naming it, and writes nothing.
    let nan = verifySnapshot(of: swatch, as: .image(layout: .fixed(width: .nan, height: -1)), named: "nan",
                             snapshotDirectory: dir, testName: "scheme") ?? ""
    #expect(nan.hasPrefix("No reference was found") == false)
    #expect(nan == "The snapshot could not be drawn: the layout asks for nan × -1.0 pt; give a size whose sides are finite "
      + "numbers from 1 to 4096 points.", "\(nan)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/scheme.nan.png"))
    // `.sizeThatFits` proposes 0 × 0, as a hosting controller's `sizeThatFits(in: .zero)` does on iOS: a framed view
    // keeps its frame, text truncates to its minimum, a view with no minimum size fails naming the fix.
    let text = Text("Featured picks").padding(4)
    _ = verifySnapshot(of: text, as: .image(layout: .sizeThatFits, traits: .init(displayScale: 1)), named: "text",
                       snapshotDirectory: dir, testName: "scheme")
    let truncated = try png(dir + "/scheme.text.png")
    let ideal = ViewRenderer(scale: 1).size(of: text, in: .unspecified)
    #expect(truncated.width < Int(ideal.width) / 2, "\(truncated.width) of \(ideal.width)")
    let empty = verifySnapshot(of: Color.red, as: .image, named: "empty", snapshotDirectory: dir, testName: "scheme") ?? ""
    #expect(empty.hasPrefix("The snapshot could not be drawn: the view has no size for the 0 × 0 proposal"), "\(empty)")
    // iOS 17's closure form sets traits one by one.
    let mutated = UITraitCollection { $0.userInterfaceStyle = .dark; $0.displayScale = 1 }.modifyingTraits { $0.layoutDirection = .rightToLeft }
    #expect(mutated.userInterfaceStyle == .dark && mutated.displayScale == 1 && mutated.layoutDirection == .rightToLeft)
    _ = verifySnapshot(of: swatch, as: .image(layout: .fixed(width: 40, height: 20), traits: mutated), named: "mutated",
                       snapshotDirectory: dir, testName: "scheme")
    let mutatedImage = try png(dir + "/scheme.mutated.png")
    #expect(mutatedImage.width == 40 && pixel(mutatedImage, 1, 1) == [0, 0, 0])
    let two = try png(dir + "/scheme.two.png")
    #expect(two.width == 20 && two.height == 20)
    #expect(pixel(two, 10, 10) == [0, 0, 0])
  }

  /// A hosting controller on a device draws its root view inside the safe area; a UIKit view draws at its frame.
  @Test func controllersAndUIKitViews() throws {
    let dir = folder()
    let controller = UIHostingController(rootView: Color.green)
    _ = verifySnapshot(of: controller, as: .image(on: .iPhoneX), named: "host",
                       snapshotDirectory: dir, testName: "kit")
    let host = try png(dir + "/kit.host.png")
    #expect(host.width == 1125 && host.height == 2436)
    #expect(pixel(host, 500, 3 * 43) == [255, 255, 255])
    #expect(pixel(host, 500, 3 * 45)[1] > 150)
    let view = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    _ = verifySnapshot(of: view, as: .image(traits: .init(displayScale: 2)), named: "view", snapshotDirectory: dir, testName: "kit")
    let drawn = try png(dir + "/kit.view.png")
    #expect(drawn.width == 60 && drawn.height == 40)
    #expect(pixel(drawn, 30, 20) == [255, 0, 0])
  }

  /// `precision` is the share of pixels that must match; `perceptualPrecision` lets a pixel differ by a ΔE94 of up to
  /// (1 − p) × 100.
  @Test func precisionAndPerceptualPrecision() throws {
    let old = BitmapImage(width: 10, height: 10, rgba: [UInt8](repeating: 200, count: 400))!
    var bytes = old.rgba
    bytes[0] = 202  // one pixel of a hundred a little redder (ΔE94 ≈ 0.9)
    let new = BitmapImage(width: 10, height: 10, rgba: bytes)!
    let a = UIImage(snapshotBitmap: old, scale: 1), b = UIImage(snapshotBitmap: new, scale: 1)
    #expect(Diffing<UIImage>.image.diff(a, a) == nil)
    let exact = Diffing<UIImage>.image.diff(a, b)?.0 ?? ""
    #expect(exact == "Newly-taken snapshot does not match reference.\nActual image precision 0.99 is less than required 1.0")
    #expect(Diffing<UIImage>.image(precision: 0.99).diff(a, b) == nil)
    #expect(Diffing<UIImage>.image(perceptualPrecision: 0.99).diff(a, b) == nil)
    let strict = Diffing<UIImage>.image(perceptualPrecision: 0.995).diff(a, b)?.0 ?? ""
    #expect(strict.contains("Actual perceptual precision 0.99"), "\(strict)")
    let delta = ColorDifference.deltaE94([200, 200, 200, 255], [202, 200, 200, 255], at: 0)
    #expect(delta > 0.5 && delta < 1)
    // A size change and an argument out of range are named.
    let small = UIImage(snapshotBitmap: BitmapImage(width: 5, height: 10, rgba: [UInt8](repeating: 0, count: 200))!, scale: 1)
    #expect(Diffing<UIImage>.image.diff(a, small)?.0 == "Newly-taken snapshot@(5, 10) px does not match reference@(10, 10) px.")
    #expect(Diffing<UIImage>.image(precision: .nan).diff(a, b)?.0.hasPrefix("precision: nan is not a share from 0 to 1") == true)
  }

  /// References are `<testName>.<n or name>.<ext>`: unnamed snapshots of a test are numbered, names are sanitized.
  @Test func referenceNames() {
    let first = SnapshotFile(filePath: "/p/Tests/CardTests.swift", directory: nil, testName: "testCard()", name: nil, pathExtension: "png")
    let second = SnapshotFile(filePath: "/p/Tests/CardTests.swift", directory: nil, testName: "testCard()", name: nil, pathExtension: "png")
    #expect(first.reference.path == "/p/Tests/__Snapshots__/CardTests/testCard.1.png")
    #expect(second.reference.path == "/p/Tests/__Snapshots__/CardTests/testCard.2.png")
    let named = SnapshotFile(filePath: "/p/T.swift", directory: "/refs", testName: "dark mode()", name: "iPhone 13 (dark)", pathExtension: "txt")
    #expect(named.reference.path == "/refs/dark-mode.iPhone-13-dark.txt")
    #expect(SnapshotFile.sanitized("--a  b--") == "a-b")
  }

  /// Record modes: `never` writes nothing; `all` writes and fails; `failed` rewrites a reference that does not match.
  @Test func recordModes() throws {
    let dir = folder()
    let never = withSnapshotTesting(record: .never) {
      verifySnapshot(of: "hello", as: .lines, snapshotDirectory: dir, testName: "modes")
    }
    #expect(never?.hasPrefix("No reference was found on disk") == true)
    #expect(never?.contains("the record mode is never") == true)
    #expect(!FileManager.default.fileExists(atPath: dir + "/modes.1.txt"))
    let all = withSnapshotTesting(record: .all) { verifySnapshot(of: "hello", as: .lines, named: "n", snapshotDirectory: dir, testName: "modes") }
    #expect(all?.hasPrefix("Record mode is on.") == true)
    #expect(try String(contentsOfFile: dir + "/modes.n.txt", encoding: .utf8) == "hello")
    #expect(verifySnapshot(of: "hello", as: .lines, named: "n", snapshotDirectory: dir, testName: "modes") == nil)
    let changed = verifySnapshot(of: "hello\nworld", as: .lines, named: "n", snapshotDirectory: dir, testName: "modes") ?? ""
    #expect(changed.hasPrefix("Snapshot \"modes\" does not match reference."), "\(changed)")
    #expect(changed.contains("+world"))
    #expect(try String(contentsOfFile: dir + "/modes.n.txt", encoding: .utf8) == "hello")
    let failed = withSnapshotTesting(record: .failed) {
      verifySnapshot(of: "hello\nworld", as: .lines, named: "n", snapshotDirectory: dir, testName: "modes")
    }
    #expect(failed?.contains("A new snapshot was automatically recorded") == true)
    #expect(try String(contentsOfFile: dir + "/modes.n.txt", encoding: .utf8) == "hello\nworld")
    let tool = withSnapshotTesting(diffTool: "ksdiff") {
      verifySnapshot(of: "other", as: .lines, named: "n", snapshotDirectory: dir, testName: "modes")
    }
    #expect(tool?.contains("ksdiff \"\(dir)/modes.n.txt\"") == true)
  }

  /// The `.snapshots(record:)` trait sets the mode of the tests it is on.
  @Test(.snapshots(record: .never)) func traitSetsRecordMode() {
    let dir = folder()
    #expect(verifySnapshot(of: "x", as: .lines, snapshotDirectory: dir, testName: "trait")?.contains("never") == true)
    #expect(!FileManager.default.fileExists(atPath: dir + "/trait.1.txt"))
  }

  /// Text strategies: `dump` without object addresses, `json` with sorted keys, a line diff of what changed.
  @Test func textStrategies() {
    struct User: Encodable { let name: String; let id: Int }
    var dumped = ""
    Snapshotting<User, String>.dump.snapshot(User(name: "Ada", id: 1)).run { dumped = $0 }
    #expect(dumped == "▿ SpecimenTestingTests.SnapshotTestingCompatTests.(unknown context at $0).User\n  - name: \"Ada\"\n  - id: 1\n"
      || dumped.hasSuffix("User\n  - name: \"Ada\"\n  - id: 1\n"), "\(dumped)")
    var json = ""
    Snapshotting<User, String>.json.snapshot(User(name: "Ada", id: 1)).run { json = $0 }
    #expect(json == "{\n  \"id\" : 1,\n  \"name\" : \"Ada\"\n}")
    #expect(Snapshotting<User, String>.json.pathExtension == "json")
    #expect(LineDiff.describe(old: "a\nb\nc", new: "a\nc\nd") == "−reference\n+snapshot\n−b\n+d")
  }

  /// On a device, scroll content runs under the home indicator, a tab bar's background reaches down under it, and a
  /// navigation bar's background up under the status bar, as on an iPhone.
  @Test func barsAndScrollContentReachTheScreenEdges() throws {
    let dir = folder()
    let red = Color(red: 1, green: 0, blue: 0)
    let list = ScrollView { red.frame(height: 2000) }
    _ = verifySnapshot(of: list, as: .image(layout: .device(config: .iPhone13)), named: "scroll", snapshotDirectory: dir,
                       testName: "edges")
    let scroll = try png(dir + "/edges.scroll.png")
    #expect(pixel(scroll, 600, 3 * 840) == [255, 0, 0])
    #expect(pixel(scroll, 600, 3 * 20) == [255, 255, 255])  // at rest the content starts below the status bar
    let tabs = TabView { list.tabItem { Label("Home", systemImage: "house") } }
    _ = verifySnapshot(of: tabs, as: .image(layout: .device(config: .iPhone13)), named: "tabs", snapshotDirectory: dir,
                       testName: "edges")
    let tabImage = try png(dir + "/edges.tabs.png")
    let inBar = pixel(tabImage, 20, 3 * 800), belowBar = pixel(tabImage, 20, 3 * 840)
    #expect(inBar == belowBar, "\(inBar) \(belowBar)")
    #expect(belowBar != [255, 0, 0] && belowBar != [255, 255, 255])
    let stack = NavigationStack {
      Text("Body").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        .toolbarBackground(red, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)
    }
    _ = verifySnapshot(of: stack, as: .image(layout: .device(config: .iPhone13)), named: "nav", snapshotDirectory: dir,
                       testName: "edges")
    let nav = try png(dir + "/edges.nav.png")
    #expect(pixel(nav, 600, 3 * 10) == [255, 0, 0])
    #expect(pixel(nav, 600, 3 * 60) == [255, 0, 0])
    #expect(pixel(nav, 600, 3 * 100) == [255, 255, 255])
  }

  /// A navigation controller draws its top hosting controller under a navigation bar: inline by default, as UIKit's
  /// `prefersLargeTitles` is false; large when the bar prefers it.
  @Test func navigationControllerDrawsItsBar() throws {
    let dir = folder()
    let red = Color(red: 1, green: 0, blue: 0)
    func controller(large: Bool) -> UINavigationController {
      let navigation = UINavigationController(rootViewController: UIHostingController(rootView: red.navigationTitle("Inbox")))
      navigation.navigationBar.prefersLargeTitles = large
      return navigation
    }
    _ = verifySnapshot(of: controller(large: false), as: .image(on: .iPhone13), named: "inline", snapshotDirectory: dir,
                       testName: "nav")
    _ = verifySnapshot(of: controller(large: true), as: .image(on: .iPhone13), named: "large", snapshotDirectory: dir,
                       testName: "nav")
    let inline = try png(dir + "/nav.inline.png"), large = try png(dir + "/nav.large.png")
    // The root starts under a 44-pt bar (47 + 44 = 91) or a 96-pt large-title bar (143).
    #expect(pixel(inline, 600, 3 * 89) != [255, 0, 0] && pixel(inline, 600, 3 * 93) == [255, 0, 0])
    #expect(pixel(large, 600, 3 * 141) != [255, 0, 0] && pixel(large, 600, 3 * 145) == [255, 0, 0])
    let hidden = controller(large: true)
    hidden.setNavigationBarHidden(true, animated: false)
    _ = verifySnapshot(of: hidden, as: .image(on: .iPhone13), named: "hidden", snapshotDirectory: dir, testName: "nav")
    #expect(pixel(try png(dir + "/nav.hidden.png"), 600, 3 * 50) == [255, 0, 0])
  }
}
