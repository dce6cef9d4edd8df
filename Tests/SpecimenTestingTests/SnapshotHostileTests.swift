import Foundation
import Specimen
import SpecimenDiff
import SpecimenTesting
import SpecimenUI
import Testing

/// Hostile round 25's snapshot-testing inputs: what a test writes into `expectSnapshot`/`assertSnapshot` — thresholds
/// and tolerances that are not numbers or lie outside 0…1, names that look like paths, scales and proposals of 0, NaN
/// and 10⁶, recording where no folder can be made, and reference PNGs that are cut off, not PNGs, 16-bit, palette,
/// interlaced or 50 000 px wide. Each ends in a message naming the problem; none passes silently or traps.
@Suite struct SnapshotHostileTests {
  /// A fresh folder holding the path of a test file `HostileProbeTests.swift` (not written), so goldens land inside it
  /// and failure artifacts in a folder of their own (not SnapshotAssertionTests' `ProbeTests`, run at the same time).
  static func temporaryTestFile() -> (folder: URL, file: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-snap-hostile-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (folder, folder.appendingPathComponent("HostileProbeTests.swift").path)
  }

  static func failure(_ view: some View, named name: String = "probe", _ record: RecordMode, _ file: String, proposal: ProposedViewSize = .unspecified,
                      scale: CGFloat = 1, threshold: Double = 0.1, tolerance: Tolerance = Tolerance()) -> String? {
    snapshotFailure(of: view, named: name, proposal: proposal, scale: scale, threshold: threshold, tolerance: tolerance, record: record,
                    filePath: file)
  }

  /// A threshold that is NaN, negative or over 1 fails the assertion naming it: pixelmatch compares a colour delta
  /// with 35215 × threshold², so NaN counted no pixel as different and a green pill passed against a blue golden
  /// (before, silently); over 1 nothing can differ either.
  @Test(arguments: [Double.nan, -0.1, 1.5, .infinity])
  func aThresholdOutside0To1IsNamed(threshold: Double) throws {
    let (folder, file) = Self.temporaryTestFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = Self.failure(Pill(color: .blue), .missing, file)
    let message = try #require(Self.failure(Pill(color: .green), .never, file, threshold: threshold))
    #expect(message.contains("threshold: \(NumberText.describe(threshold)) is not a threshold from 0 to 1"), "\(message)")
  }

  /// A tolerance whose ratio is not a fraction from 0 to 1, or whose pixel count is negative, fails naming it: a
  /// ratio of 2 (a percentage written as a fraction) accepts every pixel, NaN none (before, both silently).
  @Test func aToleranceOutsideItsRangeIsNamed() throws {
    let (folder, file) = Self.temporaryTestFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = Self.failure(Pill(color: .blue), .missing, file)
    let cases: [(Tolerance, String)] = [
      (Tolerance(maxDiffRatio: 2), "maxDiffRatio 2 is not a fraction from 0 to 1"),
      (Tolerance(maxDiffRatio: .nan), "maxDiffRatio nan is not a fraction from 0 to 1"),
      (Tolerance(maxDiffPixels: -5), "maxDiffPixels -5 is not a count of 0 or more"),
    ]
    for (tolerance, says) in cases {
      let message = try #require(Self.failure(Pill(color: .green), .never, file, tolerance: tolerance))
      #expect(message.contains(says), "\(message)")
    }
  }

  /// Names that look like paths stay inside the test file's `__Snapshots__` folder, each its own file.
  @Test func pathLikeNamesStayInTheSnapshotsFolder() throws {
    let (folder, file) = Self.temporaryTestFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = ["", "../../escape", "/", "..", ".", "a\u{0}b", String(repeating: "x", count: 300), "🙂🙃", "a/b", "a\\b"]
    let snapshots = folder.appendingPathComponent("__Snapshots__/HostileProbeTests").standardizedFileURL.path
    var goldens: Set<String> = []
    for name in names {
      let golden = SnapshotLocation(filePath: file, name: name).golden
      #expect(golden.deletingLastPathComponent().standardizedFileURL.path == snapshots, "\(name.debugDescription): \(golden.path)")
      #expect(golden.lastPathComponent.utf8.count <= 255, "\(name.debugDescription): \(golden.lastPathComponent)")
      goldens.insert(golden.path)
      let recorded = try #require(Self.failure(Pill(), named: name, .missing, file))
      #expect(recorded.hasPrefix("Recorded a new snapshot"), "\(name.debugDescription): \(recorded)")
    }
    #expect(goldens.count == names.count)
  }

  /// A scale of 0, NaN or 10⁶ is named in the failure; nothing is recorded.
  @Test(arguments: [CGFloat.nan, 0, 1e6, -2])
  func aScaleThatIsNotAScaleIsNamed(scale: CGFloat) throws {
    let (folder, file) = Self.temporaryTestFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let message = try #require(Self.failure(Pill(), .missing, file, scale: scale))
    #expect(message.contains("could not be rendered") && message.contains("scale \(NumberText.describe(Double(scale)))"), "\(message)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__").path))
  }

