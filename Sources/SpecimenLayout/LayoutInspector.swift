import Foundation
import SpecimenUI

/// Lays a view out and reports every frame, for tests, dumps and debug overlays.
public enum LayoutInspector {
  /// Resolves `view` in `environment` and places it at (0, 0) at the size it chooses for `proposal`.
  public static func layout(of view: some View, in proposal: ProposedViewSize,
                            environment: EnvironmentValues = EnvironmentValues(),
                            measurers: Measurers) -> LayoutResult {
    let node = ResolveContext(environment: environment).resolve(view)
    return layout(of: node, in: proposal, measurers: measurers)
  }

  /// Places an already resolved tree at (0, 0) at the size it chooses for `proposal`.
  public static func layout(of node: ResolvedNode, in proposal: ProposedViewSize, measurers: Measurers) -> LayoutResult {
    let engine = LayoutEngine(measurers: measurers)
    return LayoutResult(root: engine.place(node, in: proposal), leafMeasurementCount: engine.leafMeasurementCount)
  }
}

/// The placed tree of one layout pass, with its frames keyed by `.id(_:)`.
public struct LayoutResult: Sendable {
  /// The placed root.
  public let root: PlacedNode
  /// How many leaf measurements the pass made.
  public let leafMeasurementCount: Int

  /// Wraps a placed tree.
  public init(root: PlacedNode, leafMeasurementCount: Int = 0) {
    self.root = root
    self.leafMeasurementCount = leafMeasurementCount
  }

  /// The size the root chose.
  public var size: CGSize { root.frame.size }

  /// The frame of every node with an id, in root coordinates; for a repeated id the first in
  /// pre-order (outermost, then declaration order) wins.
  public var frames: [String: CGRect] {
    var result: [String: CGRect] = [:]
    root.visit { node in
      if let id = node.node.id, result[id] == nil { result[id] = node.frame }
    }
    return result
  }

  /// The whole placed tree as JSON: `type`, `id` (if any), `frame` [x, y, w, h] with two
  /// decimals, `children`, always in that key order and with two-space indentation.
  public func jsonDump() -> String {
    var out = ""
    root.writeJSON(into: &out, indent: 0)
    return out + "\n"
  }

  /// The placed tree as indented lines `Type#id x y w h` (two decimals; `#id` only when set).
  public func textDump() -> String {
    var lines: [String] = []
    root.visit(depth: 0) { node, depth in
      let name = node.node.type + (node.node.id.map { "#\($0)" } ?? "")
      let f = node.frame
      let numbers = [f.minX, f.minY, f.width, f.height].map(fixed).joined(separator: " ")
      lines.append(String(repeating: "  ", count: depth) + name + " " + numbers)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// `value` with exactly two decimals ("inf"/"-inf"/"nan" when not finite), never "-0.00".
func fixed(_ value: CGFloat) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  let text = String(format: "%.2f", Double(value))
  return text == "-0.00" ? "0.00" : text
}

extension PlacedNode {
  /// Calls `body` on this node and every descendant in pre-order.
  public func visit(_ body: (PlacedNode) -> Void) {
    visit(depth: 0) { node, _ in body(node) }
  }

  /// Calls `body` on this node and every descendant in pre-order, with their depths.
  func visit(depth: Int, _ body: (PlacedNode, Int) -> Void) {
    body(self, depth)
    for child in children { child.visit(depth: depth + 1, body) }
  }

  /// Appends this subtree's JSON to `out`.
  func writeJSON(into out: inout String, indent: Int) {
    let pad = String(repeating: "  ", count: indent)
    let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { value in
      value.isFinite ? fixed(value) : "\"\(fixed(value))\""
    }
    out += "\(pad){\n"
    out += "\(pad)  \"type\": \(jsonString(node.type)),\n"
    if let id = node.id { out += "\(pad)  \"id\": \(jsonString(id)),\n" }
    out += "\(pad)  \"frame\": [\(numbers.joined(separator: ", "))],\n"
    if children.isEmpty {
      out += "\(pad)  \"children\": []\n"
    } else {
      out += "\(pad)  \"children\": [\n"
      for (index, child) in children.enumerated() {
        child.writeJSON(into: &out, indent: indent + 2)
        out += index == children.count - 1 ? "\n" : ",\n"
      }
      out += "\(pad)  ]\n"
    }
    out += "\(pad)}"
  }
}

/// `text` as a JSON string literal.
func jsonString(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\r": out += "\\r"
    default:
      if scalar.value < 0x20 {
        out += String(format: "\\u%04x", scalar.value)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}
