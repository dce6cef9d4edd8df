import Foundation

/// Reads a file that code names at run time (a font to register, a data set's file) without blocking or
/// exhausting memory.
enum BoundedFile {
  /// The bytes of the regular file at `path`, or nil when it is missing, not a regular file (a FIFO would
  /// block the read forever) or larger than `maxBytes`.
  static func contents(atPath path: String, maxBytes: Int) -> Data? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
          attributes[.type] as? FileAttributeType == .typeRegular,
          let size = attributes[.size] as? Int, size <= maxBytes else { return nil }
    return FileManager.default.contents(atPath: path)
  }
}
