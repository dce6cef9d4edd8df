import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// SF Symbol names draw a Bootstrap or project icon of the same meaning; unknown names stay loud.
@Suite struct SymbolMapTests {
  @Test func everyMappedNameHasItsDrawing() {
    let all = SymbolMap.bootstrapNames.merging(SymbolMap.commonNames) { first, _ in first }.merging(SymbolMap.usageNames) { first, _ in first }
    #expect(all.count >= 300, "only \(all.count) symbols mapped")
    let missing = all.filter { !FileManager.default.fileExists(atPath: "\(SymbolMap.bootstrapFolder)/\($0.value).svg") }
    #expect(missing.isEmpty, "mapped to drawings bootstrap-icons does not have: \(missing)")
    #expect(Set(SymbolMap.bootstrapNames.keys).isDisjoint(with: SymbolMap.commonNames.keys), "a name is mapped twice")
    let earlier = Set(SymbolMap.bootstrapNames.keys).union(SymbolMap.commonNames.keys)
    #expect(earlier.isDisjoint(with: SymbolMap.usageNames.keys), "mapped twice: \(earlier.intersection(SymbolMap.usageNames.keys).sorted())")
  }

  /// A project drawing in `Assets/Icons` is found before the map, so a name in both would be a dead map entry.
  @Test func projectDrawingsAreNotAlsoMapped() throws {
    let icons = try FileManager.default.contentsOfDirectory(atPath: AssetLocator.builtinAssets.appendingPathComponent("Icons").path)
      .filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }
    #expect(icons.count >= 130, "\(icons.count) project drawings")
    let mapped = Set(SymbolMap.bootstrapNames.keys).union(SymbolMap.commonNames.keys).union(SymbolMap.usageNames.keys)
    let both = mapped.intersection(icons).sorted()
    #expect(both.isEmpty, "drawn by the project and mapped: \(both)")
  }

  /// Names seen in public SwiftUI code, including the one the issue found drawing the placeholder.
  @Test(arguments: ["tag.fill", "sparkles", "chart.pie.fill", "arrow.up.arrow.down", "archivebox.fill", "checklist",
                    "trophy.fill", "arrow.uturn.backward", "list.bullet.rectangle", "speaker.wave.2.fill", "snowflake",
                    "arrowtriangle.down.fill", "arrow.right.circle.fill", "doc.text.magnifyingglass", "wifi.exclamationmark",
                    "brain.head.profile", "figure.hiking", "battery.25percent", "grid", "birthday.cake", "01.square",
                    "chart.bar.xaxis", "target", "curlybraces", "envelope.badge.fill", "ev.charger", "cart.badge.minus",
                    "xmark.app", "testtube.2"])
  func commonSymbolsDraw(_ name: String) throws {
    let image = try Render.image(Image(systemName: name).font(.title), scale: 2)
    #expect(image.diagnostics.isEmpty, "\(name): \(image.diagnostics)")
    #expect(!image.isUniform)
  }

  /// Filled circles with a glyph cut out (project SVGs masking the glyph) show the background through
  /// the glyph and draw the circle round it: the centre lies on the cut-out Z, leaf or page, a point a
  /// sixth of the way down the middle lies inside the circle above the glyph.
  @Test(arguments: ["z.circle.fill", "leaf.circle.fill", "document.circle.fill"])
  func cutOutGlyphsShowTheBackground(_ name: String) throws {
    let image = try Render.image(Image(systemName: name).font(.system(size: 100)).foregroundStyle(.black))
    #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
    let centre = image.pixel(x: image.width / 2, y: image.height / 2)
    let rim = image.pixel(x: image.width / 2, y: image.height / 6)
    #expect(centre.r > 200, "\(name) centre \(centre)")
    #expect(rim.r < 60, "\(name) rim \(rim)")
  }

  /// Two arrows that expand or contract along a diagonal lie on the diagonal their name gives: those of the
  /// top-left to bottom-right one (`arrow.up.left.and.arrow.down.right`) have ink in the top left and bottom
  /// right thirds of the frame and none in the other two corners, those of the other diagonal the reverse.
  @Test(arguments: zip(["arrow.up.left.and.arrow.down.right", "arrow.down.right.and.arrow.up.left",
                        "arrow.up.backward.and.arrow.down.forward", "arrow.down.forward.and.arrow.up.backward",
                        "arrow.up.right.and.arrow.down.left", "arrow.down.left.and.arrow.up.right"],
                       [true, true, true, true, false, false]))
  func diagonalArrowsLieOnTheirDiagonal(_ name: String, _ falling: Bool) throws {
    let image = try Render.image(Image(systemName: name).font(.system(size: 100)).foregroundStyle(.black))
    #expect(image.diagnostics.isEmpty, "\(name): \(image.diagnostics)")
    let (w, h) = (image.width, image.height)
    func ink(_ columns: Range<Int>, _ rows: Range<Int>) -> Int {
      rows.reduce(0) { sum, y in sum + columns.filter { x in let p = image.pixel(x: x, y: y); return p.a > 128 && p.r < 100 }.count }
    }
    let (left, right, top, bottom) = (0..<w / 3, (w - w / 3)..<w, 0..<h / 3, (h - h / 3)..<h)
    let on = falling ? [ink(left, top), ink(right, bottom)] : [ink(right, top), ink(left, bottom)]
    let off = falling ? [ink(right, top), ink(left, bottom)] : [ink(left, top), ink(right, bottom)]
    #expect(on.allSatisfy { $0 > 100 } && off == [0, 0], "\(name): ink on its diagonal's corners \(on), on the other's \(off)")
  }

  @Test func unknownNameIsStillAnError() throws {
    let image = try Render.image(Image(systemName: "tag.fill.nonexistent"))
    #expect(image.diagnostics.errors.contains { $0.kind == .unknownSymbol && $0.message.contains("tag.fill.nonexistent") })
  }

  /// A misspelt name is told apart from a real SF Symbol Specimen has no drawing of, with the likely name.
  @Test func aMisspeltNameSaysSoAndGuessesTheName() throws {
    let typo = try Render.image(Image(systemName: "chevron.rigth"))
    let message = try #require(typo.diagnostics.errors.first { $0.kind == .unknownSymbol }?.message)
    #expect(message.contains("SF Symbols has no symbol of that name either, so iOS draws nothing (did you mean \"chevron.right\"?)"), "\(message)")
    // `beats.powerbeats.pro.2` is an SF Symbols 6.4 name Specimen has no drawing of.
    let real = try Render.image(Image(systemName: "beats.powerbeats.pro.2"))
    let known = try #require(real.diagnostics.errors.first { $0.kind == .unknownSymbol }?.message)
    #expect(known.contains("SF Symbols 6.4 (iOS 18) has it, but Specimen has no drawing of it: add Assets/Icons/beats.powerbeats.pro.2.svg"), "\(known)")
  }

  @Test func theNearestNameIsFoundByEditDistance() {
    #expect(SFSymbolNames.nearest(to: "heart.fil") == "heart.fill")
    #expect(SFSymbolNames.nearest(to: "gear.shape") == "gearshape")
    #expect(SFSymbolNames.nearest(to: "zzzzzzzzzzzz") == nil)
    #expect(SFSymbolNames.nearest(to: "") == nil)
    #expect(SFSymbolNames.editDistance(Array("kitten".utf8), Array("sitting".utf8), limit: 5) == 3)
    #expect(SFSymbolNames.editDistance(Array("kitten".utf8), Array("sitting".utf8), limit: 2) == nil)
    #expect(SFSymbolNames.editDistance([], Array("ab".utf8), limit: 2) == 2)
    #expect(SFSymbolNames.iOSVersion(ofRelease: "5.0") == "17")
    #expect(SFSymbolNames.iOSVersion(ofRelease: "7.0") == "26")
  }
}

