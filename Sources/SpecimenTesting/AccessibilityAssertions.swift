// SpecimenTesting: the audit as a test assertion (`specimen audit` on one view).
import Foundation
import Specimen
import SpecimenUI
#if canImport(XCTest)
import XCTest
#endif
#if canImport(Testing)
import Testing
#endif

/// The shared engine of `assertAccessibility` and `expectAccessibility`: the failure message listing
/// each finding (one line each), or nil when `view` has none of the kinds judged.
///
/// `contrast-disabled` findings are warnings (WCAG exempts disabled controls) and never fail;
/// `ignoring` leaves out other kinds a test does not want to judge.
public func accessibilityFailure<V: View>(
  of view: V, named name: String, proposal: ProposedViewSize = .unspecified, environment: EnvironmentValues = EnvironmentValues(),
  scale: CGFloat = 2, ignoring: Set<AuditFinding.Kind> = []
) -> String? {
  let findings: [AuditFinding]
  do {
    findings = try Auditor.audit(view, named: name, proposal: proposal, environment: environment, scale: scale)
  } catch {
    return "\(name) could not be audited: \(error)"
  }
  let failing = findings.filter { $0.kind.severity == "error" && !ignoring.contains($0.kind) }
  guard !failing.isEmpty else { return nil }
  return "\(name): \(failing.count) accessibility finding(s):\n" + failing.map { "  " + $0.line }.joined(separator: "\n")
}

#if canImport(XCTest)
/// Asserts that `view` has no accessibility findings: contrast, target size, truncation, clipping
/// (also at `accessibility3` and `accessibility5` Dynamic Type when it draws text).
///
/// ```swift
/// func testDeleteButtonIsAccessible() {
///   assertAccessibility(of: Button("Delete", role: .destructive) {}.buttonStyle(.capsule), named: "delete")
/// }
/// ```
public func assertAccessibility<V: View>(
  of view: V, named name: String, proposal: ProposedViewSize = .unspecified, environment: EnvironmentValues = EnvironmentValues(),
  scale: CGFloat = 2, ignoring: Set<AuditFinding.Kind> = [], file: StaticString = #filePath, line: UInt = #line
) {
  if let message = accessibilityFailure(of: view, named: name, proposal: proposal, environment: environment, scale: scale, ignoring: ignoring) {
    XCTFail(message, file: file, line: line)
  }
}
#endif

#if canImport(Testing)
/// Swift Testing's `assertAccessibility`: records an issue per view with accessibility findings.
public func expectAccessibility<V: View>(
  of view: V, named name: String, proposal: ProposedViewSize = .unspecified, environment: EnvironmentValues = EnvironmentValues(),
  scale: CGFloat = 2, ignoring: Set<AuditFinding.Kind> = [], sourceLocation: SourceLocation = #_sourceLocation
) {
  if let message = accessibilityFailure(of: view, named: name, proposal: proposal, environment: environment, scale: scale, ignoring: ignoring) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
#endif
