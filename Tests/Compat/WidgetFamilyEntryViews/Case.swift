import CompatSupport
import SpecimenUI
import WidgetKit

// The entry view as a small widget (left, 158 pt) and a medium one (right), chosen by
// `.environment(\.widgetFamily, …)`. The small ring (centre 85, 50) is white inside, its 64 %
// progress arc green on the right (113, 50), its track green at a quarter opacity on the left
// (57, 50), which the arc, drawn clockwise from 12 o'clock, does not reach; the medium layout puts
// its ring beside the title, its arc green on the right (249, 85).
public let compatCase = CompatCase("WidgetFamilyEntryViews", width: 520, height: 170,
    probes: [.at(85, 50, "#FFFFFF"), .at(113, 50, "#34C759"), .at(57, 50, "#CCF0D5"), .at(249, 85, "#34C759"), .at(5, 5, "#FFFFFF")]) {
    HStack(alignment: .top, spacing: 12) {
        StepsWidgetEntryView(entry: .preview)
            .padding(16)
            .frame(width: 158, height: 158)
            .environment(\.widgetFamily, .systemSmall)
        StepsWidgetEntryView(entry: .preview)
            .padding(16)
            .frame(width: 338, height: 158)
            .environment(\.widgetFamily, .systemMedium)
    }
    .padding(6)
}
