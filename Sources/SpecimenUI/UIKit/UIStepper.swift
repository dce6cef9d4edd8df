import Foundation

/// A control for incrementing or decrementing a value: UIKit's minus|plus stepper.
///
/// Under a representable it is drawn at rest as SwiftUI's stepper control, 94 × 32 pt (its intrinsic size), with
/// the minus dimmed at `minimumValue` and the plus at `maximumValue` unless `wraps` is set, and both dimmed when the
/// control is disabled. As UIKit documents, `value` is clamped to the range, and a `minimumValue` not below
/// `maximumValue`, a `maximumValue` not above `minimumValue` or a `stepValue` not above 0 raises an
/// `NSInvalidArgumentException`: Specimen fails the cell naming the value and keeps the previous one. Images set
/// for segments, dividers and the background are kept, not drawn.
open class UIStepper: UIControl, @unchecked Sendable {
  /// The numeric value of the stepper (clamped to `minimumValue…maximumValue`; default 0).
  open var value: Double {
    get { storedValue }
    set { storedValue = Self.clamped(newValue, minimumValue, maximumValue) }
  }
  /// The lowest possible numeric value for the stepper (default 0).
  open var minimumValue: Double {
    get { storedMinimum }
    set {
      guard newValue < storedMaximum else { return Self.refuse("minimumValue", newValue, "must be less than maximumValue (\(NumberText.describe(storedMaximum)))") }
      storedMinimum = newValue
      storedValue = Self.clamped(storedValue, storedMinimum, storedMaximum)
    }
  }
  /// The highest possible numeric value for the stepper (default 100).
  open var maximumValue: Double {
    get { storedMaximum }
    set {
      guard newValue > storedMinimum else { return Self.refuse("maximumValue", newValue, "must be greater than minimumValue (\(NumberText.describe(storedMinimum)))") }
      storedMaximum = newValue
      storedValue = Self.clamped(storedValue, storedMinimum, storedMaximum)
    }
  }
  /// The step, or increment, value for the stepper (default 1; it must be greater than 0).
  open var stepValue: Double {
    get { storedStep }
    set {
      guard newValue > 0 else { return Self.refuse("stepValue", newValue, "must be greater than 0") }
      storedStep = newValue
    }
  }
  /// Whether the value wraps around from maximum to minimum and back (default false): both buttons stay enabled.
  open var wraps = false
  /// Whether holding a button repeats the change (default true).
  open var autorepeat = true
  /// Whether value changes are sent as they happen while the user holds a button (default true).
  open var isContinuous = true

  private var storedValue: Double = 0
  private var storedMinimum: Double = 0
  private var storedMaximum: Double = 100
  private var storedStep: Double = 1
  private var images: [String: UIImage] = [:]

  /// The stepper's size.
  open override var intrinsicContentSize: CGSize { StepperControl.size }

  /// Sets the image for the increment button in a state (kept, not drawn).
  open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { images["increment\(state.rawValue)"] = image }
  /// The image for the increment button in a state.
  open func incrementImage(for state: UIControl.State) -> UIImage? { images["increment\(state.rawValue)"] }
  /// Sets the image for the decrement button in a state (kept, not drawn).
  open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { images["decrement\(state.rawValue)"] = image }
  /// The image for the decrement button in a state.
  open func decrementImage(for state: UIControl.State) -> UIImage? { images["decrement\(state.rawValue)"] }
  /// Sets the background image for a state (kept, not drawn).
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { images["background\(state.rawValue)"] = image }
  /// The background image for a state.
  open func backgroundImage(for state: UIControl.State) -> UIImage? { images["background\(state.rawValue)"] }
  /// Sets the divider image for a pair of segment states (kept, not drawn).
  open func setDividerImage(_ image: UIImage?, forLeftSegmentState left: UIControl.State, rightSegmentState right: UIControl.State) {
    images["divider\(left.rawValue)-\(right.rawValue)"] = image
  }
  /// The divider image for a pair of segment states.
  open func dividerImage(forLeftSegmentState left: UIControl.State, rightSegmentState right: UIControl.State) -> UIImage? {
    images["divider\(left.rawValue)-\(right.rawValue)"]
  }

  /// `value` within `low…high`; a NaN value reads as `low` (named: UIKit's clamp leaves no number to show).
  private static func clamped(_ value: Double, _ low: Double, _ high: Double) -> Double {
    guard !value.isNaN else {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "UIStepper.value nan is not a number; it is drawn at minimumValue "
                                          + "(\(NumberText.describe(low))). Give the stepper a number within its range"))
      return low
    }
    return min(max(value, low), high)
  }

  /// Reports the exception UIKit raises for `name` set to `value`.
  private static func refuse(_ name: String, _ value: Double, _ rule: String) {
    ResolveIssues.report(ResolveIssue(.trap, "UIStepper.\(name) = \(NumberText.describe(value)): it \(rule); UIKit raises "
                                        + "NSInvalidArgumentException here, which stops the app. Set a range with minimumValue below "
                                        + "maximumValue and a stepValue above 0"))
  }
}

extension UIStepper: UIKitRestingDrawing {
  var restingDrawing: AnyView? {
    AnyView(StepperControl(canDecrement: isEnabled && (wraps || value > minimumValue),
                           canIncrement: isEnabled && (wraps || value < maximumValue)))
  }
}
