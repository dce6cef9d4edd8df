import CompatSupport
import SpecimenUI

// Three score chips: at the default size (20 pt tall: purple at (20, 20), white at (30, 35)); at
// accessibility5, capped to accessibility2 by the range outside the scaled modifier (39 pt tall: purple at
// (70, 40), white at (66, 52)); at accessibility2 itself, the same 39 pt (purple at (143, 40), white at
// (143, 52)).
public let compatCase = CompatCase("CappedScaledRoleFont", width: 320, height: 120,
    probes: [.at(20, 20, "#EAD3F6"), .at(30, 35, "#FFFFFF"), .at(70, 40, "#EAD3F6"), .at(66, 52, "#FFFFFF"),
             .at(143, 40, "#EAD3F6"), .at(143, 52, "#FFFFFF")]) {
    HStack(alignment: .top, spacing: 12) {
        ScoreChip(score: 42)
        ScoreChip(score: 42)
            .environment(\.dynamicTypeSize, .accessibility5)
        ScoreChip(score: 42)
            .environment(\.dynamicTypeSize, .accessibility2)
    }
    .padding(10)
    .frame(width: 320, height: 120, alignment: .topLeading)
}
