import Foundation
import SpecimenUI

/// A property wrapper for an intent's parameter, `@Parameter(title:)` in an `AppIntent` (iOS 16).
/// The value is whatever the intent's initializer set, else its default.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
  private var value: Value?
  /// The parameter's title in the Shortcuts editor.
  public let title: LocalizedStringResource

  /// Creates a parameter with a title, a description and an optional default value.
  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
              requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
    self.title = title
    value = defaultValue
  }

  /// Creates a parameter with a title and description whose value is set by the intent's initializer.
  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
    self.title = title
  }

  /// Creates a parameter with a title and a default value written as the property's initial value.
  public init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
    self.title = title
    value = wrappedValue
  }

  /// The parameter's value: what was last set, else the default, else a stand-in (`standIn`). iOS stops the app when
  /// a parameter of any other type is read unset; here the read fails its cell (the body goes on with a value made up
  /// field by field, a class instance, an enumeration case or a function included: `StandInValue`), wherever the
  /// intent was made. A type nothing can be made up for (an existential) would still stop the run, so resolve fails
  /// the cell of a view storing such an intent before its body runs (`missingValue(owner:property:)`).
  public var wrappedValue: Value {
    get {
      if let value { return value }
      if let (standIn, warning) = standIn {
        if let warning { ResolveIssues.report(ResolveIssue(.invalidNumber, warning)) }
        return standIn
      }
      if let madeUp = StandInValue.make(Value.self) as? Value {
        ResolveIssues.report(ResolveIssue(.missingEnvironmentObject, "@Parameter \"\(title)\" (of type \(Value.self)) was read before it was set, "
          + "which stops the app on iOS: give it a default value (@Parameter(title:default:)) or set it on the intent before a view reads it"))
        return madeUp
      }
      preconditionFailure("@Parameter \"\(title)\" of type \(Value.self) was read before it was set, and Specimen cannot make one up; "
        + "give it a default value (@Parameter(title:default:))")
    }
    set { value = newValue }
  }

  /// What an unset parameter reads as, and the warning that says so (nil: none, as for an empty value): nil for an
  /// optional, zero for a number, empty for a string or collection, false; an enumeration's first case, the
  /// reference date (2001-01-01 00:00 UTC) for a `Date` and `about:blank` for a `URL`, each with a warning.
  /// Nil for any other type: there is no value to make up.
  private var standIn: (Value, warning: String?)? {
    if let empty = (Value.self as? any IntentParameterEmptyValue.Type)?.emptyIntentValue as? Value { return (empty, nil) }
    if let zero = (Value.self as? any AdditiveArithmetic.Type)?.zero as? Value { return (zero, nil) }
    if let empty = (Value.self as? any RangeReplaceableCollection.Type)?.init() as? Value { return (empty, nil) }
    let fix = "Give it a default value (@Parameter(title:default:))"
    // An enumeration (an `AppEnum`) reads as its first case, named, rather than ending the run.
    if let cases = Value.self as? any CaseIterable.Type, let first = firstCase(of: cases) as? Value {
      return (first, "@Parameter \"\(title)\" was read before it was set; drawn with its first case, \(first). \(fix)")
    }
    if Value.self == Date.self, let date = Date(timeIntervalSinceReferenceDate: 0) as? Value {
      return (date, "@Parameter \"\(title)\" (a Date) was read before it was set; drawn with the reference date, 2001-01-01 00:00 UTC. \(fix)")
    }
    if Value.self == URL.self, let url = URL(string: "about:blank") as? Value {
      return (url, "@Parameter \"\(title)\" (a URL) was read before it was set; drawn with about:blank. \(fix)")
    }
    return nil
  }

  /// The parameter itself (`$parameter`).
  public var projectedValue: IntentParameter<Value> { self }
}

/// How a parameter connects to the output of a previous action in a shortcut.
public struct InputConnectionBehavior: Sendable {
  /// The system decides.
  public static let `default` = InputConnectionBehavior()
  /// The parameter never connects to a previous action's output.
  public static let never = InputConnectionBehavior()
  /// The parameter connects to a previous action's output when it can.
  public static let connectToPreviousIntentResult = InputConnectionBehavior()
}

/// The first of a case-iterable type's cases, if it has any.
private func firstCase<T: CaseIterable>(of type: T.Type) -> Any? { type.allCases.first }

/// A value an unset parameter reads as: nil for optionals, zero, false or empty for the basic types.
protocol IntentParameterEmptyValue { static var emptyIntentValue: Any { get } }
extension Optional: IntentParameterEmptyValue { static var emptyIntentValue: Any { Optional<Wrapped>.none as Any } }
extension String: IntentParameterEmptyValue { static var emptyIntentValue: Any { "" } }
extension Int: IntentParameterEmptyValue { static var emptyIntentValue: Any { 0 } }
extension Double: IntentParameterEmptyValue { static var emptyIntentValue: Any { 0.0 } }
extension Bool: IntentParameterEmptyValue { static var emptyIntentValue: Any { false } }

extension IntentParameter: RequiredValueReading {
  /// The error for a view storing an intent whose parameter has no value and nothing can be made up for it (an existential),
  /// before its body runs: such a read cannot be caught, so the cell fails even when the body would not have read it.
  /// Any other unset parameter fails the cell only when it is read.
  package func missingValue(owner: Any.Type, property: String) -> String? {
    guard value == nil, standIn == nil, StandInValue.make(Value.self) == nil else { return nil }
    return "holds \(owner), whose @Parameter \"\(title)\" (\(property): \(Value.self)) was never set, and Specimen cannot make up a "
      + "\(Value.self) (reading it would stop the run): give it a default value (@Parameter(title:default:)) or set it on the intent "
      + "the view is given (intent.\(property) = …)"
  }
}
