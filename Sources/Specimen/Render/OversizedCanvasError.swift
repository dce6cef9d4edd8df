import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI

/// A canvas too large to draw (`RenderError.canvasTooLarge`), with the custom layouts whose answers made it so, the
/// texts taller than a canvas (naming the line height or spacing that made them so, if one did) and the paddings and
/// fixed frames whose own lengths are longer than a canvas; when none of these explains it, the containers made too long
/// by the number of their subviews.
///
/// A `Layout` answering 10³⁰⁰ pt from `sizeThatFits` is a finite size, so layout takes it as given; the cell then
/// fails on the canvas size, and this error names the layout type, its answer and the proposal it answered, as
/// the warning for a NaN answer does (`ErasedLayout.issues`).
struct OversizedCanvasError: Error, CustomStringConvertible {
  /// The canvas-size error.
  let canvas: RenderError
  /// One sentence per layout that answered more than a canvas holds.
  let causes: [String]

  var description: String { ([canvas.description] + causes).joined(separator: "; ") }

  /// `error` with the layouts of `root` that caused it named, when it is a canvas-size error and they did; else `error`.
  /// `points` is the longest side a canvas holds, in points.
  static func explaining(_ error: Error, in root: @autoclosure () -> PlacedNode, over points: CGFloat) -> Error {
    guard let canvas = error as? RenderError, case .canvasTooLarge = canvas else { return error }
    let placed = root()
    // The lengths no screen holds (LayoutArgumentCheck.longestLength) were named as the tree resolved; the cell fails
    // before its warnings are reported, so they are its causes here, first.
    let named = Painter.displayList(of: placed).issues
      .filter { $0.kind == .invalidNumber && $0.message.contains("LayoutArgumentCheck.longestLength") }.map { $0.message }
    let own = named + layouts(in: placed, over: points) + texts(in: placed, over: points) + lengths(in: placed, over: points)
    let causes = own.isEmpty ? crowds(in: placed, over: points) : own
    return causes.isEmpty ? error : OversizedCanvasError(canvas: canvas, causes: Array(causes.prefix(3)))
  }

  /// The texts of `root` taller than `points`, each named with the `.lineHeight` or `.lineSpacing` (over four times
  /// their font size) that made them so, or with their size when none did; at most three, in tree order.
  static func texts(in root: PlacedNode, over points: CGFloat) -> [String] {
    var messages: [String] = []
    var stack = [root]
    while let placed = stack.popLast(), messages.count < 3 {
      stack.append(contentsOf: placed.children.reversed())
      guard case .text(let text) = placed.node.kind, placed.frame.height > points else { continue }
      let size = text.font.size
      let modifier: String, pitch: CGFloat
      if let lineHeight = text.lineHeight, let points = lineHeight.points(pointSize: size), points > size * 4 {
        (modifier, pitch) = (".lineHeight(\(lineHeight.swiftDescription))", points)
      } else if text.lineSpacing > size * 4 {
        (modifier, pitch) = (".lineSpacing(\(NumberText.describe(Double(text.lineSpacing))))", text.lineSpacing)
      } else {
        let message = tooManyLines(text.string, size: size, frame: placed.frame)
        if !messages.contains(message) { messages.append(message) }
        continue
      }
      // Shorter than one pitch: its lines would have passed RenderLimits.maxTextHeight, so they were laid out without it.
      let cause = placed.frame.height >= pitch ? "\(modifier) puts its lines \(NumberText.describe(Double(pitch))) pt apart"
        : "\(modifier) would put its lines past RenderLimits.maxTextHeight, so they were laid out at the font's own line height, "
          + "and there are still too many of them"
      let message = "Text(\"\(TextLength.quoted(text.string))\") is \(NumberText.describe(Double(placed.frame.height))) pt tall: \(cause); "
        + "give a line height or spacing near the font's size (\(NumberText.describe(Double(size))) pt)"
      if !messages.contains(message) { messages.append(message) }
    }
    return messages
  }

  /// A text taller than a canvas at its own line height: named (its first characters; a text past `TextLength.limit`
  /// holds only its first characters here, so no count is given), with its font size and the ways to make it shorter.
  static func tooManyLines(_ string: String, size: CGFloat, frame: CGRect) -> String {
    let quote = TextLength.quoted(String(string.prefix(40))) + (string.count > 40 ? "…" : "")
    return "Text(\"\(quote)\") is \(NumberText.describe(Double(frame.height))) pt tall in a \(NumberText.describe(Double(size)))-pt font: "
      + "give it .lineLimit(_:), a wider frame or a shorter string"
  }

