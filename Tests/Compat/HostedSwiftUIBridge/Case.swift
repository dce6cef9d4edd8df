import CompatSupport
import SpecimenUI

// Three 100 × 50 representables on teal: a hosting controller with a clear view shows the teal
// (60, 15) around its root view, the badge its update set (green "PRO" at 28, 35, not the grey
// "FREE" it was made with); a hosting controller subclass fills its space with the system
// background (white at 115, 15) under its indigo badge (128, 35); the Safari controller draws its
// system background (250, 35) and no page. Teal again past the row (315, 35).
public let compatCase = CompatCase("HostedSwiftUIBridge", width: 320, height: 70,
    probes: [.at(60, 15, "#30B0C7"), .at(28, 35, "#34C759"), .at(115, 15, "#FFFFFF"), .at(128, 35, "#5856D6"),
             .at(250, 35, "#FFFFFF"), .at(315, 35, "#30B0C7")]) {
    AccountRow()
}
