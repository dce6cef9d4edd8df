import Foundation
import Testing

@testable import SpecimenDiff

/// Decoding every colour type and bit depth, damaged files and the named limits.
@Suite struct PNGDecodingTests {
  /// The eight pixels make_fixtures.py writes into every 4×2 fixture.
  static let expected: [RGBAColor] = [
    RGBAColor(255, 0, 0), RGBAColor(0, 255, 0), RGBAColor(0, 0, 255), RGBAColor(255, 255, 255),
    RGBAColor(0, 0, 0), RGBAColor(128, 128, 128), RGBAColor(10, 20, 30), RGBAColor(200, 100, 50, 128),
  ]

  static func bytes(_ colors: [RGBAColor]) -> [UInt8] {
    colors.flatMap { [$0.r, $0.g, $0.b, $0.a] }
  }

  @Test(arguments: ["rgba8.png", "rgba16.png", "palette8.png", "palette4.png", "rgba8-interlaced.png", "rgba8-no-iend.png"])
  func colourFilesWithAlphaDecodeToTheSamePixels(file: String) throws {
    let image = try RGBAImage(contentsOfPNGFile: try Support.fixture(file))
    #expect(image.width == 4 && image.height == 2)
    #expect(image.pixels == Self.bytes(Self.expected))
  }

  @Test(arguments: ["rgb8.png", "rgb16.png"])
  func rgbFilesGetOpaqueAlpha(file: String) throws {
    let image = try RGBAImage(contentsOfPNGFile: try Support.fixture(file))
    let opaque = Self.expected.map { RGBAColor($0.r, $0.g, $0.b, 255) }
    #expect(image.pixels == Self.bytes(opaque))
  }

  @Test(arguments: ["grey8.png", "grey16.png"])
  func greyFilesExpandToRGBA(file: String) throws {
    let image = try RGBAImage(contentsOfPNGFile: try Support.fixture(file))
    let greys: [UInt8] = [0, 255, 128, 64, 32, 16, 200, 100]
    #expect(image.pixels == Self.bytes(greys.map { RGBAColor($0, $0, $0) }))
  }

  @Test func greyWithAlphaKeepsAlpha() throws {
    let image = try RGBAImage(contentsOfPNGFile: try Support.fixture("grey-alpha8.png"))
    let greys: [UInt8] = [0, 255, 128, 64, 32, 16, 200, 100]
    let colors = greys.enumerated().map { RGBAColor($1, $1, $1, UInt8(255 - $0 * 20)) }
    #expect(image.pixels == Self.bytes(colors))
  }

  @Test func oneBitGreyExpandsToBlackAndWhite() throws {
    let image = try RGBAImage(contentsOfPNGFile: try Support.fixture("grey1.png"))
    let white = RGBAColor(255, 255, 255)
    let black = RGBAColor(0, 0, 0)
    #expect(image.pixels == Self.bytes([white, black, white, black, black, white, black, white]))
  }

  @Test func missingIENDIsAppendedBeforeDecoding() throws {
    let bytes = try Support.fixtureBytes("rgba8-no-iend.png")
    #expect(PNGChunks(bytes.withUnsafeBytes { $0 }).ending == .missingIEND(endOffset: bytes.count))
    let image = try RGBAImage(pngData: bytes)
    #expect(image == (try RGBAImage(contentsOfPNGFile: try Support.fixture("rgba8.png"))))
  }

  @Test func partialIENDCountsAsMissing() throws {
    let bytes = try Support.fixtureBytes("rgba8.png").dropLast(5)
    let image = try RGBAImage(pngData: Array(bytes))
    #expect(image.pixels == Self.bytes(Self.expected))
  }

  @Test func gammaAndColourProfileChunksAreIgnored() throws {
    var bytes = try Support.fixtureBytes("rgba8.png")
    // Insert gAMA = 1.0 right after IHDR (8 + 25 bytes); libpng alone would re-encode the samples.
    bytes.insert(contentsOf: Support.chunk("gAMA", Support.bigEndian(100_000)), at: 33)
    let image = try RGBAImage(pngData: bytes)
    #expect(image.pixels == Self.bytes(Self.expected))
  }

  @Test func truncatedFileNamesTheMissingBytes() throws {
    let path = try Support.fixture("rgba8-truncated.png")
    #expect(throws: PNGError.truncated(file: path, expectedBytes: 79, actualBytes: 61)) {
      try RGBAImage(contentsOfPNGFile: path)
    }
  }

  @Test func badChecksumIsCorrupt() throws {
    let path = try Support.fixture("rgba8-bad-crc.png")
    let error = #expect(throws: PNGError.self) { try RGBAImage(contentsOfPNGFile: path) }
    guard case .corrupt(let file, let detail) = error else {
      Issue.record("expected .corrupt, got \(String(describing: error))")
      return
    }
    #expect(file == path)
    #expect(!detail.isEmpty)
    #expect(error?.description.contains("corrupt PNG") == true)
    #expect(error?.description.contains("re-create or re-record") == true)
  }

  @Test func notAPNG() throws {
    let path = try Support.fixture("not-a-png.png")
    #expect(throws: PNGError.notPNG(file: path)) { try RGBAImage(contentsOfPNGFile: path) }
    #expect(throws: PNGError.notPNG(file: "<memory>")) { try RGBAImage(pngData: [UInt8](repeating: 0, count: 4)) }
    #expect(throws: PNGError.empty(file: "<memory>")) { try RGBAImage(pngData: [UInt8]()) }
  }

  @Test func absurdDimensionsHitTheNamedLimit() throws {
    let path = try Support.fixture("huge-dimensions.png")
    #expect(throws: PNGError.dimensionsTooLarge(file: path, width: 100_000, height: 100_000)) {
      try RGBAImage(contentsOfPNGFile: path)
    }
    #expect(100_000 * 100_000 > PNGLimits.maximumPixelCount, "the pixel count refuses it")
    let message = PNGError.dimensionsTooLarge(file: "x.png", width: 100_000, height: 100_000).description
    #expect(message.contains("100000×100000") && message.contains("\(PNGLimits.maximumSide)"))
  }

  @Test func pixelCountLimitAppliesWithinTheSideLimit() throws {
    // 10000 × 10000 is within maximumSide on each axis but over maximumPixelCount.
    let header = Support.bigEndian(10_000) + Support.bigEndian(10_000) + [8, 6, 0, 0, 0]
    let bytes = PNGChunks.signature + Support.chunk("IHDR", header) + Support.chunk("IDAT", [0x78, 0x9C]) + PNGChunks.iend
    #expect(10_000 <= PNGLimits.maximumSide && 10_000 * 10_000 > PNGLimits.maximumPixelCount)
    #expect(throws: PNGError.dimensionsTooLarge(file: "big.png", width: 10_000, height: 10_000)) {
      try RGBAImage(pngData: bytes, fileName: "big.png")
    }
  }

  @Test func missingFileIsUnreadable() throws {
    let error = #expect(throws: PNGError.self) { try RGBAImage(contentsOfPNGFile: "/nonexistent/golden.png") }
    guard case .unreadable(let file, _) = error else {
      Issue.record("expected .unreadable, got \(String(describing: error))")
      return
    }
    #expect(file == "/nonexistent/golden.png")
  }
}
