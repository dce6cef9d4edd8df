import CompatSupport
import SpecimenUI

// The card's two tear-line bites are cut into it (inside each, the shadowed grey behind the card: (24, 174)
// and (296, 174)) while the card is white just above the left one (22, 160); the dashed tear line starts a
// dash's half in, as its 3-pt phase asks: grey at (37, 174), a gap at (41, 174), the next dash at (45, 174);
// the boarding group sits in an indigo disc (104, 208).
public let compatCase = CompatCase("BoardingPassNotchedTicket", width: 320, height: 260, probes: [
        .at(24, 174, "#E7E7EB", tolerance: 8), .at(296, 174, "#E8E8EC", tolerance: 8), .at(22, 160, "#FFFFFF"),
        .at(37, 174, "#C7C7CC", tolerance: 6), .at(41, 174, "#FFFFFF", tolerance: 6), .at(45, 174, "#C7C7CC", tolerance: 6),
        .at(104, 208, "#5856D6", tolerance: 8)]) {
    BoardingPassCard(flight: Flight(number: "LX 318", from: "ZRH", fromCity: "Zürich", to: "LHR", toCity: "London",
                                    boards: "07:25", gate: "B22", seat: "14A", group: 2))
        .padding(20)
        .background(Color(.systemGray6))
}
