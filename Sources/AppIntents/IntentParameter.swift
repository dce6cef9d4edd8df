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

  /// The parameter's value: what was last set, else the default, else a stand-in (`standIn`); a type with no
  /// stand-in stops the run when read, so resolve fails the cell of a view storing such an intent before its body
  /// reads it (`missingValue(owner:property:)`).
  public var wrappedValue: Value {
    get {
      if let value { return value }
      if let (standIn, warning) = standIn {
        if let warning { ResolveIssues.report(ResolveIssue(.invalidNumber, warning)) }
        return standIn
      }
      preconditionFailure("@Parameter \"\(title)\" of type \(Value.self) was read before it was set, and a still cannot make one up; "
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
  /// The error for a view storing an intent whose parameter has no value and no stand-in, before its body runs (which
  /// fails the cell even when the body would not have read it: a read cannot be caught).
  package func missingValue(owner: Any.Type, property: String) -> String? {
    guard value == nil, standIn == nil else { return nil }
    return "holds \(owner), whose @Parameter \"\(title)\" (\(property): \(Value.self)) was never set, and a still cannot make up a "
      + "\(Value.self) (reading it would stop the run): give it a default value (@Parameter(title:default:)) or set it on the intent "
      + "the view is given (intent.\(property) = …)"
  }
}
