import Foundation
import Testing

@testable import SpecimenDiff

/// Verdict knobs: counts, ratios, the window-density check and the JSON summary.
@Suite struct ToleranceTests {
  func result(width: Int, height: Int, points: [(Int, Int)]) -> DiffResult {
    let indices = points.map { UInt32($0.1 * width + $0.0) }.sorted()
    return DiffResult(
      width: width, height: height, differingPixelIndices: indices, antiAliasedPixels: 0,
      maxChannelDelta: 255, diffImage: nil)
  }

  @Test func countAndRatioLimits() {
    let r = result(width: 10, height: 10, points: [(0, 0), (5, 5), (9, 9)])
    #expect(!r.passes(Tolerance()))
    #expect(r.passes(Tolerance(maxDiffPixels: 3)))
    #expect(!r.passes(Tolerance(maxDiffPixels: 2)))
    #expect(r.passes(Tolerance(maxDiffRatio: 0.03)))
    #expect(!r.passes(Tolerance(maxDiffRatio: 0.029)))
    #expect(r.passes(Tolerance(maxDiffPixels: 1, maxDiffRatio: 0.03)))  // the more lenient limit wins
  }

  @Test func windowDensityFailsALineButPassesScatteredNoise() {
    let line = result(width: 64, height: 64, points: (10..<30).map { ($0, 40) })
    let scattered = result(width: 64, height: 64, points: (0..<20).map { (($0 * 13) % 64, ($0 * 29) % 64) })
    #expect(line.densestWindow(size: 8) == 8)
    #expect(scattered.densestWindow(size: 8) <= 2)
    let tolerance = Tolerance(maxDiffPixels: 50, window: .init(size: 8, maxDifferingPixels: 3))
    #expect(!line.passes(tolerance))
    #expect(scattered.passes(tolerance))
    #expect(line.failureReason(tolerance)?.contains("8 of them lie in one 8×8 window") == true)
  }

  @Test func windowLargerThanTheImageIsClamped() {
    let r = result(width: 3, height: 2, points: [(0, 0), (2, 1), (1, 1)])
    #expect(r.densestWindow(size: 100) == 3)
    #expect(r.densestWindow(size: 1) == 1)
    #expect(r.densestWindow(size: 2) == 2)
  }

  @Test func summaryJSONHasTheDocumentedKeys() throws {
    let a = Support.image(4, 2)
    let b = a.setting(x: 1, y: 1, to: RGBAColor(0, 0, 0))
    let json = pixelmatch(a, b).summary().jsonString()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["differingPixels"] as? Int == 1)
    #expect(object["totalPixels"] as? Int == 8)
    #expect(object["width"] as? Int == 4)
    #expect(object["height"] as? Int == 2)
    #expect(object["verdict"] as? String == "different")
    #expect(object["passes"] as? Bool == false)
  }

  @Test func summaryOfASizeChangeHasNullCounts() {
    let summary = pixelmatch(Support.image(4, 2), Support.image(2, 4)).summary()
    #expect(summary.verdict == "sizeChanged" && summary.differingPixels == nil && !summary.passes)
    let json = summary.jsonString()
    #expect(json.contains("\"differingPixels\":null"))
    #expect(json.contains("size changed 4×2 → 2×4"))
  }

  @Test func summaryOfIdenticalImagesPasses() {
    let image = Support.image(3, 3)
    let summary = pixelmatch(image, image).summary(tolerance: Tolerance(window: .init(size: 2, maxDifferingPixels: 0)))
    #expect(summary.passes && summary.differingPixels == 0 && summary.densestWindow == 0 && summary.totalPixels == 9)
  }
}
