import Foundation
import SpecimenDiff
import Testing
@testable import Specimen

/// A disk that fills up mid-run and a folder that cannot be written.
@Suite struct DiskTests {
  /// A full disk, made without root: `ulimit -f` caps the size of any file the run writes (with
  /// SIGXFSZ ignored, a write past the cap fails with EFBIG, as a write to a full disk fails with
  /// ENOSPC). The small cells fit, the sheets do not: the run finishes, names each file it could
  /// not write, leaves no temporary or half-written file, and writes the rest and the manifest.
  @Test(.timeLimit(.minutes(30)),  // generous: under load, tests queue behind others; a hang still fails
        .enabled(if: !DiskTests.sanitized, "a sanitizer's runtime dies under a file-size limit (SIGBUS in its own files)"))
  func fullDiskFailsFilesNotTheRun() throws {
    let specimen = try SpecimenProcess()
    let folder = TemporaryFolder("full-disk")
    let out = folder.path("out")
    // 32 blocks of 512 bytes (/bin/sh is dash): 16 KiB holds ClumsyButtons' cells (9 KB) and the manifest
    // (13 KB, much of it the fingerprint's font list), not ThemedCard's cells (21 KB) or the sheets.
    let script = "ulimit -f 32 && trap '' XFSZ && exec \"$0\" \"$@\""
    let process = SpecimenProcess.Shell(script: script, binary: specimen.binary)
    let outcome = try process.run(["render", "ClumsyButtons", "ThemedCard", "--out", out.path], in: folder)
    #expect(outcome.status == 1)
    #expect(outcome.err.contains("cannot write \(out.path)/ThemedCard.png (File too large)"), "\(outcome.err)")
    #expect(outcome.err.contains("its disk has room"))
    var written = 0
    for path in folder.files() {
      #expect(!(path as NSString).lastPathComponent.hasPrefix("."), "no temporary file left: \(path)")
      if path.hasSuffix(".png") {
        #expect(throws: Never.self, "\(path) is whole") { try RGBAImage(contentsOfPNGFile: folder.path(path).path) }
        written += 1
      }
    }
    #expect(written >= 2, "the cells that fit are written")
    let manifest = try Manifest.read(from: out.appendingPathComponent("manifest.json"))
    #expect(manifest.entries.flatMap(\.cells).contains { $0.error?.contains("File too large") == true })
  }

  /// Whether this process (and so the specimen binary beside it) runs under ThreadSanitizer or AddressSanitizer.
  static let sanitized: Bool = {
    let me = dlopen(nil, RTLD_NOW)
    return dlsym(me, "__tsan_init") != nil || dlsym(me, "__asan_init") != nil
  }()

  /// Root ignores file permissions, so this runs only for other users (as on most CI runners).
  @Test(.enabled(if: getuid() != 0, "root writes into read-only folders, so the case cannot be made here"))
  func readOnlyFolderIsRefused() throws {
    let folder = TemporaryFolder("read-only")
    let out = folder.path("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    chmod(out.path, 0o555)
    defer { chmod(out.path, 0o755) }
    let result = runCLI(SpecialFileTests.catalog, ["render", "--out", out.path])
    #expect(result.status == 2, "the lock cannot be taken in a read-only folder")
    #expect(result.err.contains("cannot lock \(out.path)"))
    #expect(folder.files().isEmpty)
  }

  @Test func outputFolderThatIsAFileIsReported() throws {
    let folder = TemporaryFolder("out-is-file")
    try Data("mine".utf8).write(to: folder.path("out"))
    for command in [["render", "--out"], ["record", "--goldens"], ["merge", "--out"]] {
      let result = runCLI(SpecialFileTests.catalog, command + [folder.path("out").path])
      #expect(result.status == 2, "\(command[0])")
      #expect(result.err.contains(folder.path("out").path), "\(command[0]): \(result.err)")
    }
    #expect(try Data(contentsOf: folder.path("out")) == Data("mine".utf8))
  }
}

extension SpecimenProcess {
  /// Runs the binary through `sh -c script binary arguments…`, e.g. to set a resource limit first.
  struct Shell {
    let script: String
    let binary: URL

    func run(_ arguments: [String], in folder: TemporaryFolder) throws -> SpecimenProcess.Outcome {
      var shell = try SpecimenProcess()
      shell.binary = URL(fileURLWithPath: "/bin/sh")
      return try shell.run(["-c", script, binary.path] + arguments, in: folder)
    }
  }
}
