import Foundation
@_spi(Reflection) import Swift

/// An object a view reads from the environment (`@EnvironmentObject`, `@Environment(Theme.self)`)
/// and how to supply it.
package struct EnvironmentObjectRequirement: Sendable {
  /// The object's type, as written in the source.
  var typeName: String
  /// The property wrapper that reads it.
  var wrapper: String
  /// The modifier that supplies it.
  var fix: String
  /// What is missing, when it is not "a <typeName>" (a query needs a model container).
  var missingThing: String? = nil

  package init(typeName: String, wrapper: String, fix: String, missingThing: String? = nil) {
    self.typeName = typeName
    self.wrapper = wrapper
    self.fix = fix
    self.missingThing = missingThing
  }

  /// The requirement of the optional form (`@Environment(Theme.self) var theme: Theme?`), never missing.
  static let optional = EnvironmentObjectRequirement(typeName: "", wrapper: "", fix: "")

  /// The error text: which reader wanted which object, and the modifier that supplies it.
  func message(reader: String) -> String {
    "\(reader) reads \(wrapper) \(typeName), but no view above it supplies \(missingThing ?? "a \(typeName)"): "
      + "add \(fix) to the view that contains it (the catalog entry's or preview's view)"
  }
}

/// A property wrapper that needs an object from the environment.
package protocol EnvironmentObjectReading {
  /// The requirement that `environment` does not meet, or nil.
  func missingRequirement(in environment: EnvironmentValues) -> EnvironmentObjectRequirement?
}

/// A stored value a view needs that was never given and that a still cannot make up (an intent's `@Parameter`
/// of a type `StandInValue` has nothing for, such as an existential, which would otherwise stop the run when read).
package protocol RequiredValueReading {
  /// What is missing and how to give it, or nil when there is a value; `owner` is the type that stores it and
  /// `property` its name there.
  func missingValue(owner: Any.Type, property: String) -> String?
}

/// Checks a view's, modifier's or style's stored environment objects before its body runs.
///
/// SwiftUI traps when `@EnvironmentObject` or `@Environment(Type.self)` finds no object; a trap
/// here would end the whole run. So resolve looks at the stored properties of every value whose
/// body it is about to evaluate (a `Mirror`, walked only for types whose field list has such a
/// wrapper, remembered per type) and, when an object is missing, skips the body and records a
/// `ResolveIssue` that fails the cell with the type and the fix.
enum EnvironmentObjectCheck {
  /// Per type: whether its stored properties hold an environment-object reader, worked out from its
  /// field types without reflecting a value (`Mirror` casts each new type to `CustomReflectable`, and
  /// each first-time cast scans every protocol conformance in the program: that made this check a
  /// tenth of a verify).
  private static let readerTypes = TypeMemo<Bool>()

  /// Per type: whether its stored properties, or those of the structures it stores, hold a `RequiredValueReading`.
  private static let requiredValueTypes = TypeMemo<Bool>()

  /// The message for the first object `value` needs that `environment` lacks, or nil.
  static func missing<T>(in value: T, environment: EnvironmentValues) -> String? {
    // The dynamic type: a style arrives as an existential (`any ToggleStyle`).
    let dynamicType = type(of: value as Any)
    guard readerTypes.value(for: dynamicType, make: { holdsReaders($0, depth: 0) }) else { return nil }
    return scan(value, environment: environment, reader: "`\(dynamicType)`")
  }

  /// Whether `type` stores an environment-object reader, directly or inside a dynamic property of its
  /// own, or a required value anywhere in the structures it stores (an intent stored in a view, or in the
  /// widget entry a view is given). A type whose fields cannot be listed (an enum) counts as holding an
  /// environment-object reader, so its values are scanned.
  private static func holdsReaders(_ type: Any.Type, depth: Int) -> Bool {
    guard depth < 8 else { return false }
    var holds = false
    let visit: (UnsafePointer<CChar>, Int, Any.Type, _MetadataKind) -> Bool = { _, _, fieldType, kind in
      // Readers are dynamic properties, stored as `@EnvironmentObject var x` or inside a dynamic
      // property of the team's own (`let theme = ThemeReader()`, SwiftUI's composition pattern).
      if fieldType is any DynamicProperty.Type {
        holds = fieldType is any EnvironmentObjectReading.Type || holdsReaders(fieldType, depth: depth + 1)
      } else {
        holds = holdsRequiredValues(fieldType, kind: kind)
      }
      return !holds
    }
    // The standard library's `_EachFieldOptions`: 1 lists a class's fields, 2 skips fields of unknown type.
    let listed = _forEachField(of: type, options: _EachFieldOptions(rawValue: 2), body: visit)
      || _forEachField(of: type, options: _EachFieldOptions(rawValue: 3), body: visit)
    return holds || !listed
  }

  /// Whether `type` is a required value, or a structure storing one (classes, enums and tuples are not looked into:
  /// an object graph can be large, and a value the check misses is only read as before).
  /// `kind` is the type's metadata kind: `_forEachField` is only asked about structures (it traps on some other kinds).
  static func holdsRequiredValues(_ type: Any.Type, kind: _MetadataKind, depth: Int = 0) -> Bool {
    if type is any RequiredValueReading.Type { return true }
    guard kind == .struct, depth < 16 else { return false }
    return requiredValueTypes.value(for: type) { type in
      var holds = false
      _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 2)) { _, _, fieldType, fieldKind in
        holds = holdsRequiredValues(fieldType, kind: fieldKind, depth: depth + 1)
        return !holds
      }
      return holds
    }
  }
}

/// A stored style that wraps the user's style (the button style's two kinds), so the check looks inside.
protocol StyleBox {
  /// The user's style.
  var boxedStyle: Any { get }
}

extension EnvironmentObjectCheck {
  /// Walks stored properties (and those of nested dynamic properties, and of structures holding required values)
  /// for environment-object readers and required values; the message for the first one missing, naming `reader`.
  private static func scan(_ value: Any, environment: EnvironmentValues, reader: String) -> String? {
    for child in Mirror(reflecting: value).children {
      if let object = child.value as? EnvironmentObjectReading {
        if let missing = object.missingRequirement(in: environment) { return missing.message(reader: reader) }
      } else if let required = child.value as? RequiredValueReading {
        let property = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "?"
        if let missing = required.missingValue(owner: type(of: value), property: property) { return "\(reader) \(missing)" }
      } else if child.value is DynamicProperty || holdsRequiredStructure(child.value),
                let missing = scan(child.value, environment: environment, reader: reader) {
        return missing
      }
    }
    return nil
  }

  /// Whether `value` is a structure storing a required value.
  private static func holdsRequiredStructure(_ value: Any) -> Bool {
    Mirror(reflecting: value).displayStyle == .struct && holdsRequiredValues(type(of: value), kind: .struct)
  }

  /// `failIfMissing` for a style: a stored style that wraps the user's (`StyleBox`) is looked inside.
  static func failIfMissing<S>(style: S, environment: EnvironmentValues) -> Bool {
    if let box = style as? any StyleBox { return failIfMissing(box.boxedStyle, environment: environment) }
    return failIfMissing(style, environment: environment)
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
