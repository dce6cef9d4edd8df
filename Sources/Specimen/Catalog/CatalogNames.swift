import Foundation

/// Checks that a catalog's names give every sheet and cell a file of its own.
///
/// Two entries with one name, two values of one axis with one name, or two names that map to
/// one file name (after sanitising, ignoring case and Unicode normalisation, as macOS's default
/// file system does) would overwrite each other's goldens. Each such entry is an error naming
/// both, and is not rendered; the rest of the catalog is.
extension CatalogEntry {
  /// The problems of each entry of `catalog` (by index): its own `problems` and its name clashes.
  public static func problems(in catalog: [CatalogEntry]) -> [[String]] {
    var found = catalog.map(\.problems)
    var firstByKey: [String: Int] = [:]
    for (index, entry) in catalog.enumerated() {
      let key = fileKey(FileNames.safe(entry.name))
      guard let other = firstByKey[key] else {
        firstByKey[key] = index
        continue
      }
      let first = catalog[other].name
      let message = first == entry.name
        ? "two catalog entries are named '\(entry.name)' (entries \(other + 1) and \(index + 1)); give each entry a distinct name"
        : "catalog entries '\(first)' and '\(entry.name)' would write the same files (\(FileNames.safe(first)).png, \(FileNames.safe(entry.name)).png on a case-insensitive file system); rename one"
      found[other].append(message)
      found[index].append(message)
    }
    for (index, entry) in catalog.enumerated() where found[index].isEmpty {
      found[index] += entry.nameClashes
    }
    return found
  }

  /// Axis values of this entry that share a name or a file name, and cells that share a file.
  var nameClashes: [String] {
    var found: [String] = []
    for axis in axes {
      var seen: [String: String] = [:]
      for value in axis.values {
        let key = fileKey(FileNames.safe(value.name))
        if let first = seen[key] {
          found.append(first == value.name
            ? "\(name): axis '\(axis.name)' has two values named '\(value.name)'; give each value a distinct name"
            : "\(name): axis '\(axis.name)' has values '\(first)' and '\(value.name)', which would write the same cell files; rename one")
        } else {
          seen[key] = value.name
        }
      }
    }
    guard found.isEmpty else { return found }
    var cellByKey: [String: String] = [:]
    for cell in cells {
      // Every cell file of an entry sits in the entry's folder, so the cell's own file name decides.
      let key = fileKey(FileNames.safe(cell.name))
      if let first = cellByKey[key] {
        found.append("\(name): cells '\(first)' and '\(cell.name)' would write the same file \(GoldenPaths.cellPNG(cell)); rename an axis or value")
      } else {
        cellByKey[key] = cell.name
      }
    }
    return found
  }
}

/// A file name as a case-insensitive, normalising file system compares it.
private func fileKey(_ name: String) -> String {
  name.utf8.allSatisfy { $0 < 0x80 } ? name.lowercased() : name.precomposedStringWithCanonicalMapping.lowercased()
}
