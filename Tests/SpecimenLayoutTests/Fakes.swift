import Foundation
import SpecimenLayout
import SpecimenUI

/// A deterministic text measurer: at the 17 pt body size every character is 10 pt wide, a line
/// is 20 pt high with its baseline 16 pt from its top; other sizes scale all three by size/17.
/// Text wraps greedily at spaces; a word longer than the line breaks between characters (at
/// least one character per line). A proposed height, or `lineLimit`, caps the number of lines
/// (at least one); capped text is "truncated" and its width is limited to the proposed width.
struct FakeTextMeasurer: TextMeasurer {
  func measure(_ text: ResolvedText, in proposal: ProposedViewSize) -> TextMetrics {
    let scale = text.font.size / 17
    let charWidth = 10 * scale, lineHeight = 20 * scale, baseline = 16 * scale
    let limit = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    var lines = wrap(text.string, charWidth: charWidth, width: limit)
    var maxLines = text.lineLimit ?? Int.max
    if let height = proposal.height, height.isFinite {
      maxLines = min(maxLines, max(1, Int((height / lineHeight).rounded(.down))))
    }
    maxLines = max(maxLines, 1)
    var truncated = false
    if lines.count > maxLines {
      lines = Array(lines.prefix(maxLines))
      truncated = true
    }
    var width = (lines.map(\.count).max() ?? 0).cgFloat * charWidth
    if truncated, let limit { width = min(width, limit) }
    let count = CGFloat(max(lines.count, 1))
    return TextMetrics(
      size: CGSize(width: width, height: count * lineHeight),
      firstBaseline: baseline, lastBaseline: (count - 1) * lineHeight + baseline)
  }

  /// Greedy word wrap; returns the lines' texts.
  private func wrap(_ string: String, charWidth: CGFloat, width: CGFloat?) -> [String] {
    guard let width else { return [string] }
    let perLine = max(1, Int((width / charWidth + 0.0001).rounded(.down)))
    var lines: [String] = []
    var current = ""
    for word in string.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
      var word = word
      while word.count > perLine {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        lines.append(String(word.prefix(perLine)))
        word = String(word.dropFirst(perLine))
      }
      if current.isEmpty {
        current = word
      } else if current.count + 1 + word.count <= perLine {
        current += " " + word
      } else {
        lines.append(current)
        current = word
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }
}

/// Image sizes from asset names "<w>x<h>" (e.g. "img-40x20"); symbols are 20×20; others 10×10.
struct FakeImageMeasurer: ImageMeasurer {
  func intrinsicSize(of image: ResolvedImage) -> CGSize {
    switch image.source {
    case .symbol, .catalog: return CGSize(width: 20, height: 20)
    case .bitmap(let bitmap): return bitmap.pointSize
    case .asset(let name):
      let spec = name.split(separator: "-").last.map(String.init) ?? name
      let parts = spec.split(separator: "x").compactMap { Double($0) }
      guard parts.count == 2 else { return CGSize(width: 10, height: 10) }
      return CGSize(width: parts[0], height: parts[1])
    }
  }
}

/// The fake measurers the layout tests use.
let fakeMeasurers = Measurers(text: FakeTextMeasurer(), image: FakeImageMeasurer())

extension Int {
  var cgFloat: CGFloat { CGFloat(self) }
}
