import CompatSupport
import SpecimenUI

// Compact date pickers: "Starts" shows a date field and a time field (tertiarySystemFill
// #EFEFF0 on white at x 150 and x 262 of the top row), "Ends" only its date field (white at
// x 200, grey at x 236); the color well holds the orange selection inside a hue ring (blue at
// its top, green at its bottom).
public let compatCase = CompatCase("EventFormPickers", width: 360, height: 140,
    probes: [.at(150, 4, "#EFEFF0"), .at(262, 4, "#EFEFF0"), .at(200, 17, "#EFEFF0"), .at(200, 63, "#FFFFFF"), .at(236, 50, "#EFEFF0"), .at(330, 106, "#FF9500"), .at(330, 93, "#6363ED", tolerance: 12), .at(330, 118, "#9ACA2C", tolerance: 12)]) {
    EventEditor()
        .frame(width: 360, height: 140, alignment: .top)
}
