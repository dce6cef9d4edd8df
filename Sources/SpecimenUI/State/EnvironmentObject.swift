import Foundation

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
///
/// Set with `.environmentObject(_:)` above the view. SwiftUI traps when no ancestor supplied
/// one; Specimen fails only that cell, with an error naming the type and the fix
/// (`EnvironmentObjectCheck`). https://developer.apple.com/documentation/swiftui/environmentobject
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  /// A wrapper of the underlying environment object that can create bindings to its properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let object = object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  /// Creates an environment object.
  public init() {}

  static var requirement: EnvironmentObjectRequirement {
    EnvironmentObjectRequirement(typeName: "\(ObjectType.self)", wrapper: "@EnvironmentObject",
      fix: ".environmentObject(\(ObjectType.self)(…))")
  }

  /// The underlying value referenced by the environment object.
  public var wrappedValue: ObjectType {
    guard let object = EnvironmentValues.current[EnvironmentObjectSlot<ObjectType>.self] else {
      fatalError(Self.requirement.message(reader: "a view"))
    }
    return object
  }

  /// A projection of the environment object that creates bindings to its properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// The environment slot of one `ObservableObject` type set with `.environmentObject(_:)`.
struct EnvironmentObjectSlot<Object: ObservableObject>: EnvironmentKey {
  static var defaultValue: Object? { nil }
}

nonisolated extension View {
  /// Supplies an observable object to a view subhierarchy, for `@EnvironmentObject` below.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    environmentChange { $0[EnvironmentObjectSlot<T>.self] = object }
  }
}

extension EnvironmentObject: EnvironmentObjectReading {
  package func missingRequirement(in environment: EnvironmentValues) -> EnvironmentObjectRequirement? {
    environment[EnvironmentObjectSlot<ObjectType>.self] == nil ? Self.requirement : nil
  }
}

extension Environment: EnvironmentObjectReading {
  package func missingRequirement(in environment: EnvironmentValues) -> EnvironmentObjectRequirement? {
    guard case .object(let read, let requirement) = source, case .none = read(environment) else { return nil }
    return requirement
  }
}
