import Foundation

/// A matrix that recolours each pixel: four rows (red, green, blue, alpha) of five numbers. An output channel is its
/// row's first four numbers times the pixel's straight red, green, blue and alpha, plus the fifth (`r1…r5` give red).
/// `init()` is the identity. SwiftUI takes it in a canvas's `GraphicsContext.Filter.colorMatrix(_:)`.
@frozen public struct ColorMatrix: Equatable, Sendable {
  public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
  public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
  public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
  public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

  /// The identity matrix: every pixel keeps its colour.
  @inlinable public init() {}

  /// The 20 numbers, row by row.
  package var entries: [Double] {
    [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5].map(Double.init)
  }
}
