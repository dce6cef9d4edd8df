import Foundation
import SpecimenDiff
import SpecimenUI
import Testing
@testable import Specimen

/// Accessibility in goldens and sheets: a changed label fails verify with a semantic diff even when
/// no pixel changes, and `render --accessibility` writes a deterministic sheet the manifest names.
@Suite struct AccessibilityVerifyTests {
  struct IconStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.frame(width: 30, height: 30).background(Circle().fill(Color.blue))
    }
  }

  static func icon(_ label: String) -> some View {
    Button {} label: { Image(systemName: "trash") }.buttonStyle(IconStyle()).accessibilityLabel(label)
  }

  @Test func changedLabelIsASemanticDiff() throws {
    let folder = TemporaryFolder("a11y-verify")
    let snapshot = ViewSnapshot(golden: folder.path("icon.png"), artifacts: folder.path("artifacts"))
    let recorded = snapshot.assert(Self.icon("Delete"), name: "icon", record: .all)
    #expect(recorded.recorded)
    let json = try String(contentsOf: folder.path("icon.json"), encoding: .utf8)
    #expect(json.contains("\"button \\\"Delete\\\" traits isButton\""))

    let same = snapshot.assert(Self.icon("Delete"), name: "icon", record: .never)
    #expect(same.failure == nil)

    let changed = snapshot.assert(Self.icon("Remove"), name: "icon", record: .never)
    #expect(changed.check.outcome == .failed)
    #expect(changed.check.message.hasPrefix("VoiceOver elements changed (pixels: identical"))
    #expect(changed.check.semanticChanges == [
      "VoiceOver element 1: button \"Delete\" traits isButton → button \"Remove\" traits isButton"
    ])
    let unlabelled = snapshot.assert(Button {} label: { Image(systemName: "trash") }.buttonStyle(IconStyle()), name: "icon", record: .never)
    #expect(unlabelled.check.semanticChanges == [
      "VoiceOver element 1: button \"Delete\" traits isButton → button \"trash\" traits isButton"
    ])
  }

  @Test func goldenWithoutRecordedElementsIsJudgedOnPixelsOnly() throws {
    let folder = TemporaryFolder("a11y-old")
    let snapshot = ViewSnapshot(golden: folder.path("icon.png"), artifacts: folder.path("artifacts"))
    _ = snapshot.assert(Self.icon("Delete"), name: "icon", record: .all)
    // A snapshot written before accessibility was kept has no "accessibility" key.
    var node = try SemanticNode.read(from: folder.path("icon.json"))
    node.accessibility = nil
    try node.jsonData().write(to: folder.path("icon.json"))
    #expect(snapshot.assert(Self.icon("Remove"), name: "icon", record: .never).failure == nil)
  }

  @Test func semanticDiffListsAddedAndRemovedElements() {
    #expect(AccessibilitySnapshot.changes(from: ["text \"A\""], to: ["text \"A\"", "text \"B\""]) == ["VoiceOver element 2 added: text \"B\""])
    #expect(AccessibilitySnapshot.changes(from: ["text \"A\"", "text \"B\""], to: ["text \"B\""]) == [
      "VoiceOver element 1: text \"A\" → text \"B\"", "VoiceOver element 2 removed: text \"B\"",
    ])
    #expect(AccessibilitySnapshot.changes(from: nil, to: ["text \"A\""]).isEmpty)
  }

  /// The element list is read from the start of a snapshot (brackets and quotes inside labels
  /// included), from anywhere in a hand-edited one, and not at all from one without it.
  /// A label, value or hint is quoted with its backslashes, quotes and line feeds escaped; one longer than
  /// `maxQuotedScalars` is quoted to there and then says how long it is.
  @Test func aLongTextIsQuotedToTheLimitAndSaysItsLength() {
    #expect(AccessibilitySnapshot.quoted("a \"b\"\\c\nd") == "\"a \\\"b\\\"\\\\c\\nd\"")
    let exact = String(repeating: "x", count: AccessibilitySnapshot.maxQuotedScalars)
    #expect(AccessibilitySnapshot.quoted(exact) == "\"" + exact + "\"")
    let megabyte = String(repeating: "word ", count: 209_716)
    #expect(AccessibilitySnapshot.quoted(megabyte) == "\"" + String(megabyte.prefix(1_000)) + "…\" (1048580 UTF-8 bytes in all)")
  }

  @Test func elementListsAreReadFromSnapshots() throws {
    let folder = TemporaryFolder("a11y-read")
    let lines = ["button \"[Save] \\\"now\\\"\" traits isButton", "text \"]\""]
    let written = String(decoding: try JSONEncoder().encode(["accessibility": lines]), as: UTF8.self)
    let cases = [
      ("sorted", "{\n  " + written.dropFirst().dropLast() + ",\n  \"children\" : [ ]\n}", lines as [String]?),
      ("edited", #"{"children": [], "accessibility": ["text \"B\""]}"#, ["text \"B\""]),
      ("none", #"{"children": [{"text": "accessibility"}]}"#, nil),
    ]
    for (name, json, expected) in cases {
      let url = folder.path("\(name).json")
      try Data(json.utf8).write(to: url)
      #expect(AccessibilitySnapshot.read(from: url) == expected, "\(name)")
    }
  }

  static let catalog = [
    CatalogEntry("Icons", axes: [.colorScheme]) { _ in
      HStack(spacing: 12) {
        AccessibilityVerifyTests.icon("Delete")
        Text("Bin")
      }
    }
  ]

  /// `record --record=all` gives an older golden's snapshot its element list and leaves its PNG alone;
  /// `--record=failed` leaves both alone.
  @Test func recordAllAddsElementListsToOlderSnapshots() throws {
    let folder = TemporaryFolder("a11y-upgrade")
    _ = Recorder(verifier: Verifier(goldens: folder.url), mode: .all).run(Self.catalog)
    let json = folder.path("Icons/colorScheme-light.json"), png = folder.path("Icons/colorScheme-light.png")
    let listed = try Data(contentsOf: json)
    var tree = try #require(try JSONSerialization.jsonObject(with: listed) as? [String: Any])
    tree["accessibility"] = nil
    let older = try JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys, .prettyPrinted])
    try older.write(to: json)
    let pngBefore = try FileManager.default.attributesOfItem(atPath: png.path)[.modificationDate] as? Date
    let failed = Recorder(verifier: Verifier(goldens: folder.url), mode: .failed).run(Self.catalog)
    #expect(failed.written.isEmpty)
    #expect(try Data(contentsOf: json) == older)
    let all = Recorder(verifier: Verifier(goldens: folder.url), mode: .all).run(Self.catalog)
    #expect(all.written.isEmpty, "no PNG is rewritten")
    #expect(all.run.checks.filter(\.snapshotUpdated).map(\.id) == ["Icons/colorScheme-light"])
    #expect(AccessibilitySnapshot.read(from: json) == AccessibilitySnapshot.read(from: folder.path("Icons/colorScheme-dark.json")))
    #expect(AccessibilitySnapshot.read(from: json)?.isEmpty == false)
    let pngAfter = try FileManager.default.attributesOfItem(atPath: png.path)[.modificationDate] as? Date
    #expect(pngAfter == pngBefore)
  }

  @Test func accessibilitySheetIsWrittenAndDeterministic() throws {
    var options = RenderOptions()
    options.accessibilitySheets = true
    let one = TemporaryFolder("a11y-sheet"), two = TemporaryFolder("a11y-sheet")
    let result = CatalogRenderer(outputFolder: one.url, options: options).run(Self.catalog)
    #expect(result.errors.isEmpty)
    #expect(result.manifest.entries.first?.accessibilitySheet?.path == "Icons~accessibility.png")
    _ = CatalogRenderer(outputFolder: two.url, options: options).run(Self.catalog)
    let data = try Data(contentsOf: one.path("Icons~accessibility.png"))
    #expect(data == (try Data(contentsOf: two.path("Icons~accessibility.png"))))
    // The first element's outline and badge colour (palette red, 230 41 56) is drawn.
    let image = try RGBAImage(pngData: data)
    var red = 0
    for k in stride(from: 0, to: image.pixels.count, by: 4)
    where abs(Int(image.pixels[k]) - 230) <= 2 && abs(Int(image.pixels[k + 1]) - 41) <= 2 && abs(Int(image.pixels[k + 2]) - 56) <= 2 {
      red += 1
    }
    #expect(red > 100)
    // Without the option no accessibility sheet is written.
    let plain = TemporaryFolder("a11y-plain")
    let without = CatalogRenderer(outputFolder: plain.url, options: RenderOptions()).run(Self.catalog)
    #expect(without.manifest.entries.first?.accessibilitySheet == nil)
    #expect(!FileManager.default.fileExists(atPath: plain.path("Icons~accessibility.png").path))
  }

  @Test func sheetLegendNamesLabelTraitsAndValue() {
    let toggle = AccessibilityElement(kind: .toggle, label: "Wi-Fi", labelSource: .text, traits: ["isButton", "isToggle"],
                                      value: "on", frame: .zero, isInteractive: true)
    #expect(AccessibilityLegend.title(toggle) == "“Wi-Fi”")
    #expect(AccessibilityLegend.details(toggle) == "toggle · isButton, isToggle · value “on”")
    let icon = AccessibilityElement(kind: .button, label: "trash", labelSource: .imageName, traits: ["isButton"],
                                    frame: .zero, isInteractive: true, isEnabled: false)
    #expect(AccessibilityLegend.title(icon) == "“trash” (image name)")
    #expect(AccessibilityLegend.details(icon) == "button · isButton · dimmed")
  }
}
