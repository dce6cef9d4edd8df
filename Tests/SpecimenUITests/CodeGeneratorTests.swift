import Foundation
import Testing
@testable import SpecimenUI

/// Core Image's code generators: the QR Code encoder's error correction, version choice and
/// function patterns, the Code 128 symbols and check digit, and the pixels of the filters.
@Suite struct CodeGeneratorTests {
  /// ISO/IEC 18004's worked example, "HELLO WORLD" at level M: its 16 data codewords give these 10
  /// error correction codewords.
  @Test func reedSolomonMatchesTheStandardsExample() {
    let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
    #expect(ReedSolomon.remainder(of: data, divisor: ReedSolomon.generator(degree: 10)) == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
  }

  /// Byte mode at level M: version 1 holds 14 bytes, 15 need version 2; level H holds 7 in version 1.
  @Test func choosesTheSmallestVersionThatHoldsTheMessage() {
    #expect(QRCodeEncoder.version(forByteCount: 14, level: .medium) == 1)
    #expect(QRCodeEncoder.version(forByteCount: 15, level: .medium) == 2)
    #expect(QRCodeEncoder.version(forByteCount: 7, level: .high) == 1)
    #expect(QRCodeEncoder.version(forByteCount: 8, level: .high) == 2)
    #expect(QRCodeEncoder.version(forByteCount: 2331, level: .medium) == 40)
    #expect(QRCodeEncoder.version(forByteCount: 2332, level: .medium) == nil)
    // Data codewords of versions 5-Q and 10-H, as the standard's table lists them.
    #expect(QRCodeEncoder.dataCodewords(version: 5, level: .quartile) == 62)
    #expect(QRCodeEncoder.dataCodewords(version: 10, level: .high) == 122)
  }

  /// The generator's image: 25 modules (version 2) and a one-module light margin; the finders'
  /// rings, the timing pattern and the always-dark module where the standard puts them.
  @Test func qrImageHasTheFunctionPatterns() throws {
    let filter = CIFilter.qrCodeGenerator()
    filter.message = Data("https://specimen.example/4".utf8)
    let image = try #require(filter.outputImage)
    #expect(image.extent == CGRect(x: 0, y: 0, width: 27, height: 27))
    let pixels = try #require(CIContext().createCGImage(image, from: image.extent)?.bitmap)
    func dark(_ x: Int, _ y: Int) -> Bool { pixels.pixel(x: x + 1, y: y + 1).0 == 0 }
    #expect(pixels.pixel(x: 0, y: 0) == (255, 255, 255, 255))
    for (x, y) in [(0, 0), (18, 0), (0, 18)] {
      #expect(dark(x, y) && !dark(x + 1, y + 1) && dark(x + 2, y + 2) && dark(x + 3, y + 3) && dark(x + 6, y + 6))
    }
    #expect(!dark(7, 7) && !dark(17, 7) && !dark(7, 17))  // separators
    #expect((8...16).map { dark($0, 6) } == (8...16).map { $0 % 2 == 0 })  // timing
    #expect(dark(8, 25 - 8))  // the dark module
    #expect(dark(18, 18) && !dark(17, 17) && !dark(19, 17) && dark(16, 16))  // the alignment pattern at (18, 18)
  }

  /// "Specimen-2024": code set B for the letters and hyphen, code set C for the four digits at the end,
  /// then the modulo-103 check symbol.
  @Test func code128SwitchesToCodeSetCForTrailingDigits() {
    let symbols = Code128Encoder.symbols(for: Array("Specimen-2024".utf8))
    #expect(symbols == [104, 51, 80, 69, 67, 73, 77, 69, 78, 13, 99, 20, 24, 13])
    #expect(Code128Encoder.symbols(for: [200]) == nil)
    // Each symbol is 11 modules, the stop pattern 13: start, 12 data and check symbols.
    #expect(Code128Encoder.modules(for: Array("Specimen-2024".utf8))?.count == 14 * 11 + 13)
  }

  /// The barcode image: the quiet space on every side, then the start symbol's 2-module bar.
  @Test func code128ImageHasItsQuietSpace() throws {
    let filter = CIFilter.code128BarcodeGenerator()
    filter.message = Data("ABC".utf8)
    filter.quietSpace = 5
    filter.barcodeHeight = 20
    let image = try #require(filter.outputImage)
    #expect(image.extent.size == CGSize(width: 5 * 11 + 13 + 10, height: 30))
    let pixels = try #require(CIContext().createCGImage(image, from: image.extent)?.bitmap)
    #expect(pixels.pixel(x: 4, y: 10).0 == 255 && pixels.pixel(x: 5, y: 10).0 == 0 && pixels.pixel(x: 6, y: 10).0 == 0)
    #expect(pixels.pixel(x: 7, y: 10).0 == 255 && pixels.pixel(x: 5, y: 4).0 == 255 && pixels.pixel(x: 5, y: 25).0 == 255)
  }

