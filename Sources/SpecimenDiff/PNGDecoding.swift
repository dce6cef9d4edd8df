import CPNG
import Foundation

extension RGBAImage {
  /// Reads a PNG file of any colour type and bit depth into straight-alpha RGBA8.
  public init(contentsOfPNGFile path: String) throws(PNGError) {
    let data: Data
    do {
      data = try RegularFile.read(path)
    } catch let error as RegularFile.Failure {
      throw PNGError.unreadable(file: path, reason: error.reason)
    } catch {
      throw PNGError.unreadable(file: path, reason: RGBAImage.reason(error))
    }
    try self.init(pngData: data, fileName: path)
  }

  /// Decodes PNG bytes; `fileName` only labels error messages.
  ///
  /// Palette, grey, grey+alpha, RGB and RGBA at 1–16 bits per sample (and Adam7
  /// interlacing) become RGBA8 with alpha 255 where the file has none; 16-bit samples
  /// are rounded to 8 bits. Gamma and colour-profile chunks are ignored, so the
  /// samples are compared as stored. A missing IEND chunk is tolerated.
  public init<Bytes: ContiguousBytes>(pngData: Bytes, fileName: String = "<memory>") throws(PNGError) {
    let result: Result<RGBAImage, PNGError> = pngData.withUnsafeBytes { raw in
      RGBAImage.decode(raw, fileName: fileName)
    }
    self = try result.get()
  }

  /// Checks the structure, normalises the bytes when needed, then runs libpng.
  private static func decode(_ raw: UnsafeRawBufferPointer, fileName: String) -> Result<RGBAImage, PNGError> {
    guard raw.count > 0 else { return .failure(.empty(file: fileName)) }
    let signature = PNGChunks.signature
    guard raw.count >= signature.count, (0..<signature.count).allSatisfy({ raw[$0] == signature[$0] }) else {
      return .failure(.notPNG(file: fileName))
    }
    let chunks = PNGChunks(raw)
    if case .truncated(let expected, let actual) = chunks.ending {
      return .failure(.truncated(file: fileName, expectedBytes: expected, actualBytes: actual))
    }
    if let normalized = chunks.normalized(raw) {
      return normalized.withUnsafeBytes { decodeWithLibPNG($0, fileName: fileName) }
    }
    return decodeWithLibPNG(raw, fileName: fileName)
  }

  /// Decodes with libpng's simplified API, which reports errors through `png_image.message`
  /// instead of `setjmp`/`longjmp` (which Swift cannot use).
  private static func decodeWithLibPNG(_ raw: UnsafeRawBufferPointer, fileName: String) -> Result<RGBAImage, PNGError> {
    guard let base = raw.baseAddress else { return .failure(.notPNG(file: fileName)) }
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    // libpng keeps reading from `base` until png_image_finish_read, so both calls stay
    // inside the caller's withUnsafeBytes scope.
    guard png_image_begin_read_from_memory(&image, base, raw.count) != 0 else {
      return .failure(.corrupt(file: fileName, detail: message(of: &image)))
    }
    let width = Int(image.width)
    let height = Int(image.height)
    guard width <= PNGLimits.maximumSide, height <= PNGLimits.maximumSide,
      width * height <= PNGLimits.maximumPixelCount
    else {
      png_image_free(&image)
      return .failure(.dimensionsTooLarge(file: fileName, width: width, height: height))
    }
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
    // Without this flag libpng treats 16-bit samples as linear light and gamma-encodes them
    // on the way to 8 bits (a stored 0x8080 would become 186, not 128).
    image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let finished = pixels.withUnsafeMutableBytes { out in
      png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
    }
    // Warnings (PNG_IMAGE_WARNING with success) concern ancillary data only; the pixels are good.
    guard finished != 0, image.warning_or_error & UInt32(PNG_IMAGE_ERROR) == 0 else {
      return .failure(.corrupt(file: fileName, detail: message(of: &image)))
    }
    return .success(RGBAImage(uncheckedWidth: width, height: height, pixels: pixels))
  }

  /// The NUL-terminated message libpng left in `image.message`.
  static func message(of image: inout png_image) -> String {
    let text = withUnsafeBytes(of: &image.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    return text.isEmpty ? "unknown error" : text
  }

  /// A short, human reason for a Foundation file error.
  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
      return underlying.localizedDescription
    }
    return nsError.localizedDescription
  }
}
