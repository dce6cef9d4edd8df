import Foundation

/// Names a symbolic link in an asset catalog that cannot be followed: one that leads back to itself (a symlink loop)
/// or to nothing. Without this the entry read as absent, and the message blamed a missing file instead of the link.
package enum BrokenLink {
  /// Why `path` cannot be followed, when it is a symbolic link that loops or dangles; nil for anything else.
  package static func describe(_ path: String) -> String? {
    var link = stat()
    guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return nil }
    var info = stat()
    if stat(path, &info) == 0 { return nil }
    let looping = errno == ELOOP
    let chain = Self.chain(from: path).joined(separator: " -> ")
    return looping ? "is a symlink loop (\(chain)): it leads back to itself, so nothing is read"
      : "is a link to a file that does not exist (\(chain))"
  }

  /// `path` and the targets its links name in turn, until one repeats (shown once more) or is not a link; at most 8.
  package static func chain(from path: String) -> [String] {
    var names = [path], seen: Set<String> = [path], current = path
    for _ in 0..<8 {
      guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { break }
      let next = target.hasPrefix("/") ? target : (current as NSString).deletingLastPathComponent + "/" + target
      let standard = (next as NSString).standardizingPath
      names.append(target)
      guard seen.insert(standard).inserted else { break }
      current = standard
    }
    return names
  }
}
