import Foundation
import SpecimenDiff
import SpecimenUI
import Testing
@testable import Specimen

/// What is already at an output path when Specimen writes: only regular files are replaced.
///
/// Each case puts something that is not Specimen's (a FIFO, a folder, a link out of the folder,
/// a dangling link) where a sheet, cell, snapshot, entry folder, manifest or index goes, renders,
/// and checks: the run finishes; an error names the path and the fix; the thing is untouched and
/// nothing outside the folder changed; no temporary file is left; the other cells are written.
@Suite struct SpecialFileTests {
  enum Thing: String, CaseIterable, Sendable { case fifo, folder, linkToOutsideFile, linkToOutsideFolder, danglingLink }

  static let targets = ["Badge.png", "Badge/colorScheme-dark.png", "Badge/colorScheme-dark.json", "Badge", "manifest.json", "README.md"]

  static let cases: [(String, Thing)] = targets.flatMap { target in
    Thing.allCases.compactMap { thing in
      // A folder where the entry folder goes is just the entry folder.
      target == "Badge" && thing == .folder ? nil : (target, thing)
    }
  }

  static let catalog = [
    CatalogEntry("Badge", axes: [.colorScheme]) { _ in Color.blue.frame(width: 8, height: 8) },
    CatalogEntry("Other", axes: [.colorScheme]) { _ in Color.red.frame(width: 8, height: 8) },
  ]

