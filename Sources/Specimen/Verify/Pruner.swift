import Foundation
import SpecimenDiff

/// Finds and removes goldens whose cell or entry is no longer in the catalog, touching only files
/// Specimen wrote.
///
/// A folder is a goldens folder only when it holds a `manifest.json` that parses as Specimen's;
/// anything else is refused. Only files the manifest names are candidates: its sheets (with the
/// sheet's `.svg`/`.pdf` siblings), its cell PNGs and their `.json` snapshots, plus temporary
/// files of an interrupted write (`.name.PID.tmp`) in the folder or in an entry folder the
/// manifest names. A candidate is removed when the catalog no longer produces it and it is a
/// regular file reached without a symbolic link, inside the folder. Like git, prune never
/// touches what it does not own: other files, links and special files are left alone.
public struct Pruner: Sendable {
  public let goldens: GoldenPaths

  public init(goldens: URL) { self.goldens = GoldenPaths(folder: goldens) }

  /// Why a folder is not pruned at all.
  public enum Refusal: Error, CustomStringConvertible, Equatable {
    case notAFolder(String, kind: String)
    case noManifest(String)
    case manifestNotARegularFile(String, kind: String)
    case unreadableManifest(String, reason: String)

    public var description: String {
      let fix = "point --goldens at the folder 'specimen record' or 'specimen render' wrote (default: Previews)"
      switch self {
      case .notAFolder(let path, let kind):
        return "\(path) is \(kind), not a goldens folder; \(fix)"
      case .noManifest(let path):
        return "\(path) has no manifest.json, so it is not a Specimen goldens folder and nothing in it is Specimen's to remove; \(fix)"
      case .manifestNotARegularFile(let path, let kind):
        return "\(path)/manifest.json is \(kind), not Specimen's manifest; prune changes nothing. Replace it with the manifest 'specimen record' writes, or \(fix)"
      case .unreadableManifest(let path, let reason):
        return "\(path)/manifest.json is not a Specimen manifest (\(reason)); prune changes nothing. Re-record with 'specimen record --goldens \(path)', or \(fix)"
      }
    }
  }

  /// What a prune removes, relative to the goldens folder, each list sorted.
  public struct Plan: Equatable, Sendable {
    /// Files to remove.
    public var files: [String] = []
    /// Entry folders left empty by the removal (removed after their files).
    public var folders: [String] = []
    /// Files the manifest names that are left alone, each with the reason.
    public var skipped: [String] = []
  }

  /// The manifest, read only from a regular `manifest.json` in a real folder; throws a `Refusal` otherwise.
  public func manifest() throws -> Manifest {
    let path = goldens.folder.path
    switch FileKind(atPath: path) {
    case .directory: break
    case .symbolicLink where FileKind(atPath: goldens.folder.resolvingSymlinksInPath().path) == .directory: break
    case .missing: throw Refusal.notAFolder(path, kind: "missing")
    case let kind: throw Refusal.notAFolder(path, kind: kind.description)
    }
    let url = goldens.url("manifest.json")
    switch FileKind(atPath: url.path) {
    case .regular: break
    case .missing: throw Refusal.noManifest(path)
    case let kind: throw Refusal.manifestNotARegularFile(path, kind: kind.description)
    }
    let manifest: Manifest
    do {
      manifest = try Manifest.read(from: url)
    } catch let error as ManifestReadError {
      throw Refusal.unreadableManifest(path, reason: error.reason)
    } catch {
      throw Refusal.unreadableManifest(path, reason: error.localizedDescription)
    }
    guard manifest.version == 1 else {
      throw Refusal.unreadableManifest(path, reason: "format version \(manifest.version); this Specimen reads version 1")
    }
    return manifest
  }

