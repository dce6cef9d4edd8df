import Foundation

/// The `maxSelectionCount` a photo picker is made with, checked where it enters. Apple documents nil and 0 as the
/// system's maximum (`PHPickerConfiguration.selectionLimit`: "Setting the value to 0 sets the selection limit to the
/// maximum that the system supports") and a positive count as itself; a negative count has no documented meaning. A still
/// draws the picker at rest, so nothing drawn depends on it, but it is named with the fix when the picker is drawn.
enum SelectionLimitCheck {
  /// Names `call` (the initializer or modifier, as written up to its parenthesis) when `count` is below zero.
  static func check(_ call: String, _ count: Int?) {
    guard let count, count < 0 else { return }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(call)(maxSelectionCount: \(count)): a selection limit is a count of "
      + "items, and \(count) is below zero; drawn at rest, as every photo picker in a still is. Give a positive count, or nil "
      + "or 0 for the system's maximum"))
  }
}
