import Foundation

/// Writes whole files through a temporary sibling and a rename, so readers never see half a file.
enum AtomicFile {
  /// Writes `bytes` to `path` atomically.
  static func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
