import Foundation
import Testing

@testable import SpecimenDiff

/// Paths and builders shared by the SpecimenDiff tests.
enum Support {
  /// The absolute path of a file in the copied `Fixtures` folder.
  static func fixture(_ name: String) throws -> String {
    let folder = try #require(Bundle.module.path(forResource: "Fixtures", ofType: nil))
    return folder + "/" + name
  }

  /// The absolute path of a file in the copied `crosscheck` folder.
  static func crosscheck(_ name: String) throws -> String {
    let folder = try #require(Bundle.module.path(forResource: "crosscheck", ofType: nil))
    return folder + "/" + name
  }

  /// The bytes of a fixture file.
  static func fixtureBytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: try fixture(name))))
  }

  /// An image filled with `color`.
  static func image(_ width: Int, _ height: Int, _ color: RGBAColor = RGBAColor(255, 255, 255)) -> RGBAImage {
    RGBAImage(width: width, height: height, filledWith: color)
  }

  /// `image` with every listed pixel set to `color`.
  static func painting(_ image: RGBAImage, _ points: [(Int, Int)], _ color: RGBAColor) -> RGBAImage {
    points.reduce(image) { $0.setting(x: $1.0, y: $1.1, to: color) }
  }

  /// The result of a comparison expected to be `.different`.
  static func result(_ verdict: DiffVerdict, sourceLocation: SourceLocation = #_sourceLocation) throws -> DiffResult {
    guard case .different(let result) = verdict else {
      Issue.record("expected .different, got \(verdict.message)", sourceLocation: sourceLocation)
      throw Failure.unexpectedVerdict
    }
    return result
  }

  /// Thrown after recording an issue, to stop a test.
  enum Failure: Error { case unexpectedVerdict }

  /// A PNG chunk with a correct CRC.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    let length = UInt32(data.count)
    return bigEndian(length) + body + bigEndian(crc32(body))
  }

  /// Four big-endian bytes.
  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// The CRC-32 PNG uses (ISO 3309), bit by bit; fine for a few bytes.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 {
        crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
      }
    }
    return crc ^ 0xFFFF_FFFF
  }

  /// 64-bit FNV-1a of `bytes` as 16 hex digits (crosscheck.py computes the same).
  static func fnv1a(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
