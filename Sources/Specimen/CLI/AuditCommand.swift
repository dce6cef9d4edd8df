import Foundation

/// `specimen audit`: checks every cell for contrast, target size, truncation, clipping and missing labels.
struct AuditCommand: CLICommand {
  static let help = """
    usage: specimen audit [PATTERN…] [--json FILE] [--baseline FILE | --no-baseline] [--update-baseline]
                          [--report DIR] [--exact] [--scale S] [-j N]

    Audits every selected cell for accessibility and prints one line per finding:
      contrast           text under 4.5:1 (3:1 from 18 pt, or 14 pt bold), symbols under 3:1 (WCAG 2.x)
      contrast-disabled  the same inside disabled controls (a warning: WCAG exempts them)
      target-size        buttons, toggles, sliders, steppers, pickers, menus, text fields under 44×44 pt
      truncation         text ellipsized, or shrunk by minimumScaleFactor below 0.8
      clipping           text drawn outside its container's clip or the cell
      missing-label      a control or image VoiceOver reads as nothing (an icon-only button without accessibilityLabel)
    Cells with text are also laid out at accessibility3 and accessibility5 Dynamic Type.
    Exit status: 0 when every finding is in the baseline, 1 when there are new findings (or a cell
    could not be audited), 2 on usage errors.

    options:
      PATTERN             only entries or cells (Entry/cell) matching these globs
      --exact             PATTERNs are exact entry names or cell ids
      --json FILE         write every finding as JSON: {"findings": [...], "cells": N} (- for standard output)
      --baseline FILE     accepted findings (default: \(AuditCommand.defaultBaseline) when it exists)
      --no-baseline       judge every finding as new
      --update-baseline   write this run's findings as the baseline and exit 0 (with PATTERNs, other cells' entries are kept)
      --report DIR        write an HTML page (DIR/index.html) with each finding's cell and the element outlined
      --scale S           device pixels per point of the contrast renders: 1, 2 or 3 (default: 2)
      -j N                audit on N threads (default: 1)
    """

  /// The baseline `audit` reads when no `--baseline` is given, relative to the working directory.
  static let defaultBaseline = "audit-baseline.json"

  var options = RenderOptions()
  var json: String?
  var baseline: String?
  var useBaseline = true
  var updateBaseline = false
  var report: URL?

  init(parsing parser: inout ArgumentParser) throws {
    json = try parser.path("--json", "a file (or - for standard output)", example: "audit.json")
    baseline = try parser.path("--baseline", "a file", example: "audit-baseline.json")
    useBaseline = !parser.flag("--no-baseline")
    if !useBaseline, baseline != nil { throw UsageError(message: "--baseline and --no-baseline contradict each other; give one") }
    updateBaseline = parser.flag("--update-baseline")
    if updateBaseline, !useBaseline { throw UsageError(message: "--update-baseline writes the baseline; it cannot be combined with --no-baseline") }
    report = try parser.path("--report", "a folder", example: "audit-report").map { URL(fileURLWithPath: $0) }
    if let text = try parser.value("--scale") {
      guard let s = Double(text), [1, 2, 3].contains(s) else {
        throw UsageError(message: "--scale takes 1, 2 or 3, not '\(text)'; e.g. --scale 2")
      }
      options.scale = CGFloat(s)
    }
    if let jobs = try parser.value("-j", "--jobs") {
      guard let n = Int(jobs), n >= 1, n <= 64 else { throw UsageError(message: "-j takes a thread count from 1 to 64, not '\(jobs)'; e.g. -j 2") }
      options.jobs = n
    }
    options.exactFilters = parser.flag("--exact")
    options.filters = try parser.patterns()
  }

  func run(catalog: [CatalogEntry], output: CLIOutput) -> Int32 {
    let baselinePath = baseline ?? AuditCommand.defaultBaseline
    let baselineURL = URL(fileURLWithPath: baselinePath)
    var accepted: AuditReport?
    if useBaseline, !updateBaseline || !options.filters.isEmpty {
      if FileManager.default.fileExists(atPath: baselinePath) {
        do { accepted = try AuditReport.read(from: baselineURL) } catch {
          output.err("specimen audit: \(error)")
          return 2
        }
      } else if baseline != nil, !updateBaseline {
        output.err("specimen audit: no baseline at \(baselinePath); write one with 'specimen audit --update-baseline --baseline \(baselinePath)'")
        return 2
      }
    }
    let start = Date()
    let auditor = Auditor(options: options)
    let run = auditor.run(catalog)
    let seconds = Date().timeIntervalSince(start)
    if run.cells == 0, !options.filters.isEmpty {
      output.err("specimen audit: no cell matches \(options.filters); see 'specimen list' for the names")
      return 2
    }
    for error in run.errors { output.err("error: \(error)") }
    let report = run.report
    var status: Int32 = run.errors.isEmpty ? 0 : 1
    if let json {
      do {
        let data = try report.jsonData()
        if json == "-" { output.out(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)) } else {
          try AtomicFile.write(data, to: URL(fileURLWithPath: json))
        }
      } catch {
        output.err("error: --json \(json): \(error)")
        status = 2
      }
    }
    if let folder = self.report {
      do {
        let url = try HTMLReport(folder: folder).writeAudit(run, catalog: catalog, options: options)
        output.out("report: \(url.path)")
      } catch {
        output.err("error: report: \(error)")
        status = 2
      }
    }
    if updateBaseline {
      // With patterns, the cells not audited keep their accepted findings.
      let kept = (accepted?.findings ?? []).filter { !run.cellIDs.contains($0.cell) }
      let merged = AuditReport(findings: kept + report.findings, cells: kept.isEmpty ? run.cells : max(accepted?.cells ?? 0, run.cells))
      do {
        try AtomicFile.write(merged.jsonData(), to: baselineURL)
        output.out(String(format: "audited %d cells in %.2f s: baseline %@ now accepts %d findings", run.cells, seconds, baselinePath, merged.findings.count))
      } catch {
        output.err("error: baseline \(baselinePath): \(error)")
        return 2
      }
      return status == 1 ? 1 : status
    }
    let new = report.newFindings(against: accepted)
    let newKeys = Set(new.map { $0 })
    // With the JSON on standard output, the lines and the summary go to standard error.
    let say = json == "-" ? output.err : output.out
    for finding in report.findings where newKeys.contains(finding) { say("\(finding.kind.severity): \(finding.line)") }
    let summary = accepted == nil ? "" : ", \(report.findings.count - new.count) accepted by \(baselinePath)"
    say(String(format: "audited %d cells: %d findings, %d new%@ in %.2f s", run.cells, report.findings.count, new.count, summary, seconds))
    if !new.isEmpty, status == 0 { status = 1 }
    return status
  }
}