  /// What `prune` would remove for `catalog`; throws a `Refusal` for a folder that is not Specimen's.
  public func plan(_ catalog: [CatalogEntry]) throws -> Plan {
    let manifest = try manifest()
    var expected: Set<String> = []
    for entry in catalog {
      let stem = FileNames.safe(entry.name)
      for ext in ["png", "svg", "pdf"] { expected.insert("\(stem).\(ext)") }
      expected.insert(GoldenPaths.accessibilitySheet(entry))
      for cell in entry.cells { expected.formUnion([GoldenPaths.cellPNG(cell), GoldenPaths.cellSnapshot(cell)]) }
    }
    var candidates: Set<String> = []
    var folders: Set<String> = [""]
    for entry in manifest.entries {
      if let sheet = entry.sheet?.path {
        let stem = (sheet as NSString).deletingPathExtension
        candidates.formUnion([sheet, "\(stem).svg", "\(stem).pdf"])
      }
      if let sheet = entry.accessibilitySheet?.path { candidates.insert(sheet) }
      for cell in entry.cells {
        guard let path = cell.file?.path else { continue }
        candidates.formUnion([path, (path as NSString).deletingPathExtension + ".json"])
        if path.contains("/") { folders.insert((path as NSString).deletingLastPathComponent) }
      }
    }
    var plan = Plan()
    let root = goldens.folder.resolvingSymlinksInPath().standardizedFileURL.path
    for path in candidates.sorted() where !expected.contains(path) {
      if let reason = Pruner.notAGoldenName(path) {
        plan.skipped.append("\(path): \(reason)")
        continue
      }
      switch check(path, root: root) {
      case .success(true): plan.files.append(path)
      case .success(false): break
      case .failure(let reason): plan.skipped.append("\(path): \(reason)")
      }
    }
    // Temporary files of interrupted writes, in the folder and the entry folders the manifest names.
    for folder in folders.sorted() where folder.isEmpty || (try? check(folder, root: root, folder: true).get()) == true {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: goldens.url(folder).path)) ?? []
      for name in names.sorted() where Pruner.isTemporary(name) {
        let path = folder.isEmpty ? name : "\(folder)/\(name)"
        if case .success(true) = check(path, root: root) { plan.files.append(path) }
      }
    }
    plan.files = Array(Set(plan.files)).sorted()
    let removing = Set(plan.files)
    for folder in folders.sorted() where !folder.isEmpty {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: goldens.url(folder).path), !names.isEmpty,
            names.allSatisfy({ removing.contains("\(folder)/\($0)") }) else { continue }
      plan.folders.append(folder)
    }
    return plan
  }

  /// The orphaned files, relative to the goldens folder, sorted (empty for a folder that is not Specimen's).
  public func orphans(_ catalog: [CatalogEntry]) -> [String] { (try? plan(catalog).files) ?? [] }

  /// Removes what `plan` lists, updates the manifest, and returns the plan carried out.
  @discardableResult
  public func prune(_ catalog: [CatalogEntry]) throws -> Plan {
    let plan = try plan(catalog)
    var manifest = try manifest()
    for path in plan.files {
      guard unlink(goldens.url(path).path) == 0 || errno == ENOENT else {
        throw OutputError.cannotWrite(goldens.url(path).path, reason: "cannot remove: \(String(cString: strerror(errno)))")
      }
    }
    for folder in plan.folders { rmdir(goldens.url(folder).path) }  // only ever removes an empty folder
    if !plan.files.isEmpty {
      let live = Dictionary(catalog.map { ($0.name, Set($0.cells.map(\.name))) }, uniquingKeysWith: { a, _ in a })
      manifest.entries = manifest.entries.compactMap { entry in
        guard let cells = live[entry.name] else { return nil }
        var kept = entry
        kept.cells = entry.cells.filter { cells.contains($0.name) }
        return kept
      }
      try AtomicFile.write(try manifest.jsonData(), to: goldens.url("manifest.json"))
    }
    return plan
  }

  /// Whether `path` (relative, as a manifest names it) is a removable file (or, with `folder`, a real
  /// folder) inside `root`: true when it is, false when it is missing, a failure naming why it is left alone.
  func check(_ path: String, root: String, folder: Bool = false) -> Result<Bool, PruneSkip> {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.hasPrefix("/"), (1...2).contains(parts.count), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
      return .failure(PruneSkip("not a path inside the goldens folder"))
    }
    var current = goldens.folder.path
    for (index, part) in parts.enumerated() {
      current += "/" + part
      let kind = FileKind(atPath: current)
      let last = index == parts.count - 1
      switch kind {
      case .missing: return .success(false)
      case .symbolicLink: return .failure(PruneSkip("\(last ? "it" : "its folder") is a symbolic link; prune never follows links"))
      case .directory where !last || folder: continue
      case .regular where last && !folder: continue
      default: return .failure(PruneSkip("it is \(kind), not a file Specimen writes"))
      }
    }
    // Belt and braces: the real location must still be inside the goldens folder.
    let real = URL(fileURLWithPath: current).resolvingSymlinksInPath().standardizedFileURL.path
    guard real.hasPrefix(root + "/") else { return .failure(PruneSkip("it resolves outside the goldens folder")) }
    return .success(true)
  }

  /// Why a file a manifest names is not one Specimen writes as a golden, or nil when it may be: goldens are
  /// `.png` sheets and cells, `.json` snapshots and `.svg`/`.pdf` sheets; never the manifests, the lock, the
  /// README or a hidden file, whatever a damaged or hand-edited manifest lists.
  static func notAGoldenName(_ path: String) -> String? {
    let name = (path as NSString).lastPathComponent
    let isRoot = !path.contains("/")
    if name.hasPrefix(".") || (isRoot && ((name.hasPrefix("manifest.") && name.hasSuffix(".json")) || name == "README.md")) {
      return "not a golden Specimen writes (a manifest, lock, index or hidden file); prune leaves it alone"
    }
    guard ["png", "json", "svg", "pdf"].contains((name as NSString).pathExtension) else {
      return "not a golden Specimen writes (only .png, .json, .svg and .pdf files are); prune leaves it alone"
    }
    return nil
  }

  /// A temporary file of `AtomicFile`: `.name.PID.tmp`.
  static func isTemporary(_ name: String) -> Bool {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
    let parts = name.dropFirst().dropLast(4).split(separator: ".")
    return parts.count >= 2 && parts.last!.allSatisfy(\.isNumber)
  }
}

/// Why prune leaves a file the manifest names alone.
public struct PruneSkip: Error, CustomStringConvertible, Equatable {
  public let description: String
  init(_ description: String) { self.description = description }
}