  /// Out-of-range input enters as nothing: a non-ASCII barcode, an unknown correction level and a
  /// transform to 10 000 pixels give no image rather than a crash.
  @Test func badInputGivesNoImage() throws {
    let barcode = CIFilter(name: "CICode128BarcodeGenerator")
    barcode?.setValue("é".data(using: .utf8), forKey: "inputMessage")
    #expect(barcode?.outputImage == nil)
    let qr = CIFilter(name: "CIQRCodeGenerator")
    qr?.setValue(Data("x".utf8), forKey: "inputMessage")
    qr?.setValue("Z", forKey: "inputCorrectionLevel")
    #expect(qr?.outputImage == nil)
    qr?.setValue("L", forKey: "inputCorrectionLevel")
    let huge = try #require(qr?.outputImage?.transformed(by: CGAffineTransform(scaleX: 500, y: 500)))
    #expect(huge.extent.width.rounded() == 11500)
    #expect(CIContext().createCGImage(huge, from: huge.extent) == nil)
    #expect(CIImage.empty().transformed(by: CGAffineTransform(scaleX: .nan, y: 1)).extent == .zero)
  }

  /// A rectangle or transform that puts the sampled points past what an Int holds gives transparent pixels (a tiny
  /// scale and a far translation trapped), and a rectangle larger than the code is transparent outside the code and
  /// the code inside it.
  @Test func farRectanglesAndTinyScalesGiveTransparentPixels() throws {
    let filter = CIFilter.qrCodeGenerator()
    filter.message = Data("hi".utf8)
    let code = try #require(filter.outputImage)
    let square = CGRect(x: 0, y: 0, width: 10, height: 10)
    for far in [CGAffineTransform(scaleX: 1e-150, y: 1e-150), CGAffineTransform(translationX: 1e300, y: -1e300)] {
      let pixels = try #require(CIContext().createCGImage(code.transformed(by: far), from: square)?.bitmap)
      #expect((0..<10).allSatisfy { pixels.pixel(x: $0, y: $0) == (0, 0, 0, 0) })
    }
    // The code is 23 px square (21 modules and a one-module margin); the rectangle reaches 5 px past it on every side.
    let around = try #require(CIContext().createCGImage(code, from: CGRect(x: -5, y: -5, width: 33, height: 33))?.bitmap)
    #expect(around.pixel(x: 4, y: 4) == (0, 0, 0, 0), "above and left of the code")
    #expect(around.pixel(x: 5, y: 5) == (255, 255, 255, 255), "the code's light margin")
    #expect(around.pixel(x: 6, y: 6) == (0, 0, 0, 255), "the finder pattern's corner module")
    #expect(around.pixel(x: 27, y: 27) == (255, 255, 255, 255) && around.pixel(x: 28, y: 27) == (0, 0, 0, 0))
  }

  /// A code that is only scaled or mirrored is sampled a row and a column at a time, with a row reading the same
  /// source row as the one above copied from it: every pixel is still its module's (4 × 4 pixels a module; mirrored,
  /// the columns in reverse), and a rectangle past the code is transparent there.
  @Test func scaledAndMirroredCodesKeepEveryModule() throws {
    let filter = CIFilter.qrCodeGenerator()
    filter.message = Data("hi".utf8)
    let code = try #require(filter.outputImage)
    // The generator's own pixels, rows from the top: the reference no sampling made.
    let plain = try #require(code.pixels)
    let side = plain.width
    for (matrix, mirrored) in [(CGAffineTransform(scaleX: 4, y: 4), false), (CGAffineTransform(scaleX: -4, y: 4), true)] {
      let scaled = code.transformed(by: matrix)
      let rect = scaled.extent.insetBy(dx: 0, dy: -2)
      let pixels = try #require(CIContext().createCGImage(scaled, from: rect)?.bitmap)
      #expect(pixels.width == 4 * side && pixels.height == 4 * side + 4)
      var wrong: [String] = []
      for y in 0..<pixels.height {
        for x in 0..<pixels.width {
          let row = y - 2, column = mirrored ? side - 1 - x / 4 : x / 4
          let expected = (0..<4 * side).contains(row) ? plain.pixel(x: column, y: row / 4) : (0, 0, 0, 0)
          if pixels.pixel(x: x, y: y) != expected, wrong.count < 5 { wrong.append("(\(x), \(y))") }
        }
      }
      #expect(wrong == [], "mirrored: \(mirrored)")
    }
  }

  /// Photo filters keep their inputs and make no image; a `CIImage` of an image drawn in code has its
  /// pixels (a 2 × 1 pt red swatch at scale 1 is 2 × 1 pixels), one of an asset has none.
  @Test func photoFiltersKeepTheirInputs() throws {
    let swatch = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      return format
    }()).image { context in
      context.cgContext.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    }
    let input = try #require(CIImage(image: swatch))
    #expect(input.extent == CGRect(x: 0, y: 0, width: 2, height: 1))
    let pixels = try #require(CIContext().createCGImage(input, from: input.extent)?.bitmap)
    #expect(pixels.pixel(x: 1, y: 0) == (255, 0, 0, 255))
    #expect(CIImage(image: UIImage(systemName: "star")!) == nil)
    let sepia = CIFilter.sepiaTone()
    sepia.inputImage = input
    sepia.intensity = 0.4
    #expect(sepia.intensity == 0.4 && sepia.inputImage === input && sepia.outputImage == nil)
  }
}
