import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// Known answers through the real renderer: WCAG contrast of composited colours, 44 pt targets,
/// truncation at larger Dynamic Type sizes.
@Suite struct AuditCheckTests {
  static func grey(_ level: Int) -> Color {
    Color(red: Double(level) / 255, green: Double(level) / 255, blue: Double(level) / 255)
  }

  static func sample(_ color: Color) -> some View {
    Text("Sample text").font(.system(size: 17)).foregroundColor(color).padding(12).background(Color.white)
  }

  @Test func wcagRatiosOfTheKnownGreys() {
    let white = WCAGContrast.luminance(255, 255, 255)
    #expect((WCAGContrast.ratio(WCAGContrast.luminance(0x76, 0x76, 0x76), white) * 100).rounded() / 100 == 4.54)
    #expect((WCAGContrast.ratio(WCAGContrast.luminance(0x77, 0x77, 0x77), white) * 100).rounded() / 100 == 4.48)
    #expect(WCAGContrast.ratio(WCAGContrast.luminance(0, 0, 0), white) == 21)
    #expect(WCAGContrast.textThreshold(size: 17, weight: 400) == 4.5)
    #expect(WCAGContrast.textThreshold(size: 18, weight: 400) == 3)
    #expect(WCAGContrast.textThreshold(size: 14, weight: 700) == 3)
    #expect(WCAGContrast.textThreshold(size: 14, weight: 600) == 4.5)
  }

  @Test func grey767676OnWhitePassesAnd777777Fails() throws {
    let passing = try Auditor.audit(Self.sample(Self.grey(0x76)), named: "grey76")
    #expect(passing.filter { $0.kind == .contrast }.isEmpty, "\(passing.map(\.line))")
    let failing = try Auditor.audit(Self.sample(Self.grey(0x77)), named: "grey77").filter { $0.kind == .contrast }
    #expect(failing.count == 1)
    let finding = try #require(failing.first)
    #expect(finding.value == 4.48)
    #expect(finding.threshold == 4.5)
    #expect(finding.element == AuditFinding.Element(type: "Text", id: nil, text: "Sample text"))
    #expect(finding.hint.hasPrefix("text #777777 on #FFFFFF reaches 4.48:1"))
    #expect(finding.frame[0] == 12 && finding.frame[1] == 12)
  }

  @Test func textAtHalfOpacityIsJudgedOnItsCompositedColour() throws {
    // Black is 21:1 on white; at 50 % opacity it is drawn as mid grey, about 4:1, which fails 4.5:1.
    #expect(try Auditor.audit(Self.sample(.black), named: "black").filter { $0.kind == .contrast }.isEmpty)
    let half = try Auditor.audit(Self.sample(.black).opacity(0.5), named: "half").filter { $0.kind == .contrast }
    let finding = try #require(half.first)
    #expect(half.count == 1)
    #expect(finding.value >= 3.94 && finding.value <= 4.01, "\(finding.line)")
    #expect(finding.hint.hasPrefix("text #7F7F7F on #FFFFFF") || finding.hint.hasPrefix("text #808080 on #FFFFFF"), "\(finding.hint)")
  }

  @Test func disabledControlsAreReportedAsContrastDisabled() throws {
    let view = Button("Sample") {}.buttonStyle(GreyLabelStyle()).disabled(true)
    let found = try Auditor.audit(view, named: "disabled")
    #expect(found.map(\.kind).contains(.contrastDisabled), "\(found.map(\.line))")
    #expect(!found.map(\.kind).contains(.contrast))
    #expect(AuditFinding.Kind.contrastDisabled.severity == "warning")
  }

  @Test func a30PointIconButtonFailsTargetSize() throws {
    let view = Button {} label: { Image(systemName: "xmark").frame(width: 30, height: 30) }
      .buttonStyle(.plain)
      .padding(20)
    let found = try Auditor.audit(view, named: "icon").filter { $0.kind == .targetSize }
    #expect(found.count == 1)
    let finding = try #require(found.first)
    #expect(finding.frame == [20, 20, 30, 30])
    #expect(finding.value == 30 && finding.threshold == 44)
    #expect(finding.element == AuditFinding.Element(type: "Button", id: nil, text: "xmark"))
    // It has no label: VoiceOver would read only the symbol's name.
    let unlabelled = try Auditor.audit(view, named: "icon").filter { $0.kind == .missingLabel }
    #expect(unlabelled.count == 1, "\(unlabelled.map(\.line))")
    #expect(unlabelled.first?.element.type == "Button")
    #expect(unlabelled.first?.frame == [20, 20, 30, 30])
    // At 44×44 with an accessibility label it passes both.
    let large = Button {} label: { Image(systemName: "xmark").frame(width: 44, height: 44) }.buttonStyle(.plain)
      .accessibilityLabel("Close")
    #expect(try Auditor.audit(large, named: "large").filter { $0.kind == .targetSize || $0.kind == .missingLabel }.isEmpty)
  }

