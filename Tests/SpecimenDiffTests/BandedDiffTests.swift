import Testing

@testable import SpecimenDiff

/// Large diffs are compared in bands of rows on parallel threads; the result must be the one pass's.
@Suite struct BandedDiffTests {
  /// A 61×37 pair with soft edges (anti-aliasing candidates) and hard changes on every row band.
  func pair() -> (RGBAImage, RGBAImage) {
    let width = 61, height = 37
    var a = [UInt8](repeating: 255, count: width * height * 4)
    var b = a
    var seed: UInt32 = 12_345
    func next() -> UInt8 { seed = seed &* 1_103_515_245 &+ 12_345; return UInt8(truncatingIfNeeded: seed >> 16) }
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        // Dark bars with one soft (grey) column each side: the anti-aliasing detector's favourite case.
        let dark = (x / 7) % 2 == 0
        let grey: UInt8 = dark ? 20 : 235
        for c in 0..<3 { a[i + c] = grey; b[i + c] = grey }
        if x % 7 == 0 && y % 3 == 0 { for c in 0..<3 { b[i + c] = 128 } }  // soft edge moved
        if next() < 20 { b[i] = next(); b[i + 1] = next(); b[i + 2] = next() }  // scattered real changes
      }
    }
    return (RGBAImage(width: width, height: height, pixels: a)!, RGBAImage(width: width, height: height, pixels: b)!)
  }

  @Test(arguments: [2, 3, 5, 36, 37, 500])
  func everySplitGivesTheOnePassResult(bands: Int) {
    let (a, b) = pair()
    for options in [DiffOptions(), DiffOptions(includeAA: true), DiffOptions(diffMask: true), DiffOptions(alpha: 0.4)] {
      var drawing = options
      drawing.drawsDiffImage = true
      let whole = PixelDiff.run(a, b, options: drawing, bands: 1)
      let split = PixelDiff.run(a, b, options: drawing, bands: bands)
      #expect(split.differingPixelIndices == whole.differingPixelIndices, "\(bands) bands, \(options)")
      #expect(split.antiAliasedPixels == whole.antiAliasedPixels && split.maxChannelDelta == whole.maxChannelDelta)
      let sameImage = split.diffImage == whole.diffImage  // compared as a Bool: the bytes would flood the log
      #expect(sameImage, "\(bands) bands, \(options): the diff images differ")
    }
  }

  @Test func theFixtureExercisesBothKindsOfPixelInEveryBand() {
    let (a, b) = pair()
    let whole = PixelDiff.run(a, b, options: DiffOptions(), bands: 1)
    #expect(whole.antiAliasedPixels > 0)
    for band in 0..<3 {
      let rows = PixelDiff.rowRange(band: band, of: 3, height: 37)
      #expect(whole.differingPixelIndices.contains { rows.contains(Int($0) / 61) }, "band \(band)")
    }
  }

  @Test func bandsCoverEveryRowOnceInOrder() {
    for (height, bands) in [(37, 3), (1000, 2), (7, 7), (1001, 8)] {
      let rows = (0..<bands).flatMap { Array(PixelDiff.rowRange(band: $0, of: bands, height: height)) }
      #expect(rows == Array(0..<height))
    }
  }

  @Test func smallImagesStayOnOneThread() {
    #expect(PixelDiff.bandCount(width: 390, height: 600) == 1)  // 234 000 pixels
    #expect(PixelDiff.bandCount(width: 100_000, height: 1) == 1)
    let large = PixelDiff.bandCount(width: 1000, height: 1000)
    #expect(large >= 1 && large <= PixelDiff.maxBands)
  }
}
