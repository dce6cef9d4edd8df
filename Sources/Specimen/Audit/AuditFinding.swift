import Foundation
import SpecimenDiff

/// One accessibility problem found in one cell: what, where, how far off, and how to fix it.
public struct AuditFinding: Codable, Equatable, Hashable, Sendable {
  /// What a finding is about; the raw values are the JSON `kind`s.
  public enum Kind: String, Codable, CaseIterable, Sendable, Comparable {
    /// Text below 4.5:1 (3:1 when large), or a symbol or template image below 3:1 (WCAG 2.x 1.4.3, 1.4.11).
    case contrast
    /// The same for text and symbols inside a disabled control; WCAG exempts them, so it is a warning.
    case contrastDisabled = "contrast-disabled"
    /// An interactive control whose frame is under 44×44 pt (Apple HIG, "Accessibility": buttons and controls).
    case targetSize = "target-size"
    /// Text ellipsized, or shrunk by `minimumScaleFactor` below 0.8.
    case truncation
    /// Text drawn outside its container's clip or the cell.
    case clipping
    /// An interactive control or image VoiceOver would read as nothing.
    case missingLabel = "missing-label"

    public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }

    /// `warning` for `contrast-disabled`, else `error`.
    public var severity: String { self == .contrastDisabled ? "warning" : "error" }
  }

  /// The view a finding is about.
  public struct Element: Codable, Equatable, Hashable, Sendable {
    /// "Text", "Image", or the control's type ("Button", "Toggle" …).
    public var type: String
    /// The nearest `.id(_:)` on the view or its ancestors.
    public var id: String?
    /// The text drawn (a control's first text; a symbol's name).
    public var text: String?

    public init(type: String, id: String? = nil, text: String? = nil) {
      self.type = type
      self.id = id
      self.text = text
    }
  }

  /// "Entry/cell-id".
  public var cell: String
  public var kind: Kind
  public var element: Element
  /// `[x, y, w, h]` in points, in the cell image's coordinates.
  public var frame: [Double]
  /// The measured value: contrast ratio, shortest side in points, scale factor, points outside the clip.
  public var value: Double
  /// The value the check asks for.
  public var threshold: Double
  /// One line: what to change.
  public var hint: String
  /// The Dynamic Type size the finding was rendered at, when the audit changed it (accessibility3, accessibility5).
  public var dynamicTypeSize: String?

  public init(cell: String, kind: Kind, element: Element, frame: CGRect, value: Double, threshold: Double, hint: String,
              dynamicTypeSize: String? = nil) {
    self.cell = cell
    self.kind = kind
    self.element = element
    self.frame = [frame.minX, frame.minY, frame.width, frame.height].map { AuditFinding.rounded(Double($0)) }
    self.value = AuditFinding.rounded(value)
    self.threshold = threshold
    self.hint = hint
    self.dynamicTypeSize = dynamicTypeSize
  }

  /// Two decimals, so the JSON is stable across tiny float differences; non-finite becomes 0.
  static func rounded(_ v: Double) -> Double { v.isFinite ? (v * 100).rounded() / 100 : 0 }

  /// What a baseline matches on: not the frame or value, so a small layout change is not a new finding.
  public var baselineKey: String {
    [cell, kind.rawValue, element.type, element.id ?? "", element.text ?? "", dynamicTypeSize ?? ""].joined(separator: "\u{1F}")
  }

  /// Findings in the JSON order: by cell, kind and frame, then element text and Dynamic Type size.
  public static func sorted(_ findings: [AuditFinding]) -> [AuditFinding] {
    findings.sorted { a, b in
      if a.cell != b.cell { return a.cell < b.cell }
      if a.kind != b.kind { return a.kind < b.kind }
      if a.frame != b.frame { return a.frame.lexicographicallyPrecedes(b.frame) }
      if a.element.text != b.element.text { return (a.element.text ?? "") < (b.element.text ?? "") }
      if a.element.type != b.element.type { return a.element.type < b.element.type }
      return (a.dynamicTypeSize ?? "") < (b.dynamicTypeSize ?? "")
    }
  }

  /// "Entry/cell: contrast 3.2 < 4.5 Text "Delete" at (12, 8, 60×20): hint".
  public var line: String {
    let size = dynamicTypeSize.map { " at \($0)" } ?? ""
    let label = element.text.map { " \"\($0)\"" } ?? ""
    let id = element.id.map { " #\($0)" } ?? ""
    let f = frame.map { String(format: "%g", $0) }
    let comparison = kind == .clipping ? ">" : "<"
    return "\(cell)\(size): \(kind.rawValue) \(String(format: "%g", value)) \(comparison) \(String(format: "%g", threshold)) "
      + "\(element.type)\(id)\(label) at (\(f[0]), \(f[1]), \(f[2])×\(f[3])): \(hint)"
  }
}

/// The audit's JSON document: `{"findings": […], "cells": N}`, sorted and stable (also the baseline format).
public struct AuditReport: Codable, Equatable, Sendable {
  public var findings: [AuditFinding]
  /// How many cells were audited.
  public var cells: Int

  public init(findings: [AuditFinding], cells: Int) {
    self.findings = AuditFinding.sorted(findings)
    self.cells = cells
  }

  /// Pretty JSON with sorted keys and a final newline: byte-identical for the same findings.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(0x0A)
    return data
  }

  /// Reads a report or baseline; the error names the file and what is wrong.
  public static func read(from url: URL) throws -> AuditReport {
    let data: Data
    do { data = try RegularFile.read(url.path) } catch {
      // A FIFO, device or folder is named as such (it would block a read or never end).
      throw AuditBaselineError(message: "\(error)")
    }
    do { return try JSONDecoder().decode(AuditReport.self, from: data) } catch {
      throw AuditBaselineError(message: "\(url.path) is not an audit JSON file ({\"findings\": [...], \"cells\": N}): \(error); "
        + "write one with 'specimen audit --update-baseline'")
    }
  }

  /// The findings not accepted by `baseline`: each baseline entry accepts one finding with the same
  /// cell, kind, element and Dynamic Type size (frames and values may move).
  public func newFindings(against baseline: AuditReport?) -> [AuditFinding] {
    guard let baseline else { return findings }
    var accepted: [String: Int] = [:]
    for finding in baseline.findings { accepted[finding.baselineKey, default: 0] += 1 }
    return findings.filter { finding in
      let key = finding.baselineKey
      guard let n = accepted[key], n > 0 else { return true }
      accepted[key] = n - 1
      return false
    }
  }
}

/// A baseline or report file that cannot be used.
public struct AuditBaselineError: Error, CustomStringConvertible {
  public let message: String
  public var description: String { message }
}
