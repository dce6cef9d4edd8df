import Foundation
import Observation

// SwiftUI's API for Observation (iOS 17): an `@Observable` object is put in the environment
// with `.environment(_:)`, read with `@Environment(Type.self)` and bound to with `@Bindable`.
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
// Specimen renders one frame, so nothing tracks changes: views read the object's current values.

/// The environment slot of one `Observable` object type (one slot per type, as in SwiftUI).
struct ObservableObjectSlot<Object: AnyObject>: EnvironmentKey {
  static var defaultValue: Object? { nil }
}

extension Environment {
  /// Creates an environment property to read an observable object from the environment.
  ///
  /// The object must have been set by a view above with `.environment(_:)`; SwiftUI traps when
  /// it is missing, Specimen fails only that cell with an error naming the type and the fix.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(
      read: { $0[ObservableObjectSlot<Value>.self] },
      requirement: EnvironmentObjectRequirement(typeName: "\(Value.self)", wrapper: "@Environment(\(Value.self).self)",
        fix: ".environment(\(Value.self)(…))"))
  }

  /// Creates an environment property to read an observable object that may be missing (then nil).
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    source = .object(read: { .some($0[ObservableObjectSlot<T>.self]) }, requirement: .optional)
  }
}

nonisolated extension View {
  /// Places an observable object in the view's environment, for `@Environment(Type.self)` below.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    environmentChange { $0[ObservableObjectSlot<T>.self] = object }
  }
}

/// A property wrapper type that supports creating bindings to the mutable properties of observable objects.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
  /// The wrapped object.
  public var wrappedValue: Value
  /// The bindable wrapper for the object that creates bindings to its properties using dynamic member lookup.
  public var projectedValue: Bindable<Value> { self }

  /// Creates a bindable object from an observable object.
  public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
  /// Creates a bindable object from an observable object.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
  /// Creates a bindable from the value of another bindable.
  public init(projectedValue: Bindable<Value>) { self.wrappedValue = projectedValue.wrappedValue }

  /// Returns a binding to the value of a given key path.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: DynamicProperty {}