  static var chip: some View {
    Text("Notifications").font(.body).lineLimit(1)
      .padding(.horizontal, 12).padding(.vertical, 6)
      .background(Capsule().fill(Color.gray.opacity(0.2)))
      .frame(width: 300, alignment: .leading)
      .padding(8)
      .background(Color.white)
  }

  @Test func aChipThatFitsAtTheDefaultSizeTruncatesAtAccessibility5() throws {
    let found = try Auditor.audit(Self.chip, named: "chip").filter { $0.kind == .truncation }
    #expect(found.count == 1, "\(found.map(\.line))")
    let finding = try #require(found.first)
    #expect(finding.dynamicTypeSize == "accessibility5")
    #expect(finding.element.text == "Notifications")
    // Laid out at the default size alone, it fits.
    let plain = try CellAudit(scale: 2, background: .white)
      .findings(ViewRenderer().checkedPlace(Self.chip, in: .unspecified), cell: "chip", disabled: false)
    #expect(plain.filter { $0.kind == .truncation }.isEmpty)
  }

  @Test func linesCutAtALineBreakAreTruncation() throws {
    // No ellipsis shows where lineLimit drops a whole paragraph, but the text is still cut.
    let cut = Text("Title\nSubtitle").font(.body).lineLimit(1).padding(8).background(Color.white)
    let found = try CellAudit(scale: 2, background: .white)
      .findings(ViewRenderer().checkedPlace(cut, in: .unspecified), cell: "cut", disabled: false)
      .filter { $0.kind == .truncation }
    #expect(found.map(\.element.text) == ["Title\nSubtitle"])
    let whole = Text("Title\nSubtitle").font(.body).lineLimit(2).padding(8).background(Color.white)
    let none = try CellAudit(scale: 2, background: .white)
      .findings(ViewRenderer().checkedPlace(whole, in: .unspecified), cell: "whole", disabled: false)
    #expect(none.filter { $0.kind == .truncation }.isEmpty)
  }

  @Test func shrinkingBelowEightyPercentIsTruncationAndOverflowingAClipIsClipping() throws {
    let shrunk = Text("A long label that shrinks").font(.system(size: 17)).lineLimit(1).minimumScaleFactor(0.5)
      .frame(width: 120).background(Color.white)
    let found = try Auditor.audit(shrunk, named: "shrunk").filter { $0.kind == .truncation && $0.dynamicTypeSize == nil }
    let finding = try #require(found.first)
    #expect(finding.value < 0.8 && finding.value >= 0.5 && finding.threshold == 0.8)
    let clipped = Text("Clipped text").font(.system(size: 17)).fixedSize().frame(width: 40, height: 20).clipped()
      .padding(10).background(Color.white)
    let clipping = try Auditor.audit(clipped, named: "clipped").filter { $0.kind == .clipping && $0.dynamicTypeSize == nil }
    #expect(clipping.count == 1)
    #expect((clipping.first?.value ?? 0) > 10)
  }
}

/// A button style with a light grey label: fails contrast, and is disabled in the test above.
struct GreyLabelStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.foregroundColor(Color(red: 0.8, green: 0.8, blue: 0.8))
      .frame(minWidth: 60, minHeight: 50).background(Color.white)
  }
}

/// The command line: JSON order, the baseline and the exit statuses.
@Suite struct AuditCommandTests {
  static var catalog: [CatalogEntry] {
    [
      CatalogEntry("Icon", axes: [.colorScheme]) { _ in
        Button {} label: { Image(systemName: "xmark").frame(width: 30, height: 30) }.buttonStyle(.plain)
      },
      CatalogEntry("Label", axes: []) { _ in Text("Readable").foregroundColor(.black) },
    ]
  }

