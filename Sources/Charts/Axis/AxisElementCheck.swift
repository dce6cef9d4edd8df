import Foundation

/// The numbers an axis mark brings, checked where the axis plan reads them: a grid line's or tick's stroke width and a
/// tick's length that is not finite, is negative or is longer than any screen is named by the axis mark that gave it and
/// drawn at the axis's default (Swift Charts documents no other meaning for them). A mark repeated at every value repeats
/// its message, which the render reports once.
enum AxisElementCheck {
  /// The length a tick is drawn when it gives none (Specimen's estimate of iOS's axis style).
  static let defaultTickLength: CGFloat = 4

  /// The stroke an element is drawn with: its own, else its `AxisMarks`'s, else the axis default; a width that is not usable
  /// is the default's.
  static func stroke(of element: _AxisElement, record: AxisMarksRecord, default fallback: StrokeStyle, warnings: inout [String]) -> StrokeStyle {
    let owner: String
    var stroke: StrokeStyle
    if let own = element.stroke {
      (owner, stroke) = (element.kind.isTick ? "AxisTick(stroke:)" : "AxisGridLine(stroke:)", own)
    } else if let shared = record.stroke {
      (owner, stroke) = ("AxisMarks(stroke:)", shared)
    } else {
      return fallback
    }
    if let problem = problem(with: stroke.lineWidth, noun: "width") {
      warnings.append("\(owner) line width \(NumberText.describe(Double(stroke.lineWidth))) \(problem); drawn \(NumberText.describe(Double(fallback.lineWidth))) pt "
        + "wide, the axis default. Give a finite width ≥ 0")
      stroke.lineWidth = fallback.lineWidth
    }
    return stroke
  }

  /// The length a tick is drawn: its own, or the default when it gives none or one that is not usable.
  static func tickLength(_ length: CGFloat?, warnings: inout [String]) -> CGFloat {
    guard let length else { return defaultTickLength }
    guard let problem = problem(with: length, noun: "length") else { return length }
    warnings.append("AxisTick(length:) \(NumberText.describe(Double(length))) \(problem); drawn \(NumberText.describe(Double(defaultTickLength))) pt long, "
      + "the axis default. Give a finite length ≥ 0")
    return defaultTickLength
  }

  /// What is wrong with a width or length, or nil when it is finite, at least 0 and shorter than any screen.
  private static func problem(with value: CGFloat, noun: String) -> String? {
    if !value.isFinite || value < 0 { return "is not a finite \(noun) ≥ 0" }
    if value > LayoutArgumentCheck.longestLength { return "is \(LayoutArgumentCheck.beyondAnyScreen)" }
    return nil
  }
}

extension _AxisElement.Kind {
  /// Whether the element is a tick.
  var isTick: Bool { if case .tick = self { true } else { false } }
}
