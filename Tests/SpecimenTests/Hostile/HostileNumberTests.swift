import Foundation
import SpecimenCairo
import SpecimenUI
import Testing
@testable import Specimen

/// The hostile-number corpus (`Hostile/Numbers/numbers.tsv`): one row per (modifier, value), each with
/// the outcome it must have when rendered by the real resolve → layout → Pango/Cairo pipeline inside a
/// whole catalog run: the cell renders (`renders`), renders with a warning naming the modifier and the
/// value (`warns`), or fails alone with an error naming the problem (`fails`). Every row's control cell
/// and the manifest must still be written: one bad number never ends the run.
@Suite struct HostileNumberTests {
  struct Row: CustomStringConvertible, Sendable {
    var modifier: String
    var value: Double
    var valueText: String
    var outcome: String
    var expect: String
    var id: String { "\(modifier)=\(valueText)" }
    var description: String { id }
  }

  static func rows(_ file: String = "numbers.tsv") throws -> [Row] {
    let url = try #require(Bundle.module.url(forResource: "Numbers", withExtension: nil)).appendingPathComponent(file)
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
      if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty { return nil }
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard f.count >= 3, let value = Double(f[1]) else { Issue.record("bad corpus line: \(line)"); return nil }
      return Row(modifier: f[0], value: value, valueText: f[1], outcome: f[2], expect: f.count > 3 ? f[3] : "")
    }
  }

  /// The view each modifier name stands for, given the number under test.
  typealias Builder = (control: Double, make: @Sendable (Double) -> AnyView)

  static let builders: [String: Builder] = [
    "frame.width": (20, { AnyView(Color.red.frame(width: $0, height: 20)) }),
    "frame.height": (20, { AnyView(Color.red.frame(width: 20, height: $0)) }),
    "frame.maxWidth": (100, { AnyView(Text("Hi").frame(maxWidth: $0)) }),
    "frame.minHeight": (30, { AnyView(Text("Hi").frame(minHeight: $0)) }),
    "padding": (8, { AnyView(Text("Hi").padding($0)) }),
    "padding.leading": (8, { AnyView(Text("Hi").padding(.leading, $0)) }),
    "hstack.spacing": (4, { AnyView(HStack(spacing: $0) { Text("A"); Text("B") }) }),
    "vstack.spacing": (4, { AnyView(VStack(spacing: $0) { Text("A"); Text("B") }) }),
    "spacer.minLength": (4, { v in AnyView(HStack { Text("A"); Spacer(minLength: v); Text("B") }) }),
    "offset.x": (4, { AnyView(Text("Hi").offset(x: $0)) }),
    "position.x": (10, { AnyView(Text("Hi").position(x: $0, y: 10).frame(width: 40, height: 20)) }),
    "aspectRatio": (2, { AnyView(Color.red.aspectRatio($0, contentMode: .fit).frame(width: 40)) }),
    "layoutPriority": (1, { v in AnyView(HStack { Text("A").layoutPriority(v); Text("B") }) }),
    "font.system.size": (17, { AnyView(Text("Hi").font(.system(size: $0))) }),
    "font.custom.size": (17, { AnyView(Text("Hi").font(.custom("Inter", size: $0))) }),
    "lineSpacing": (2, { AnyView(Text("a\nb").lineSpacing($0)) }),
    "minimumScaleFactor": (0.5, { AnyView(Text("Hello world").minimumScaleFactor($0).frame(width: 30)) }),
    "shadow.radius": (2, { AnyView(Text("Hi").shadow(radius: $0)) }),
    "shadow.x": (2, { AnyView(Text("Hi").shadow(color: .black, radius: 1, x: $0, y: 0)) }),
    "opacity": (0.5, { AnyView(Text("Hi").opacity($0)) }),
    "color.red": (0.2, { AnyView(Color(red: $0, green: 0.5, blue: 0.5).frame(width: 20, height: 20)) }),
    "color.opacity": (0.5, { AnyView(Color(red: 0.2, green: 0.5, blue: 0.5, opacity: $0).frame(width: 20, height: 20)) }),
    "color.hue": (0.3, { AnyView(Color(hue: $0, saturation: 1, brightness: 1).frame(width: 20, height: 20)) }),
    "color.opacityModifier": (0.5, { AnyView(Color.red.opacity($0).frame(width: 20, height: 20)) }),
    "cornerRadius": (4, { AnyView(RoundedRectangle(cornerRadius: $0).fill(Color.blue).frame(width: 40, height: 20)) }),
    "clip.cornerRadius": (4, { AnyView(Color.blue.frame(width: 40, height: 20).cornerRadius($0)) }),
    "stroke.lineWidth": (2, { AnyView(Circle().stroke(Color.red, lineWidth: $0).frame(width: 20, height: 20)) }),
    "stroke.dash": (3, { AnyView(Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [$0, 2])).frame(width: 20, height: 20)) }),
    "trim.to": (0.5, { AnyView(Circle().trim(from: 0, to: $0).stroke(Color.red, lineWidth: 2).frame(width: 20, height: 20)) }),
    "trim.from": (0.2, { AnyView(Circle().trim(from: $0, to: 1).stroke(Color.red, lineWidth: 2).frame(width: 20, height: 20)) }),
    "scaleEffect": (1.5, { AnyView(Text("Hi").scaleEffect($0)) }),
    "rotationEffect": (45, { AnyView(Text("Hi").rotationEffect(.degrees($0))) }),
    "brightness": (0.2, { AnyView(Text("Hi").brightness($0)) }),
    "contrast": (0.5, { AnyView(Text("Hi").contrast($0)) }),
    "saturation": (0.5, { AnyView(Color.red.frame(width: 20, height: 20).saturation($0)) }),
    "grayscale": (0.5, { AnyView(Color.red.frame(width: 20, height: 20).grayscale($0)) }),
    "hueRotation": (90, { AnyView(Color.red.frame(width: 20, height: 20).hueRotation(.degrees($0))) }),
    "gradient.location": (0.2, { v in
      AnyView(LinearGradient(stops: [.init(color: .red, location: v), .init(color: .blue, location: 1)], startPoint: .leading, endPoint: .trailing)
        .frame(width: 40, height: 20))
    }),
    "radialGradient.endRadius": (20, { AnyView(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: $0).frame(width: 40, height: 20)) }),
    "angularGradient.startAngle": (0, { v in
      AnyView(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(v), endAngle: .degrees(360)).frame(width: 40, height: 20))
    }),
    "meshGradient.point": (0.5, { v in
      AnyView(MeshGradient(width: 2, height: 2, points: [[0, 0], [Float(v), 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
        .frame(width: 40, height: 20))
    }),
    "blur.radius": (3, { AnyView(Color.red.frame(width: 20, height: 20).blur(radius: $0).padding(10)) }),
    "shape.rotation": (45, { AnyView(Rectangle().rotation(.degrees($0)).fill(Color.red).frame(width: 20, height: 20)) }),
    "shape.scale": (0.5, { AnyView(Circle().scale($0).fill(Color.red).frame(width: 20, height: 20).clipped()) }),
    "progress.value": (0.5, { AnyView(ProgressView(value: $0).frame(width: 100)) }),
    "progress.total": (2, { AnyView(ProgressView(value: 0.5, total: $0).frame(width: 100)) }),
    "slider.value": (0.5, { AnyView(Slider(value: .constant($0), in: 0...1).frame(width: 100)) }),
    "gauge.value": (0.5, { AnyView(Gauge(value: $0, in: 0...1) { Text("G") }.frame(width: 100)) }),
    "path.arcEnd": (90, { v in
      AnyView(Path { $0.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: .degrees(0), endAngle: .degrees(v), clockwise: false) }
        .stroke(Color.red).frame(width: 20, height: 20))
    }),
    "path.lineTo": (15, { v in
      AnyView(Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: v, y: 15)) }.stroke(Color.red).frame(width: 20, height: 20))
    }),
    "bezier.cornerRadius": (6, { v in
      AnyView(Color.red.frame(width: 40, height: 20).clipShape(BezierCorners(radius: v)))
    }),
    "bezier.arcRadius": (8, { v in
      AnyView(BezierArc(radius: v).stroke(Color.red).frame(width: 20, height: 20))
    }),
    "path.transformScale": (2, { v in
      AnyView(Path { $0.addPath(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), transform: CGAffineTransform(scaleX: v, y: v).rotated(by: v)) }
        .fill(Color.red).frame(width: 20, height: 20))
    }),
    "symbol.fontSize": (17, { AnyView(Image(systemName: "star").font(.system(size: $0))) }),
    "image.resizableWidth": (20, { AnyView(Image(systemName: "star").resizable().frame(width: $0, height: 20)) }),
    "text.formatNumber": (3, { AnyView(Text($0, format: .number)) }),
  ]

  @Test func everyRowHasItsOutcomeAndTheRunFinishes() throws {
    try Self.check(Self.rows(), builders: Self.builders, minimumRows: 250, actualSuffix: "")
  }

  /// Renders every row of a corpus as an entry of one catalog run and checks each row's outcome;
  /// `HOSTILE_ACTUAL=<path>` writes the outcomes seen (to `<path><actualSuffix>`) for updating a corpus.
  static func check(_ rows: [Row], builders: [String: Builder], minimumRows: Int, actualSuffix: String) throws {
    #expect(rows.count >= minimumRows)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-hostile-\(UUID().uuidString)")
    defer { if ProcessInfo.processInfo.environment["HOSTILE_KEEP"] == nil { try? FileManager.default.removeItem(at: folder) } }
    // Axis values and entry names are indices, so every row's cells have plain, distinct file names.
    let catalog: [CatalogEntry] = rows.enumerated().compactMap { index, row in
      if row.modifier == "axis.values" {
        return CatalogEntry("n\(index)", axes: [StateAxis.values([0.5, row.value])]) { state in
          ProgressView(value: state.value ?? 0).frame(width: 60)
        }
      }
      guard let builder = builders[row.modifier] else { Issue.record("unknown modifier \(row.modifier)"); return nil }
      let value = row.value
      return CatalogEntry("n\(index)", axes: [StateAxis("input", [AxisValue("control") { $0.value = nil }, AxisValue("hostile") { $0.value = value }])]) { state in
        builder.make(state.value ?? builder.control)
      }
    }
    var options = RenderOptions()
    options.jobs = 2
    options.scale = 1
    let result = CatalogRenderer(outputFolder: folder, options: options).run(catalog)
    // The manifest is written and reads back.
    let manifest = try Manifest.read(from: folder.appendingPathComponent("manifest.json"))
    #expect(manifest.entries.count == catalog.count)
    var actual: [String] = []
    for (index, row) in rows.enumerated() {
      let entry = "n\(index)"
      let records = manifest.entries.first { $0.name == entry }?.cells ?? []
      let hostileName = row.modifier == "axis.values" ? "value-\(StateAxis.format(row.value))" : "input-hostile"
      let controlName = row.modifier == "axis.values" ? "value-0.5" : "input-control"
      let control = records.first { $0.name == controlName }
      #expect(control?.file != nil && control?.error == nil, "\(row): the control cell was not written: \(control?.error ?? "no record")")
      let hostile = records.first { $0.name == hostileName }
      let prefix = "\(entry)/\(hostileName): "
      let warnings = result.warnings.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
      let error = hostile?.error.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
      let outcome: String, detail: String
      if let error {
        (outcome, detail) = ("fails", ([error] + warnings).joined(separator: " | "))
      } else if hostile?.file != nil {
        (outcome, detail) = warnings.isEmpty ? ("renders", "") : ("warns", warnings.joined(separator: " | "))
      } else {
        (outcome, detail) = ("missing", "")
      }
      actual.append("\(row.modifier)\t\(row.valueText)\t\(outcome)\t\(detail.replacingOccurrences(of: "\n", with: " "))")
      #expect(outcome == row.outcome, "\(row): expected \(row.outcome), got \(outcome): \(detail)")
      if !row.expect.isEmpty {
        #expect(detail.contains(row.expect), "\(row): '\(detail)' does not mention '\(row.expect)'")
      }
      if outcome == "warns" || outcome == "fails" {
        // A message names what the number was given to and the value (or the limit it broke).
        #expect(!detail.isEmpty)
      }
    }
    if let out = ProcessInfo.processInfo.environment["HOSTILE_ACTUAL"] {
      try actual.joined(separator: "\n").write(toFile: out + actualSuffix, atomically: true, encoding: .utf8)
    }
  }

  @Test func scalesOutsideTheLimitFailTheRunWithOneErrorBeforeAnythingIsWritten() throws {
    for scale in [CGFloat.nan, .infinity, -1, 0, 1e20, 1e-9] {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-hostile-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      var options = RenderOptions()
      options.scale = scale
      let catalog = [CatalogEntry("E", axes: [StateAxis.isPressed]) { _ in Text("Hi") }]
      let result = CatalogRenderer(outputFolder: folder, options: options).run(catalog)
      #expect(result.errors.count == 1, "scale \(scale): \(result.errors)")
      #expect(result.errors.first?.contains("is not a scale from 0.1 to 16") == true, "\(result.errors)")
      #expect(result.files.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("manifest.json").path))
    }
  }
}

