import Foundation
import Showcase
import Specimen
import SpecimenCairo
import SpecimenDiff
import SpecimenDraw
import SpecimenUI
import Testing

/// Rendering checked against outside references: rsvg-convert, librsvg on our own SVG export, and ourselves on two threads.
@Suite struct RenderFidelityTests {
  static let out = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("specimen-render")

  /// `name` in `out`, the folder made first: the tests run in parallel in any order, so none may count on another
  /// having made it (on a fresh machine the SVG round trip ran before the others and could not write its first cell).
  static func outFile(_ name: String) throws -> URL {
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    return out.appendingPathComponent(name)
  }

  static func rgba(_ image: RasterImage) -> RGBAImage? {
    RGBAImage(width: image.width, height: image.height, pixels: image.rgbaBytes())
  }

  /// `Image(systemName: "trash").foregroundColor(.red)` matches rsvg-convert's rendering of trash.svg with currentColor → red.
  @Test func tintedIconMatchesRsvgConvert() throws {
    let rsvg = "/usr/bin/rsvg-convert"
    guard FileManager.default.isExecutableFile(atPath: rsvg) else { return }
    let ink = try #require(ImageStore.shared.symbolInk("trash"))
    let height = 96.0, width = (height * ink.width / ink.height).rounded()
    let view = Image(systemName: "trash").resizable().foregroundColor(.red).frame(width: width, height: height)
    let ours = try ViewRenderer(scale: 1, background: nil).rasterize(view, in: .unspecified)
    #expect(ours.diagnostics.isEmpty, "\(ours.diagnostics)")

    // The reference: the same file, recoloured, its viewBox cut to the ink as Specimen does.
    var svg = try String(contentsOfFile: "/usr/share/bootstrap-icons/svg/trash.svg", encoding: .utf8)
    svg = svg.replacingOccurrences(of: "currentColor", with: "#FF3B30")
      .replacingOccurrences(of: "viewBox=\"0 0 16 16\"", with: "viewBox=\"\(ink.minX) \(ink.minY) \(ink.width) \(ink.height)\" preserveAspectRatio=\"none\"")
    let svgURL = try Self.outFile("trash-red.svg"), refURL = try Self.outFile("trash-rsvg-convert.png")
    try svg.write(to: svgURL, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: rsvg)
    process.arguments = ["-w", "\(Int(width))", "-h", "\(Int(height))", "-o", refURL.path, svgURL.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    try ours.pngData().write(to: Self.outFile("trash-specimen.png"))

    let reference = try RGBAImage(contentsOfPNGFile: refURL.path)
    let actual = try #require(Self.rgba(ours))
    let verdict = pixelmatch(reference, actual, options: DiffOptions(threshold: 0.1))
    let differing = try #require(verdict.differingPixels)
    #expect(differing <= 20, "\(differing) of \(Int(width * height)) pixels differ from rsvg-convert")
  }

  /// Every Showcase cell exported as SVG and rasterised again by librsvg matches its PNG.
  @Test func showcaseSVGExportsMatchPNGs() throws {
    let renderer = ViewRenderer(scale: 2, background: .white)
    var checked = 0, worst = 0.0, worstCell = ""
    for entry in ShowcaseCatalog.entries {
      for cell in entry.cells {
        let list = renderer.displayList(cell.view, in: .unspecified)
        // A material blurs the pixels behind it; an SVG has none to read, so there it draws its tint alone.
        if Self.hasBackdrop(list.items) { continue }
        let png = try CairoRenderer(scale: 2, background: .white).rasterize(list)
        let svg = try CairoRenderer(scale: 2, background: .white).svgData(list)
        let again = try CairoRenderer.rasterizeSVG(svg, size: list.size, scale: 2)
        // The SVG is rasterised on the PNG's own canvas (size × scale, not stretched to whole pixels). What
        // remains are glyph edges that librsvg's path filler antialiases differently from Cairo's FreeType
        // glyphs: at most 0.36% of a cell's pixels (a segmented picker), so the budget is 1%.
        let verdict = pixelmatch(try #require(Self.rgba(png)), try #require(Self.rgba(again)), options: DiffOptions(threshold: 0.2))
        let differing = try #require(verdict.differingPixels)
        let ratio = Double(differing) / Double(png.width * png.height)
        if ratio > worst {
          (worst, worstCell) = (ratio, cell.id)
          try png.pngData().write(to: Self.outFile("svg-worst-png.png"))
          try again.pngData().write(to: Self.outFile("svg-worst-from-svg.png"))
        }
        #expect(ratio <= 0.01, "\(cell.id): \(differing) of \(png.width * png.height) pixels differ between the PNG and the rasterised SVG")
        if checked == 0 {
          try png.pngData().write(to: Self.outFile("showcase-first.png"))
          try again.pngData().write(to: Self.outFile("showcase-first-from-svg.png"))
        }
        checked += 1
      }
    }
    #expect(checked > 0)
    try "\(checked) cells; worst \(worstCell): \(String(format: "%.3f", worst * 100))% of pixels\n"
      .write(to: Self.outFile("svg-roundtrip.txt"), atomically: true, encoding: .utf8)
  }

  /// Whether any of `items` draws a material's blurred backdrop.
  static func hasBackdrop(_ items: [DisplayItem]) -> Bool {
    items.contains { item in
      guard case .group(let group) = item else { return false }
      if case .backdrop = group.effect { return true }
      return hasBackdrop(group.items)
    }
  }

  /// The whole Showcase rendered on one thread and on two gives byte-identical PNGs.
  @Test func showcaseIsIdenticalOnOneAndTwoThreads() throws {
    let cells = ShowcaseCatalog.entries.flatMap(\.cells)
    #expect(!cells.isEmpty)
    @Sendable func render(_ indices: [Int]) -> [Int: Data] {
      var out: [Int: Data] = [:]
      for i in indices {
        out[i] = try? ViewRenderer(scale: 2).png(cells[i].view, in: .unspecified)
      }
      return out
    }
    let start = Date()
    let single = Box(render(Array(cells.indices)))
    let perCell = Date().timeIntervalSince(start) / Double(max(1, cells.count)) * 1000
    try? "\(cells.count) cells on 1 thread: \(String(format: "%.2f", perCell)) ms per cell (debug build, PNG with fingerprint)\n"
      .write(to: Self.outFile("timing-cells.txt"), atomically: true, encoding: .utf8)
    let halves = [cells.indices.filter { $0 % 2 == 0 }, cells.indices.filter { $0 % 2 == 1 }]
    let results = [Box([Int: Data]()), Box([Int: Data]())]
    let done = DispatchGroup()
    for t in 0..<2 {
      done.enter()
      let thread = Thread { results[t].value = render(halves[t]); done.leave() }
      thread.start()
    }
    done.wait()
    let double = results[0].value.merging(results[1].value) { a, _ in a }
    #expect(single.value.count == cells.count)
    for i in cells.indices {
      #expect(single.value[i] != nil && single.value[i] == double[i], "\(cells[i].id) differs between 1 and 2 threads")
    }
  }

  /// Every PNG carries the fingerprint as a tEXt chunk that decoders accept.
  @Test func pngCarriesFingerprint() throws {
    let image = try ViewRenderer(scale: 1).rasterize(Text("Hi"), in: .unspecified)
    let hashStart = Date()
    let data = try image.pngData()
    try? "font setup \(String(format: "%.3f", FontLibrary.shared.setupSeconds)) s; first fingerprint (hashing \(FontLibrary.shared.fontFiles.count) font files) \(String(format: "%.3f", Date().timeIntervalSince(hashStart))) s\n"
      .write(to: Self.outFile("timing-fonts.txt"), atomically: true, encoding: .utf8)
    let chunks = RasterImage.textChunks(ofPNG: data)
    let text = try #require(chunks[RasterImage.fingerprintKeyword])
    let fingerprint = RenderFingerprint.current
    #expect(text.hasPrefix("digest \(fingerprint.digest)"))
    #expect(text.contains("Inter-Regular.otf="))
    #expect(fingerprint.libraries["cairo"] != nil && fingerprint.libraries["pango"] != nil && fingerprint.libraries["librsvg"] != nil)
    #expect(fingerprint.fonts.contains { $0.name == "NotoSansCJK-Regular.ttc" && $0.sha256.count == 64 })
    // libpng (through SpecimenDiff) decodes it, CRC included, to the same pixels.
    let url = try Self.outFile("fingerprinted.png")
    try data.write(to: url)
    let decoded = try RGBAImage(contentsOfPNGFile: url.path)
    #expect(decoded.pixels == image.rgbaBytes())
    // Round trip through Codable for a manifest.
    let json = try JSONEncoder().encode(fingerprint)
    #expect(try JSONDecoder().decode(RenderFingerprint.self, from: json) == fingerprint)
  }

  /// Scales 1×, 2×, 3× give images of ceil(size × scale) pixels; PDF output is a PDF.
  @Test func scalesAndPDF() throws {
    let view = RoundedRectangle(cornerRadius: 6).fill(Color.blue).frame(width: 21, height: 10)
    for scale in [1.0, 2.0, 3.0] {
      let image = try ViewRenderer(scale: scale).rasterize(view, in: .unspecified)
      #expect(image.width == Int((21 * scale).rounded(.up)) && image.height == Int(10 * scale))
    }
    let pdf = try CairoRenderer().pdfData(ViewRenderer().displayList(view, in: .unspecified))
    #expect(pdf.starts(with: Data("%PDF".utf8)))
  }

  /// An unknown symbol is an error naming the symbol and the file to add.
  @Test func unknownSymbolIsReported() throws {
    let image = try ViewRenderer(scale: 1).rasterize(Image(systemName: "no.such.symbol"), in: .unspecified)
    let error = try #require(image.diagnostics.errors.first { $0.kind == .unknownSymbol })
    #expect(error.message.contains("Image(systemName: \"no.such.symbol\")"))
    #expect(error.message.contains("Assets/Icons/no.such.symbol.svg"))
  }

  /// The seed styles' symbols and asset all resolve, and symbols size by font and image scale.
  @Test func seedSymbolsResolveAndScale() throws {
    for name in ["trash", "star.fill", "globe", "checkmark.seal", "square", "tortoise", "hare", "speaker", "speaker.wave.3",
                 "plus", "square.and.arrow.up", "person", "chevron.right", "chevron.up.chevron.down", "checkmark", "minus"] {
      #expect(ImageStore.shared.symbolInk(name) != nil, "no icon for \(name)")
    }
    let asset = try ViewRenderer(scale: 1).rasterize(Image("developer-icon").resizable().frame(width: 32, height: 32), in: .unspecified)
    #expect(asset.diagnostics.isEmpty, "\(asset.diagnostics)")
    func size(_ scale: Image.Scale) -> CGSize {
      ViewRenderer().place(Image(systemName: "square").font(.system(size: 20)).imageScale(scale), in: .unspecified).frame.size
    }
    // The square's frame: its black ink, 76.27 template units against circle.fill's 78.86 (99.61 % of 20 pt),
    // placed on the 2× pixel grid (within a quarter point).
    #expect(abs(size(.medium).height - 20 * 0.9961 * 76.27 / 78.86) <= 0.25)
    #expect(size(.small).height < size(.medium).height && size(.large).height > size(.medium).height)
    let chevron = ViewRenderer().place(Image(systemName: "chevron.right").font(.body), in: .unspecified).frame.size
    #expect(abs(chevron.width - 17 * 0.9961 * 57.81 / 78.86) <= 0.25, "a chevron is as narrow as SF's: \(chevron)")
  }
}

/// A mutable box to pass results out of a thread.
final class Box<T>: @unchecked Sendable {
  var value: T
  init(_ value: T) { self.value = value }
}
