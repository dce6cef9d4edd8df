import Foundation
import OSLog
import Testing

/// `import OSLog` compiles the logging calls view files make, and a still render evaluates none of
/// the logged values (a logged closure that traps would otherwise end the run).
@Suite struct OSLogTests {
  private final class Counter: CustomStringConvertible {
    var reads = 0
    var description: String { reads += 1; return "counter" }
  }

  @Test func loggedValuesAreNeverEvaluated() {
    let logger = Logger(subsystem: "com.example.app", category: "Buttons")
    let counter = Counter()
    var evaluations = 0
    func tapCount() -> Int { evaluations += 1; return 3 }
    logger.debug("tapped \(counter, privacy: .public) \(tapCount(), format: .hex, align: .right(columns: 4))")
    logger.error("failed after \(2.5, format: .fixed(precision: 2)) s: \(URLError(.timedOut) as Error, privacy: .private(mask: .hash))")
    logger.log(level: .fault, "flag \(true, format: .answer) type \(Int.self)")
    os_log("plain %{public}@", log: OSLog(subsystem: "com.example.app", category: "Legacy"), type: .info, "x")
    os_log(.error, log: .default, "code %d", 7)
    #expect(counter.reads == 0)
    #expect(evaluations == 0)
    #expect(!OSLog.default.isEnabled(type: .debug))
  }

  /// Signposted work runs once and returns its value; intervals and events are dropped, identifiers are distinct.
  @Test func signpostedWorkRunsOnce() throws {
    let signposter = OSSignposter(subsystem: "com.example.app", category: "Render")
    var runs = 0
    let value = signposter.withIntervalSignpost("layout") { () -> Int in runs += 1; return 42 }
    #expect(value == 42 && runs == 1)
    let first = signposter.makeSignpostID(), second = signposter.makeSignpostID()
    #expect(first != second)
    let state = signposter.beginInterval("load", id: first, "items \(runs)")
    #expect(state.signpostID == first)
    signposter.endInterval("load", state)
    signposter.emitEvent("tick")
    #expect(!signposter.isEnabled)
    struct Failure: Error {}
    #expect(throws: Failure.self) { try signposter.withIntervalSignpost("fail") { () throws -> Int in throw Failure() } }
    os_signpost(.event, log: .default, name: "marker")
  }
}
