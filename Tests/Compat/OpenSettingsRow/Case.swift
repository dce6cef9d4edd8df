import CompatSupport
import SpecimenUI

// The settings URL string makes a URL, so the red "Open Settings" row is drawn under the toggle: the
// gear's stroke at (45, 132) in the red tint, the card white down to the row's bottom (160, 145),
// the grouped background below it (160, 170).
public let compatCase = CompatCase("OpenSettingsRow", width: 320, height: 200,
    probes: [.at(45, 132, "#FF3D32", tolerance: 10), .at(160, 145, "#FFFFFF"), .at(160, 170, "#F2F2F7")]) {
    NotificationSettingsSection(notificationsAllowed: false)
        .frame(width: 320, height: 200)
}
