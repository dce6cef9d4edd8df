import Foundation

/// The numbers a value stepper is given, checked where they enter (its initialisers) and reported when it resolves.
///
/// A stepper draws no value, only which of its buttons can act, so nothing is corrected: the buttons are drawn as the
/// value compares with each bound. What is reported is what makes the stepper unusable on iOS: a step of zero or NaN
/// (a tap adds nothing, or makes the value NaN), a NaN value (neither above nor below any bound, so both buttons are
/// unavailable), and bounds out of order (only `ClosedRange(uncheckedBounds:)` in an optimised build makes them).
enum StepperCheck {
  static func problem<V: Strideable>(value: V, bounds: ClosedRange<V>?, step: V.Stride) -> String? {
    // A NaN is the one value not equal to itself.
    if step == .zero || step != step {
      let effect = step == .zero ? "a tap adds nothing to the value" : "a tap would make the value not a number"
      return "Stepper step \(step) is not a step above 0: \(effect). Give a step above 0, e.g. step: 1"
    }
    if value != value {
      return "Stepper value \(value) is not a number, so it is neither above nor below a bound; both buttons are drawn unavailable. "
        + "Give a value within its bounds"
    }
    if let bounds, !(bounds.lowerBound <= bounds.upperBound) {
      return "Stepper bounds \(bounds.lowerBound)...\(bounds.upperBound) are out of order (the lower bound is above the upper), "
        + "so no value lies between them; the buttons are drawn as the value compares with each bound. Give the bounds in order"
    }
    return nil
  }
}
