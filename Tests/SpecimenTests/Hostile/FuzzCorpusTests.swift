import Foundation
import Testing
@testable import Specimen

/// Replays every saved fuzz input (`Fuzz/Corpus/<target>/`: seeds and the inputs that once crashed or
/// hung a target) through the same entry points the libFuzzer targets call; each must return.
@Suite struct FuzzCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Fuzz/Corpus").standardizedFileURL

  static func inputs(_ target: String) -> [URL] {
    let folder = corpus.appendingPathComponent(target)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test(arguments: ["png", "manifest", "svg", "layout"])
  func savedInputsRunToTheEnd(target: String) throws {
    let inputs = Self.inputs(target)
    #expect(!inputs.isEmpty, "no saved inputs in \(Self.corpus.path)/\(target)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for url in inputs {
      let data = try Data(contentsOf: url)
      switch target {
      case "png": FuzzTargets.png(data)
      case "manifest": FuzzTargets.manifest(data)
      case "svg": FuzzTargets.svg(data, folder: folder)
      default: FuzzTargets.layout(data)
      }
    }
  }
}