  /// The custom layouts of `root` that answered a side longer than `points`, innermost first in tree order: a layout
  /// containing another such layout only passed its size on. At most three, without repeats.
  static func layouts(in root: PlacedNode, over points: CGFloat) -> [String] {
    // Walked without recursion (trees may nest `ViewDepth.limit` deep): each node carries the index of the nearest
    // oversized layout above it, which is marked as passing a size on when another is found below it.
    var found: [(message: String, passesOn: Bool)] = []
    var stack: [(PlacedNode, Int?)] = [(root, nil)]
    while let (placed, above) = stack.popLast() {
      var nearest = above
      if case .layout(let layout) = placed.node.kind, let message = layout.oversizedAnswer(over: points) {
        if let above { found[above].passesOn = true }
        found.append((message, false))
        nearest = found.count - 1
      }
      stack.append(contentsOf: placed.children.reversed().map { ($0, nearest) })
    }
    var messages: [String] = []
    for cause in found where !cause.passesOn && !messages.contains(cause.message) && messages.count < 3 {
      messages.append(cause.message)
    }
    return messages
  }

  /// The paddings, safe-area paddings and fixed frames of `root` given a length longer than `points` (finite, so layout
  /// takes it as given), each named with the edge or side; at most three, in tree order, without repeats.
  static func lengths(in root: PlacedNode, over points: CGFloat) -> [String] {
    var messages: [String] = []
    var stack = [root]
    while let placed = stack.popLast(), messages.count < 3 {
      stack.append(contentsOf: placed.children.reversed())
      let modifier: String, lengths: [(String, CGFloat?)]
      switch placed.node.kind {
      case .padding(let insets): (modifier, lengths) = (".padding", edges(of: insets))
      case .safeAreaPadding(let insets):
        // The root's wrapper (`LayoutEngine.rootNode`) is the renderer's safe area, not a modifier the view has.
        (modifier, lengths) = (placed.node.type == LayoutEngine.rootSafeAreaType ? "ViewRenderer.safeAreaInsets" : ".safeAreaPadding", edges(of: insets))
      case .frame(let width, let height, _): (modifier, lengths) = (".frame", [("width", width), ("height", height)])
      default: continue
      }
      for case let (name, length?) in lengths where length.isFinite && abs(length) > points {
        let message = "\(modifier) \(name) \(NumberText.describe(Double(length))) pt is longer than a canvas holds "
          + "(\(NumberText.describe(Double(points))) pt per side at this scale); give a length that fits a screen"
        if !messages.contains(message) { messages.append(message) }
      }
    }
    return Array(messages.prefix(3))
  }

  /// The containers of `root` longer than `points` whose subviews each fit: their number made the container too long
  /// (a `ForEach` of thousands of rows, a tip of 1 000 actions). Each is named with its subviews' count and length;
  /// at most three, innermost, in tree order. Asked only when no text, length or layout answer explains the canvas.
  static func crowds(in root: PlacedNode, over points: CGFloat) -> [String] {
    var messages: [String] = []
    var stack = [root]
    while let placed = stack.popLast(), messages.count < 3 {
      let long = { (node: PlacedNode) in node.frame.height > points || node.frame.width > points }
      let longChildren = placed.children.filter(long)
      stack.append(contentsOf: longChildren.reversed())
      guard long(placed), longChildren.isEmpty, placed.children.count > 1 else { continue }
      let tall = placed.frame.height > points
      let length = tall ? placed.frame.height : placed.frame.width
      let message = "\(placed.node.type) of \(placed.children.count) subviews is \(NumberText.describe(Double(length))) pt "
        + "\(tall ? "tall" : "wide"), longer than a canvas holds (\(NumberText.describe(Double(points))) pt per side at this scale), "
        + "though each of them fits; show fewer of them in one still"
      if !messages.contains(message) { messages.append(message) }
    }
    return messages
  }

  private static func edges(of insets: EdgeInsets) -> [(String, CGFloat?)] {
    [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
  }
}
