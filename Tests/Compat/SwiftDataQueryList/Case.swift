import CompatSupport
import SpecimenUI
import SwiftData

// The preview's container holds Read (oldest), Run (newest) and Piano (archived); the list shows
// the unarchived ones newest first, so Run's blue square is on the first row (26, 22) and Read's
// orange one on the second (26, 66). The check-ins were never inserted, only attached to their
// habits, and the second query finds them through the relationship, sorted by day: Read's orange
// dot first (17, 106), then Run's two blue ones (31, 106 and 45, 106). The archived list shows
// Piano alone, at 40 % purple (32, 141), and nothing after it (70, 141).
public let compatCase = CompatCase("SwiftDataQueryList", width: 240, height: 152,
    probes: [.at(26, 22, "#007AFF"), .at(26, 66, "#FF9500"), .at(17, 106, "#FF9500"), .at(31, 106, "#007AFF"),
             .at(45, 106, "#007AFF"), .at(59, 106, "#FFFFFF"), .at(32, 141, "#DFBAF2"), .at(70, 141, "#FFFFFF")]) {
    VStack(alignment: .leading, spacing: 0) {
        HabitListView()
        ArchivedHabitsView()
    }
    .modelContainer(PreviewData.container)
    .frame(width: 240, height: 152, alignment: .topLeading)
}
