import Foundation
import SpecimenCairo
import SpecimenDiff
import SpecimenUI
import Testing
@testable import Specimen

/// The fast PNG writer: every pixel survives a decode by libpng, opaque images become RGB and
/// translucent ones RGBA, and the output is a function of the pixels.
@Suite struct PNGWriterTests {
  /// Text, a gradient, a blurred shadow and translucent fills: runs, edges and literals.
  static var scene: some View {
    VStack(spacing: 6) {
      Text("Specimen 1234 — ÄÖÜ").font(.system(size: 17, weight: .semibold))
      RoundedRectangle(cornerRadius: 8)
        .fill(LinearGradient(colors: [.blue, .pink], startPoint: .leading, endPoint: .trailing))
        .frame(width: 180, height: 30)
        .shadow(color: .black.opacity(0.4), radius: 6, x: 0, y: 3)
      Capsule().fill(Color.green.opacity(0.35)).frame(width: 120, height: 16)
    }
    .padding(10)
  }

  @Test(arguments: [true, false])
  func decodesToTheRenderedPixels(opaque: Bool) throws {
    let image = try ViewRenderer(scale: 2, background: opaque ? .white : nil).rasterize(Self.scene, in: .unspecified)
    let png = try image.pngData()
    // Colour type in IHDR (byte 25): 2 = RGB for opaque images, 6 = RGBA otherwise.
    #expect(png[25] == (opaque ? 2 : 6))
    let decoded = try RGBAImage(pngData: png, fileName: "scene.png")
    #expect(decoded.width == image.width && decoded.height == image.height)
    let rendered = image.rgbaBytes()
    #expect(decoded.pixels == rendered)
    #expect(Set(rendered).count > 20, "the scene has many distinct values, so literals are exercised")
  }

  @Test func equalPixelsGiveEqualBytes() throws {
    let renderer = ViewRenderer(scale: 2)
    let a = try renderer.png(Self.scene, in: .unspecified)
    let b = try renderer.png(Self.scene, in: .unspecified)
    #expect(a == b)
    #expect(RasterImage.textChunks(ofPNG: a)[RasterImage.fingerprintKeyword]?.contains("Specimen PNG writer 1") == true)
  }

  /// The chunk CRCs (libdeflate's) are PNG's: recomputed here bit by bit from the definition
  /// (PNG §5.5). The zlib stream's Adler-32 (libdeflate's too) is checked by libpng's zlib when
  /// `decodesToTheRenderedPixels` decodes.
  @Test func checksumsFollowTheirDefinitions() throws {
    let png = [UInt8](try ViewRenderer(scale: 1).rasterize(Self.scene, in: .unspecified).plainPNGData())
    var i = 8, chunks = 0
    while i + 12 <= png.count {
      let length = png[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
      let typeAndData = Array(png[(i + 4)..<(i + 8 + length)])
      let stored = png[(i + 8 + length)..<(i + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in typeAndData {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
      }
      #expect(crc ^ 0xFFFF_FFFF == stored, "chunk \(String(decoding: typeAndData.prefix(4), as: UTF8.self))")
      chunks += 1
      i += 12 + length
    }
    #expect(chunks == 4)  // IHDR, sRGB, IDAT, IEND
  }
}

/// The identical-image fast path splits big buffers between two threads; a change in either half is still seen.
@Suite struct IdenticalFastPathTests {
  @Test(arguments: [0, 1_499 * 1_500 + 1_499, 750 * 1_500])
  func findsOneChangedPixelInBigImages(changed index: Int) throws {
    let side = 1_500  // 9 MB of RGBA: above the two-thread threshold
    let a = RGBAImage(width: side, height: side, filledWith: RGBAColor(250, 250, 250))
    var pixels = a.pixels
    pixels[index * 4] = 0
    let b = try #require(RGBAImage(width: side, height: side, pixels: pixels))
    #expect(pixelmatch(a, b).differingPixels == 1)
    let copy = try #require(RGBAImage(width: side, height: side, pixels: a.pixels.map { $0 }))
    #expect(pixelmatch(a, copy) == .identical(ImageSize(width: side, height: side)))
  }
}
