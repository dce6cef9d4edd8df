import SpecimenUI
import Testing
@testable import SpecimenCairo

/// `RasterImage.rgbaBytes` writes each pixel through `Premultiplied.storeStraight`, which must give exactly what
/// `unpremultiply` (the one-pixel reader, `pixel(x:y:)`) gives, for every alpha and colour.
@Suite struct StraightAlphaBytesTests {
  @Test func storingAPixelGivesWhatUnpremultiplyGives() {
    var mismatches: [String] = []
    var bytes = [UInt8](repeating: 0, count: 4)
    for alpha in UInt32(0)...255 {
      // Every colour value a premultiplied channel can hold (≤ alpha), and one past it that Cairo never writes.
      for value in Set([0, alpha / 3, alpha / 2, alpha, min(alpha + 1, 255), 255]) {
        let word = alpha << 24 | value << 16 | (alpha - alpha / 4) << 8 | (value / 2)
        bytes.withUnsafeMutableBufferPointer { Premultiplied.storeStraight(word, at: $0.baseAddress!) }
        let p = Premultiplied.unpremultiply(word)
        if bytes != [p.r, p.g, p.b, p.a] { mismatches.append("\(String(word, radix: 16)): \(bytes) vs \([p.r, p.g, p.b, p.a])") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// A whole image read at once matches it read pixel by pixel, clear, opaque and translucent pixels alike.
  @Test func rgbaBytesMatchEveryPixel() throws {
    let image = try Render.image(ZStack {
      Color.clear.frame(width: 6, height: 3)
      Color.red.opacity(0.37).frame(width: 4, height: 2)
      Color.blue.frame(width: 2, height: 1)
    }, background: nil)
    let bytes = image.rgbaBytes(), part = image.rgbaBytes(columns: 1..<5, rows: 1..<3)
    var whole: [UInt8] = [], window: [UInt8] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        whole += [p.r, p.g, p.b, p.a]
        if (1..<5).contains(x), (1..<3).contains(y) { window += [p.r, p.g, p.b, p.a] }
      }
    }
    #expect(image.width == 6 && image.height == 3)
    #expect(bytes == whole)
    #expect(part == window)
    let alphas = Set(stride(from: 3, to: bytes.count, by: 4).map { bytes[$0] })
    #expect(alphas.contains(0) && alphas.contains(255) && alphas.contains { $0 > 0 && $0 < 255 }, "clear, translucent and opaque pixels: \(alphas)")
  }
}
