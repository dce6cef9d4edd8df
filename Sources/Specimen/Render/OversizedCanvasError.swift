import Foundation
import SpecimenCairo
import SpecimenLayout
import SpecimenUI

/// A canvas too large to draw (`RenderError.canvasTooLarge`), with the custom layouts whose answers made it so.
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
    let causes = layouts(in: root(), over: points)
    return causes.isEmpty ? error : OversizedCanvasError(canvas: canvas, causes: causes)
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
}
