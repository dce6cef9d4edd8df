import Foundation

extension SymbolMap {
  /// SF Symbol names from a fourth usage sample of public code (docs/sf-symbols-usage-sample4.txt: home and
  /// smart home, food and kitchen, education and science, developer tools, accessibility, time) that still drew
  /// the placeholder, mapped to Bootstrap Icons of the same meaning. As in `sample3Names`, a `.fill` name maps to
  /// Bootstrap's filled drawing, or to the outline where Bootstrap has no fill and the meaning is unchanged
  /// (`screwdriver.fill`); names Bootstrap has no drawing of the same meaning for are drawn by the project's own
  /// SVGs in `Assets/Icons` (appliances, furniture, a flask, a water bottle, a backpack, `divide`, `x.squareroot`).
  static let sample4Names: [String: String] = [
    // Home: a webcam, a Wi-Fi router, a US (type B) wall socket, a plug standing upright, doors, a lodge as
    // `house.lodge` is drawn, a video projector
    "web.camera": "webcam",
    "web.camera.fill": "webcam-fill",
    "wifi.router": "router",
    "poweroutlet.type.b": "outlet",
    "poweroutlet.type.b.fill": "outlet",
    "powerplug.portrait": "plug",
    "powerplug.portrait.fill": "plug-fill",
    "door.left.hand.open": "door-open",
    "door.right.hand.open": "door-open",
    "door.left.hand.closed": "door-closed",
    "door.right.hand.closed": "door-closed",
    "house.lodge.fill": "house-fill",
    "videoprojector": "projector",
    "videoprojector.fill": "projector-fill",
    // Education and science: plus-or-minus, times, sand in the top half of an hourglass
    "plus.forwardslash.minus": "plus-slash-minus",
    "multiply": "x-lg",
    "hourglass.tophalf.filled": "hourglass-top",
    "magazine.fill": "journal-richtext",
    "pencil.and.ruler.fill": "rulers",
    // Developer tools and accessibility
    "screwdriver.fill": "screwdriver",
    "wrench.adjustable": "wrench-adjustable",
    "wrench.adjustable.fill": "wrench-adjustable",
    "internaldrive.fill": "device-hdd-fill",
    "captions.bubble.fill": "badge-cc-fill",
    "hand.point.up": "hand-index",
    // A light's brightness at the low and high ends of a slider (SF Symbols 2), as `sun.min`/`sun.max` are drawn
    "light.min": "brightness-low",
    "light.max": "brightness-high",
  ]
}
