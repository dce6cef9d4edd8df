import Foundation

/// A determinate `ProgressView`'s fraction, checked where `value` and `total` enter (its initialisers).
///
/// iOS clamps a value outside `0...total` to that range (logging "ProgressView initialized with an
/// out-of-bounds progress value"), so such a value is drawn clamped and reported. A total that is not a
/// finite number above 0 has no fraction to give, and a NaN value has no place in it: both are drawn empty
/// (fraction 0), so a custom style never receives NaN, and reported. The initialiser runs where no resolve
/// pass is listening (a view is often made before it is rendered), so `problem` is kept and the view reports
/// it when it resolves.
struct ProgressFraction: Sendable {
  /// The fraction 0…1; nil for indeterminate progress.
  let value: Double?
  /// What was changed and why, naming the view, the value and the total; nil when drawn as given.
  let problem: String?

  init<V: BinaryFloatingPoint>(_ value: V?, _ total: V) {
    guard let value else { (self.value, self.problem) = (nil, nil); return }
    let v = Double(value), t = Double(total)
    let named = "ProgressView(value: \(NumberText.describe(v)), total: \(NumberText.describe(t)))"
    guard t.isFinite, t > 0 else {
      self.value = 0
      self.problem = "\(named): a total that is not a finite number above 0 has no fraction to show; drawn empty. "
        + "Give a positive total, e.g. total: 100"
      return
    }
    guard !v.isNaN else {
      self.value = 0
      self.problem = "\(named): the value is not a number; drawn empty. Give a value within 0...\(NumberText.describe(t)), "
        + "or nil for indeterminate progress"
      return
    }
    let fraction = min(max(v / t, 0), 1)
    self.value = fraction
    guard v < 0 || v > t else { self.problem = nil; return }
    self.problem = "\(named): the value is outside 0...\(NumberText.describe(t)); drawn clamped to "
      + "\(v < 0 ? "0 (empty)" : "\(NumberText.describe(t)) (full)"), as iOS clamps it. Give a value within 0...\(NumberText.describe(t))"
  }
}
