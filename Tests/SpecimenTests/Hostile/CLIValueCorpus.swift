import Foundation
import Testing
@testable import Specimen

/// Odd command-line values, as data: each is a usage error (exit 2) whose message names the
/// option and what it takes, and nothing is written.
@Suite struct CLIValueCorpus {
  /// One hostile invocation: the command line and the words its error must contain.
  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let says: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let numbers = ["NaN", "nan", "inf", "-inf", "1e20", "99999999999999999999", "", " 2", "abc", "0x2", "2x", "1,5"]

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ command: [String], _ option: String, _ values: [String], says: String) {
      for value in values { cases.append(Case(arguments: command + [option, value], says: says)) }
    }
    // (Swift's Double reads hexadecimal, so "0x2" is a valid spelling of scale 2 and not in this list.)
    add(["render"], "--scale", ["0", "-1", "4", "1.5", "-0", "0x4"] + numbers.filter { $0 != "0x2" }, says: "--scale takes 1, 2 or 3")
    for command in ["render", "verify", "record"] {
      add([command], "-j", ["0", "-1", "65", "1.5", "-0", "1e3"] + numbers, says: "-j takes a thread count from 1 to 64")
    }
    add(["render"], "--shard", ["0/0", "3/2", "0/2", "-1/2", "1/0", "1/-1", "1", "1/2/3", "a/b", "/2", "1/", "2/1", "1.0/2",
                                "99999999999999999999/1", "NaN/2", " 1/2"], says: "--shard takes I/N with 1 ≤ I ≤ N")
    for command in ["verify", "record"] {
      add([command], "--threshold", ["-0.1", "1.1", "NaN", "inf", "", "x"], says: "--threshold takes a number from 0 to 1")
      add([command], "--max-diff-pixels", ["-1", "1.5", "NaN", "1e3", "x", "99999999999999999999"], says: "--max-diff-pixels takes a whole number ≥ 0")
      add([command], "--max-diff-ratio", ["-0.1", "2", "NaN", "inf", "x"], says: "--max-diff-ratio takes a fraction from 0 to 1")
      add([command], "--window", ["0:1", "8", "8:-1", ":", ":1", "8:", "a:b", "8:4:2", "-8:4", "NaN:1"], says: "--window takes N:MAX")
    }
    add(["diff", "a.png", "b.png"], "--alpha", ["-1", "2", "NaN", "inf"], says: "--alpha takes a number from 0 to 1")
    add(["diff", "a.png", "b.png"], "--threshold", ["-1", "2", "NaN"], says: "--threshold takes a number from 0 to 1")
    add(["record"], "--record", ["", "al", "ALL", "yes", "0", "-1"], says: "--record takes all, missing, failed or never")
    for command in [["render"], ["record"], ["prune"], ["merge"]] {
      add(command, "--wait", ["-1", "nan", "inf", "1e9", "x", "86401"], says: "--wait takes seconds from 0 to 86400")
    }
    return cases
  }()

  @Test(arguments: CLIValueCorpus.cases)
  func oddValueIsAUsageError(_ hostile: Case) {
    let folder = TemporaryFolder("cli-value")
    let target = folder.path("out").path
    // Point every command at a folder that must stay unwritten.
    let place = hostile.arguments[0] == "render" || hostile.arguments[0] == "merge" ? ["--out", target]
      : hostile.arguments[0] == "diff" ? [] : ["--goldens", target]
    let result = runCLI(VerifyCatalog.entries(), hostile.arguments + place)
    #expect(result.status == 2)
    #expect(result.err.contains(hostile.says), "\(result.err)")
    #expect(folder.files().isEmpty && !FileManager.default.fileExists(atPath: target), "nothing written")
  }

  @Test func corpusIsLargeEnough() {
    #expect(CLIValueCorpus.cases.count >= 150)
  }
}
