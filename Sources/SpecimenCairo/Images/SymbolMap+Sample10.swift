import Foundation

extension SymbolMap {
  /// SF Symbol names from a tenth usage sample of public code (docs/sf-symbols-usage-sample10.txt: devices and
  /// hardware, home, transport, nature and health) and earlier samples' loud names that still drew the
  /// placeholder, mapped to Bootstrap Icons of the same meaning; names Bootstrap has no drawing of the same
  /// meaning for are drawn by the project's own SVGs in `Assets/Icons`.
  static let sample10Names: [String: String] = [
    // A SIM card: a card with one corner cut off and the chip's contacts on it
    "simcard": "sim",
    "simcard.fill": "sim-fill",
    // A fan: blades in a round guard (fan.fill is the project's filled guard with the blades cut out)
    "fan": "fan",
    // A magic wand with stars (the ninth sample's loud name; the inverse form swaps which parts are filled)
    "wand.and.stars.inverse": "magic",
  ]
}
