/// Why PNG bytes could not be read or written; each message names the file and the fix.
public enum PNGError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file could not be opened or read from disk.
  case unreadable(file: String, reason: String)
  /// The bytes do not start with the PNG signature.
  case notPNG(file: String)
  /// The file holds no bytes at all.
  case empty(file: String)
  /// The data ends in the middle of a chunk.
  case truncated(file: String, expectedBytes: Int, actualBytes: Int)
  /// libpng rejected the data (bad checksum, bad compressed stream, bad header, …).
  case corrupt(file: String, detail: String)
  /// The header claims a size beyond `PNGLimits`.
  case dimensionsTooLarge(file: String, width: Int, height: Int)
  /// libpng could not encode the image.
  case encodingFailed(detail: String)

  /// A one-paragraph message: what is wrong with which file, and what to do.
  public var description: String {
    switch self {
    case .unreadable(let file, let reason):
      return "\(file): cannot read the file (\(reason)); check the path and permissions."
    case .notPNG(let file):
      return "\(file): not a PNG file (the first 8 bytes are not the PNG signature); "
        + "convert it to PNG or pass the right file."
    case .empty(let file):
      return "\(file): the file is empty (0 bytes), not a PNG; it was cut off before anything was written, "
        + "so re-create or re-record it."
    case .truncated(let file, let expected, let actual):
      return "\(file): truncated PNG (a chunk needs \(expected) bytes but the file has \(actual)); "
        + "the file was cut off while being written or copied, so re-create or re-record it."
    case .corrupt(let file, let detail):
      return "\(file): corrupt PNG (libpng: \(detail)); re-create or re-record the file."
    case .dimensionsTooLarge(let file, let width, let height):
      return "\(file): PNG claims \(width)×\(height) pixels, over the limit of "
        + "\(PNGLimits.maximumSide) per side and \(PNGLimits.maximumPixelCount) pixels "
        + "(PNGLimits); the header is damaged or the image is far too large to compare."
    case .encodingFailed(let detail):
      return "cannot encode PNG (libpng: \(detail)); this is a bug in Specimen, please report it."
    }
  }
}
