import Foundation

/// An action that starts renaming something (`@Environment(\.rename)`, iOS 16), set by
/// `renameAction(_:)`; nil where no rename action is set.
public struct RenameAction {
  let action: () -> Void
  /// Starts the rename (a still never calls it).
  public func callAsFunction() { action() }
}

private struct RenameActionKey: EnvironmentKey { static var defaultValue: RenameAction? { nil } }

extension EnvironmentValues {
  /// The action `RenameButton` triggers, set by `renameAction(_:)`.
  public var rename: RenameAction? {
    get { self[RenameActionKey.self] }
    set { self[RenameActionKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the rename action to focus the field bound to `isFocused` (iOS 16).
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
    environment(\.rename, RenameAction { isFocused.wrappedValue = true })
  }

  /// Sets the rename action to `action` (iOS 16).
  public func renameAction(_ action: @escaping () -> Void) -> some View {
    environment(\.rename, RenameAction(action: action))
  }
}

/// A button that triggers the rename action in the environment (iOS 16): iOS titles it "Rename"
/// with the `pencil` symbol, shown by the label style where it sits (title and icon in a menu or
/// list, the icon alone in a toolbar).
nonisolated public struct RenameButton<Label: View>: View {
  let label: Label

  /// Creates a rename button.
  public init() where Label == SpecimenUI.Label<Text, Image> {
    label = SpecimenUI.Label { Text(verbatim: "Rename") } icon: { Image(systemName: "pencil") }
  }

  public var body: some View {
    let rename = EnvironmentValues.current.rename
    return Button(action: { rename?() }) { label }
  }
}
