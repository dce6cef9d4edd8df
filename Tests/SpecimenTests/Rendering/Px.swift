import Foundation

/// A pixel as straight RGBA bytes.
struct Px: Equatable, CustomStringConvertible {
  var r: UInt8, g: UInt8, b: UInt8, a: UInt8
  init(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) { (r, g, b, a) = (p.r, p.g, p.b, p.a) }
  init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
  /// Within `tolerance` of `other` in every channel.
  func isClose(to other: Px, tolerance: Int = 3) -> Bool {
    [(r, other.r), (g, other.g), (b, other.b), (a, other.a)].allSatisfy { abs(Int($0.0) - Int($0.1)) <= tolerance }
  }
  var description: String { "(\(r), \(g), \(b), \(a))" }
}