/// Every name of the common-symbol list draws a mapped icon; the few marked `!` stay loud.
@Suite struct CommonSymbolListTests {
  static let list: [(name: String, drawn: Bool)] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/sf-symbols-common.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { line in
      let parts = line.split(separator: " ")
      return (String(parts[0]), parts.count == 1)
    }
  }()

  @Test func theListHasAtLeast300DrawnNames() {
    #expect(Self.list.filter(\.drawn).count >= 300, "\(Self.list.count) names")
    #expect(Set(Self.list.map(\.name)).count == Self.list.count, "a name is listed twice")
  }

  @Test func everyListedNameMapsToADrawingOrIsMarkedMissing() {
    let wrong = Self.list.filter { (SymbolMap.file(for: $0.name, assetFolders: [AssetLocator.builtinAssets]) != nil) != $0.drawn }
    #expect(wrong.isEmpty, "mapped state differs from the list: \(wrong.map { "\($0.name) \($0.drawn ? "draws the placeholder" : "now maps; remove its !")" })")
  }

  @Test func listedNamesRenderWithoutDiagnostics() throws {
    for entry in Self.list.prefix(40) where entry.drawn {
      let image = try Render.image(Image(systemName: entry.name), scale: 1)
      #expect(image.diagnostics.isEmpty, "\(entry.name): \(image.diagnostics)")
    }
  }
}

