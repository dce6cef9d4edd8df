import Testing

@testable import SpecimenDiff

/// The pixelmatch algorithm on synthetic images with known answers.
@Suite struct PixelmatchTests {
  let white = RGBAColor(255, 255, 255)
  let black = RGBAColor(0, 0, 0)

  @Test func identicalBuffersTakeTheFastPath() {
    let image = Support.image(8, 8, RGBAColor(10, 20, 30))
    let verdict = pixelmatch(image, image)
    #expect(verdict == .identical(ImageSize(width: 8, height: 8)))
    #expect(verdict.differingPixels == 0 && verdict.passes())
  }

  @Test func oneChangedPixelIsCountedAndDrawnRed() throws {
    let a = Support.image(5, 4)
    let b = a.setting(x: 3, y: 1, to: RGBAColor(0, 0, 255))
    let result = try Support.result(pixelmatch(a, b))
    #expect(result.differingPixels == 1)
    #expect(result.differingPixelIndices == [1 * 5 + 3])
    #expect(result.totalPixels == 20 && result.maxChannelDelta == 255)
    let diff = try #require(result.diffImage)
    #expect(diff.pixel(x: 3, y: 1) == RGBAColor(255, 0, 0))
    // Unchanged white is drawn as faded grey: 255 + (Y - 255) * 0.1 truncates to 255.
    #expect(diff.pixel(x: 0, y: 0) == RGBAColor(255, 255, 255))
  }

  @Test func unchangedPixelsAreFadedGreyOfTheFirstImage() throws {
    let a = Support.image(3, 3, black).setting(x: 1, y: 1, to: white)
    let b = a.setting(x: 2, y: 2, to: white)
    let diff = try #require(try Support.result(pixelmatch(a, b, options: DiffOptions(alpha: 0.5))).diffImage)
    // v = 255 + (0 - 255) * 0.5 * 255 / 255 = 127.5, truncated to 127.
    #expect(diff.pixel(x: 0, y: 0) == RGBAColor(127, 127, 127))
  }

  @Test func unchangedDiffImageMatchesWhatTheSlowPathDraws() throws {
    let a = Support.image(6, 3, RGBAColor(30, 160, 90, 200)).setting(x: 2, y: 1, to: RGBAColor(5, 6, 7))
    let b = a.setting(x: 4, y: 2, to: RGBAColor(30, 160, 91, 200))  // under the threshold
    let result = try Support.result(pixelmatch(a, b))
    #expect(result.differingPixels == 0)
    #expect(result.diffImage == a.unchangedDiffImage())
    let mask = a.unchangedDiffImage(options: DiffOptions(diffMask: true))
    #expect(mask.pixels.allSatisfy { $0 == 0 })
  }

  @Test func sizeChangeIsItsOwnVerdict() {
    let verdict = pixelmatch(Support.image(4, 3), Support.image(4, 5))
    #expect(verdict == .sizeChanged(from: ImageSize(width: 4, height: 3), to: ImageSize(width: 4, height: 5)))
    #expect(verdict.message == "size changed 4×3 → 4×5")
    #expect(verdict.differingPixels == nil)
    #expect(!verdict.passes(Tolerance(maxDiffPixels: 1_000)))
  }

  /// A black/white edge whose B side has one grey (anti-aliased) pixel, next to a real line.
  func edgeAndLine() -> (RGBAImage, RGBAImage) {
    var a = Support.image(10, 10)
    for y in 0..<10 {
      for x in 0..<5 { a = a.setting(x: x, y: y, to: black) }
    }
    var b = a.setting(x: 5, y: 4, to: RGBAColor(128, 128, 128))
    for x in 6...9 { b = b.setting(x: x, y: 7, to: black) }
    return (a, b)
  }

