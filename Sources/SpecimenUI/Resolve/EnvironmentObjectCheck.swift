import Foundation

/// An object a view reads from the environment (`@EnvironmentObject`, `@Environment(Theme.self)`)
/// and how to supply it.
struct EnvironmentObjectRequirement: Sendable {
  /// The object's type, as written in the source.
  var typeName: String
  /// The property wrapper that reads it.
  var wrapper: String
  /// The modifier that supplies it.
  var fix: String

  /// The requirement of the optional form (`@Environment(Theme.self) var theme: Theme?`), never missing.
  static let optional = EnvironmentObjectRequirement(typeName: "", wrapper: "", fix: "")

  /// The error text: which reader wanted which object, and the modifier that supplies it.
  func message(reader: String) -> String {
    "\(reader) reads \(wrapper) \(typeName), but no view above it supplies a \(typeName): "
      + "add \(fix) to the view that contains it (the catalog entry's or preview's view)"
  }
}

/// A property wrapper that needs an object from the environment.
protocol EnvironmentObjectReading {
  /// The requirement that `environment` does not meet, or nil.
  func missingRequirement(in environment: EnvironmentValues) -> EnvironmentObjectRequirement?
}

/// Checks a view's, modifier's or style's stored environment objects before its body runs.
///
/// SwiftUI traps when `@EnvironmentObject` or `@Environment(Type.self)` finds no object; a trap
/// here would end the whole run. So resolve looks at the stored properties of every value whose
/// body it is about to evaluate (a `Mirror`, walked only for types that hold such a wrapper,
/// remembered per type) and, when an object is missing, skips the body and records a
/// `ResolveIssue` that fails the cell with the type and the fix.
enum EnvironmentObjectCheck {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var holdsReaders: [ObjectIdentifier: Bool] = [:]

  /// The message for the first object `value` needs that `environment` lacks, or nil.
  static func missing<T>(in value: T, environment: EnvironmentValues) -> String? {
    if let box = value as? any StyleBox { return missing(in: box.boxedStyle, environment: environment) }
    // The dynamic type: a style arrives as an existential (`any ToggleStyle`).
    let dynamicType = type(of: value)
    let id = ObjectIdentifier(dynamicType)
    lock.lock()
    let known = holdsReaders[id]
    lock.unlock()
    if known == false { return nil }
    var holds = false
    let missing = scan(value, environment: environment, holds: &holds)
    if known == nil {
      lock.lock()
      holdsReaders[id] = holds
      lock.unlock()
    }
    return missing.map { $0.message(reader: "`\(dynamicType)`") }
  }

  }

/// A stored style that wraps the user's style (the button style's two kinds), so the check looks inside.
protocol StyleBox {
  /// The user's style.
  var boxedStyle: Any { get }
}

extension EnvironmentObjectCheck {
  /// Walks stored properties (and those of nested dynamic properties) for environment-object readers.
  private static func scan(_ value: Any, environment: EnvironmentValues, holds: inout Bool) -> EnvironmentObjectRequirement? {
    for child in Mirror(reflecting: value).children {
      if let reader = child.value as? EnvironmentObjectReading {
        holds = true
        if let missing = reader.missingRequirement(in: environment) { return missing }
      } else if child.value is DynamicProperty, let missing = scan(child.value, environment: environment, holds: &holds) {
        return missing
      }
    }
    return nil
  }

  /// Records a missing object as a `ResolveIssue` that fails the cell; true when one is missing.
  static func failIfMissing<T>(_ value: T, environment: EnvironmentValues) -> Bool {
    guard let message = missing(in: value, environment: environment) else { return false }
    ResolveIssues.report(ResolveIssue(.missingEnvironmentObject, message))
    return true
  }
}

/// A render that failed because a view read an environment object no view above it supplied.
public struct MissingEnvironmentObjectError: Error, Equatable, CustomStringConvertible {
  /// Which view or style read which object, and the modifier that supplies it.
  public var message: String
  public init(_ issue: ResolveIssue) { message = issue.message }
  public var description: String { message }
}
