import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("LabelBadgeIcon", width: 140, height: 28,
    probes: [.at(30, 14, "#FF9500")]) {
    Label("Alerts", systemImage: "bell").labelStyle(BadgeIconLabelStyle()).tint(.orange).frame(width: 140, alignment: .leading).padding(.leading, 16)
}
