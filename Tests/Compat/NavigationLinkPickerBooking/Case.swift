import CompatSupport
import SpecimenUI

// "Guests" shows no value (its selection matches no option): white where "Double" is drawn on the row below
// (320, 101); the stepper's track (tertiarySystemFill) at its left end (272, 251); the grouped background
// around the cards.
public let compatCase = CompatCase("NavigationLinkPickerBooking", width: 393, height: 400,
    probes: [.at(320, 101, "#FFFFFF"), .at(272, 251, "#EEEEEF", tolerance: 8), .at(10, 200, "#F2F2F7")]) {
    BookingForm()
        .frame(width: 393, height: 400, alignment: .top)
}
