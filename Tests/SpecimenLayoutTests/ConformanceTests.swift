import Foundation
import SpecimenLayout
import SpecimenUI
import Testing

/// One conformance case: a JSON file under Fixtures/<area>/.
struct Fixture: Sendable, CustomTestStringConvertible {
  /// "<area>/<file name without .json>".
  let name: String
  let url: URL
  var testDescription: String { name }

  /// The fixtures directory inside the test bundle.
  static var directory: URL? { Bundle.module.url(forResource: "Fixtures", withExtension: nil) }

  /// Every fixture file, sorted by name; `enabled` selects files without the "x-" prefix.
  static func all(enabled: Bool) -> [Fixture] {
    guard let root = directory,
          let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    var result: [Fixture] = []
    for case let url as URL in enumerator where url.pathExtension == "json" {
      let disabled = url.lastPathComponent.hasPrefix("x-")
      guard disabled != enabled else { continue }
      let area = url.deletingLastPathComponent().lastPathComponent
      result.append(Fixture(name: "\(area)/\(url.deletingPathExtension().lastPathComponent)", url: url))
    }
    return result.sorted { $0.name < $1.name }
  }

  /// The parsed JSON object.
  func load() throws -> [String: Any] {
    let data = try Data(contentsOf: url)
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw DSLError("\(name): not a JSON object")
    }
    return object
  }
}

/// The tolerance of the conformance suite, in points.
let conformanceTolerance: CGFloat = 0.01

@Suite("Layout conformance fixtures")
struct ConformanceTests {
  @Test("fixture", arguments: Fixture.all(enabled: true))
  func fixture(_ fixture: Fixture) throws {
    let object = try fixture.load()
    for field in ["title", "rule", "why", "proposal", "view", "expect"] {
      #expect(object[field] != nil, "\(fixture.name) lacks \"\(field)\"")
    }
    let dsl = FixtureDSL()
    let view = try dsl.view(object["view"] as Any)
    guard let proposalArray = object["proposal"] as? [Any], proposalArray.count == 2 else {
      throw DSLError("\(fixture.name): proposal must be [w, h]")
    }
    let proposal = ProposedViewSize(width: try dsl.number(proposalArray[0]), height: try dsl.number(proposalArray[1]))
    var result = LayoutInspector.layout(of: view, in: proposal, measurers: fakeMeasurers)
    // An optional "scale" snaps the frames to that display's pixel grid (docs/pixel-snapping.md).
    if let scale = try dsl.number(object["scale"]) {
      result = LayoutResult(root: result.root.snapped(toPixelsOf: scale), leafMeasurementCount: result.leafMeasurementCount)
    }

    let expect = object["expect"] as? [String: Any] ?? [:]
    var mismatches: [String] = []
    if let size = expect["size"] as? [Any] {
      let expected = try size.map { try dsl.number($0) ?? .nan }
      if !close(expected, [result.size.width, result.size.height]) {
        mismatches.append("size: expected \(format(expected)), got \(format([result.size.width, result.size.height]))")
      }
    }
    let frames = result.frames
    for (id, value) in (expect["frames"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
      let expected = try (value as? [Any] ?? []).map { try dsl.number($0) ?? .nan }
      guard let frame = frames[id] else {
        mismatches.append("\(id): expected \(format(expected)), but no view has this id")
        continue
      }
      let actual = [frame.minX, frame.minY, frame.width, frame.height]
      if !close(expected, actual) { mismatches.append("\(id): expected \(format(expected)), got \(format(actual))") }
    }
    if !mismatches.isEmpty {
      let input = (try? JSONSerialization.data(withJSONObject: object["view"] as Any, options: [.sortedKeys]))
        .flatMap { String(data: $0, encoding: .utf8) } ?? "?"
      Issue.record("""
        \(fixture.name) — \(object["title"] ?? "") (rule \(object["rule"] ?? "?"))
        INPUT: \(input) proposed \(proposal)
        EXPECTED: \(expect)
        ACTUAL:
        \(mismatches.joined(separator: "\n"))
        \(result.textDump())
        """)
    }
  }

  @Test("every disabled fixture gives a reason")
  func disabledFixturesHaveReasons() throws {
    for fixture in Fixture.all(enabled: false) {
      let reason = try fixture.load()["reason"] as? String
      #expect(!(reason ?? "").isEmpty, "\(fixture.name) is disabled without a reason")
    }
  }

  @Test("the suite has at least 200 cases, in every area")
  func coverage() {
    let fixtures = Fixture.all(enabled: true)
    #expect(fixtures.count >= 200)
    let areas = Set(fixtures.map { $0.name.split(separator: "/").first.map(String.init) ?? "" })
    for area in ["stacks", "spacers", "frames", "padding", "fixedSize", "priority", "aspectRatio", "zstack",
                 "overlay-background", "text", "images", "geometry-reader", "alignment-guides", "layout-direction",
                 "nested-flex", "layout-protocol", "view-that-fits", "lazy-stack", "lazy-grid", "grid", "pixel-snapping"] {
      #expect(areas.contains(area), "no fixtures in \(area)")
    }
  }

  private func close(_ expected: [CGFloat], _ actual: [CGFloat]) -> Bool {
    expected.count == actual.count && zip(expected, actual).allSatisfy { e, a in
      e == a || abs(e - a) <= conformanceTolerance
    }
  }

  private func format(_ values: [CGFloat]) -> String {
    "[" + values.map { $0.isFinite ? String(format: "%.2f", Double($0)) : "\($0)" }.joined(separator: ", ") + "]"
  }
}
