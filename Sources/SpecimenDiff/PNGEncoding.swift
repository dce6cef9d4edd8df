import CPNG

extension RGBAImage {
  /// Encodes the image as an 8-bit RGBA PNG with fixed settings, so equal pixels give equal bytes.
  ///
  /// libpng's simplified writer adds no timestamp or text chunks; the zlib settings are
  /// its fixed "fast" ones (diff images are artifacts, written often and read rarely).
  public func pngData() throws(PNGError) -> [UInt8] {
    guard width > 0, height > 0 else {
      throw PNGError.encodingFailed(detail: "a PNG needs at least one pixel, the image is \(width)×\(height)")
    }
    // Room for the raw rows plus zlib's worst-case stored-block overhead and the chunks.
    let rawSize = (width * 4 + 1) * height
    var capacity = rawSize + rawSize / 1000 + 12 * (rawSize / 8192 + 1) + 1024
    for _ in 0..<2 {
      var image = png_image()
      image.version = UInt32(PNG_IMAGE_VERSION)
      image.width = UInt32(width)
      image.height = UInt32(height)
      image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
      image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
      var output = [UInt8](repeating: 0, count: capacity)
      var size = capacity
      let ok = output.withUnsafeMutableBytes { out in
        pixels.withUnsafeBytes { input in
          png_image_write_to_memory(&image, out.baseAddress, &size, 0, input.baseAddress, 0, nil)
        }
      }
      if ok != 0 {
        output.removeSubrange(size...)
        return output
      }
      // On "memory too small" libpng reports the size it needs; retry once with it.
      guard size > capacity else {
        throw PNGError.encodingFailed(detail: RGBAImage.message(of: &image))
      }
      capacity = size
    }
    throw PNGError.encodingFailed(detail: "the encoded size kept growing")
  }

  /// Encodes the image and writes it to `path`, replacing any existing file atomically.
  public func writePNG(toFile path: String) throws(PNGError) {
    let bytes = try pngData()
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw PNGError.unreadable(file: path, reason: "cannot write: \(error)")
    }
  }
}
