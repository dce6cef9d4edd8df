import Foundation
import Testing

@testable import SpecimenDiff

/// Writing diff images: lossless and byte-for-byte repeatable.
@Suite struct PNGEncodingTests {
  static let sample: RGBAImage = {
    var bytes: [UInt8] = []
    for y in 0..<7 {
      for x in 0..<9 {
        bytes += [UInt8(x * 28), UInt8(y * 36), UInt8((x * y) % 256), UInt8(255 - x * y * 4)]
      }
    }
    return RGBAImage(uncheckedWidth: 9, height: 7, pixels: bytes)
  }()

  @Test func roundTripIsLossless() throws {
    let data = try Self.sample.pngData()
    #expect(try RGBAImage(pngData: data) == Self.sample)
  }

  @Test func bytesAreDeterministicAndCarryNoTimestamp() throws {
    let first = try Self.sample.pngData()
    let second = try Self.sample.pngData()
    #expect(first == second)
    let text = String(decoding: first, as: UTF8.self)
    #expect(!text.contains("tIME") && !text.contains("tEXt"))
  }

  @Test func writesAFileAtomically() throws {
    let path = NSTemporaryDirectory() + "specimen-diff-\(UUID().uuidString).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Self.sample.writePNG(toFile: path)
    #expect(try RGBAImage(contentsOfPNGFile: path) == Self.sample)
  }

  @Test func emptyImageCannotBeEncoded() {
    #expect(throws: PNGError.self) { try RGBAImage(width: 0, height: 0, filledWith: RGBAColor(0, 0, 0)).pngData() }
  }

  @Test func largeNoisyImageFitsTheBuffer() throws {
    var state: UInt32 = 12345
    var bytes = [UInt8](repeating: 0, count: 300 * 200 * 4)
    for i in bytes.indices {
      state = state &* 1_664_525 &+ 1_013_904_223
      bytes[i] = UInt8(state >> 24)
    }
    let image = try #require(RGBAImage(width: 300, height: 200, pixels: bytes))
    #expect(try RGBAImage(pngData: try image.pngData()) == image)
  }
}
