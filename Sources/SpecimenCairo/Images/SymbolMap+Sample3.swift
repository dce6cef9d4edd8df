import Foundation

extension SymbolMap {
  /// SF Symbol names from a third usage sample of public code (docs/sf-symbols-usage-sample3.txt: transport,
  /// media, health and fitness, weather, commerce, devices, games) that still drew the placeholder, mapped to
  /// Bootstrap Icons of the same meaning. As in `sample2Names`, a `.fill` name maps to Bootstrap's filled drawing,
  /// or to the outline where Bootstrap has no fill and the meaning is unchanged (`memorychip.fill`); names
  /// Bootstrap has no drawing of the same meaning for are drawn by the project's own SVGs in `Assets/Icons`.
  static let sample3Names: [String: String] = [
    // Games: a die showing one to six pips
    "die.face.1": "dice-1",
    "die.face.1.fill": "dice-1-fill",
    "die.face.2": "dice-2",
    "die.face.2.fill": "dice-2-fill",
    "die.face.3": "dice-3",
    "die.face.4": "dice-4",
    "die.face.4.fill": "dice-4-fill",
    "die.face.5.fill": "dice-5-fill",
    "die.face.6": "dice-6",
    "die.face.6.fill": "dice-6-fill",
    // Weather
    "cloud.sleet.fill": "cloud-sleet-fill",
    "cloud.heavyrain.fill": "cloud-rain-heavy-fill",
    "tropicalstorm": "tropical-storm",
    "water.waves": "water",
    // Transport
    "scooter": "scooter",
    // Media
    "backward.end.alt": "skip-backward",
    "music.microphone": "mic",
    "radio.fill": "broadcast",
    // Devices
    "cpu.fill": "cpu-fill",
    "memorychip.fill": "memory",
    // Commerce and food
    "giftcard.fill": "gift-fill",
    "mug": "cup",
    "mug.fill": "cup-fill",
  ]
}
