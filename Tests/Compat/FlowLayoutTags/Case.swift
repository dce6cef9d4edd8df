import CompatSupport
import SpecimenUI

// Chips 26 pt tall, 8 pt apart, rows 6 pt apart from (12, 12): Swift and Design on the first row
// (18, 25 and 91, 25), Music wraps because it would pass 216 pt, so the row ends (white at 160, 25);
// Music and Travel on the second (18, 57 and 91, 57), Cooking and Photography on the third (18, 89
// and 109, 89); nothing past Photography's end (230, 89).
public let compatCase = CompatCase("FlowLayoutTags", width: 240, height: 120,
    probes: [.at(18, 25, "#FFEFD9"), .at(91, 25, "#FFDFE5"), .at(160, 25, "#FFFFFF"), .at(18, 57, "#F3E5FA"),
             .at(91, 57, "#D9EBFF"), .at(18, 89, "#E0F6E6"), .at(109, 89, "#E0F3F6"), .at(230, 89, "#FFFFFF")]) {
    InterestPicker()
        .frame(width: 240, height: 120, alignment: .top)
}
