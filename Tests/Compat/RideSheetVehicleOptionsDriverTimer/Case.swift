import CompatSupport
import SpecimenUI

// The sheet's `UnevenRoundedRectangle` rounds only its top corners: the map shows past the top-leading corner (2, 244),
// while the bottom corners are square and white (1, 458), (338, 458). The grabber is a grey capsule (170, 252). The
// selected XL row has a black border (17, 359) over a grey fill (24, 359); the other row is bare (300, 300). The plate
// is yellow (272, 437). The parking ring is trimmed to a quarter from twelve o'clock: blue at the top (292, 22), track
// grey at nine o'clock (266, 48).
public let compatCase = CompatCase("RideSheetVehicleOptionsDriverTimer", width: 340, height: 460, probes: [
        .at(2, 244, "#C7DDDD"), .at(1, 458, "#FFFFFF"), .at(338, 458, "#FFFFFF"), .at(170, 252, "#C7C7CC"),
        .at(17, 359, "#000000"), .at(24, 359, "#F2F2F7"), .at(300, 300, "#FFFFFF"), .at(272, 437, "#FFCC00"),
        .at(292, 22, "#007AFF"), .at(266, 48, "#E5E5EA")]) {
    RideHomeScreen(
        options: [
            VehicleOption(id: "go", name: "Go", seats: 4, etaMinutes: 3, price: 12.40, symbol: "car.fill"),
            VehicleOption(id: "xl", name: "XL", seats: 6, etaMinutes: 7, price: 18.90, symbol: "bus.fill"),
        ],
        selectedID: "xl")
}
