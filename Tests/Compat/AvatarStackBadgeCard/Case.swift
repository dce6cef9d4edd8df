import CompatSupport
import SpecimenUI

// The card (x 10-290, y 10-95) keeps room for a second title line (`lineLimit(2, reservesSpace: true)`),
// so its grey reaches y 90. The avatars overlap by 10 pt with later ones on top: red alone at x 218,
// green over red at 238, blue over green at 255. The badge hangs 6 pt over the top trailing corner,
// orange at (281, 9).
public let compatCase = CompatCase("AvatarStackBadgeCard", width: 300, height: 120,
    probes: [.at(218, 52, "#FF3B30"), .at(238, 52, "#34C759"), .at(255, 52, "#007AFF"), .at(150, 90, "#EEEEEE"),
             .at(150, 100, "#FFFFFF"), .at(281, 9, "#FF9500"), .at(200, 52, "#EEEEEE")]) {
    TeamCard()
        .frame(width: 300, height: 120, alignment: .topLeading)
}
