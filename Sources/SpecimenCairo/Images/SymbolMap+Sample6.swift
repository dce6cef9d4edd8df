import Foundation

extension SymbolMap {
  /// SF Symbol names from a sixth usage sample of public code (docs/sf-symbols-usage-sample6.txt: layout and
  /// navigation, reactions and marks, fitness and sport, weather, health) that still drew the placeholder,
  /// mapped to Bootstrap Icons of the same meaning. As in `sample5Names`, a `.fill` name maps to Bootstrap's
  /// filled drawing of what its outline is mapped to; names Bootstrap has no drawing of the same meaning for are
  /// drawn by the project's own SVGs in `Assets/Icons`.
  static let sample6Names: [String: String] = [
    // A speech bubble with an ellipsis, filled as `ellipsis.bubble` is drawn outlined
    "ellipsis.bubble.fill": "chat-dots-fill",
    // A star with its leading half filled: the SF Symbols 1 spelling of `star.leadinghalf.filled`
    "star.leadinghalf.fill": "star-half",
    // A stack of windows, as `macwindow` is drawn
    "macwindow.stack": "window-stack",
    // The reply arrow, filled as `arrowshape.turn.up.backward` is drawn outlined (`arrowshape.turn.up.left.fill`)
    "arrowshape.turn.up.backward.fill": "reply-fill",
  ]
}
