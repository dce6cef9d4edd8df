import Foundation

/// A list's selection binding as the list draws it: one value (`Binding<SelectionValue?>`, or macOS 13's
/// `Binding<SelectionValue>`, which cannot be deselected) or a set of values (`Binding<Set<SelectionValue>>`), read
/// when the list's body is made.
///
/// UIKit's model, which SwiftUI's list is built on: a single selection is `allowsSelectionDuringEditing` (the
/// selected row is highlighted, rows keep their delete controls); a set is `allowsMultipleSelectionDuringEditing`
/// (every selectable row draws a selection circle at its leading edge, in place of the delete control). Apple's
/// developer forums (thread 733535) show the same on iOS: in edit mode a `Set` selection draws the blue selection
/// symbols and a single selection does not.
struct ListSelection {
  /// Whether the binding holds a set of values.
  let isMultiple: Bool
  private let read: () -> [AnyHashable]

  /// A single-selection list's selection (nil binding: the list selects nothing).
  init?<Value: Hashable>(_ binding: Binding<Value?>?) {
    guard let binding else { return nil }
    isMultiple = false
    read = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
  }

  /// A multiple-selection list's selection (nil binding: the list selects nothing).
  init?<Value: Hashable>(_ binding: Binding<Set<Value>>?) {
    guard let binding else { return nil }
    isMultiple = true
    read = { binding.wrappedValue.map { AnyHashable($0) } }
  }

  /// A single-selection list's selection that always holds a value (`Binding<SelectionValue>`, macOS 13).
  init<Value: Hashable>(required binding: Binding<Value>) {
    isMultiple = false
    read = { [AnyHashable(binding.wrappedValue)] }
  }

  /// The selected values now.
  var values: [AnyHashable] { read() }

  /// Whether a row with `tag` is selected among `values`.
  static func contains(_ tag: AnyHashable?, in values: [AnyHashable]) -> Bool {
    values.contains { tagMatches(tag, $0) }
  }
}
