import CompatSupport
import SpecimenUI

// The route between LIS and CPH is a dashed indigo line: a dash at (88, 57), the gap after it white (93, 57). The
// selected Comfort fare has a 2-pt indigo border (17, 276); the grouped grey shows between rows (100, 340). The
// bottom bar is a `safeAreaInset`: white over the scrolled fares (20, 360) with the pink Book button (300, 385).
public let compatCase = CompatCase("FlightRouteBookBar", width: 360, height: 420, probes: [
        .at(88, 57, "#5856D6"), .at(93, 57, "#FFFFFF"), .at(17, 276, "#5856D6"), .at(100, 340, "#F2F2F7"),
        .at(20, 360, "#FFFFFF"), .at(300, 385, "#FF2D55")]) {
    FlightBookingScreen(
        from: Airport(code: "LIS", city: "Lisbon", time: "07:40"),
        to: Airport(code: "CPH", city: "Copenhagen", time: "12:15"),
        fares: [FareOption(cabin: "Economy", perks: "Carry-on only", price: 129),
                FareOption(cabin: "Comfort", perks: "Checked bag, seat choice", price: 189),
                FareOption(cabin: "Business", perks: "Lounge, flat seat", price: 420),
                FareOption(cabin: "First", perks: "Suite", price: 980)],
        selectedCabin: "Comfort")
}
