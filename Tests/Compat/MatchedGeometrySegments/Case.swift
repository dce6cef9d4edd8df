import CompatSupport
import SpecimenUI

// The indigo pill sits under "Week" only (the light track shows under "Day" and "Month"); the orange
// bar, 24 × 4 pt, hangs at the bottom centre of the third tab, not at the overlay's leading edge.
public let compatCase = CompatCase("MatchedGeometrySegments", width: 300, height: 100,
    probes: [.at(112, 29, "#5856D6"), .at(150, 17, "#5856D6"), .at(85, 29, "#EBEBEB"), .at(215, 29, "#EBEBEB"),
             .at(196, 89, "#FF9500"), .at(87, 89, "#FFFFFF")]) {
    VStack(spacing: 12) {
        PeriodSegments(selection: .constant(.week))
        UnderlinedTabs(titles: ["Inbox", "Sent", "Drafts"], selected: .constant(2))
    }
    .frame(width: 300)
}
