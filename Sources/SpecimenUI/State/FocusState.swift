import Foundation

/// A property wrapper type that can read and write a value that SwiftUI updates as the placement of focus within the scene changes.
///
/// Nothing takes focus in a static render, so the value comes from the renderer: a
/// `FocusState<Bool>` reads the forced `isFocused` state of the environment in which the
/// view or style is evaluated, unless code wrote a value through the state or its
/// binding (an explicit write wins). A `FocusState<T?>` is nil unless written.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// The value written through the state or a binding, if any; shared by copies.
  let box: StateBox<Value?>
  let unfocused: Value

  init(unfocused: Value) {
    self.box = StateBox(nil, wrapper: "@FocusState")
    self.unfocused = unfocused
  }

  /// Creates a focus state that binds to a Boolean.
  public init() where Value == Bool { self.init(unfocused: false) }

  /// Creates a focus state that binds to an optional type.
  public init<T: Hashable>() where Value == T? { self.init(unfocused: nil) }

  /// A property wrapper type that can read and write a value that indicates the current focus location.
  @propertyWrapper
  public struct Binding {
    let state: FocusState<Value>

    /// The underlying value referenced by the bound property.
    public var wrappedValue: Value {
      get { state.wrappedValue }
      nonmutating set { state.wrappedValue = newValue }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding { self }

    /// Whether code explicitly set this focus to `value`.
    func isExplicitlyFocused(on value: Value) -> Bool { state.box.value == value }
  }

  /// The current state value, taking into account whatever bindings might be in effect due to the current location of focus.
  public var wrappedValue: Value {
    get {
      if let written = box.value { return written }
      if Value.self == Bool.self, let forced = EnvironmentValues.current.isFocused as? Value { return forced }
      return unfocused
    }
    nonmutating set { box.value = newValue }
  }

  /// A projection of the focus state value that returns a binding.
  public var projectedValue: FocusState<Value>.Binding { Binding(state: self) }
}


nonisolated extension View {
  /// Modifies this view by binding its focus state to the given Boolean state value.
  ///
  /// Draws nothing; when the state was explicitly set to true, the view's content is
  /// resolved with the forced `isFocused` state.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    environmentChange { if condition.isExplicitlyFocused(on: true) { $0.isFocused = true } }
  }

  /// Modifies this view by binding its focus state to the given state value.
  ///
  /// Draws nothing; when the state was explicitly set to `value`, the view's content is
  /// resolved with the forced `isFocused` state.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    environmentChange { if binding.isExplicitlyFocused(on: value) { $0.isFocused = true } }
  }
}