/// Corrupt manifests (`Hostile/Numbers/manifests.tsv`): reading one throws `ManifestReadError` naming the
/// file and the field; `verify` against goldens with such a manifest reports it and still checks every cell.
@Suite struct HostileManifestTests {
  static func rows() throws -> [(name: String, json: String, expect: String)] {
    let url = try #require(Bundle.module.url(forResource: "Numbers", withExtension: nil)).appendingPathComponent("manifests.tsv")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return f.count == 3 ? (f[0], f[1], f[2]) : nil
    }
  }

  @Test func everyCorruptManifestThrowsANamedError() throws {
    let rows = try Self.rows()
    #expect(rows.count >= 15)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-manifests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for row in rows {
      let url = folder.appendingPathComponent("\(row.name).json")
      try Data(row.json.utf8).write(to: url)
      do {
        _ = try Manifest.read(from: url)
        Issue.record("\(row.name): read without an error")
      } catch let error as ManifestReadError {
        #expect("\(error)".contains(url.path), "\(row.name): \(error)")
        #expect("\(error)".contains(row.expect), "\(row.name): '\(error)' does not mention '\(row.expect)'")
      }
    }
  }

  @Test func verifyAgainstAManifestWithScale1e20ReportsItAndChecksAtScale2() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-manifests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = [CatalogEntry("E", axes: [StateAxis.isPressed]) { _ in Text("Hi") }]
    _ = CatalogRenderer(outputFolder: folder).run(catalog)
    try Data(#"{"version":1,"scale":1e20,"entries":[]}"#.utf8).write(to: folder.appendingPathComponent("manifest.json"))
    let run = Verifier(goldens: folder).run(catalog)
    #expect(run.errors.contains { $0.contains("\"scale\": 1e+20 is not a scale from 0.1 to 16") && $0.contains("verified at scale 2") }, "\(run.errors)")
    #expect(run.checks.count == 2)
    #expect(run.checks.allSatisfy { $0.outcome == .identical }, "\(run.checks.map(\.message))")
  }
}

/// A UIKit-built shape with its top corners rounded by `radius` (hostile corner radii).
private struct BezierCorners: Shape {
  let radius: CGFloat
  func path(in rect: CGRect) -> Path {
    Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: radius, height: radius)).cgPath)
  }
}

/// A UIKit-built arc of `radius` (hostile arc radii).
private struct BezierArc: Shape {
  let radius: CGFloat
  func path(in rect: CGRect) -> Path {
    Path(UIBezierPath(arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: 0, endAngle: .pi, clockwise: true).cgPath)
  }
}

