import CompatSupport
import SpecimenUI

// The card spans x 10–242, y 20–90. The offer tag's top guide is 10 pt below its top and its
// trailing guide 20 pt past its trailing edge, so it sits 10 pt above the card and 20 pt in from
// its right: x 162–222, y 10–30 (blue at 170, 13, above the card; white at 232, 13). The tile
// (x 270–330, y 30–90) carries its count badge centred on its corner: red beside the "3" at (323, 30) and under it at (325, 36).
public let compatCase = CompatCase("OverlayBadgeAlignmentGuides", width: 360, height: 110,
    probes: [.at(170, 13, "#007AFF"), .at(232, 13, "#FFFFFF"), .at(323, 30, "#FF3B30"), .at(325, 36, "#FF3B30"), .at(30, 85, "#E6F2FF")]) {
    HStack(alignment: .top, spacing: 28) {
        PlanOfferCard().padding(.top, 20)
        InboxTile(unread: 3).padding(.top, 30)
    }
    .padding(.leading, 10)
    .frame(width: 360, height: 110, alignment: .topLeading)
}
