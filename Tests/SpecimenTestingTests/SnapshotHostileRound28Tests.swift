import Foundation
@testable import SnapshotTesting
import Specimen
import SpecimenDiff
@_spi(SnapshotTesting) import SpecimenUI
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A class whose instances can point at each other, for cyclic `.dump` and `.json` snapshots.
final class LinkedNode: Encodable {
  var name: String
  var next: LinkedNode?
  init(_ name: String, next: LinkedNode? = nil) { (self.name, self.next) = (name, next) }
}

/// Hostile round 28's inputs to the `SnapshotTesting` module (swift-snapshot-testing's API over Specimen): precisions
/// that are not shares, layouts and device configurations of NaN, negative or oversized sizes and safe areas, display
/// scales of 0, NaN and 10⁶, names and test names that look like paths or run to 10 000 characters, references that are
/// damaged, of another size, a folder or a FIFO, folders that cannot be written, text of 10 MB and 100 000 lines,
/// values that cannot be encoded or nest for ever, views of no size and navigation controllers of no stack. Each case
/// passes, records, or fails with a message naming the problem; none traps, hangs or writes outside its folder.
@Suite struct SnapshotHostileRound28Tests {
  /// What a case must end in: a pass, a recording, or a failure whose message contains the text.
  enum Outcome: CustomStringConvertible {
    case passes, records, fails(String)
    var description: String {
      switch self {
      case .passes: "passes"
      case .records: "records"
      case .fails(let says): "fails saying \(says.debugDescription)"
      }
    }
  }

  /// One hostile case: what it does in a fresh folder (returning the assertion's message) and what it must end in.
  struct Case: Sendable, CustomStringConvertible {
    let name: String
    let outcome: Outcome
    let run: @Sendable (_ folder: String) throws -> String?
    var description: String { name }
  }

