import Foundation
import Showcase
import Specimen

/// `specimen-bench audit`: the whole Showcase audited and verified in one process, back to back, so
/// the audit's cost is read as a multiple of verify's (issue 15 asks for at most 1.5×).
enum AuditBenchmark: Benchmark {
  static let name = "audit"
  static let summary = "audit vs verify of the whole Showcase in one process [--runs N] [--goldens DIR] [-j N]"
  static let usage = "usage: specimen-bench audit [--runs N] [--goldens DIR] [-j N]"

  static func run(arguments: [String]) -> Int32 {
    guard let args = BenchArguments(arguments, accepted: ["--runs", "--goldens", "-j"], usage: usage) else { return 2 }
    let runs = max(1, args.int("--runs", 3))
    let jobs = args.int("-j", 1)
    var verifyOptions = VerifyOptions()
    verifyOptions.jobs = jobs
    let verifier = Verifier(goldens: URL(fileURLWithPath: args.string("--goldens") ?? "Previews"), options: verifyOptions)
    var auditOptions = RenderOptions()
    auditOptions.jobs = jobs
    let auditor = Auditor(options: auditOptions)
    let catalog = ShowcaseCatalog.entries
    var verifyTimes: [Double] = [], auditTimes: [Double] = []
    var cells = 0, findings = 0
    for _ in 0..<runs {
      var start = now()
      cells = verifier.run(catalog).checks.count
      verifyTimes.append(now() - start)
      start = now()
      findings = auditor.run(catalog).findings.count
      auditTimes.append(now() - start)
    }
    let verify = verifyTimes.sorted()[runs / 2], audit = auditTimes.sorted()[runs / 2]
    emitJSON(["bench": "audit", "cells": cells, "findings": findings, "verify_seconds": verify, "audit_seconds": audit,
              "ratio": audit / verify])
    return 0
  }
}
