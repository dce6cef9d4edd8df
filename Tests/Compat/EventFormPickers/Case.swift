import CompatSupport
import SpecimenUI

// A compact date picker: "Starts" shows a date field and a time field (tertiarySystemFill
// #EFEFF0 on white at x 150 and x 262 of the top row); "Ends" in the graphical style draws January
// 2007's calendar with the 9th (a Tuesday, third column) on a light tinted circle (#E1EFFF), white
// between its title and chevrons; the color well holds the orange selection inside a hue ring
// (blue at its top, green at its bottom) below the calendar.
public let compatCase = CompatCase("EventFormPickers", width: 360, height: 480,
    probes: [.at(150, 4, "#EFEFF0"), .at(262, 4, "#EFEFF0"), .at(200, 17, "#EFEFF0"), .at(200, 63, "#FFFFFF"), .at(122, 176, "#E1EFFF"), .at(135, 190, "#E1EFFF"), .at(330, 400, "#FF9500"), .at(330, 387, "#6363ED", tolerance: 12), .at(330, 412, "#9ACA2C", tolerance: 12)]) {
    EventEditor()
        .frame(width: 360, height: 480, alignment: .top)
}