/// How much of a fresh usage sample of public code (docs/sf-symbols-usage-sample.txt, ranked by
/// occurrences) draws an icon through the same lookup `Image(systemName:)` uses; run with
/// `swift test --filter SymbolUsageSampleTests` to see the numbers.
@Suite struct SymbolUsageSampleTests {
  static let ranked = ranked("sf-symbols-usage-sample.txt")

  /// The names of a usage sample in `docs/` (lines of a count and a name), most used first.
  static func ranked(_ file: String) -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/\(file)")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let parts = line.split(separator: " ")
      return parts.count == 2 && Int(parts[0]) != nil ? String(parts[1]) : nil
    }
  }

  /// A sample's names, those SF Symbols has, and those of them that draw an icon; prints the count and the
  /// names still loud under `label` ("second").
  static func coverage(_ file: String, _ label: String) -> (sample: [String], names: [String], drawn: Set<String>) {
    let sample = ranked(file)
    let names = sample.filter(SFSymbolNames.contains)
    let drawn = Set(drawn(names[...]))
    print("\(label) symbol usage sample: \(drawn.count) of \(names.count) SF Symbol names draw an icon")
    print("still loud: \(names.filter { !drawn.contains($0) }.joined(separator: " "))")
    return (sample, names, drawn)
  }

  /// Expects a sample to list `sampled` names, none twice, `sfSymbols` of them SF Symbols, and at least `floor` of
  /// those to draw an icon.
  static func expectCoverage(_ file: String, _ label: String, sampled: Int, sfSymbols: Int, floor: Int,
                             sourceLocation: SourceLocation = #_sourceLocation) {
    let (sample, names, drawn) = coverage(file, label)
    #expect(sample.count == sampled, sourceLocation: sourceLocation)
    #expect(Set(sample).count == sample.count, "a name is listed twice", sourceLocation: sourceLocation)
    #expect(names.count == sfSymbols, sourceLocation: sourceLocation)
    #expect(drawn.count >= floor, sourceLocation: sourceLocation)
  }

  /// Expects a sample's map to point only at installed Bootstrap drawings, to map no name a map read before it
  /// (`SymbolMap.mapsInOrder`) or a project drawing already draws, and to have only SF Symbols as keys.
  static func expectClean(_ map: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let position = SymbolMap.mapsInOrder.firstIndex(of: map)
    #expect(position != nil, "the map is not one SymbolMap.mappedFile reads", sourceLocation: sourceLocation)
    let earlierMaps = SymbolMap.mapsInOrder.prefix(position ?? 0)
    let missing = map.filter { !FileManager.default.fileExists(atPath: "\(SymbolMap.bootstrapFolder)/\($0.value).svg") }
    #expect(missing.isEmpty, "mapped to drawings bootstrap-icons does not have: \(missing)", sourceLocation: sourceLocation)
    let earlier = earlierMaps.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
    #expect(earlier.isDisjoint(with: map.keys), "mapped twice: \(earlier.intersection(map.keys).sorted())", sourceLocation: sourceLocation)
    let icons = try FileManager.default.contentsOfDirectory(atPath: AssetLocator.builtinAssets.appendingPathComponent("Icons").path)
      .filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }
    #expect(Set(icons).isDisjoint(with: map.keys), "drawn by the project and mapped: \(Set(icons).intersection(map.keys).sorted())",
            sourceLocation: sourceLocation)
    #expect(map.keys.filter { !SFSymbolNames.contains($0) }.isEmpty, "not SF Symbols: \(map.keys.filter { !SFSymbolNames.contains($0) })",
            sourceLocation: sourceLocation)
  }

  /// `name` drawn in black at 100 pt, expecting no diagnostics.
  static func render(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> RasterImage {
    let image = try Render.image(Image(systemName: name).font(.system(size: 100)).foregroundStyle(.black))
    #expect(image.diagnostics.isEmpty, "\(name): \(image.diagnostics)", sourceLocation: sourceLocation)
    return image
  }

  /// `name` drawn as `render` draws it, with the columns and rows of its ink; fails when it drew no ink.
  static func renderedInk(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> (image: RasterImage, box: (x: ClosedRange<Int>, y: ClosedRange<Int>)) {
    let image = try render(name, sourceLocation: sourceLocation)
    return (image, try #require(inkBox(image), "\(name) drew no ink", sourceLocation: sourceLocation))
  }

  /// Whether the pixel at `x`, `y` is dark ink.
  static func inked(_ image: RasterImage, _ x: Int, _ y: Int) -> Bool { let p = image.pixel(x: x, y: y); return p.a > 128 && p.r < 100 }

  /// Whether any pixel in `columns` × `rows` of an image is dark ink.
  static func hasInk(_ image: RasterImage, columns: Range<Int>, rows: Range<Int>) -> Bool {
    columns.contains { x in rows.contains { inked(image, x, $0) } }
  }

  /// The columns and rows of an image's dark ink, or nil when it has none.
  static func inkBox(_ image: RasterImage) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
    let columns = (0..<image.width).filter { x in (0..<image.height).contains { inked(image, x, $0) } }
    let rows = (0..<image.height).filter { y in (0..<image.width).contains { inked(image, $0, y) } }
    guard let left = columns.first, let right = columns.last, let top = rows.first, let bottom = rows.last else { return nil }
    return (left...right, top...bottom)
  }

  static func drawn(_ names: ArraySlice<String>) -> [String] {
    let store = ImageStore(assetFolders: [AssetLocator.builtinAssets])
    return names.filter { store.file(for: .symbol($0)) != nil }
  }

  @Test func theSampleHasOver400Names() {
    #expect(Self.ranked.count >= 400)
    #expect(Set(Self.ranked).count == Self.ranked.count, "a name is listed twice")
  }

  /// Floors at today's coverage, so a lost mapping fails here.
  @Test func coverageOfTheTopNames() {
    let top100 = Self.drawn(Self.ranked.prefix(100)).count
    let top300 = Self.drawn(Self.ranked.prefix(300)).count
    let all = Self.drawn(Self.ranked[...]).count
    print("symbol usage sample: top 100 \(top100)/100, top 300 \(top300)/300, all \(all)/\(Self.ranked.count) draw an icon")
    let missing = Self.ranked.prefix(300).filter { !Self.drawn([$0]).contains($0) }
    print("not drawn in the top 300: \(missing.joined(separator: " "))")
    #expect(top100 >= 100)
    #expect(top300 >= 300)
    #expect(all >= 417)
  }
}

/// The second, wider usage sample (docs/sf-symbols-usage-sample2.txt, found by symbol-family prefixes, so it
/// reaches into the long tail): how many of its names that SF Symbols has draw an icon; run with
/// `swift test --filter SymbolUsageSample2Tests` to see the numbers and the names still loud.
@Suite struct SymbolUsageSample2Tests {
  @Test func coverageOfTheSecondSample() {
    let (sample, names, drawn) = SymbolUsageSampleTests.coverage("sf-symbols-usage-sample2.txt", "second")
    #expect(sample.count >= 1_000)
    #expect(Set(sample).count == sample.count, "a name is listed twice")
    #expect(names.count >= 1_050)
    #expect(drawn.count >= 1_008)
  }
}

/// The third usage sample (docs/sf-symbols-usage-sample3.txt, found by prefixes of families the first two
/// reached little: transport, media, health and fitness, weather, commerce, text formatting, devices, people,
/// nature, games): how many of its names that SF Symbols has draw an icon; run with
/// `swift test --filter SymbolUsageSample3Tests` to see the numbers and the names still loud.
@Suite struct SymbolUsageSample3Tests {
  @Test func coverageOfTheThirdSample() {
    SymbolUsageSampleTests.expectCoverage("sf-symbols-usage-sample3.txt", "third", sampled: 425, sfSymbols: 411, floor: 369)
  }

  /// The third sample's map points only at installed Bootstrap drawings, maps no name an earlier map or a
  /// project drawing already draws, and its names are SF Symbols.
  @Test func theThirdSampleMapIsClean() throws {
    try SymbolUsageSampleTests.expectClean(SymbolMap.sample3Names)
  }
}

/// The fourth usage sample (docs/sf-symbols-usage-sample4.txt, found by prefixes of families the first three
/// reached little: home and smart home, food and kitchen, education and science, developer tools,
/// accessibility, time and calendar): how many of its names that SF Symbols has draw an icon; run with
/// `swift test --filter SymbolUsageSample4Tests` to see the numbers and the names still loud.
@Suite struct SymbolUsageSample4Tests {
  @Test func coverageOfTheFourthSample() {
    SymbolUsageSampleTests.expectCoverage("sf-symbols-usage-sample4.txt", "fourth", sampled: 358, sfSymbols: 355, floor: 290)
  }

  /// The fourth sample's map points only at installed Bootstrap drawings, maps no name an earlier map or a
  /// project drawing already draws, and its names are SF Symbols.
  @Test func theFourthSampleMapIsClean() throws {
    try SymbolUsageSampleTests.expectClean(SymbolMap.sample4Names)
  }
}

/// The fifth usage sample (docs/sf-symbols-usage-sample5.txt, found by prefixes of families the third and fourth
/// did not query: communication, security and privacy, files and documents, editing and arrows, shapes and
/// indicators, maps and location, photography, charts, power and connectivity): how many of its names that SF
/// Symbols has draw an icon; run with `swift test --filter SymbolUsageSample5Tests` to see the numbers and the
/// names still loud.
@Suite struct SymbolUsageSample5Tests {
  @Test func coverageOfTheFifthSample() {
    SymbolUsageSampleTests.expectCoverage("sf-symbols-usage-sample5.txt", "fifth", sampled: 351, sfSymbols: 344, floor: 301)
  }

  /// The fifth sample's map points only at installed Bootstrap drawings, maps no name an earlier map or a
  /// project drawing already draws, and its names are SF Symbols.
  @Test func theFifthSampleMapIsClean() throws {
    try SymbolUsageSampleTests.expectClean(SymbolMap.sample5Names)
  }
}

/// The sixth usage sample (docs/sf-symbols-usage-sample6.txt, found by prefixes of layout and navigation,
/// reactions and marks, fitness and sport, weather and health families): how many of its names that SF Symbols
/// has draw an icon; run with `swift test --filter SymbolUsageSample6Tests` to see the numbers and the names
/// still loud.
@Suite struct SymbolUsageSample6Tests {
  @Test func coverageOfTheSixthSample() {
    SymbolUsageSampleTests.expectCoverage("sf-symbols-usage-sample6.txt", "sixth", sampled: 285, sfSymbols: 280, floor: 272)
  }

  /// The sixth sample's map points only at installed Bootstrap drawings, maps no name an earlier map or a
  /// project drawing already draws, and its names are SF Symbols.
  @Test func theSixthSampleMapIsClean() throws {
    try SymbolUsageSampleTests.expectClean(SymbolMap.sample6Names)
  }
}

/// The seventh usage sample (docs/sf-symbols-usage-sample7.txt, found by prefixes of devices and connectivity,
/// numbers and letters, arrows, art and creativity, and animals and nature): how many of its names that SF
/// Symbols has draw an icon; run with `swift test --filter SymbolUsageSample7Tests` to see the numbers and the
/// names still loud.
@Suite struct SymbolUsageSample7Tests {
  @Test func coverageOfTheSeventhSample() {
    SymbolUsageSampleTests.expectCoverage("sf-symbols-usage-sample7.txt", "seventh", sampled: 209, sfSymbols: 205, floor: 204)
  }

  /// The seventh sample's map points only at installed Bootstrap drawings, maps no name an earlier map or a
  /// project drawing already draws, and its names are SF Symbols.
  @Test func theSeventhSampleMapIsClean() throws {
    try SymbolUsageSampleTests.expectClean(SymbolMap.sample7Names)
  }
}

/// The eighth usage sample (docs/sf-symbols-usage-sample8.txt, found by prefixes of keyboard and commands, money,
/// media controls, people, places and buildings, gauges and dials, and app and account actions): how many of its
/// names that SF Symbols has draw an icon; run with `swift test --filter SymbolUsageSample8Tests` to see the
/// numbers and the names still loud.
@Suite struct SymbolUsageSample8Tests {
  @Test func coverageOfTheEighthSample() {
    SymbolUsageSampleTests.expectCoverage("sf-symbols-usage-sample8.txt", "eighth", sampled: 236, sfSymbols: 230, floor: 217)
  }

  /// The eighth sample's map points only at installed Bootstrap drawings, maps no name an earlier map or a
  /// project drawing already draws, and its names are SF Symbols.
  @Test func theEighthSampleMapIsClean() throws {
    try SymbolUsageSampleTests.expectClean(SymbolMap.sample8Names)
  }
}

/// The ninth usage sample (docs/sf-symbols-usage-sample9.txt, found by prefixes of text formatting and editing,
/// time, status and alerts, cloud and storage, maps and location, shapes, and accessibility): how many of its
/// names that SF Symbols has draw an icon; run with `swift test --filter SymbolUsageSample9Tests` to see the
/// numbers and the names still loud.
@Suite struct SymbolUsageSample9Tests {
  @Test func coverageOfTheNinthSample() {
    SymbolUsageSampleTests.expectCoverage("sf-symbols-usage-sample9.txt", "ninth", sampled: 110, sfSymbols: 107, floor: 98)
  }

  /// The ninth sample's map points only at installed Bootstrap drawings, maps no name an earlier map or a
  /// project drawing already draws, and its names are SF Symbols.
  @Test func theNinthSampleMapIsClean() throws {
    try SymbolUsageSampleTests.expectClean(SymbolMap.sample9Names)
  }
}

/// The tenth usage sample (docs/sf-symbols-usage-sample10.txt, found by prefixes of devices and hardware, home,
/// transport, nature and health): how many of its names that SF Symbols has draw an icon; run with
/// `swift test --filter SymbolUsageSample10Tests` to see the numbers and the names still loud.
@Suite struct SymbolUsageSample10Tests {
  @Test func coverageOfTheTenthSample() {
    SymbolUsageSampleTests.expectCoverage("sf-symbols-usage-sample10.txt", "tenth", sampled: 54, sfSymbols: 52, floor: 50)
  }

  /// The tenth sample's map points only at installed Bootstrap drawings, maps no name an earlier map or a
  /// project drawing already draws, and its names are SF Symbols.
  @Test func theTenthSampleMapIsClean() throws {
    try SymbolUsageSampleTests.expectClean(SymbolMap.sample10Names)
  }

  /// Shapes earlier samples drew as another shape now draw their own: `app.fill` is app's rounded square, solid
  /// (it drew Bootstrap's app-indicator, an outline with a badge dot, whose middle is empty); `square.dashed` is
  /// a dashed outline (it drew a plain square, one unbroken stroke); `rhombus` is narrower than it is tall, in the
  /// proportions of its measured frame (it drew Bootstrap's diamond, a square on its corner, as wide as tall).
  @Test func earlierSamplesShapesDrawTheirOwnShape() throws {
    func render(_ name: String) throws -> RasterImage { try SymbolUsageSampleTests.render(name) }
    let inked = SymbolUsageSampleTests.inked
    let app = try render("app.fill")
    #expect(inked(app, app.width / 2, app.height / 2), "app.fill's middle is \(app.pixel(x: app.width / 2, y: app.height / 2))")
    let dashed = try render("square.dashed")
    let top = try #require((0..<dashed.height).first { y in (0..<dashed.width).contains { inked(dashed, $0, y) } })
    let row = (0..<dashed.width).map { inked(dashed, $0, top + 1) }
    let dashes = zip([false] + row, row).filter { !$0 && $1 }.count
    #expect(dashes >= 4, "square.dashed's top edge has \(dashes) runs of ink")
    let rhombus = try render("rhombus")
    let columns = (0..<rhombus.width).filter { x in (0..<rhombus.height).contains { inked(rhombus, x, $0) } }
    let rows = (0..<rhombus.height).filter { y in (0..<rhombus.width).contains { inked(rhombus, $0, y) } }
    let ratio = Double(columns.count) / Double(max(rows.count, 1))
    #expect(abs(ratio - 60.74 / 79.59) < 0.06, "rhombus's ink is \(columns.count) by \(rows.count) pixels")
  }
}

/// The eleventh usage sample (docs/sf-symbols-usage-sample11.txt, found by the places UI code names symbols rather
/// than by family prefixes: a titled `Label`, `Button`, `Tab` or `ContentUnavailableView`'s `systemImage:` for each
/// first letter, tab items, toolbar items and swipe actions): how many of its names that SF Symbols has draw an
/// icon; run with `swift test --filter SymbolUsageSample11Tests` to see the numbers and the names still loud.
@Suite struct SymbolUsageSample11Tests {
  @Test func coverageOfTheEleventhSample() {
    SymbolUsageSampleTests.expectCoverage("sf-symbols-usage-sample11.txt", "eleventh", sampled: 248, sfSymbols: 243, floor: 239)
  }

  /// The eleventh sample's map points only at installed Bootstrap drawings, maps no name an earlier map or a
  /// project drawing already draws, and its names are SF Symbols.
  @Test func theEleventhSampleMapIsClean() throws {
    try SymbolUsageSampleTests.expectClean(SymbolMap.sample11Names)
  }

  /// Shapes earlier lists drew as another shape now draw their own: `rectangle` and `rectangle.fill` are wider than
  /// tall, in the proportions of SF's measured ink for `rectangle` (they drew Bootstrap's square);
  /// `smallcircle.filled.circle` is a ring with a dot in its middle (it drew a disc with a hole there) and its
  /// `.fill` a disc with the dot cut out (it drew the placeholder). `airplane.circle`, which the common list maps to
  /// the bare airplane, keeps the circle its composition draws round it (the bare airplane's top left is empty).
  @Test func earlierSamplesShapesDrawTheirOwnShape() throws {
    let inked = SymbolUsageSampleTests.inked
    for name in ["rectangle", "rectangle.fill"] {
      let (image, box) = try SymbolUsageSampleTests.renderedInk(name)
      let ratio = Double(box.x.count) / Double(box.y.count)
      #expect(abs(ratio - 90.58 / 71.19) < 0.06, "\(name)'s ink is \(box.x.count) by \(box.y.count) pixels")
    }
    // The ring (7 to 8 units of its 8-unit radius) crosses the ink box's top-left diagonal 0.94 of the radius out
    // from the centre, where the bare airplane has no ink.
    let (airplane, box) = try SymbolUsageSampleTests.renderedInk("airplane.circle")
    let radius = Double(box.x.count) / 2, centre = (x: Double(box.x.lowerBound) + radius, y: Double(box.y.lowerBound) + radius)
    let onRing = (x: Int(centre.x - radius * 0.94 * 0.7071), y: Int(centre.y - radius * 0.94 * 0.7071))
    #expect(inked(airplane, onRing.x, onRing.y), "airplane.circle has no ink at the top left of its ring (\(onRing))")
    #expect(abs(Double(box.x.count) / Double(box.y.count) - 1) < 0.05, "airplane.circle's ink is \(box.x.count) by \(box.y.count) pixels")
    for (name, middle, between) in [("smallcircle.filled.circle", true, false), ("smallcircle.filled.circle.fill", false, true)] {
      let (image, box) = try SymbolUsageSampleTests.renderedInk(name)
      let (x, y) = ((box.x.lowerBound + box.x.upperBound) / 2, (box.y.lowerBound + box.y.upperBound) / 2)
      let gap = x + box.x.count * 3 / 10
      #expect(inked(image, x, y) == middle, "\(name)'s middle is \(image.pixel(x: x, y: y))")
      #expect(inked(image, gap, y) == between, "\(name) at 0.6 of its radius is \(image.pixel(x: gap, y: y))")
    }
  }
}

/// The twelfth usage sample (docs/sf-symbols-usage-sample12.txt, found by `Image(systemName:)` for each first letter,
/// labels and buttons in menus and context menus, and the names `.symbolVariant` and `.symbolRenderingMode` are applied
/// to): how many of its names that SF Symbols has draw an icon; run with `swift test --filter SymbolUsageSample12Tests`
/// to see the numbers and the names still loud.
@Suite struct SymbolUsageSample12Tests {
  @Test func coverageOfTheTwelfthSample() {
    SymbolUsageSampleTests.expectCoverage("sf-symbols-usage-sample12.txt", "twelfth", sampled: 240, sfSymbols: 235, floor: 235)
  }

  /// The twelfth sample's map points only at installed Bootstrap drawings, maps no name an earlier map or a
  /// project drawing already draws, and its names are SF Symbols.
  @Test func theTwelfthSampleMapIsClean() throws {
    try SymbolUsageSampleTests.expectClean(SymbolMap.sample12Names)
  }

  /// The names the sample applies `.symbolVariant` to draw their variant's own drawing, not the bare name a symbol
  /// without the variant falls back to: `lock` with `.fill` draws as `lock.fill` does, pixel for pixel, and `ellipsis`
  /// with `.circle.fill` as `ellipsis.circle.fill`. (The sample's `keyboard` with `.slash` draws the bare keyboard, as on
  /// iOS: SF Symbols has no `keyboard.slash`; its `theatermasks` with `.fill` is left out, as both names map to one drawing.)
  @Test(arguments: [("lock", SymbolVariants.fill, "lock.fill"), ("moon.stars", .fill, "moon.stars.fill"),
                    ("speaker.wave.3", .fill, "speaker.wave.3.fill"),
                    ("list.bullet.rectangle.portrait", .fill, "list.bullet.rectangle.portrait.fill"),
                    ("multiply.circle", .circle.fill, "multiply.circle.fill"), ("ellipsis", .circle.fill, "ellipsis.circle.fill")])
  func variantsTheSampleAppliesDrawTheirOwnDrawing(_ name: String, _ variant: SymbolVariants, _ variantName: String) throws {
    let applied = try Render.image(Image(systemName: name).symbolVariant(variant).font(.title).foregroundStyle(.black), scale: 2)
    let named = try Render.image(Image(systemName: variantName).font(.title).foregroundStyle(.black), scale: 2)
    let bare = try Render.image(Image(systemName: name).font(.title).foregroundStyle(.black), scale: 2)
    #expect(applied.diagnostics.isEmpty && named.diagnostics.isEmpty, "\(variantName): \(applied.diagnostics) \(named.diagnostics)")
    let asVariant = applied.rgbaBytes() == named.rgbaBytes(), asBare = applied.rgbaBytes() == bare.rgbaBytes()
    #expect(asVariant && !asBare, "\(name) with the variant draws as \(variantName): \(asVariant), as the bare name: \(asBare)")
  }

  /// Names earlier samples drew as another shape or not at all now draw their own: `flag.checkered`'s cloth is a
  /// checkerboard (it drew Bootstrap's plain flag, ink only at the cloth's edges), and `car.2.fill` and `car.2` are two
  /// cars, the one behind reaching the top left of the ink box (they drew the placeholder).
  @Test func earlierSamplesShapesDrawTheirOwnShape() throws {
    let inked = SymbolUsageSampleTests.inked
    // A row through the cloth, a quarter of the way down the ink: the pole, then three or more runs of checks.
    let (flag, box) = try SymbolUsageSampleTests.renderedInk("flag.checkered")
    let row = box.x.map { inked(flag, $0, box.y.lowerBound + box.y.count / 4) }
    let runs = zip([false] + row, row).filter { !$0 && $1 }.count
    #expect(runs >= 4, "flag.checkered's cloth has \(runs) runs of ink across")
    // The car behind reaches the top sixth of the ink box's left half and the one in front its right edge, so the
    // bottom left fifth by fifth is empty; a single car seen from the front stands on a wheel there.
    for name in ["car.2.fill", "car.2"] {
      let (image, cars) = try SymbolUsageSampleTests.renderedInk(name)
      let left = cars.x.lowerBound
      let corner = SymbolUsageSampleTests.hasInk(image, columns: left..<(left + cars.x.count / 2),
                                                 rows: cars.y.lowerBound..<(cars.y.lowerBound + cars.y.count / 6))
      let lowerLeft = SymbolUsageSampleTests.hasInk(image, columns: left..<(left + cars.x.count / 5),
                                                    rows: (cars.y.upperBound - cars.y.count / 5)..<(cars.y.upperBound + 1))
      #expect(corner && !lowerLeft, "\(name): ink at the top left \(corner), at the bottom left \(lowerLeft)")
    }
  }

  /// `theatermasks` and `theatermasks.fill` are two masks on a diagonal, comedy behind at the top left and tragedy in
  /// front at the bottom right (they drew Bootstrap's `mask`, a disc half filled: a design mask, not a theatre's). So the
  /// ink box's top-left and bottom-right sixths by sixths hold ink and the other two corners none, where a disc inks
  /// all four.
  @Test func theatreMasksAreTwoFacesOnADiagonal() throws {
    for name in ["theatermasks", "theatermasks.fill"] {
      let (image, box) = try SymbolUsageSampleTests.renderedInk(name)
      let (w, h) = (box.x.count / 6, box.y.count / 6)
      func corner(right: Bool, bottom: Bool) -> Bool {
        let x0 = right ? box.x.upperBound - w + 1 : box.x.lowerBound, y0 = bottom ? box.y.upperBound - h + 1 : box.y.lowerBound
        return SymbolUsageSampleTests.hasInk(image, columns: x0..<(x0 + w), rows: y0..<(y0 + h))
      }
      let corners = [corner(right: false, bottom: false), corner(right: true, bottom: true), corner(right: true, bottom: false),
                     corner(right: false, bottom: true)]
      #expect(corners == [true, true, false, false], "\(name): ink at top left, bottom right, top right, bottom left: \(corners)")
    }
  }
}
