import Foundation
import Testing

@testable import SpecimenDiff

/// The counts and diff images of the `pixelmatch` PyPI package, recorded by crosscheck/crosscheck.py.
@Suite struct CrossCheckTests {
  struct Expected: Decodable {
    struct Case: Decodable {
      var name: String
      var a: String
      var b: String
      var runs: [Run]
    }
    struct Run: Decodable {
      var threshold: Double
      var includeAA: Bool
      var differingPixels: Int
      var diffImageFNV1a: String
    }
    var generator: String
    var cases: [Case]
  }

  static func expected() throws -> Expected {
    let data = try Data(contentsOf: URL(fileURLWithPath: try Support.crosscheck("expected.json")))
    return try JSONDecoder().decode(Expected.self, from: data)
  }

  @Test(arguments: ["noise", "shapes", "alpha", "gradient"])
  func countsAndDiffImagesMatchPyPIPixelmatch(name: String) throws {
    let testCase = try #require(try Self.expected().cases.first { $0.name == name })
    let a = try RGBAImage(contentsOfPNGFile: try Support.crosscheck(testCase.a))
    let b = try RGBAImage(contentsOfPNGFile: try Support.crosscheck(testCase.b))
    #expect(testCase.runs.count == 5)
    for run in testCase.runs {
      let options = DiffOptions(threshold: run.threshold, includeAA: run.includeAA)
      let result = try Support.result(pixelmatch(a, b, options: options))
      #expect(
        result.differingPixels == run.differingPixels,
        "\(name) threshold \(run.threshold) includeAA \(run.includeAA)")
      let diff = try #require(result.diffImage)
      #expect(Support.fnv1a(diff.pixels) == run.diffImageFNV1a, "\(name) diff image, threshold \(run.threshold)")
    }
  }
}
