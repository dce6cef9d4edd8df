import Foundation

/// Where a control's value sits between its bounds, as a fraction 0…1 (`Slider`, `Gauge`), checked where the
/// numbers enter: a value outside the bounds is clamped to them, as UIKit clamps a slider's value; a range whose
/// width overflows a `Double` (`-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude`) is measured in
/// halves; a zero-width range puts the value at its lower bound. A NaN value, an infinite bound or bounds out of order
/// have no place on the track: it is drawn at the lower bound and `problem` says so, naming the control (reported at resolve).
struct RangeFraction: Sendable {
  let value: Double
  let problem: String?

  init<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>, control: String) {
    let v = Double(value), lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
    guard lower.isFinite, upper.isFinite else {
      self.value = 0
      self.problem = "\(control) bounds \(NumberText.describe(lower))...\(NumberText.describe(upper)) are not finite, so a value has no "
        + "place between them; drawn at the lower bound. Give finite bounds, e.g. in: 0...100"
      return
    }
    guard !v.isNaN else {
      self.value = 0
      self.problem = "\(control) value nan is not a number; drawn at the lower bound "
        + "\(NumberText.describe(lower)). Give a value within \(NumberText.describe(lower))...\(NumberText.describe(upper))"
      return
    }
    guard upper >= lower else {
      // Only `ClosedRange(uncheckedBounds:)` in an optimised build makes such a range.
      self.value = 0
      self.problem = "\(control) bounds \(NumberText.describe(lower))...\(NumberText.describe(upper)) are out of order (the lower "
        + "bound is above the upper), so a value has no place between them; drawn at the lower bound. Give the bounds in order"
      return
    }
    self.problem = nil
    guard upper > lower else { self.value = 0; return }
    // A span between finite bounds can overflow; halved, it is finite. A value past the bounds (infinite too) is clamped.
    let span = upper - lower
    let raw = span.isFinite ? (v - lower) / span : (v / 2 - lower / 2) / (upper / 2 - lower / 2)
    self.value = raw.isNaN ? 0 : min(max(raw, 0), 1)
  }

  /// Reports the problem, if any, to the resolve pass (call from `body`).
  func report() {
    if let problem { ResolveIssues.report(ResolveIssue(.invalidNumber, problem)) }
  }
}
