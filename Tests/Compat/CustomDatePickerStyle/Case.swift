import CompatSupport
import SpecimenUI

// The card style: the teal card (#E6F6F8, teal at 12% on white) holds the label and the
// system's compact picker, whose date and time fields (tertiarySystemFill on the card) sit 6 pt
// apart; the row style shows the birthday clamped to its `...` bound (Sep 9, 2001) in a field on
// white, above a 2-pt orange rule.
public let compatCase = CompatCase("CustomDatePickerStyle", width: 360, height: 200,
    probes: [.at(300, 30, "#E6F6F8"), .at(60, 64, "#D9E7EA"), .at(180, 64, "#D9E7EA"), .at(140, 64, "#E6F6F8"), .at(240, 116, "#EFEFF0"), .at(200, 146, "#FF9500"), .at(200, 160, "#FFFFFF")]) {
    TripDates()
        .frame(width: 360, height: 200, alignment: .top)
}
