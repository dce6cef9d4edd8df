import Foundation

/// JUnit XML for CI: one testsuite per entry, one testcase per cell, failures with the verdict message.
public enum JUnitReport {
  /// The XML document for `run`.
  public static func xml(_ run: VerifyRun, seconds: Double = 0) -> String {
    let byEntry = Dictionary(grouping: run.checks, by: \.entry)
    let order = run.checks.map(\.entry).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"specimen verify\" tests=\"\(run.checks.count)\" failures=\"\(run.failures.count)\" errors=\"\(run.errors.count)\" time=\"\(String(format: "%.3f", seconds))\">\n"
    for entry in order {
      let checks = byEntry[entry] ?? []
      let failures = checks.filter { !$0.outcome.passes }.count
      out += "  <testsuite name=\"\(escape(entry))\" tests=\"\(checks.count)\" failures=\"\(failures)\">\n"
      for check in checks {
        let name = escape(String(check.id.dropFirst(entry.count + 1)))
        if check.outcome.passes {
          out += "    <testcase classname=\"\(escape(entry))\" name=\"\(name)\"/>\n"
        } else {
          var detail = check.semanticChanges
          if check.environmentChanged { detail.insert("environment changed: other libraries, fonts or options than the golden", at: 0) }
          out += "    <testcase classname=\"\(escape(entry))\" name=\"\(name)\">\n"
          out += "      <failure type=\"\(check.outcome.rawValue)\" message=\"\(escape(check.message))\">\(escape(([check.message] + detail).joined(separator: "\n")))</failure>\n"
          out += "    </testcase>\n"
        }
      }
      out += "  </testsuite>\n"
    }
    if !run.errors.isEmpty {
      out += "  <testsuite name=\"catalog\" tests=\"\(run.errors.count)\" errors=\"\(run.errors.count)\">\n"
      for (i, error) in run.errors.enumerated() {
        out += "    <testcase classname=\"catalog\" name=\"problem \(i + 1)\"><error message=\"\(escape(error))\"/></testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }

  /// `text` escaped for XML attributes and text, with characters XML 1.0 forbids dropped.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n": out += "&#10;"
      default:
        let v = scalar.value
        if v == 0x9 || v == 0xD || (v >= 0x20 && v != 0xFFFE && v != 0xFFFF) { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }
}
