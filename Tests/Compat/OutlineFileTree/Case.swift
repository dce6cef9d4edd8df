import CompatSupport
import SpecimenUI

// Two lists of the same tree, 200 pt each: the folder row "Sources" ends in the tinted disclosure
// chevron (plain list at y 20, grouped section at y 75), the file row "README.md" has none, and the
// collapsed folder's children are not drawn (the plain list is empty below its two rows).
public let compatCase = CompatCase("OutlineFileTree", width: 400, height: 260,
    probes: [.at(180, 20, "#027BFF", tolerance: 14), .at(181, 66, "#FFFFFF"), .at(60, 110, "#FFFFFF"),
             .at(362, 75, "#037CFF"), .at(365, 123, "#FFFFFF")]) {
    ProjectBrowser()
        .frame(width: 400, height: 260)
}
