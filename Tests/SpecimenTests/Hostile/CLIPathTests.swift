import Foundation
import SpecimenDiff
import SpecimenUI
import Testing
@testable import Specimen
@testable import SpecimenCairo

/// Paths the user hands the CLI that are not what the option takes: empty values (which, as paths, name
/// the working directory, so `render --out=` wrote a whole run into it), output folders that are a FIFO,
/// a device, a dangling link or a link loop, a baseline that is a FIFO, a manifest naming files Specimen
/// never writes, and a font-hash cache that is not a regular file.
@Suite struct CLIPathTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let says: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let emptyValues: [Case] = [
    Case(arguments: ["render", "--out="], says: "--out takes a folder, not an empty path; e.g. --out Previews"),
    Case(arguments: ["render", "--out", ""], says: "--out takes a folder, not an empty path"),
    Case(arguments: ["merge", "--out="], says: "--out takes a folder, not an empty path"),
    Case(arguments: ["prune", "--goldens="], says: "--goldens takes a folder, not an empty path"),
    Case(arguments: ["verify", "--goldens="], says: "--goldens takes a folder, not an empty path"),
    Case(arguments: ["record", "--goldens", ""], says: "--goldens takes a folder, not an empty path"),
    Case(arguments: ["verify", "--artifacts="], says: "--artifacts takes a folder, not an empty path"),
    Case(arguments: ["verify", "--report="], says: "--report takes a folder, not an empty path"),
    Case(arguments: ["record", "--junit="], says: "--junit takes a file, not an empty path"),
    Case(arguments: ["verify", "--audit", "--audit-baseline="], says: "--audit-baseline takes a file, not an empty path"),
    Case(arguments: ["audit", "--json="], says: "--json takes a file (or - for standard output), not an empty path"),
    Case(arguments: ["audit", "--baseline="], says: "--baseline takes a file, not an empty path"),
    Case(arguments: ["audit", "--report="], says: "--report takes a folder, not an empty path"),
    Case(arguments: ["layout", "Badge", "--overlay="], says: "--overlay takes a file, not an empty path"),
    Case(arguments: ["diff", "a.png", "b.png", "--out="], says: "--out takes a file (or - for standard output), not an empty path"),
  ]

  @Test(arguments: CLIPathTests.emptyValues)
  func anEmptyPathIsAUsageError(_ hostile: Case) {
    let result = runCLI(SpecialFileTests.catalog, hostile.arguments)
    #expect(result.status == 2)
    #expect(result.err.contains(hostile.says), "\(result.err)")
    #expect(result.out.isEmpty, "nothing ran: \(result.out)")
  }

  enum Thing: String, CaseIterable, Sendable { case fifo, device, danglingLink, linkLoop, file }

  /// An output folder that is not a folder is named with what it is, for each writing command; it is left as it was.
  @Test(arguments: Thing.allCases)
  func anOutputFolderThatIsNotAFolderIsNamed(_ thing: Thing) throws {
    let folder = TemporaryFolder("out-not-folder")
    var out = folder.path("out").path
    let says: String
    switch thing {
    case .fifo:
      #expect(mkfifo(out, 0o644) == 0)
      says = "it is a FIFO (named pipe), not a folder; give a folder"
    case .device:
      out = "/dev/null"
      says = "it is a character device, not a folder; give a folder"
    case .danglingLink:
      try FileManager.default.createSymbolicLink(atPath: out, withDestinationPath: folder.path("nowhere").path)
      says = "it is a symbolic link to nothing; create the folder it points to, or remove the link"
    case .linkLoop:
      try FileManager.default.createSymbolicLink(atPath: out, withDestinationPath: out)
      says = "it is a symbolic link, not a folder; give a folder"
    case .file:
      try Data("mine".utf8).write(to: URL(fileURLWithPath: out))
      says = "it is a regular file, not a folder; give a folder"
    }
    let before = FileKind(atPath: out)
    for command in [["render", "--out"], ["record", "--goldens"], ["render", "--shard", "1/2", "--out"]] {
      let result = runCLI(SpecialFileTests.catalog, command + [out])
      #expect(result.status == 2, "\(command)")
      #expect(result.err.contains("cannot lock \(out) (\(says))"), "\(command): \(result.err)")
    }
    #expect(FileKind(atPath: out) == before)
    #expect(!FileManager.default.fileExists(atPath: folder.path("nowhere").path), "the dangling link's target was not created")
  }

  /// A baseline that is a FIFO (or a link to /dev/zero) is refused by name, not read (Foundation's refusal read
  /// "You don't have permission").
  @Test(arguments: ["fifo", "zero"])
  func aSpecialBaselineIsNamed(_ kind: String) throws {
    let folder = TemporaryFolder("baseline-special")
    let baseline = folder.path("baseline.json").path
    if kind == "fifo" {
      #expect(mkfifo(baseline, 0o644) == 0)
    } else {
      try FileManager.default.createSymbolicLink(atPath: baseline, withDestinationPath: "/dev/zero")
    }
    let says = kind == "fifo" ? "it is a FIFO (named pipe), not a regular file" : "it is a character device, not a regular file"
    let audit = runCLI(SpecialFileTests.catalog, ["audit", "--baseline", baseline])
    #expect(audit.status == 2)
    #expect(audit.err.contains("cannot read \(baseline): \(says)"), "\(audit.err)")
    recordGoldens(SpecialFileTests.catalog, into: folder.path("goldens"))
    let verify = runCLI(SpecialFileTests.catalog, ["verify", "--goldens", folder.path("goldens").path, "--audit", "--audit-baseline", baseline])
    #expect(verify.status == 2)
    #expect(verify.err.contains("cannot read \(baseline): \(says)"), "\(verify.err)")
    #expect(FileKind(atPath: baseline) == (kind == "fifo" ? .fifo : .symbolicLink))
  }

  /// A manifest naming files Specimen never writes as goldens (the lock prune holds, the manifest itself through a
  /// root-level cell, the README, a note, a hidden file) does not make prune remove them; a real orphan still goes.
  @Test func pruneRemovesOnlyGoldensWhateverTheManifestNames() throws {
    let folder = TemporaryFolder("prune-hostile-manifest")
    recordGoldens(SpecialFileTests.catalog, into: folder.url)
    let manifestURL = folder.path("manifest.json")
    var manifest = try Manifest.read(from: manifestURL)
    let named = [".specimen.lock", "manifest.png", "README.md", "notes.txt", "Gone/.hidden.png", "Gone/keep.txt", "Gone/c.png"]
    manifest.entries.append(Manifest.Entry(
      name: "Gone", axes: [], rows: [], columns: [], groups: [], sheet: nil,
      cells: named.map { Manifest.CellRecord(name: $0, values: [:], file: Manifest.File(path: $0, sha256: "x", width: 1, height: 1), error: nil) }))
    try AtomicFile.write(manifest.jsonData(), to: manifestURL)
    try FileManager.default.createDirectory(at: folder.path("Gone"), withIntermediateDirectories: true)
    for file in ["README.md", "notes.txt", "Gone/.hidden.png", "Gone/keep.txt"] { try Data("mine".utf8).write(to: folder.path(file)) }
    try RGBAImage(width: 1, height: 1, filledWith: RGBAColor(0, 0, 0)).writePNG(toFile: folder.path("Gone/c.png").path)
    let result = runCLI(SpecialFileTests.catalog, ["prune", "--goldens", folder.url.path])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("removed Gone/c.png"), "\(result.out)")
    for file in ["README.md", "notes.txt", "Gone/.hidden.png", "Gone/keep.txt"] {
      #expect(try Data(contentsOf: folder.path(file)) == Data("mine".utf8), "\(file) is left alone")
      #expect(result.err.contains("note: left alone \(file): not a golden Specimen writes"), "\(file): \(result.err)")
    }
    #expect(result.err.contains("note: left alone manifest.json: not a golden Specimen writes"), "\(result.err)")
    #expect(result.err.contains("note: left alone .specimen.lock: not a golden Specimen writes"), "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("Gone/c.png").path))
    #expect(throws: Never.self) { try Manifest.read(from: manifestURL) }
    #expect(FileKind(atPath: folder.path("Badge/colorScheme-dark.png").path) == .regular)
  }

  /// The font-hash cache is read and replaced only when it is a regular file (or missing): a FIFO there no
  /// longer blocks a start, and a FIFO, folder or link put at its path is left as it was.
  @Test(arguments: ["fifo", "folder", "link"])
  func aFontHashCacheThatIsNotAFileIsLeftAlone(_ kind: String) throws {
    let folder = TemporaryFolder("font-cache")
    let font = folder.path("font.ttf")
    try Data("not really a font".utf8).write(to: font)
    let cache = folder.path("cache/font-hashes.json")
    try FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
    switch kind {
    case "fifo": #expect(mkfifo(cache.path, 0o644) == 0)
    case "folder": try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    default:
      try Data("theirs".utf8).write(to: folder.path("theirs.json"))
      try FileManager.default.createSymbolicLink(atPath: cache.path, withDestinationPath: folder.path("theirs.json").path)
    }
    let before = FileKind(atPath: cache.path)
    let hashes = FontHashCache.sha256(of: [font.path], cacheFile: cache)
    #expect(hashes == [FileHash.sha256(path: font.path)])
    #expect(hashes.first?.count == 64)
    #expect(FileKind(atPath: cache.path) == before, "\(kind) is left as it was")
    #expect(kind != "link" || (try? Data(contentsOf: folder.path("theirs.json"))) == Data("theirs".utf8))
    #expect(!folder.files().contains { $0.hasSuffix(".tmp") }, "no temporary file left")
    // A regular cache is still written and used.
    let regular = folder.path("cache2/font-hashes.json")
    _ = FontHashCache.sha256(of: [font.path], cacheFile: regular)
    #expect(FileKind(atPath: regular.path) == .regular)
  }
}
