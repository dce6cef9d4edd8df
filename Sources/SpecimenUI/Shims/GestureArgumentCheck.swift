import Foundation

/// The numbers a gesture is made with, checked where they enter. A still draws a view with its gestures unchanged, so
/// nothing drawn depends on them, but a NaN minimum distance, duration or delta, or a NaN maximum distance, is a
/// threshold no touch can be compared with, and Apple documents no meaning for it. Made in a render, such a gesture is
/// named with the number as written and the parameter's default. Infinite values are left alone:
/// `minimumDuration: .infinity` and `maximumDistance: .infinity` are the usual ways to keep a press from succeeding or
/// from failing; a negative minimum is passed at once, as 0 is.
enum GestureArgumentCheck {
  /// Names `call` when one of its `numbers` (each with its parameter's name and default, as written) is NaN.
  static func check(_ call: @autoclosure () -> String, _ numbers: [(name: String, value: Double, standard: String)]) {
    guard ResolveIssues.sink != nil, let bad = numbers.first(where: { $0.value.isNaN }) else { return }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(call()): \(bad.name) nan is not a number, a threshold no touch can be "
      + "compared with; drawn unchanged, as every gesture in a still is. Give a finite \(bad.name) (the default is \(bad.standard))"))
  }

  /// Names a long press made with a NaN `minimumDuration` or `maximumDistance`; `call` is its name as written up to the
  /// parenthesis (`LongPressGesture`, `.onLongPressGesture`).
  static func longPress(_ call: String, minimumDuration: Double, maximumDistance: CGFloat) {
    check("\(call)(minimumDuration: \(text(minimumDuration)), maximumDistance: \(text(maximumDistance)))",
          [("minimumDuration", minimumDuration, "0.5"), ("maximumDistance", maximumDistance, "10")])
  }

  /// A number as a call shows it.
  static func text(_ value: Double) -> String { NumberText.describe(value) }
}
