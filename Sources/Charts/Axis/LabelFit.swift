import Foundation

/// How one axis label gives way to its neighbours, once the axis has read its
/// `AxisValueLabel(collisionResolution:)`.
enum LabelFit: Equatable {
  /// Drawn whole, over its neighbours if need be (`.disabled`).
  case always
  /// Drawn only if it keeps `spacing` points from the labels already placed; a higher `priority` places first.
  case greedy(priority: Double, spacing: CGFloat)
  /// Cut, with an ellipsis, to the distance between its value and its neighbours' values.
  case truncate
  /// `.automatic` on a categorical x axis: cut like `truncate` while the band holds a letter and an
  /// ellipsis (the label's height is the measure), and thinned like `greedy` in narrower bands.
  case truncateOrThin(spacing: CGFloat)

  /// Points kept between two labels when the code does not say (`greedy(minimumSpacing: nil)`).
  /// Apple publishes no figure; this is Specimen's estimate.
  static let defaultSpacing: CGFloat = 4

  /// The fit a resolution asks for on an axis: `.automatic` cuts a categorical x axis's labels to their
  /// band and leaves out overlapping labels elsewhere. Only x labels are cut; a y label has the width it needs.
  init(_ resolution: AxisValueLabelCollisionResolution, isX: Bool, isCategory: Bool) {
    switch resolution.rule {
    case .disabled: self = .always
    case .truncate: self = isX ? .truncate : .always
    case .greedy(let priority, let spacing): self = .greedy(priority: priority, spacing: spacing ?? Self.defaultSpacing)
    case .automatic: self = isX && isCategory ? .truncateOrThin(spacing: Self.defaultSpacing) : .greedy(priority: 0, spacing: Self.defaultSpacing)
    }
  }
}

/// One axis label along its axis, in points: where its value sits, the span its text covers, and its
/// size across the axis.
struct AxisLabelSpan {
  var position: CGFloat
  var start: CGFloat
  var length: CGFloat
  var thickness: CGFloat
  var fit: LabelFit
}

/// What becomes of each label of an axis.
enum AxisLabelOutcome: Equatable {
  case whole
  /// Cut to this many points along the axis.
  case cut(CGFloat)
  case hidden
}

enum AxisLabelCollisions {
  /// Resolves one axis's labels: labels drawn whole and cut labels are placed first, then greedy labels
  /// by priority (then in axis order), each kept only if it clears the placed ones by its spacing.
  /// `room` is the axis's length, the space of a lone cut label.
  static func resolve(_ labels: [AxisLabelSpan], room: CGFloat) -> [AxisLabelOutcome] {
    var outcomes = [AxisLabelOutcome](repeating: .whole, count: labels.count)
    var placed: [(start: CGFloat, end: CGFloat)] = []
    var greedy: [(index: Int, priority: Double, spacing: CGFloat)] = []
    let spaces = Self.spaces(of: labels.map(\.position), room: room)
    for (index, label) in labels.enumerated() {
      switch label.fit {
      case .always:
        placed.append((label.start, label.start + label.length))
      case .truncate, .truncateOrThin:
        let space = spaces[index]
        if label.length <= space {
          placed.append((label.start, label.start + label.length))
        } else if case .truncateOrThin(let spacing) = label.fit, space < label.thickness {
          greedy.append((index, 0, spacing))
        } else {
          outcomes[index] = .cut(space)
          placed.append((label.position - space / 2, label.position + space / 2))
        }
      case .greedy(let priority, let spacing):
        greedy.append((index, priority, spacing))
      }
    }
    greedy.sort { $0.priority != $1.priority ? $0.priority > $1.priority : labels[$0.index].position < labels[$1.index].position }
    for (index, _, spacing) in greedy {
      let start = labels[index].start, end = start + labels[index].length
      if placed.contains(where: { start < $0.end + spacing && $0.start < end + spacing }) {
        outcomes[index] = .hidden
      } else {
        placed.append((start, end))
      }
    }
    return outcomes
  }

  /// Each position's distance to the nearest other position (the width of a category's band), or
  /// `room` for a lone label; sorted once, so ten thousand categories cost no more than their sort.
  static func spaces(of positions: [CGFloat], room: CGFloat) -> [CGFloat] {
    let order = positions.indices.sorted { positions[$0] < positions[$1] }
    var spaces = [CGFloat](repeating: max(0, room), count: positions.count)
    for (rank, index) in order.enumerated() {
      if rank > 0 { spaces[index] = min(spaces[index], positions[index] - positions[order[rank - 1]]) }
      if rank + 1 < order.count { spaces[index] = min(spaces[index], positions[order[rank + 1]] - positions[index]) }
    }
    return spaces.map { max(0, $0) }
  }
}
