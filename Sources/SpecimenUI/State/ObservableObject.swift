import Foundation

// Combine's observable-object types, as `import SwiftUI` brings them: view models and theme
// stores in design-system code declare `ObservableObject` classes with `@Published` properties
// and hold them in `@StateObject`/`@ObservedObject`. Specimen renders one frame, so nothing
// observes changes: the publisher sends to no one and every view reads the object's current values.

/// A publisher that publishes changes from observable objects; it has no subscribers here.
public final class ObservableObjectPublisher: @unchecked Sendable {
  /// Creates an observable object publisher.
  public init() {}
  /// Sends the changed value to the downstream subscriber (there is none in a still render).
  public func send() {}
}

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
  /// A publisher that emits before the object has changed.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that emits before the object has changed.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A type that publishes a property marked with an attribute.
@propertyWrapper
public struct Published<Value> {
  /// The property's current value.
  public var wrappedValue: Value { didSet { StateWriteCheck.notePublish(box: serial) } }
  /// When the property was made, in the order `StateWriteCheck` numbers boxes and body evaluations.
  let serial = StateWriteCheck.nextSerial()
  /// Creates the published instance with an initial wrapped value.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  /// Creates the published instance with an initial value.
  public init(initialValue: Value) { self.wrappedValue = initialValue }
  /// The property's publisher (`$property`); nothing subscribes in a still render, and
  /// `assign(to: &$property)` republishes nothing.
  public var projectedValue: Published<Value>.Publisher {
    get { Publisher(value: wrappedValue) }
    set {}
  }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view whenever it changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// A wrapper of the underlying observable object that can create bindings to its properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let object = object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  /// The underlying value referenced by the observed object.
  public var wrappedValue: ObjectType
  /// Creates an observed object with an initial wrapped value.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  /// Creates an observed object with an initial value.
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
  /// A projection of the observed object that creates bindings to its properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// A property wrapper type that instantiates an observable object.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let object: ObjectType
  /// Creates a new state object with an initial wrapped value (made once, when the view is made).
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }
  /// The underlying object.
  public var wrappedValue: ObjectType { object }
  /// A projection of the state object that creates bindings to its properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: object) }
}
