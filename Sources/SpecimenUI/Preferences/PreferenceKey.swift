import Foundation

/// A named value produced by a view, which ancestors read after layout.
///
/// As in SwiftUI, views set a value with `.preference(key:value:)` (or from their frame with
/// `.anchorPreference`); a container combines its children's values in order with `reduce`;
/// and `.onPreferenceChange`, `.overlayPreferenceValue` and `.backgroundPreferenceValue` read
/// the combined value. Specimen collects the values from the laid-out tree (see
/// docs/ARCHITECTURE.md, "Preferences").
public protocol PreferenceKey {
  /// The type of value produced by this preference.
  associatedtype Value
  /// The default value of the preference: what a reader sees when no view sets one.
  static var defaultValue: Value { get }
  /// Combines a sequence of values by modifying the previously-accumulated value with the next one.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A preference key, its default value and its reduction, with the value type erased.
public struct AnyPreferenceKey: @unchecked Sendable {
  /// The key type's identity.
  public let id: ObjectIdentifier
  /// The key type's `defaultValue`.
  public let defaultValue: () -> Any
  /// Folds `next` into `value` with the key's `reduce`.
  public let reduce: (inout Any, Any) -> Void
  /// The key type's name, for diagnostics.
  public let name: String

  /// The erased form of `key`.
  public init<K: PreferenceKey>(_ key: K.Type) {
    id = ObjectIdentifier(key)
    name = String(describing: key)
    defaultValue = { K.defaultValue }
    reduce = { value, next in
      guard var typed = value as? K.Value, let nextTyped = next as? K.Value else { return }
      K.reduce(value: &typed, nextValue: { nextTyped })
      value = typed
    }
  }
}

/// What one preference node does to its subtree's value of a key.
public struct PreferenceOperation: @unchecked Sendable {
  /// The three things a preference modifier can do.
  public enum Action {
    /// Replaces the subtree's value; the closure gets the node's frame in root coordinates (for anchors).
    case set((CGRect) -> Any)
    /// Changes the subtree's value (the default value when no descendant sets one); the closure gets the node's frame.
    case transform((inout Any, CGRect) -> Void)
    /// Reads the subtree's value once it is laid out (`onPreferenceChange`).
    case observe((Any) -> Void)
  }

  /// The preference key.
  public let key: AnyPreferenceKey
  /// What the node does with it.
  public let action: Action
}

/// The preference reader behind `.overlayPreferenceValue`/`.backgroundPreferenceValue`.
public struct PreferenceSecondary: @unchecked Sendable {
  /// The preference key read from the primary view.
  public let key: AnyPreferenceKey
  /// Whether the view is drawn behind the primary (`backgroundPreferenceValue`).
  public let isBackground: Bool
  /// How the secondary view is aligned in the primary's bounds.
  public let alignment: Alignment
  /// Resolves the secondary view for the collected value.
  public let makeContent: (Any) -> ResolvedNode
}

/// A primitive modifier that wraps each view of its content in one preference node.
nonisolated public struct _PreferenceModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let operation: PreferenceOperation
  let type: String
  package func makeNodes(content: any View, in context: ResolveContext) -> [ResolvedNode] {
    // A preference modifier on a group applies to the group as one view, as in SwiftUI:
    // several siblings would each set the value and `reduce` would combine them.
    [ResolvedNode(.preference(operation), type: type, children: [context.resolve(content)])]
  }
}

/// A primitive modifier that reads a preference of its content and draws a view made from it.
nonisolated public struct _PreferenceSecondaryModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let key: AnyPreferenceKey
  let isBackground: Bool
  let alignment: Alignment
  let content: (Any) -> any View
  package func makeNodes(content primary: any View, in context: ResolveContext) -> [ResolvedNode] {
    nonisolated(unsafe) let make = self.content
    let spec = PreferenceSecondary(key: key, isBackground: isBackground, alignment: alignment) { value in
      nonisolated(unsafe) let value = value
      let view = context.evaluate { make(value) }
      return context.resolve(AnyView(view))
    }
    let type = isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue"
    return [ResolvedNode(.preferenceSecondary(spec), type: type, children: [context.resolve(primary)])]
  }
}

nonisolated extension View {
  /// Sets a value for the given preference.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    let op = PreferenceOperation(key: AnyPreferenceKey(key), action: .set { _ in value })
    return modifier(_PreferenceModifier(operation: op, type: "preference"))
  }

  /// Applies a transformation to a preference value.
  public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
    let op = PreferenceOperation(key: AnyPreferenceKey(key), action: .transform { value, _ in
      guard var typed = value as? K.Value else { return }
      callback(&typed)
      value = typed
    })
    return modifier(_PreferenceModifier(operation: op, type: "transformPreference"))
  }

  /// Sets a value for the specified preference key, the value is a function of a geometry value tied to the current coordinate space.
  public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                    transform: @escaping (Anchor<A>) -> K.Value) -> some View {
    let op = PreferenceOperation(key: AnyPreferenceKey(key), action: .set { frame in transform(value.anchor(in: frame)) })
    return modifier(_PreferenceModifier(operation: op, type: "anchorPreference"))
  }

  /// Sets a value for the specified preference key, the value is a function of the key's current value and a geometry value tied to the current coordinate space.
  public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                             transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
    let op = PreferenceOperation(key: AnyPreferenceKey(key), action: .transform { current, frame in
      guard var typed = current as? K.Value else { return }
      transform(&typed, value.anchor(in: frame))
      current = typed
    })
    return modifier(_PreferenceModifier(operation: op, type: "transformAnchorPreference"))
  }

  /// Adds an action to perform when the specified preference key's value changes.
  ///
  /// A still render has no changes: after the view is laid out, `action` runs once with the
  /// value collected from the laid-out subtree (the default value if no view sets one). It
  /// runs once per layout pass, and the catalog lays a cell out more than once, so the
  /// action should only record the value (a `@State` write, which a still render ignores).
  public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
  where K.Value: Equatable {
    let op = PreferenceOperation(key: AnyPreferenceKey(key), action: .observe { value in
      if let typed = value as? K.Value { PreferenceFeedback.run(PreferenceFeedback.name(of: K.self)) { action(typed) } }
    })
    return modifier(_PreferenceModifier(operation: op, type: "onPreferenceChange"))
  }

  /// Reads the specified preference value from the view, using it to produce a second view that is applied as an overlay to the original view.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                 @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
    modifier(_PreferenceSecondaryModifier(key: AnyPreferenceKey(key), isBackground: false, alignment: alignment) { value in
      transform((value as? K.Value) ?? K.defaultValue)
    })
  }

  /// Reads the specified preference value from the view, using it to produce a second view that is applied as the background of the original view.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                    @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
    modifier(_PreferenceSecondaryModifier(key: AnyPreferenceKey(key), isBackground: true, alignment: alignment) { value in
      transform((value as? K.Value) ?? K.defaultValue)
    })
  }
}
