import CompatSupport
import SpecimenUI

// The increased-prominence header is black title-3 semibold text ("Alerts", its "l" stem at x 47–48),
// not the standard uppercased secondary footnote; the "Sounds" row has its purple background.
public let compatCase = CompatCase("SectionHeaderProminence", width: 320, height: 260,
    probes: [.at(47, 45, "#000000", tolerance: 10), .at(48, 48, "#000000", tolerance: 10),
             .at(160, 140, "#AF52DE"), .at(250, 92, "#34C759")]) {
    NotificationSettingsForm()
}
