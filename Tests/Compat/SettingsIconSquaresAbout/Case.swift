import CompatSupport
import SpecimenUI

// The icon squares in their colours down the leading edge: red, indigo, then blue and green in the second card.
public let compatCase = CompatCase("SettingsIconSquaresAbout", width: 393, height: 520,
    probes: [.at(35, 145, "#FF3B30"), .at(35, 196, "#5856D6"), .at(35, 267, "#007AFF"), .at(35, 318, "#34C759"),
             .at(200, 242, "#F2F2F7")]) {
    AboutSettingsView()
}
