import Foundation

/// Which SF Symbols point along the layout direction, and so are drawn mirrored right to left.
///
/// SF Symbols names a direction that follows the reading order `forward`/`backward` (`arrow.forward`,
/// `chevron.backward`, `arrowshape.turn.up.forward`, added in SF Symbols 2 beside the fixed `right`/`left` names for
/// this purpose) and a side that follows it `leading`/`trailing` (`sidebar.leading`, `star.leadinghalf.filled`); iOS
/// draws these symbols' right-to-left forms in a right-to-left layout, while `right`/`left` names stay put. The media
/// transport symbols (`forward.fill`, `backward.end`, `goforward.15`, `playpause`) are left as drawn: they name the
/// way a recording runs, which the Human Interface Guidelines' right-to-left advice keeps for playback controls.
/// Mirroring the left-to-right drawing stands in for the right-to-left form (text in a symbol would read mirrored;
/// none of these names holds text).
package enum SymbolDirection {
  /// The name components that follow the layout direction.
  static let directional: Set<Substring> = ["forward", "backward", "leading", "trailing", "leadinghalf", "trailinghalf"]
  /// The first components of the media transport symbols, which keep their direction.
  static let transport: Set<Substring> = ["forward", "backward", "goforward", "gobackward", "playpause", "play", "pause"]

  /// Whether the symbol `name` is drawn mirrored when the layout direction is right to left.
  package static func followsLayoutDirection(_ name: String) -> Bool {
    let components = name.split(separator: ".")
    guard let first = components.first, !transport.contains(first) else { return false }
    return components.contains { directional.contains($0) }
  }
}
