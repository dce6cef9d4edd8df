import Foundation
@testable import Specimen

/// Runs the built `specimen` executable (the showcase catalog) as a child process, with its
/// standard output and error captured in files (no pipe can fill up and stall it).
struct SpecimenProcess {
  /// What a finished run left.
  struct Outcome {
    var status: Int32
    /// Whether a signal ended the process.
    var killed: Bool
    var out: Data
    var err: String
    var outText: String { String(decoding: out, as: UTF8.self) }
  }

  var binary: URL

  init() throws { binary = try AtomicityTests.specimenBinary() }

  /// Starts the binary; call `finish` on the result.
  func start(_ arguments: [String], environment extra: [String: String] = [:], in folder: TemporaryFolder,
             errorPipe: Pipe? = nil) throws -> Running {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SPECIMEN_KILL_DURING_WRITE"] = nil
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    let id = UUID().uuidString
    let outURL = folder.url.deletingLastPathComponent().appendingPathComponent("specimen-out-\(id)")
    let errURL = folder.url.deletingLastPathComponent().appendingPathComponent("specimen-err-\(id)")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    if let errorPipe {
      process.standardError = errorPipe
    } else {
      process.standardError = try FileHandle(forWritingTo: errURL)
    }
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return Running(process: process, outURL: outURL, errURL: errURL, errorPipe: errorPipe)
  }

  /// Runs the binary to the end.
  func run(_ arguments: [String], environment: [String: String] = [:], in folder: TemporaryFolder) throws -> Outcome {
    try start(arguments, environment: environment, in: folder).finish()
  }

  /// A started child process.
  struct Running {
    let process: Process
    let outURL: URL
    let errURL: URL
    /// The pipe standard error goes to, when the caller watches it (`waitForError`).
    let errorPipe: Pipe?

    /// What the process has written to standard error so far.
    var errSoFar: String { (try? String(contentsOf: errURL, encoding: .utf8)) ?? "" }

    /// Blocks until the process's standard error contains `text` (read from `pipe`, which is
    /// teed into the error file) or the process ends; true when the text appeared.
    func waitForError(_ text: String, pipe: Pipe) -> Bool {
      var seen = ""
      while !seen.contains(text) {
        let chunk = pipe.fileHandleForReading.availableData  // blocks until data or end of file
        if chunk.isEmpty { return false }
        seen += String(decoding: chunk, as: UTF8.self)
        appendToErrorFile(chunk)
      }
      return true
    }

    private func appendToErrorFile(_ chunk: Data) {
      guard !chunk.isEmpty, let handle = try? FileHandle(forWritingTo: errURL) else { return }
      _ = try? handle.seekToEnd()
      handle.write(chunk)
      try? handle.close()
    }

    /// Waits for the process to end and collects its output.
    func finish() -> Outcome {
      // Drain a watched pipe to its end first: a child that writes more than a pipe holds
      // (a sanitizer's report at exit) would otherwise block forever on a full pipe.
      if let errorPipe { appendToErrorFile(errorPipe.fileHandleForReading.readDataToEndOfFile()) }
      process.waitUntilExit()
      defer {
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
      }
      return Outcome(status: process.terminationStatus, killed: process.terminationReason == .uncaughtSignal,
                     out: (try? Data(contentsOf: outURL)) ?? Data(), err: errSoFar)
    }
  }
}
