import CompatSupport
import SpecimenUI

// Two groups in a style that stores its configuration in a private view: the open one shows its red
// content under the header; the closed one keeps nothing, so the blue bar after it sits right under
// its header.
public let compatCase = CompatCase("StoredDisclosureConfiguration", width: 220, height: 130,
    probes: [.at(100, 35, "#FF3B30"), .at(140, 35, "#FFFFFF"), .at(60, 74, "#FFFFFF"), .at(100, 80, "#007AFF"),
             .at(165, 80, "#007AFF")]) {
    VStack(alignment: .leading, spacing: 4) {
        DisclosureGroup("Details", isExpanded: .constant(true)) {
            Rectangle().fill(.red).frame(width: 120, height: 20)
        }
        DisclosureGroup("History", isExpanded: .constant(false)) {
            Rectangle().fill(.green).frame(width: 120, height: 20)
        }
        Rectangle().fill(.blue).frame(width: 160, height: 10)
    }
    .disclosureGroupStyle(.keepAlive)
    .padding(10)
    .frame(width: 220, height: 130, alignment: .topLeading)
}
