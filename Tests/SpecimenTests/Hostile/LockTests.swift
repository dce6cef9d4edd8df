import Foundation
import Testing
@testable import Specimen

/// One writer per folder: a second `record` fails at once naming the first, or queues with
/// `--wait`; two real processes recording different entries into one folder lose nothing.
/// No sleeps: the test holds the lock itself and reads the waiting process's message.
@Suite(.serialized) struct LockTests {
  @Test(.timeLimit(.minutes(30))) func secondWriterFailsAtOnceNamingTheFirst() throws {
    let specimen = try SpecimenProcess()
    let folder = TemporaryFolder("lock-busy")
    let goldens = folder.path("goldens")
    let held = try FolderLock.acquire(goldens)
    for command in [["record", "ClumsyButtons", "--goldens", goldens.path], ["render", "ClumsyButtons", "--out", goldens.path],
                    ["merge", "--out", goldens.path]] {
      let outcome = try specimen.run(command, in: folder)
      #expect(outcome.status == 2, "\(command[0]) must not write a locked folder")
      #expect(outcome.err.contains("another specimen (pid \(getpid())) is writing \(goldens.path)"), "\(outcome.err)")
      #expect(outcome.err.contains("--wait SECONDS"))
    }
    #expect(folder.files() == ["goldens/.specimen.lock"], "nothing written while locked")
    held.release()
    #expect(folder.files().isEmpty, "the lock file goes with the lock")
  }

  @Test(.timeLimit(.minutes(30))) func concurrentRecordsKeepEveryManifestEntry() throws {
    let specimen = try SpecimenProcess()
    let folder = TemporaryFolder("lock-two")
    let goldens = folder.path("goldens")
    let held = try FolderLock.acquire(goldens)
    let pipes = [Pipe(), Pipe()]
    let runs = try zip(["ClumsyButtons", "ThemedCard"], pipes).map { entry, pipe in
      try specimen.start(["record", entry, "--goldens", goldens.path, "--wait", "240", "--no-artifacts"], in: folder, errorPipe: pipe)
    }
    // Both are now queued behind the test's lock: they said so.
    for (run, pipe) in zip(runs, pipes) {
      #expect(run.waitForError("waiting for pid \(getpid()) to finish writing", pipe: pipe))
    }
    held.release()
    let outcomes = runs.map { $0.finish() }
    #expect(outcomes.map(\.status) == [0, 0])
    let manifest = try Manifest.read(from: goldens.appendingPathComponent("manifest.json"))
    #expect(Set(manifest.entries.map(\.name)) == ["ClumsyButtons", "ThemedCard"], "neither run lost the other's records")
    #expect(manifest.entries.reduce(0) { $0 + $1.cells.count } == 5)
    #expect(!folder.files().contains("goldens/.specimen.lock"))
  }

  @Test func waitOptionIsChecked() {
    for bad in ["-1", "nan", "inf", "1e9", "soon", ""] {
      let result = runCLI(VerifyCatalog.entries(), ["record", "--wait", bad, "--goldens", "/nonexistent/specimen"])
      #expect(result.status == 2, "--wait \(bad)")
      #expect(result.err.contains("--wait takes seconds from 0 to 86400"), "--wait \(bad): \(result.err)")
    }
  }

  @Test func sharedLocksLetShardsShareAndKeepWritersOut() throws {
    let folder = TemporaryFolder("lock-shared")
    let a = try FolderLock.acquire(folder.url, mode: .shared)
    let b = try FolderLock.acquire(folder.url, mode: .shared)
    #expect(throws: FolderLock.Failure.self) { try FolderLock.acquire(folder.url) }
    a.release()
    #expect(throws: FolderLock.Failure.self) { try FolderLock.acquire(folder.url) }
    b.release()
    let c = try FolderLock.acquire(folder.url)
    c.release()
    #expect(folder.files().isEmpty)
  }
}
