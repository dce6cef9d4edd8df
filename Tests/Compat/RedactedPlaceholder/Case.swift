import CompatSupport
import SpecimenUI

// The redacted headline is a solid bar of the quaternary style (no white between glyphs); the
// unredacted badge stays drawn, blue: the row reads its reasons above its own `.redacted`, where there are none.
public let compatCase = CompatCase("RedactedPlaceholder", width: 140, height: 30,
    probes: [.at(4, 15, "#D1D1D1", tolerance: 12), .at(40, 15, "#D1D1D1", tolerance: 12),
             .at(70, 15, "#D1D1D1", tolerance: 12), .at(135, 2, "#FFFFFF")]) {
    ArticleRow(isLoading: true)
        .frame(width: 140, height: 30, alignment: .leading)
}