  @Test func antiAliasedEdgeIsNotCountedButARealLineIs() throws {
    let (a, b) = edgeAndLine()
    let result = try Support.result(pixelmatch(a, b))
    #expect(result.differingPixels == 4)
    #expect(result.differingPixelIndices == [76, 77, 78, 79])
    #expect(result.antiAliasedPixels == 1)
    let diff = try #require(result.diffImage)
    #expect(diff.pixel(x: 5, y: 4) == RGBAColor(255, 255, 0))
    #expect(diff.pixel(x: 7, y: 7) == RGBAColor(255, 0, 0))
  }

  @Test func includeAACountsTheEdgeToo() throws {
    let (a, b) = edgeAndLine()
    let result = try Support.result(pixelmatch(a, b, options: DiffOptions(includeAA: true)))
    #expect(result.differingPixels == 5 && result.antiAliasedPixels == 0)
  }

  @Test func antiAliasingIsDetectedInEitherImage() throws {
    let (a, b) = edgeAndLine()
    // Swapped, the grey pixel is in image 1: still discounted.
    #expect(try Support.result(pixelmatch(b, a)).differingPixels == 4)
  }

  @Test func detectorNeedsBothDarkerAndBrighterNeighbours() {
    // A grey pixel in a flat white field has only brighter neighbours, no darker one.
    let image = Support.image(3, 3).setting(x: 1, y: 1, to: RGBAColor(128, 128, 128))
    let other = Support.image(3, 3)
    image.pixels.withUnsafeBufferPointer { p in
      other.pixels.withUnsafeBufferPointer { q in
        guard let p = p.baseAddress, let q = q.baseAddress else { return }
        #expect(!AntiAliasing.isAntiAliased(p, x: 1, y: 1, width: 3, height: 3, other: q))
      }
    }
  }

  @Test func transparentPixelsAreBlendedWithWhite() throws {
    // Fully transparent black is white after blending: above nothing, so nothing counts.
    let a = Support.image(4, 4, RGBAColor(0, 0, 0, 0))
    let b = Support.image(4, 4)
    let result = try Support.result(pixelmatch(a, b))
    #expect(result.differingPixels == 0 && result.maxChannelDelta == 255)
    // Half-transparent red equals opaque (255, 127, 127) after blending.
    let c = Support.image(4, 4, RGBAColor(255, 0, 0, 128))
    let d = Support.image(4, 4, RGBAColor(255, 127, 127, 255))
    #expect(try Support.result(pixelmatch(c, d)).differingPixels == 0)
    // An opacity change on black is a real change.
    let e = Support.image(4, 4, RGBAColor(0, 0, 0, 128))
    let f = Support.image(4, 4, black)
    #expect(try Support.result(pixelmatch(e, f)).differingPixels == 16)
  }

  @Test func thresholdEdgesAreStrict() throws {
    let a = Support.image(4, 4, RGBAColor(100, 100, 100))
    let b = a.setting(x: 1, y: 1, to: RGBAColor(110, 110, 110))
    let delta = abs(a.pixels.withUnsafeBufferPointer { p in
      b.pixels.withUnsafeBufferPointer { q -> Double in
        guard let p = p.baseAddress, let q = q.baseAddress else { return .nan }
        return ColorDelta.delta(p, 5, q, 5)
      }
    })
    // For a grey step of 10 the delta is about 0.5053 * 10²; the edge threshold is sqrt(delta / 35215).
    #expect(abs(delta - 50.53) < 0.01)
    let edge = (delta / 35215).squareRoot()
    let justUnder = try Support.result(pixelmatch(a, b, options: DiffOptions(threshold: edge * 0.999_999)))
    let justOver = try Support.result(pixelmatch(a, b, options: DiffOptions(threshold: edge * 1.000_001)))
    #expect(justUnder.differingPixels == 1)
    #expect(justOver.differingPixels == 0)
    #expect(try Support.result(pixelmatch(a, b, options: DiffOptions(threshold: 0.0378))).differingPixels == 1)
    #expect(try Support.result(pixelmatch(a, b, options: DiffOptions(threshold: 0.0379))).differingPixels == 0)
  }

