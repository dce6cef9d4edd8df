import CompatSupport
import SpecimenUI

// Each option is a 44-pt list row from the card's top (58): the tinted checkmark on "Miles" (the second row) and
// none on "Kilometres"; the card ends at 190 (three rows). The separator under "Kilometres" (y 101) starts under
// its title (64), not at the row's inset (white at x 40), and reaches the card's trailing edge (376). In the
// second section (from 247) the checkmark is on "None", the optional selection's nil option.
public let compatCase = CompatCase("InlinePickerUnitOptions", width: 393, height: 420,
    probes: [.at(357, 119, "#007AFF", tolerance: 8), .at(351, 80, "#FFFFFF"), .at(200, 187, "#FFFFFF"),
             .at(200, 194, "#F2F2F7"), .at(40, 101, "#FFFFFF"), .at(200, 101, "#C6C6C8", tolerance: 6),
             .at(376, 101, "#C6C6C8", tolerance: 6), .at(357, 264, "#007AFF", tolerance: 8)]) {
    UnitSettingsForm()
        .frame(width: 393, height: 420, alignment: .top)
}
