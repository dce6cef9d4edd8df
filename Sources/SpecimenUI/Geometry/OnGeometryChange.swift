import Foundation

/// The preference that carries one `onGeometryChange` transform's value to its own observer.
struct GeometryChangePreferenceKey<Value: Equatable>: PreferenceKey, ModifierPreferenceKey {
  static var defaultValue: Value? { nil }
  static var modifier: String { "onGeometryChange(for: \(Value.self).self)" }
  static func reduce(value: inout Value?, nextValue: () -> Value?) { value = nextValue() ?? value }
}

nonisolated extension View {
  /// Adds an action to be performed when a value, created from a geometry proxy, changes.
  ///
  /// A still render has no changes: after layout, `transform` runs with the proxy of this
  /// view's laid-out frame (a clear background of the same size reads it, so layout is
  /// unchanged) and `action` runs once with the result, like `onPreferenceChange`. The value
  /// is observed inside that background only, so nested readers of the same type don't mix.
  public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                             action: @escaping (_ newValue: T) -> Void) -> some View {
    background(
      GeometryReader { proxy in
        Color.clear
          .preference(key: GeometryChangePreferenceKey<T>.self, value: transform(proxy))
          .onPreferenceChange(GeometryChangePreferenceKey<T>.self) { value in
            if let value { action(value) }
          }
      }
    )
  }

  /// Adds an action to be performed when a value, created from a geometry proxy, changes, given the old and new values.
  ///
  /// In a still render the old value is the new value: the action runs once after layout.
  public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                             action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
    onGeometryChange(for: type, of: transform) { newValue in action(newValue, newValue) }
  }
}
