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

  /// The parameter's value: what was last set, else the default, else nil for an optional and the
  /// empty value of a string, number or Boolean (a still never asks the person for it).
  public var wrappedValue: Value {
    get {
      if let value { return value }
      if let empty = (Value.self as? any IntentParameterEmptyValue.Type)?.emptyIntentValue as? Value { return empty }
      // An enumeration (an `AppEnum`) reads as its first case, named, rather than ending the run.
      if let cases = Value.self as? any CaseIterable.Type, let first = firstCase(of: cases) as? Value {
        ResolveIssues.report(ResolveIssue(.invalidNumber, "@Parameter \"\(title)\" was read before it was set; "
          + "drawn with its first case, \(first). Give it a default value (@Parameter(title:default:))"))
        return first
      }
      preconditionFailure("@Parameter \"\(title)\" was read before it was set; give it a default value")
    }
    set { value = newValue }
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