  /// Proposals of 0, NaN and 10⁶ points end in a named failure (nothing to draw, a canvas too large) or, for NaN (no
  /// proposal), a recorded snapshot; never a trap.
  @Test func hostileProposalsEndInAMessage() throws {
    let (folder, file) = Self.temporaryTestFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let proposals: [(ProposedViewSize, String)] = [
      (ProposedViewSize(width: 0, height: 0), "could not be rendered: nothing to draw: the content is 0×0 pt"),
      (ProposedViewSize(width: .nan, height: .nan), "Recorded a new snapshot"),
      (ProposedViewSize(width: 1e6, height: 1e6), "could not be rendered"),
    ]
    for (index, (proposal, says)) in proposals.enumerated() {
      let message = try #require(Self.failure(Color.red, named: "p\(index)", .missing, file, proposal: proposal))
      #expect(message.contains(says), "\(proposal): \(message)")
    }
  }

  /// Recording where the snapshots folder cannot be made (a file stands at its path) fails naming the golden.
  @Test func recordingWhereNoFolderCanBeMadeIsNamed() throws {
    let (folder, file) = Self.temporaryTestFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("not a folder".utf8).write(to: folder.appendingPathComponent("__Snapshots__"))
    let message = try #require(Self.failure(Pill(), .all, file))
    #expect(message.hasPrefix("Snapshot 'probe': could not record ") && message.contains("__Snapshots__/HostileProbeTests/probe.png"), "\(message)")
  }

  /// Reference PNGs that are damaged or unusual: each fails the assertion with a message naming what is wrong (the
  /// readable ones by their size), and `.failed` records over them.
  @Test func unusualReferencePNGsEndInAMessage() throws {
    let (folder, file) = Self.temporaryTestFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = SnapshotLocation(filePath: file, name: "probe").golden
    _ = Self.failure(Pill(), .missing, file)
    let recorded = try Data(contentsOf: golden)
    let references: [(String, Data, String)] = [
      ("truncated", recorded.prefix(recorded.count / 2), "truncated PNG"),
      ("not a PNG", Data("GIF89a not a png at all".utf8), "not a PNG file"),
      ("empty", Data(), "the file is empty"),
      ("16-bit", TestPNG.rgb16(width: 3, height: 2), "size"),
      ("palette", TestPNG.palette(width: 3, height: 2), "size"),
      ("interlaced", TestPNG.grey(width: 9, height: 9, interlaced: true), "size"),
      ("50 000 px wide", TestPNG.grey(width: 50_000, height: 1, interlaced: false), "size"),
    ]
    for (kind, data, says) in references {
      try data.write(to: golden)
      let message = try #require(Self.failure(Pill(), .never, file), "\(kind)")
      #expect(message.contains(says), "\(kind): \(message)")
    }
    #expect(try #require(Self.failure(Pill(), .failed, file)).hasPrefix("Recorded over a failing snapshot"))
    #expect(Self.failure(Pill(), .never, file) == nil)
  }
}

/// Small PNG files written by hand (stored deflate blocks), in the forms the encoder never writes.
enum TestPNG {
  static func grey(width: Int, height: Int, interlaced: Bool) -> Data {
    let pixel: (Int, Int) -> [UInt8] = { x, y in [UInt8((x * 7 + y * 13) % 256)] }
    return png(width: width, height: height, depth: 8, colorType: 0, interlaced: interlaced, extra: [], pixel: pixel)
  }

  static func rgb16(width: Int, height: Int) -> Data {
    png(width: width, height: height, depth: 16, colorType: 2, interlaced: false, extra: []) { x, y in
      [UInt8(x * 40), 0, UInt8(y * 90), 255, 0, 0]
    }
  }

  static func palette(width: Int, height: Int) -> Data {
    png(width: width, height: height, depth: 8, colorType: 3, interlaced: false,
        extra: [chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255])]) { x, y in [UInt8((x + y) % 3)] }
  }

  /// Adam7's passes: first column, first row, column step, row step.
  static let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

  static func png(width: Int, height: Int, depth: UInt8, colorType: UInt8, interlaced: Bool, extra: [[UInt8]],
                  pixel: (Int, Int) -> [UInt8]) -> Data {
    var raw: [UInt8] = []
    for (x0, y0, dx, dy) in interlaced ? passes : [(0, 0, 1, 1)] where x0 < width && y0 < height {
      for y in stride(from: y0, to: height, by: dy) {
        raw.append(0)
        for x in stride(from: x0, to: width, by: dx) { raw += pixel(x, y) }
      }
    }
    func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
    let header = be32(width) + be32(height) + [depth, colorType, 0, 0, interlaced ? 1 : 0]
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
    for c in extra { out += c }
    out += chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    return Data(out)
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    let n = data.count, crc = crc32(body)
    return [UInt8(n >> 24 & 255), UInt8(n >> 16 & 255), UInt8(n >> 8 & 255), UInt8(n & 255)] + body
      + [UInt8(crc >> 24 & 255), UInt8(crc >> 16 & 255), UInt8(crc >> 8 & 255), UInt8(crc & 255)]
  }

  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + 65_535, data.count), n = end - start
      out += [end == data.count ? 1 : 0, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8((~n >> 8) & 255)]
      out += data[start..<end]
      start = end
    } while start < data.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
    let adler = b << 16 | a
    return out + [UInt8(adler >> 24), UInt8(adler >> 16 & 255), UInt8(adler >> 8 & 255), UInt8(adler & 255)]
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
