import Foundation

/// Compares two semantic snapshots and says in words what changed.
///
/// Children are aligned by type and content (a longest common subsequence), so an inserted
/// view reads as "added …" instead of shifting every later sibling. Containers only report
/// being added or removed; leaves (shapes, text, images, effects) report size, position,
/// paint, font and effect changes: "Capsule width 120 → 124", "Capsule stroke yellow → red",
/// "text 'Delete' moved 2 pt right".
public enum SemanticDiff {
  /// The most lines one comparison returns; the rest are counted in a final line.
  public static let maxLines = 24

  /// The changes from `golden` to `actual`, one sentence each; empty when the trees agree.
  public static func changes(from golden: SemanticNode, to actual: SemanticNode) -> [String] {
    var lines: [String] = []
    if golden.frame.count == 4, actual.frame.count == 4, golden.frame[2...3] != actual.frame[2...3] {
      lines.append("cell content size \(size(golden)) → \(size(actual))")
    }
    lines += AccessibilitySnapshot.changes(from: golden.accessibility, to: actual.accessibility)
    compare(golden, actual, into: &lines)
    guard lines.count > maxLines else { return lines }
    let rest = lines.count - maxLines + 1
    return Array(lines.prefix(maxLines - 1)) + ["… and \(rest) more changes"]
  }

  static func compare(_ a: SemanticNode, _ b: SemanticNode, into lines: inout [String]) {
    if isLeaf(a) || isLeaf(b) { describeLeaf(a, b, into: &lines) }
    let pairs = align(a.children, b.children)
    for pair in pairs {
      switch pair {
      case (let x?, let y?): compare(x, y, into: &lines)
      case (let x?, nil): lines.append("removed \(label(x))")
      case (nil, let y?): lines.append("added \(label(y))")
      case (nil, nil): break
      }
    }
  }

  /// Whether a node carries something visible of its own.
  static func isLeaf(_ n: SemanticNode) -> Bool {
    n.fill != nil || n.stroke != nil || n.text != nil || n.image != nil || n.effect != nil
  }

  /// "text 'Delete'", "image symbol trash", or the type name.
  static func label(_ n: SemanticNode) -> String {
    if let text = n.text { return "text '\(text)'" }
    if let image = n.image { return "image \(image)" }
    if let id = n.id { return "\(n.type) #\(id)" }
    return n.type
  }

  static func size(_ n: SemanticNode) -> String {
    "\(SemanticNode.format(n.frame[2]))×\(SemanticNode.format(n.frame[3]))"
  }

  static func describeLeaf(_ a: SemanticNode, _ b: SemanticNode, into lines: inout [String]) {
    let name = label(a)
    func changed(_ what: String, _ x: String?, _ y: String?) {
      guard x != y else { return }
      lines.append("\(name) \(what) \(x ?? "none") → \(y ?? "none")")
    }
    if a.text != b.text { lines.append("text '\(a.text ?? "")' → '\(b.text ?? "")'") }
    changed("fill", a.fill, b.fill)
    changed("stroke", a.stroke, b.stroke)
    changed("stroke width", a.lineWidth.map(SemanticNode.format), b.lineWidth.map(SemanticNode.format))
    changed("color", a.color, b.color)
    changed("font", a.font, b.font)
    changed("image", a.image, b.image)
    if a.effect != b.effect { lines.append("effect \(a.effect ?? "none") → \(b.effect ?? "none")") }
    guard a.frame.count == 4, b.frame.count == 4 else { return }
    if a.frame[2] != b.frame[2] {
      lines.append("\(name) width \(SemanticNode.format(a.frame[2])) → \(SemanticNode.format(b.frame[2]))")
    }
    if a.frame[3] != b.frame[3] {
      lines.append("\(name) height \(SemanticNode.format(a.frame[3])) → \(SemanticNode.format(b.frame[3]))")
    }
    // Position: the centre's movement, so a symmetric growth does not read as a move.
    let dx = (b.frame[0] + b.frame[2] / 2) - (a.frame[0] + a.frame[2] / 2)
    let dy = (b.frame[1] + b.frame[3] / 2) - (a.frame[1] + a.frame[3] / 2)
    var moves: [String] = []
    if abs(dx) >= 0.01 { moves.append("\(SemanticNode.format(abs(dx))) pt \(dx > 0 ? "right" : "left")") }
    if abs(dy) >= 0.01 { moves.append("\(SemanticNode.format(abs(dy))) pt \(dy > 0 ? "down" : "up")") }
    if !moves.isEmpty { lines.append("\(name) moved \(moves.joined(separator: " and "))") }
  }

  /// Pairs children by a longest common subsequence of their keys; unmatched ones pair with nil.
  static func align(_ a: [SemanticNode], _ b: [SemanticNode]) -> [(SemanticNode?, SemanticNode?)] {
    func key(_ n: SemanticNode) -> String { n.type + "|" + (n.text ?? "") + "|" + (n.image ?? "") }
    let ka = a.map(key), kb = b.map(key)
    if ka == kb { return zip(a, b).map { ($0, $1) } }
    var table = [[Int]](repeating: [Int](repeating: 0, count: kb.count + 1), count: ka.count + 1)
    for i in stride(from: ka.count - 1, through: 0, by: -1) {
      for j in stride(from: kb.count - 1, through: 0, by: -1) {
        table[i][j] = ka[i] == kb[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [(SemanticNode?, SemanticNode?)] = []
    var i = 0, j = 0
    while i < ka.count || j < kb.count {
      if i < ka.count, j < kb.count, ka[i] == kb[j] {
        result.append((a[i], b[j]))
        i += 1
        j += 1
      } else if j < kb.count, i == ka.count || table[i][j + 1] >= table[i + 1][j] {
        result.append((nil, b[j]))
        j += 1
      } else {
        result.append((a[i], nil))
        i += 1
      }
    }
    return result
  }
}
