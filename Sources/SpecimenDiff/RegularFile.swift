import Foundation

/// Reads files Specimen consumes (goldens, manifests, snapshots) only when they are regular files.
///
/// A FIFO, device or socket in their place would block a read forever or stream without end, so
/// anything but a regular file (after following symbolic links) is refused with an error naming it.
public enum RegularFile {
  /// Why a file was not read.
  public struct Failure: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String
    public var description: String { "cannot read \(path): \(reason)" }
  }

  /// What is at `path` after following symbolic links.
  public static func kind(_ path: String) -> FileKind {
    FileKind(followingLinksAt: path)
  }

  /// Whether `path` is missing (a dangling link counts as missing).
  public static func isMissing(_ path: String) -> Bool { kind(path) == .missing }

  /// The bytes of the regular file at `path`.
  public static func read(_ path: String) throws -> Data {
    switch kind(path) {
    case .regular:
      do {
        return try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw Failure(path: path, reason: (error as NSError).localizedDescription)
      }
    case .missing:
      throw Failure(path: path, reason: "no such file")
    case let other:
      throw Failure(path: path, reason: "it is \(other), not a regular file; replace it with the file Specimen expects")
    }
  }
}