  @Test func thresholdZeroCountsAnyVisibleChange() throws {
    let a = Support.image(3, 3, RGBAColor(100, 100, 100))
    let b = a.setting(x: 0, y: 0, to: RGBAColor(100, 100, 101))
    #expect(try Support.result(pixelmatch(a, b, options: DiffOptions(threshold: 0))).differingPixels == 1)
    #expect(try Support.result(pixelmatch(a, b)).differingPixels == 0)
  }

  @Test func diffColorAltMarksPixelsWhereTheFirstImageIsBrighter() throws {
    let a = Support.image(4, 1, RGBAColor(128, 128, 128)).setting(x: 0, y: 0, to: white)
    let b = Support.image(4, 1, RGBAColor(128, 128, 128)).setting(x: 3, y: 0, to: white)
    let options = DiffOptions(diffColorAlt: RGBAColor(0, 200, 0))
    let diff = try #require(try Support.result(pixelmatch(a, b, options: options)).diffImage)
    #expect(diff.pixel(x: 0, y: 0) == RGBAColor(0, 200, 0))  // first brighter: alt colour
    #expect(diff.pixel(x: 3, y: 0) == RGBAColor(255, 0, 0))  // second brighter: diff colour
  }

  @Test func diffMaskLeavesUnchangedAndAntiAliasedPixelsTransparent() throws {
    let (a, b) = edgeAndLine()
    let result = try Support.result(pixelmatch(a, b, options: DiffOptions(diffMask: true)))
    let diff = try #require(result.diffImage)
    #expect(diff.pixel(x: 0, y: 0) == RGBAColor(0, 0, 0, 0))
    #expect(diff.pixel(x: 5, y: 4) == RGBAColor(0, 0, 0, 0))
    #expect(diff.pixel(x: 6, y: 7) == RGBAColor(255, 0, 0))
  }

  @Test func customColoursAndNoDiffImage() throws {
    let (a, b) = edgeAndLine()
    let options = DiffOptions(aaColor: RGBAColor(0, 0, 255), diffColor: RGBAColor(255, 0, 255))
    let diff = try #require(try Support.result(pixelmatch(a, b, options: options)).diffImage)
    #expect(diff.pixel(x: 5, y: 4) == RGBAColor(0, 0, 255))
    #expect(diff.pixel(x: 8, y: 7) == RGBAColor(255, 0, 255))
    let bare = try Support.result(pixelmatch(a, b, options: DiffOptions(drawsDiffImage: false)))
    #expect(bare.diffImage == nil && bare.differingPixels == 4)
  }

  @Test func borderPixelsAreHandled() throws {
    let a = Support.image(1, 1)
    let b = Support.image(1, 1, black)
    #expect(try Support.result(pixelmatch(a, b)).differingPixels == 1)
    let c = Support.image(2, 1)
    let d = Support.image(2, 1, black)
    #expect(try Support.result(pixelmatch(c, d)).differingPixels == 2)
  }

  @Test func optionValidationNamesTheBadOption() {
    #expect(DiffOptions().validationError == nil)
    #expect(DiffOptions(threshold: 1.5).validationError?.hasPrefix("threshold must be between 0 and 1") == true)
    #expect(DiffOptions(alpha: -1).validationError?.hasPrefix("alpha must be between 0 and 1") == true)
  }

  @Test func pngFilesCanBeComparedDirectly() throws {
    let verdict = try pixelmatchPNGFiles(try Support.fixture("rgba8.png"), try Support.fixture("rgba8-no-iend.png"))
    #expect(verdict == .identical(ImageSize(width: 4, height: 2)))
    let other = try pixelmatchPNGFiles(try Support.fixture("rgba8.png"), try Support.fixture("rgb8.png"))
    #expect(try Support.result(other).differingPixels == 1)
  }
}
