import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// Hostile strings and collection sizes given to the views that take them: every string class through every
/// string entry point, and huge `ForEach`/`List`/grid/`Canvas`/`Picker` counts (segmented pickers and tab views of a million options: `ManyOptionsTests`). Each renders
/// through the real pipeline in one catalog run; a cell renders or fails alone with an error naming the
/// limit and the fix, memory stays bounded, and the control cells and the manifest are written.
@Suite struct HostileContentTests {
  /// Renders each (name, view) as an entry with a control cell and a hostile cell; returns each hostile cell's record.
  static func run(_ views: [(String, @Sendable () -> AnyView)]) throws -> [String: Manifest.CellRecord] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-content-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = views.enumerated().map { index, item in
      CatalogEntry("c\(index)", axes: [StateAxis("input", [AxisValue("control") { $0.label = "control" }, AxisValue("hostile") { $0.label = "hostile" }])]) { state in
        state.label == "hostile" ? item.1() : AnyView(Text("control"))
      }
    }
    var options = RenderOptions()
    options.jobs = 2
    options.scale = 1
    _ = CatalogRenderer(outputFolder: folder, options: options).run(catalog)
    let manifest = try Manifest.read(from: folder.appendingPathComponent("manifest.json"))
    var records: [String: Manifest.CellRecord] = [:]
    for (index, item) in views.enumerated() {
      let cells = manifest.entries.first { $0.name == "c\(index)" }?.cells ?? []
      let control = cells.first { $0.name == "input-control" }
      #expect(control?.file != nil && control?.error == nil, "\(item.0): the control cell was not written")
      records[item.0] = cells.first { $0.name == "input-hostile" }
    }
    return records
  }

  /// One string of each class. "1MB" stands for every text longer than `TextLength.limit` (all are cut to the same
  /// first characters, so a 100 000-character one drew the same cells again); "2k-lines" for many short paragraphs
  /// (Pango's line breaking costs paragraphs × characters, so 4 000 cut paragraphs were a third of the suite's time).
  static let strings: [(String, String)] = [
    ("empty", ""),
    ("combining", "e" + String(repeating: "\u{0301}", count: 5_000)),
    ("rtl", "שלום עולם مرحبا بالعالم 123"),
    ("zwj", String(repeating: "👨‍👩‍👧‍👦", count: 1_000)),
    ("surrogates", String(decoding: [0xD800, 0x41, 0xDFFF, 0xDC00] as [UInt16], as: UTF16.self)),
    ("nul", "a\u{0}b\u{0}"),
    ("newlines", String(repeating: "\n", count: 10_000)),
    ("markdown", String(repeating: "**[", count: 2_000)),
    ("1MB", String(repeating: "word ", count: 210_000)),
    ("2k-lines", String(repeating: "line\n", count: 2_000)),
  ]

  /// Every view that takes a string from the user.
  static let stringViews: [(String, @Sendable (String) -> AnyView)] = [
    ("Text", { AnyView(Text($0).frame(width: 200)) }),
    ("Text.verbatim.lineLimit1", { AnyView(Text(verbatim: $0).lineLimit(1).frame(width: 200)) }),
    ("Text.key", { AnyView(Text(LocalizedStringKey($0)).lineLimit(3).frame(width: 200)) }),
    ("Text.resource", { AnyView(Text(LocalizedStringResource(stringLiteral: $0)).lineLimit(2).frame(width: 200)) }),
    ("Label", { AnyView(Label($0, systemImage: $0).lineLimit(2).frame(width: 200)) }),
    ("Button", { AnyView(Button($0) {}.buttonStyle(.borderedProminent).lineLimit(2).frame(width: 200)) }),
    ("ContentUnavailableView", { s in AnyView(ContentUnavailableView(s, systemImage: s, description: Text(s)).lineLimit(3).frame(width: 300, height: 300)) }),
    ("badge", { s in AnyView(List { Text("Row").badge(s) }.frame(width: 300, height: 100)) }),
    ("Tab", { s in AnyView(TabView { Tab(s, systemImage: s) { Text(s).lineLimit(1) } }.frame(width: 300, height: 200)) }),
    ("Link", { AnyView(Link($0, destination: URL(string: "https://example.com")!).lineLimit(1).frame(width: 200)) }),
    ("TextField", { s in AnyView(TextField(s, text: .constant(s)).frame(width: 200)) }),
    ("searchable", { s in AnyView(NavigationStack { Text("A") }.searchable(text: .constant(s), prompt: Text(s)).frame(width: 300, height: 200)) }),
    ("navigationTitle", { s in AnyView(NavigationStack { Text("A").navigationTitle(s) }.frame(width: 300, height: 200)) }),
    ("Toggle", { AnyView(Toggle($0, isOn: .constant(true)).lineLimit(2).frame(width: 200)) }),
    ("Picker", { s in AnyView(Picker(s, selection: .constant(s)) { Text(s).tag(s) }.frame(width: 200)) }),
    ("DatePicker", { AnyView(DatePicker($0, selection: .constant(Date(timeIntervalSinceReferenceDate: 0))).lineLimit(1).frame(width: 300)) }),
    ("ColorPicker", { AnyView(ColorPicker($0, selection: .constant(Color.red)).lineLimit(1).frame(width: 200)) }),
    ("Image.asset", { AnyView(Image($0).frame(width: 20, height: 20)) }),
    ("Text.concatenated", { AnyView((Text($0).bold() + Text($0).italic()).lineLimit(2).frame(width: 200)) }),
    ("Text.formatString", { AnyView(Text($0.count, format: .number).frame(width: 200)) }),
  ]

  @Test func everyStringClassInEveryStringViewRendersOrFailsAlone() throws {
    var views: [(String, @Sendable () -> AnyView)] = []
    for (kind, string) in Self.strings {
      for (name, make) in Self.stringViews { views.append(("\(name)/\(kind)", { make(string) })) }
    }
    let records = try Self.run(views)
    #expect(records.count == views.count)
    for (name, _) in views {
      let record = records[name]
      if let error = record?.error {
        // A string cell fails only by name: the canvas size limit, an icon or asset name no folder has or that
        // is refused (a string used as a name), or a blank image (an empty string draws nothing); each with its fix.
        let named = ["exceeds the limit of 16384 px per side; lower the scale or the frame", "no icon named", "no asset named",
                     "refused", "every pixel of the"]
        #expect(named.contains { error.contains($0) }, "\(name): \(error.prefix(300))")
      } else {
        #expect(record?.file != nil, "\(name): neither written nor failed")
      }
    }
    // Strings in fixed-width frames with line limits render, line breaks included: a line limit counts the lines of
    // the whole text, as SwiftUI's does, so 10 000 lines under lineLimit(1) are one line.
    for kind in Self.strings.map(\.0) {
      for name in ["Text.verbatim.lineLimit1", "Text.resource", "Link", "TextField", "Toggle"] where kind != "empty" {
        #expect(records["\(name)/\(kind)"]?.file != nil, "\(name)/\(kind): \(records["\(name)/\(kind)"]?.error?.prefix(300) ?? "not written")")
      }
    }
    // The 1 MB string lays out its first `TextLength.limit` characters: the cell is written with the named warning.
    #expect(records["Text.verbatim.lineLimit1/1MB"]?.file != nil)
  }

  /// Collections far beyond a screenful: each fails its cell with the named view-count limit after
  /// resolving at most `ViewCount.limit` views (the loop over the rest of the data is not run).
  static let counts: [(String, @Sendable () -> AnyView)] = [
    ("VStack.ForEach.10M", { AnyView(VStack { ForEach(0..<10_000_000, id: \.self) { Text("Row \($0)") } }) }),
    ("Group.subviews.10M", { AnyView(Group(subviews: ForEach(0..<10_000_000, id: \.self) { Text("Row \($0)") }) { subviews in VStack { subviews } }) }),
    ("ForEach.subviews.10M", { AnyView(VStack { ForEach(subviews: ForEach(0..<10_000_000, id: \.self) { Text("Row \($0)") }) { $0.padding(1) } }) }),
    ("Canvas.1M", { AnyView(Canvas { c, _ in for i in 0..<1_000_000 { c.fill(Path(CGRect(x: i % 20, y: 0, width: 1, height: 1)), with: .color(.red)) } }.frame(width: 20, height: 20)) }),
  ]

  @Test func hugeCollectionsFailTheirCellWithTheViewCountLimit() throws {
    let records = try Self.run(Self.counts)
    for (name, _) in Self.counts {
      let error = try #require(records[name]?.error, "\(name): should fail with the view-count limit")
      #expect(error.contains("more than \(ViewCount.limit) views (ViewCount.limit)"), "\(name): \(error)")
      #expect(error.contains("SPECIMEN_MAX_VIEWS=N"), "\(name): \(error)")
    }
    // Memory stays bounded: the whole process (every suite so far included) peaked under 4 GiB.
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #expect(usage.ru_maxrss < 4 << 20, "peak RSS \(usage.ru_maxrss) KiB")
  }

  @Test func collectionsUnderTheLimitRenderEveryRow() throws {
    let records = try Self.run([
      ("ForEach.2000", { AnyView(VStack(spacing: 0) { ForEach(0..<2_000, id: \.self) { _ in Color.red.frame(width: 2, height: 1) } }) }),
      // Lazy containers build the first `LazyContent.limit` elements, more than a screen shows, as iOS builds what is seen.
      ("List.10M", { AnyView(List(0..<10_000_000, id: \.self) { Text("Row \($0)") }.frame(width: 300, height: 400)) }),
      ("LazyVStack.ScrollView.10M", { AnyView(ScrollView { LazyVStack { ForEach(0..<10_000_000, id: \.self) { Text("Row \($0)") } } }.frame(width: 300, height: 400)) }),
      // A menu picker draws only its selection, as iOS does: a million options render.
      ("Picker.menu.1M", { AnyView(Picker("P", selection: .constant(3)) { ForEach(0..<1_000_000, id: \.self) { Text("\($0)").tag($0) } }.frame(width: 300)) }),
    ])
    for name in ["ForEach.2000", "Picker.menu.1M", "List.10M", "LazyVStack.ScrollView.10M"] {
      #expect(records[name]?.error == nil, "\(name): \(records[name]?.error ?? "")")
      #expect(records[name]?.file != nil)
    }
  }

  /// The resolved text of `view` and the issues its resolve reported.
  static func resolvedText(_ view: some View) throws -> (ResolvedText, [ResolveIssue]) {
    let node = ResolveContext().resolve(view)
    guard case .text(let text) = node.kind else { throw TextNotFound() }
    return (text, node.issues)
  }
  struct TextNotFound: Error {}

  @Test func aTextLongerThanTheLimitLaysOutItsFirstCharactersAndSaysSo() throws {
    // A 1 MB string: the first `TextLength.limit` characters are laid out, with a warning naming the text and the fix.
    let megabyte = String(repeating: "word\n", count: 209_716)
    let (text, issues) = try Self.resolvedText(Text(verbatim: megabyte))
    #expect(text.string.count == TextLength.limit)
    #expect(text.string == String(megabyte.prefix(TextLength.limit)))
    #expect(issues.map(\.kind) == [.textTooLong])
    let message = try #require(issues.first?.message)
    #expect(message.hasPrefix("Text(\"word word word word word word word word \u{2026} (1048580 characters)\") has more than \(TextLength.limit) characters (TextLength.limit)"), "\(message)")
    #expect(message.contains("SPECIMEN_MAX_TEXT_CHARACTERS=N"))
    #expect(message.count < 400)
    // Concatenated runs are cut where the limit falls and keep their own styling; later runs are dropped.
    let head = String(repeating: "a", count: TextLength.limit - 3)
    let (joined, _) = try Self.resolvedText(Text(verbatim: head).bold() + Text(verbatim: "bcdef").italic() + Text(verbatim: "gh"))
    #expect(joined.runs.map(\.string.count) == [TextLength.limit - 3, 3])
    #expect(joined.runs.last?.string == "bcd")
    #expect(joined.runs.last?.font.italic == true && joined.runs.first?.font.weight == 700)
    #expect(joined.string == head + "bcd")
    // At the limit nothing is cut or reported; a string of many bytes but few characters is not cut either.
    let (exact, none) = try Self.resolvedText(Text(verbatim: String(repeating: "x", count: TextLength.limit)))
    #expect(exact.string.count == TextLength.limit && none.isEmpty)
    let accents = "e" + String(repeating: "\u{0301}", count: 30_000)
    let (one, noIssue) = try Self.resolvedText(Text(verbatim: accents))
    #expect(one.string == accents && noIssue.isEmpty)
  }

  /// An attributed string of 20 000 runs (`TextLength.limit` characters) becomes one text of 20 000 runs, each with its
  /// own colour. Its parts are joined in one step (`Text.joining`): folding them with `+` copied every part at each run,
  /// and 100 000 runs never finished.
  /// The time limit is a hang guard, as in the other hostile suites; the result is what is checked.
  @Test(.timeLimit(.minutes(30))) func anAttributedStringOfManyRunsResolvesInOneStep() throws {
    var attributed = AttributedString()
    for i in 0..<20_000 {
      var run = AttributedString(i.isMultiple(of: 2) ? "a" : "b")
      run.foregroundColor = i.isMultiple(of: 2) ? .red : .blue
      attributed += run
    }
    let (text, _) = try Self.resolvedText(Text(attributed))
    #expect(text.runs.count == 20_000)
    #expect(text.string == String(repeating: "ab", count: 10_000))
    #expect(text.runs[0].paint != text.runs[1].paint && text.runs[0].paint == text.runs[19_998].paint && text.runs[1].paint == text.runs[19_999].paint)
  }

  @Test func aViewCountErrorNamesTheLimitAndTheFix() throws {
    func error(of view: some View) -> ViewCountError? {
      do { _ = try ViewRenderer(scale: 1).checkedPlace(view, in: .unspecified) } catch let error as ViewCountError { return error } catch {}
      return nil
    }
    let placed = Result { try ViewRenderer(scale: 1).checkedPlace(VStack { ForEach(0..<(ViewCount.limit + 1), id: \.self) { Text("\($0)") } }, in: .unspecified) }
    #expect(throws: ViewCountError.self) { try placed.get() }
    #expect("\(ViewCountError())".contains("SPECIMEN_MAX_VIEWS=N"))
    let rows = error(of: VStack { ForEach(0..<(ViewCount.limit + 1), id: \.self) { Text("\($0)") } })
    #expect(rows == ViewCountError() && rows?.description.contains("ForEach's data") == true)
    // A Canvas resolves its drawing during layout: the limit is checked after layout too, and the error names the
    // canvas's drawing operations (the canvas keeps one more than the limit, so it says "more than").
    let canvas = Canvas { c, _ in for i in 0...ViewCount.limit { c.fill(Path(CGRect(x: i % 20, y: 0, width: 1, height: 1)), with: .color(.red)) } }
      .frame(width: 20, height: 20)
    #expect(error(of: canvas) == ViewCountError(cause: ViewCountCause(
      what: "a Canvas recorded more than \(ViewCount.limit) drawing operations (fill, stroke, draw), each drawn as a view",
      fix: "draw fewer (e.g. add the shapes to one Path and fill it once)")))
    // Views past the limit outside a canvas are not blamed on a canvas drawn before them.
    let after = VStack { Canvas { c, _ in c.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red)) }; ForEach(0..<(ViewCount.limit + 1), id: \.self) { Text("\($0)") } }
    #expect(error(of: after) == ViewCountError())
  }
}