  @Test func jsonIsSortedAndStableAndTheBaselineAcceptsKnownFindings() throws {
    let folder = TemporaryFolder("audit")
    let json = folder.path("audit.json").path, baseline = folder.path("baseline.json").path
    let first = runCLI(Self.catalog, ["audit", "--json", json, "--baseline", baseline, "--update-baseline"])
    #expect(first.status == 0, "\(first.err)")
    let report = try AuditReport.read(from: URL(fileURLWithPath: json))
    #expect(report.cells == 3)
    #expect(report.findings.map(\.cell) == ["Icon/colorScheme-dark", "Icon/colorScheme-dark", "Icon/colorScheme-light", "Icon/colorScheme-light"])
    #expect(report.findings.map(\.kind) == [.missingLabel, .targetSize, .missingLabel, .targetSize])
    #expect(report.findings.allSatisfy { $0.frame == [12, 12, 30, 30] })
    let text = try String(contentsOfFile: json, encoding: .utf8)
    #expect(text.hasPrefix("{\n  \"cells\" : 3,\n  \"findings\" : [\n"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: baseline)) == Data(contentsOf: URL(fileURLWithPath: json)))
    // With the baseline, nothing is new.
    let second = runCLI(Self.catalog, ["audit", "--baseline", baseline])
    #expect(second.status == 0, "\(second.out)")
    #expect(second.out.contains("audited 3 cells: 4 findings, 0 new, 4 accepted by \(baseline)"))
    // Without it, both are new and the run fails.
    let third = runCLI(Self.catalog, ["audit", "--no-baseline"])
    #expect(third.status == 1)
    #expect(third.out.contains("error: Icon/colorScheme-dark: target-size 30 < 44 Button \"xmark\" at (12, 12, 30×30)"))
    // Updating with a pattern keeps the other cells' entries.
    #expect(runCLI(Self.catalog, ["audit", "Label", "--baseline", baseline, "--update-baseline"]).status == 0)
    #expect(try AuditReport.read(from: URL(fileURLWithPath: baseline)).findings.count == 4)
  }

  @Test func usageErrorsExitTwo() throws {
    let folder = TemporaryFolder("audit-usage")
    #expect(runCLI(Self.catalog, ["audit", "--scale", "5"]).status == 2)
    #expect(runCLI(Self.catalog, ["audit", "--baseline", "x.json", "--no-baseline"]).status == 2)
    #expect(runCLI(Self.catalog, ["audit", "NoSuchEntry"]).status == 2)
    let missing = runCLI(Self.catalog, ["audit", "--baseline", folder.path("missing.json").path])
    #expect(missing.status == 2 && missing.err.contains("--update-baseline"))
    try Data("not json".utf8).write(to: folder.path("bad.json"))
    let bad = runCLI(Self.catalog, ["audit", "--baseline", folder.path("bad.json").path])
    #expect(bad.status == 2 && bad.err.contains("is not an audit JSON file"))
  }

  @Test func verifyWithAuditFailsOnNewFindings() throws {
    let folder = TemporaryFolder("audit-verify")
    let withFaint = Self.catalog + [CatalogEntry("Faint", axes: []) { _ in Text("Faint").foregroundColor(Color(red: 0.8, green: 0.8, blue: 0.8)) }]
    recordGoldens(withFaint, into: folder.path("goldens"))
    let plain = runCLI(Self.catalog, ["verify", "--goldens", folder.path("goldens").path, "--no-artifacts"])
    #expect(plain.status == 0)
    let audited = runCLI(Self.catalog, ["verify", "--goldens", folder.path("goldens").path, "--no-artifacts", "--audit",
                                        "--audit-baseline", folder.path("none.json").path])
    #expect(audited.status == 2)
    #expect(runCLI(Self.catalog, ["audit", "--baseline", folder.path("base.json").path, "--update-baseline"]).status == 0)
    let accepted = runCLI(Self.catalog, ["verify", "--goldens", folder.path("goldens").path, "--no-artifacts", "--audit",
                                         "--audit-baseline", folder.path("base.json").path])
    #expect(accepted.status == 0, "\(accepted.out)")
    let failing = runCLI(withFaint, ["verify", "Faint", "--goldens", folder.path("goldens").path, "--no-artifacts", "--audit",
                          "--audit-baseline", folder.path("base.json").path])
    #expect(failing.status == 1)
    #expect(failing.out.contains("verified 1 cells: 1 passed, 0 failed"))
    #expect(failing.out.contains("error: Faint/default: contrast 1.61 < 4.5 Text \"Faint\" at (12, 12.5, 38×20): text #CCCCCC on #FFFFFF"), "\(failing.out)")
  }
}
