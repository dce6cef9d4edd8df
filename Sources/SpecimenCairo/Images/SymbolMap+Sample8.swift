import Foundation

extension SymbolMap {
  /// SF Symbol names from an eighth usage sample of public code (docs/sf-symbols-usage-sample8.txt: keyboard and
  /// commands, money, media controls, people, places and buildings, gauges and dials, app and account actions)
  /// that still drew the placeholder, mapped to Bootstrap Icons of the same meaning. As in `sample7Names`, a
  /// `.fill` name maps to Bootstrap's filled drawing of what its outline is mapped to, and a `forward`/`backward`
  /// name to the drawing of its `right`/`left` twin; names Bootstrap has no drawing of the same meaning for are
  /// drawn by the project's own SVGs in `Assets/Icons`.
  static let sample8Names: [String: String] = [
    // An arrow leaving a square up and to the right: open in another app
    "arrow.up.forward.app": "box-arrow-up-right",
    // Arrows down and forward, as their `right` twins are drawn
    "arrow.down.forward": "arrow-down-right",
    "arrow.down.forward.circle": "arrow-down-right-circle",
    "arrow.down.forward.circle.fill": "arrow-down-right-circle-fill",
    // Currency signs; their circles and squares are composed from these
    "bitcoinsign": "currency-bitcoin",
    "indianrupeesign": "currency-rupee",
    "sterlingsign": "currency-pound",
    // Filled forms of mapped outlines
    "person.text.rectangle.fill": "person-vcard-fill",
    "delete.right.fill": "backspace-reverse-fill",
    // A gauge's needle at the bottom turned all the way, as the 50 percent one is drawn
    "gauge.with.dots.needle.bottom.100percent": "speedometer",
  ]
}
