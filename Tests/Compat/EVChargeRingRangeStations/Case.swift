import CompatSupport
import SpecimenUI

// The charge ring is trimmed to 72 % and turned -90°, so it starts at twelve o'clock; its `.round` cap reaches back
// past the start over the grey track (72, 35), and the arc stops short of nine o'clock, where the track shows
// (16, 95); three o'clock is green (136, 95). The range bar is filled in a `GeometryReader` to 310 of 500 km
// (250, 133) with its track after it (268, 133). The climate buttons sit on blue and red 12 % discs (33, 199),
// (306, 199) over the secondary background (170, 199); the station statuses are capsules of green, orange and red
// at 12 % (258, 260), (256, 304), (242, 348).
public let compatCase = CompatCase("EVChargeRingRangeStations", width: 340, height: 400, probes: [
        .at(72, 35, "#34C759"), .at(16, 95, "#E5E5EA"), .at(136, 95, "#34C759"), .at(250, 133, "#34C759"),
        .at(268, 133, "#E5E5EA"), .at(33, 199, "#D6E4F8"), .at(306, 199, "#F4DDDF"), .at(170, 199, "#F2F2F7"),
        .at(258, 260, "#E7F8EB"), .at(256, 304, "#FFF2E1"), .at(242, 348, "#FFE8E6")]) {
    ChargingDashboard(level: 72, range: 310, temperature: 21.5, stations: [
        ChargingStation(name: "Harbour Garage 2", power: "150 kW · CCS", status: "Available"),
        ChargingStation(name: "Market Square", power: "22 kW · Type 2", status: "Occupied"),
        ChargingStation(name: "Ring Road Hub", power: "350 kW · CCS", status: "Out of order"),
    ])
}
