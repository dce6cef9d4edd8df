import Foundation
import Testing
@testable import SpecimenUI

/// `UIGraphicsImageRenderer` drawing with numbers past what its pixels can use: rectangles 10³⁰⁰ wide (their edges
/// overflowed an Int and trapped) and colours that are not numbers (a NaN reached the pixels and trapped as a byte).
struct GraphicsRendererNumberTests {
  /// The 4 × 4-pixel image `actions` draw, as 8-bit RGBA.
  static func pixels(_ actions: @escaping (UIGraphicsImageRendererContext) -> Void) throws -> BitmapImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image(actions: actions)
    guard case .bitmap(let bitmap) = image.image.source else { throw CocoaError(.coderInvalidValue) }
    return bitmap
  }

  /// A rectangle or ellipse far larger than the canvas covers all of it, in the fill colour.
  @Test func hugeRectanglesCoverTheCanvas() throws {
    let filled = try Self.pixels { $0.cgContext.fill(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)) }
    #expect(filled.pixel(x: 0, y: 0) == (0, 0, 0, 255) && filled.pixel(x: 3, y: 3) == (0, 0, 0, 255))
    let scaled = try Self.pixels { context in
      context.cgContext.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
      context.cgContext.scaleBy(x: 1e300, y: 1e300)
      context.cgContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(scaled.pixel(x: 3, y: 3) == (0, 0, 255, 255))
    let off = try Self.pixels { $0.cgContext.fill(CGRect(x: 1e300, y: 0, width: 1e300, height: 4)) }
    #expect(off.pixel(x: 3, y: 0) == (0, 0, 0, 0), "a rectangle far to the right covers nothing")
  }

  /// A colour component that is not a finite number is drawn as 0, with a warning naming the call.
  @Test func colorsThatAreNotNumbersDrawAsZero() throws {
    let (bitmap, issues) = ResolveIssues.collecting {
      try? Self.pixels { context in
        context.cgContext.setFillColor(red: .nan, green: 1, blue: 0, alpha: 1)
        context.cgContext.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      }
    }
    #expect(try #require(bitmap).pixel(x: 1, y: 1) == (0, 255, 0, 255))
    #expect(issues.map(\.message) == ["CGContext.setFillColor red nan is not usable; drawn with red 0 (give components within 0...1)"])
  }
}
