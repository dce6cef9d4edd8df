import Foundation

/// A mode that indicates whether the user can edit a view's content (`@Environment(\.editMode)`).
public enum EditMode: Hashable, Sendable {
  /// The user can't edit the view content.
  case inactive
  /// The view is in a temporary edit mode.
  case transient
  /// The user can edit the view content.
  case active

  /// Indicates whether a view is being edited.
  public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// An indication of whether the user can edit the contents of a view associated with this environment (nil outside an editable container).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that toggles the edit mode environment value.
///
/// Drawn as iOS draws it: a plain button titled "Edit", or "Done" (semibold, as UIKit's done
/// bar button) while `\.editMode` is editing, in the tint color.
nonisolated public struct EditButton: View {
  /// Creates an Edit button instance.
  public init() {}

  public var body: some View {
    let editing = EnvironmentValues.current.editMode?.wrappedValue.isEditing ?? false
    return Button(action: {}) {
      if editing { Text(verbatim: "Done").fontWeight(.semibold) } else { Text(verbatim: "Edit") }
    }
  }
}
