import CompatSupport
import SpecimenUI

// The inline bar's title place holds the `.title` item: the green avatar dot at (103, 21) before the
// name (the navigation title itself is not drawn); the trailing call button's symbol in blue at (284, 12).
public let compatCase = CompatCase("TitlePlacementToolbar", width: 320, height: 200,
    probes: [.at(103, 21, "#34C759"), .at(284, 12, "#007AFF"), .at(160, 150, "#FFFFFF")]) {
    ThreadTitleScreen(contact: "Ada Lovelace")
}