  /// Makes `thing` at `url`; returns a description of it to compare after the run.
  static func make(_ thing: Thing, at url: URL, outside: TemporaryFolder) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    switch thing {
    case .fifo: #expect(mkfifo(url.path, 0o644) == 0)
    case .folder: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    case .linkToOutsideFile:
      try Data("theirs".utf8).write(to: outside.path("theirs.png"))
      try FileManager.default.createSymbolicLink(at: url, withDestinationURL: outside.path("theirs.png"))
    case .linkToOutsideFolder:
      try FileManager.default.createSymbolicLink(at: url, withDestinationURL: outside.url)
    case .danglingLink:
      try FileManager.default.createSymbolicLink(at: url, withDestinationURL: outside.path("nowhere"))
    }
  }

  @Test(arguments: SpecialFileTests.cases)
  func onlyRegularFilesAreReplaced(_ target: String, _ thing: Thing) throws {
    let folder = TemporaryFolder("special")
    let outside = TemporaryFolder("special-outside")
    let url = folder.path(target)
    try SpecialFileTests.make(thing, at: url, outside: outside)
    let kindBefore = FileKind(atPath: url.path)
    let outsideBefore = outside.contents()
    let result = CatalogRenderer(outputFolder: folder.url).run(SpecialFileTests.catalog)
    #expect(!result.errors.isEmpty, "\(target) as \(thing) must be reported")
    let named = result.errors.contains { $0.contains(url.path) && ($0.contains("only replaces regular files") || $0.contains("never writes through links")) }
    #expect(named, "an error names \(url.path) and the fix: \(result.errors)")
    #expect(FileKind(atPath: url.path) == kindBefore, "\(target) is left as it was")
    #expect(outside.contents() == outsideBefore, "nothing outside the output folder changed")
    #expect(!folder.files().contains { ($0 as NSString).lastPathComponent.hasSuffix(".tmp") }, "no temporary file left")
    for cell in ["Other/colorScheme-light.png", "Other/colorScheme-dark.png", "Other.png"] {
      #expect(FileKind(atPath: folder.path(cell).path) == .regular, "\(cell) is still written")
    }
  }

  @Test(arguments: [Thing.fifo, .folder, .linkToOutsideFile])
  func verifyAndRecordNeverReadOrReplaceASpecialGolden(_ thing: Thing) throws {
    let folder = TemporaryFolder("special-golden")
    let outside = TemporaryFolder("special-golden-outside")
    recordGoldens(SpecialFileTests.catalog, into: folder.url)
    let golden = folder.path("Badge/colorScheme-dark.png")
    try FileManager.default.removeItem(at: golden)
    try SpecialFileTests.make(thing, at: golden, outside: outside)
    let verify = runCLI(SpecialFileTests.catalog, ["verify", "--goldens", folder.url.path, "--no-artifacts"])
    #expect(verify.status == 1, "a FIFO golden must fail, not hang")
    if thing != .linkToOutsideFile {
      #expect(verify.out.contains("Badge/colorScheme-dark") && verify.out.contains("not a PNG file"), "\(verify.out)")
    }
    let record = runCLI(SpecialFileTests.catalog, ["record", "--goldens", folder.url.path, "--no-artifacts"])
    #expect(record.status == 1)
    #expect(record.err.contains(golden.path), "\(record.err)")
    #expect(thing != .linkToOutsideFile || (try? Data(contentsOf: outside.path("theirs.png"))) == Data("theirs".utf8))
    #expect(FileKind(atPath: folder.path("Other/colorScheme-dark.png").path) == .regular)
  }

  /// A golden folder whose entry folder and manifest are links to another folder's (a shared checkout, a
  /// colleague's goldens): record re-renders every cell but writes nothing through either link, so the
  /// other folder keeps its bytes; both links are named with the fix, and the run writes what it owns.
  @Test func recordNeverWritesThroughLinkedGoldenFolders() throws {
    let folder = TemporaryFolder("linked-goldens")
    let outside = TemporaryFolder("linked-goldens-outside")
    // The other folder holds goldens of a different look, so a write through a link would change them.
    let theirs = [
      CatalogEntry("Badge", axes: [.colorScheme]) { _ in Color.green.frame(width: 8, height: 8) },
      CatalogEntry("Other", axes: [.colorScheme]) { _ in Color.green.frame(width: 8, height: 8) },
    ]
    _ = recordGoldens(theirs, into: outside.url)
    let before = outside.contents()
    try FileManager.default.createSymbolicLink(at: folder.path("Badge"), withDestinationURL: outside.path("Badge"))
    try FileManager.default.createSymbolicLink(at: folder.path("manifest.json"), withDestinationURL: outside.path("manifest.json"))
    let record = runCLI(SpecialFileTests.catalog, ["record", "--goldens", folder.url.path, "--no-artifacts"])
    #expect(record.status == 1)
    for link in ["Badge", "manifest.json"] {
      #expect(record.err.contains(folder.path(link).path) && record.err.contains("never writes through links"), "\(link): \(record.err)")
      #expect(FileKind(atPath: folder.path(link).path) == .symbolicLink, "\(link) is still the link it was")
    }
    #expect(outside.contents() == before, "nothing in the linked folder changed")
    #expect(FileKind(atPath: folder.path("Other/colorScheme-dark.png").path) == .regular)
    // Our own cell was recorded: red (the catalog's Other), not the linked folder's green.
    let other = try RGBAImage(contentsOfPNGFile: folder.path("Other/colorScheme-dark.png").path)
    let centre = other.pixel(x: other.width / 2, y: other.height / 2)
    #expect(centre.map { [$0.r, $0.g, $0.b] } == [255, 69, 58], "\(String(describing: centre))")
  }

  /// Reading follows links with one `stat`: a link to a file reads it, a dangling link is missing,
  /// and a link loop is refused as a symbolic link.
  @Test func readsFollowLinksAndRefuseLoops() throws {
    let folder = TemporaryFolder("links")
    try Data("x".utf8).write(to: folder.path("file"))
    try FileManager.default.createSymbolicLink(atPath: folder.path("link").path, withDestinationPath: "file")
    try FileManager.default.createSymbolicLink(atPath: folder.path("dangling").path, withDestinationPath: "nowhere")
    try FileManager.default.createSymbolicLink(atPath: folder.path("loop").path, withDestinationPath: "loop")
    #expect(try RegularFile.read(folder.path("link").path) == Data("x".utf8))
    #expect(FileKind(followingLinksAt: folder.path("dangling").path) == .missing)
    #expect(FileKind(followingLinksAt: folder.path("loop").path) == .symbolicLink)
    let error = #expect(throws: RegularFile.Failure.self) { try RegularFile.read(folder.path("loop").path) }
    #expect(error?.reason == "it is a symbolic link, not a regular file; replace it with the file Specimen expects")
  }

  @Test(arguments: ["fifo", "folder", "/dev/null", "/dev/zero", "link", "socket"])
  func diffRefusesSpecialOutputs(_ kind: String) throws {
    let folder = TemporaryFolder("special-diff")
    let a = folder.path("a.png"), b = folder.path("b.png")
    try RGBAImage(width: 2, height: 2, filledWith: RGBAColor(0, 0, 0)).writePNG(toFile: a.path)
    try RGBAImage(width: 2, height: 2, filledWith: RGBAColor(255, 0, 0)).writePNG(toFile: b.path)
    var out = folder.path("out").path
    switch kind {
    case "fifo": #expect(mkfifo(out, 0o644) == 0)
    case "folder": try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    case "link": try FileManager.default.createSymbolicLink(atPath: out, withDestinationPath: a.path)
    case "socket": #expect(SpecialFileTests.makeSocket(out))
    default: out = kind
    }
    let before = FileKind(atPath: out)
    let result = runCLI([], ["diff", a.path, b.path, "--out", out])
    #expect(result.status == 2)
    #expect(result.err.contains("cannot write \(out)") && result.err.contains("only replaces regular files"), "\(result.err)")
    #expect(FileKind(atPath: out) == before)
  }

  @Test func diffStreamsToStandardOutput() throws {
    let specimen = try SpecimenProcess()
    let folder = TemporaryFolder("special-stdout")
    let a = folder.path("a.png"), b = folder.path("b.png")
    try RGBAImage(width: 3, height: 2, filledWith: RGBAColor(0, 0, 0)).writePNG(toFile: a.path)
    try RGBAImage(width: 3, height: 2, filledWith: RGBAColor(255, 0, 0)).writePNG(toFile: b.path)
    for out in ["-", "/dev/stdout"] {
      let outcome = try specimen.run(["diff", a.path, b.path, "--out", out], in: folder)
      #expect(outcome.status == 1)
      let image = try RGBAImage(pngData: [UInt8](outcome.out), fileName: "stdout")
      #expect(image.width == 3 && image.height == 2, "standard output is exactly the diff PNG")
      #expect(outcome.err.contains("6 differing pixels"), "the text goes to standard error: \(outcome.err)")
    }
    #expect(folder.files() == ["a.png", "b.png"])
  }

  /// Binds a Unix socket at `path`.
  static func makeSocket(_ path: String) -> Bool {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (i, byte) in bytes.enumerated() { buffer[i] = byte }
    }
    return withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } == 0
    }
  }
}
