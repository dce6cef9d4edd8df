import CompatSupport
import SpecimenUI

// The expanded group's indicator stands upright and its content follows, indented 24 pt; the
// collapsed group's indicator lies flat and its content is not drawn.
public let compatCase = CompatCase("DisclosureChevronStyle", width: 200, height: 80,
    probes: [.at(10, 10, "#34C759"), .at(190, 5, "#FF9500"), .at(190, 15, "#FF9500"), .at(184, 10, "#FFFFFF"),
             .at(26, 30, "#007AFF"), .at(22, 30, "#FFFFFF"),
             .at(10, 50, "#34C759"), .at(185, 50, "#FF9500"), .at(190, 45, "#FFFFFF"), .at(10, 65, "#FFFFFF"), .at(100, 65, "#FFFFFF")]) {
    VStack(alignment: .leading, spacing: 0) {
        DisclosureGroup(isExpanded: .constant(true)) {
            Rectangle().fill(Color.blue).frame(height: 20)
        } label: {
            Rectangle().fill(Color.green).frame(width: 40, height: 20)
        }
        DisclosureGroup(isExpanded: .constant(false)) {
            Rectangle().fill(Color.red).frame(height: 20)
        } label: {
            Rectangle().fill(Color.green).frame(width: 40, height: 20)
        }
    }
    .disclosureGroupStyle(ChevronDisclosureStyle())
    .frame(maxHeight: .infinity, alignment: .top)
}