  static var swatch: some View { Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10) }
  static var other: some View { Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10) }

  /// Records `swatch` as `named` in `folder`, then compares `view` with it as `strategy` says.
  static func againstSwatch(_ view: some View, _ strategy: Snapshotting<AnyView, UIImage>, in folder: String) -> String? {
    _ = verifySnapshot(of: AnyView(swatch), as: .image, named: "s", snapshotDirectory: folder, testName: "t")
    return withSnapshotTesting(record: .never) {
      verifySnapshot(of: AnyView(view), as: strategy, named: "s", snapshotDirectory: folder, testName: "t")
    }
  }

  /// A strategy's first snapshot (recorded) followed by a second that must pass.
  static func recordsThenPasses<V, F>(_ value: V, _ strategy: Snapshotting<V, F>, named: String? = "n", testName: String = "t",
                                   in folder: String) -> String? {
    let first = verifySnapshot(of: value, as: strategy, named: named, snapshotDirectory: folder, testName: testName)
    guard first?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true else { return first }
    return verifySnapshot(of: value, as: strategy, named: named, snapshotDirectory: folder, testName: testName)
  }

  /// A reference at `t.s.png` holding `data` (or made by `make`), compared with `swatch` in never mode.
  static func against(reference make: (_ path: String) throws -> Void, in folder: String) throws -> String? {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try make(folder + "/t.s.png")
    return withSnapshotTesting(record: .never) {
      verifySnapshot(of: AnyView(swatch), as: .image, named: "s", snapshotDirectory: folder, testName: "t")
    }
  }

  /// `count` links, each pointing at the next.
  static func chain(_ count: Int) -> LinkedNode { (0..<count).reduce(LinkedNode("end")) { LinkedNode("l\($1)", next: $0) } }

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ outcome: Outcome, _ run: @escaping @Sendable (String) throws -> String?) {
      cases.append(Case(name: name, outcome: outcome, run: run))
    }
    let share = "is not a share from 0 to 1"
    // Precisions.
    add("precision-nan", .fails("precision: nan \(share)")) { againstSwatch(swatch, .image(precision: .nan), in: $0) }
    add("precision-minus-one", .fails("precision: -1.0 \(share)")) { againstSwatch(other, .image(precision: -1), in: $0) }
    add("precision-two", .fails("precision: 2.0 \(share)")) { againstSwatch(other, .image(precision: 2), in: $0) }
    add("perceptual-precision-nan", .fails("perceptualPrecision: nan \(share)")) { againstSwatch(swatch, .image(perceptualPrecision: .nan), in: $0) }
    add("precision-zero-passes-anything", .passes) { againstSwatch(other, .image(precision: 0), in: $0) }
    // Layouts and devices.
    add("fixed-nan-by-1e9", .fails("the layout asks for nan × 1000000000.0 pt")) {
      recordsThenPasses(AnyView(swatch), Snapshotting<AnyView, UIImage>.image(layout: .fixed(width: .nan, height: 1e9)), in: $0)
    }
    add("device-safe-area-nan", .fails("the safe area's top inset nan is not a length from 0 to 4096 points")) {
      recordsThenPasses(AnyView(swatch), Snapshotting<AnyView, UIImage>.image(layout: .device(config: ViewImageConfig(safeArea: UIEdgeInsets(top: CGFloat.nan, left: 0, bottom: 0, right: 0),
                                                                                       size: CGSize(width: 100, height: 100)))), in: $0)
    }
    add("device-safe-area-negative", .fails("the safe area's left inset -20.0 is not a length")) {
      recordsThenPasses(AnyView(swatch), Snapshotting<AnyView, UIImage>.image(layout: .device(config: ViewImageConfig(safeArea: UIEdgeInsets(top: 0, left: -20, bottom: 0, right: 0),
                                                                                       size: CGSize(width: 100, height: 100)))), in: $0)
    }
    add("device-safe-area-past-the-screen", .fails("leaves no room on the 100.0 × 100.0 pt screen")) {
      recordsThenPasses(AnyView(swatch), Snapshotting<AnyView, UIImage>.image(layout: .device(config: ViewImageConfig(safeArea: UIEdgeInsets(top: 60, left: 0, bottom: 60, right: 0),
                                                                                       size: CGSize(width: 100, height: 100)))), in: $0)
    }
    add("device-size-nan", .fails("the layout asks for nan × 844.0 pt")) {
      var config = ViewImageConfig.iPhone13
      config.size = CGSize(width: CGFloat.nan, height: 844)
      return recordsThenPasses(AnyView(swatch), Snapshotting<AnyView, UIImage>.image(layout: .device(config: config)), in: $0)
    }
    add("controller-size-negative", .fails("the layout asks for -1.0 × 100.0 pt")) {
      recordsThenPasses(UIHostingController(rootView: swatch) as UIViewController, Snapshotting<UIViewController, UIImage>.image(on: .iPhone8, size: CGSize(width: -1, height: 100)), in: $0)
    }
    // Display scales: 0 is UIKit's "unspecified", so the device's own scale (2 on iPhone SE) draws.
    add("display-scale-zero-is-unspecified", .passes) {
      let strategy: Snapshotting<AnyView, UIImage> = .image(layout: .device(config: .iPhoneSe), traits: .init(displayScale: 0))
      let message = recordsThenPasses(AnyView(swatch), strategy, in: $0)
      let image = try RGBAImage(contentsOfPNGFile: $0 + "/t.n.png")
      return image.width == 640 ? message : "drawn \(image.width) px wide, not 640"
    }
    add("display-scale-nan", .fails("the traits' displayScale nan is not a scale to draw at")) {
      recordsThenPasses(AnyView(swatch), Snapshotting<AnyView, UIImage>.image(layout: .fixed(width: 10, height: 10), traits: .init(displayScale: .nan)), in: $0)
    }
    add("display-scale-1e6", .fails("the traits' displayScale 1000000.0 is not a scale to draw at")) {
      recordsThenPasses(AnyView(swatch), Snapshotting<AnyView, UIImage>.image(layout: .sizeThatFits, traits: .init(displayScale: 1e6)), in: $0)
    }
    add("display-scale-negative-set-in-closure", .fails("the traits' displayScale -2.0 is not a scale")) {
      recordsThenPasses(AnyView(swatch), Snapshotting<AnyView, UIImage>.image(layout: .sizeThatFits, traits: UITraitCollection { $0.displayScale = -2 }), in: $0)
    }
    // Names.
    for (label, name) in [("slashes-and-dots", "../../a/b/.."), ("nul", "a\u{0}b"), ("10000-characters", String(repeating: "x", count: 10_000)),
                          ("10000-accented", String(repeating: "é", count: 10_000)), ("only-punctuation", "/../")] {
      add("named-\(label)", .passes) { recordsThenPasses(AnyView(swatch), Snapshotting<AnyView, UIImage>.image, named: name, in: $0) }
    }
    add("test-name-10000-characters", .passes) {
      recordsThenPasses("text", SimplySnapshotting<String>.lines, named: "n", testName: String(repeating: "t", count: 10_000) + "()", in: $0)
    }
    // References.
    add("reference-corrupt", .fails("The reference could not be used: the reference could not be read")) { folder in
      try against(reference: { try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: URL(fileURLWithPath: $0)) }, in: folder)
    }
    add("reference-empty", .fails("The reference could not be used")) { folder in
      try against(reference: { try Data().write(to: URL(fileURLWithPath: $0)) }, in: folder)
    }
    add("reference-another-size", .fails("Newly-taken snapshot@(30, 30) px does not match reference@(1, 1) px")) { folder in
      try against(reference: { try Data(RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 255])!.pngData()).write(to: URL(fileURLWithPath: $0)) }, in: folder)
    }
    add("reference-a-folder", .fails("is a folder, not a file; remove it")) { folder in
      try against(reference: { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: true) }, in: folder)
    }
    add("reference-a-folder-in-record-all", .fails("is a folder, not a file")) { folder in
      try FileManager.default.createDirectory(atPath: folder + "/t.s.png", withIntermediateDirectories: true)
      return withSnapshotTesting(record: .all) { verifySnapshot(of: AnyView(swatch), as: .image, named: "s", snapshotDirectory: folder, testName: "t") }
    }
    add("reference-a-fifo", .fails("is a FIFO or other special file, not a file")) { folder in
      try against(reference: { _ = mkfifo($0, 0o644) }, in: folder)
    }
    add("snapshot-directory-under-a-file", .fails("The snapshot could not be recorded at")) { folder in
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data("file".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
      return verifySnapshot(of: "text", as: .lines, named: "n", snapshotDirectory: folder + "/file/sub", testName: "t")
    }
    add("artifacts-folder-is-a-file", .fails("(the failed snapshot could not be written to")) { folder in
      // The artifacts folder is `<temporary folder>/<test file>`; a file stands at its path.
      let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("HostileArtifacts28")
      try? FileManager.default.removeItem(at: artifacts)
      try Data("file".utf8).write(to: artifacts)
      defer { try? FileManager.default.removeItem(at: artifacts) }
      _ = verifySnapshot(of: "old", as: .lines, named: "n", snapshotDirectory: folder, file: "HostileArtifacts28.swift", testName: "t")
      return verifySnapshot(of: "new", as: .lines, named: "n", snapshotDirectory: folder, file: "HostileArtifacts28.swift", testName: "t")
    }
    // Text.
    add("lines-10mb-one-line-changed", .fails("… (9999500 more characters)")) { folder in
      _ = verifySnapshot(of: String(repeating: "a", count: 10_000_000), as: .lines, named: "n", snapshotDirectory: folder, testName: "t")
      return verifySnapshot(of: String(repeating: "b", count: 10_000_000), as: .lines, named: "n", snapshotDirectory: folder, testName: "t")
    }
    add("lines-100000-lines-all-changed", .fails("… and 199800 more changed lines (LineDiff.maxShownLines is 200)")) { folder in
      _ = verifySnapshot(of: String(repeating: "a\n", count: 100_000), as: .lines, named: "n", snapshotDirectory: folder, testName: "t")
      return verifySnapshot(of: String(repeating: "b\n", count: 100_000), as: .lines, named: "n", snapshotDirectory: folder, testName: "t")
    }
    add("lines-2000-long-lines-one-changed", .fails("+changed")) { folder in
      let lines = (0..<2_000).map { "\($0) " + String(repeating: "x", count: 5_000) }
      _ = verifySnapshot(of: lines.joined(separator: "\n"), as: .lines, named: "n", snapshotDirectory: folder, testName: "t")
      var changed = lines
      changed[1_000] = "changed"
      return verifySnapshot(of: changed.joined(separator: "\n"), as: .lines, named: "n", snapshotDirectory: folder, testName: "t")
    }
    add("dump-10mb-string", .passes) { recordsThenPasses(String(repeating: "z", count: 10_000_000), Snapshotting<String, String>.dump, in: $0) }
    add("dump-cyclic-objects", .passes) {
      let a = LinkedNode("a"), b = LinkedNode("b", next: a)
      a.next = b
      return recordsThenPasses(a, Snapshotting<LinkedNode, String>.dump, in: $0)
    }
    // 10 000 links, not more: releasing a longer chain recurses through deinit past the stack, in the test's own code.
    add("dump-10000-deep-chain", .fails("Couldn't snapshot value: the value nests more than SnapshotNesting.limit (512) levels deep")) {
      recordsThenPasses(chain(10_000), Snapshotting<LinkedNode, String>.dump, in: $0)
    }
    add("json-cyclic-objects", .fails("Couldn't snapshot value: the value nests more than SnapshotNesting.limit (512) levels deep when encoded")) {
      let a = LinkedNode("a"), b = LinkedNode("b", next: a)
      a.next = b
      return recordsThenPasses(a, Snapshotting<LinkedNode, String>.json, in: $0)
    }
    add("json-nan", .fails("Couldn't snapshot value: the value could not be encoded as JSON")) { recordsThenPasses([Double.nan], Snapshotting<[Double], String>.json, in: $0) }
    add("json-500-deep-chain", .passes) { recordsThenPasses(chain(500), Snapshotting<LinkedNode, String>.json, in: $0) }
    add("description-10mb", .passes) { recordsThenPasses(String(repeating: "d", count: 10_000_000), Snapshotting<String, String>.description, in: $0) }
    // Views and controllers.
    add("size-that-fits-no-size", .fails("the view has no size for the 0 × 0 proposal")) { recordsThenPasses(AnyView(Color.red), Snapshotting<AnyView, UIImage>.image, in: $0) }
    add("size-that-fits-zero-frame", .fails("the view has no size")) { recordsThenPasses(AnyView(Color.red.frame(width: 0, height: 0)), Snapshotting<AnyView, UIImage>.image, in: $0) }
    add("uiview-zero-frame", .fails("has no size")) { recordsThenPasses(UIView(frame: .zero), Snapshotting<UIView, UIImage>.image, in: $0) }
    add("navigation-controller-empty-stack", .passes) { recordsThenPasses(UINavigationController() as UIViewController, Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe), in: $0) }
    add("navigation-controller-popped-past-root", .passes) {
      let navigation = UINavigationController(rootViewController: UIHostingController(rootView: Text("Root")))
      for _ in 0..<3 { navigation.popViewController(animated: false) }
      return recordsThenPasses(navigation as UIViewController, Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe), in: $0)
    }
    return cases
  }()

  /// Every case ends as it must, within its own folder: nothing is written beside it.
  @Test(.timeLimit(.minutes(30)), arguments: cases)
  func eachCaseEndsInItsOutcome(_ hostile: Case) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-hostile28-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("references").path
    let message = try hostile.run(folder)
    switch hostile.outcome {
    case .passes: #expect(message == nil, "\(message ?? "")")
    case .records: #expect(message?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true, "\(message ?? "nil")")
    case .fails(let says): #expect(message?.contains(says) == true, "\(message ?? "nil")")
    }
    #expect(message.map { $0.utf8.count < 20_000 } ?? true, "a message of \(message?.utf8.count ?? 0) bytes")
    let written = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    #expect(written.allSatisfy { $0 == "references" }, "\(written)")
    if FileManager.default.fileExists(atPath: folder) {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
        #expect(name.utf8.count <= SnapshotFile.maxNameBytes && !name.contains("/"), "\(name.prefix(80))")
      }
    }
  }

  /// A name longer than a file system holds is cut to 255 bytes with a hash, so two long names that share their first
  /// 240 characters stay apart; a name that fits is kept as swift-snapshot-testing writes it.
  @Test func aLongNameIsCutWithAHash() {
    let long = String(repeating: "x", count: 10_000)
    let first = SnapshotFile(filePath: "/p/T.swift", directory: "/d", testName: "test()", name: long + "a", pathExtension: "png").reference
    let second = SnapshotFile(filePath: "/p/T.swift", directory: "/d", testName: "test()", name: long + "b", pathExtension: "png").reference
    #expect(first.lastPathComponent.utf8.count == 255 && first.pathExtension == "png", "\(first.lastPathComponent)")
    #expect(first != second && first.deletingLastPathComponent().path == "/d")
    let short = SnapshotFile(filePath: "/p/T.swift", directory: "/d", testName: "test()", name: "dark mode", pathExtension: "png").reference
    #expect(short.lastPathComponent == "test.dark-mode.png")
  }

  /// An empty `SNAPSHOT_ARTIFACTS` is the working directory's name, not a folder for artifacts: it counts as unset.
  @Test func anEmptyArtifactsVariableIsUnset() {
    let file = SnapshotFile(filePath: "/p/T.swift", directory: "/d", testName: "t", name: "n", pathExtension: "png")
    #expect(file.artifacts(in: ["SNAPSHOT_ARTIFACTS": ""]) == FileManager.default.temporaryDirectory.appendingPathComponent("T"))
    #expect(file.artifacts(in: ["SNAPSHOT_ARTIFACTS": "/a"]).path == "/a/T")
  }
}
