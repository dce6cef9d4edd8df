import CompatSupport
import SpecimenUI

// The ticket's tear line is punched out by two discs drawn with `.blendMode(.destinationOut)` inside the mask's
// compositing group, so the page shows through at the card's edges (27, 291) and (333, 291) while the card beside them
// stays white (34, 300), (320, 300). The canvas fills the picked seats pink (201, 167) and the taken ones grey (133, 115)
// and only outlines a free seat (80, 115). The selected showtime is a pink capsule (98, 31), the others outlined
// (70, 31); the countdown badge is orange (280, 232).
public let compatCase = CompatCase("CinemaSeatCanvasPerforatedTicket", width: 360, height: 460, probes: [
        .at(27, 291, "#F2F2F7"), .at(333, 291, "#F2F2F7"), .at(34, 300, "#FFFFFF"), .at(320, 300, "#FFFFFF"),
        .at(201, 167, "#FF2D55"), .at(133, 115, "#D1D1D6"), .at(80, 115, "#F2F2F7"), .at(98, 31, "#FF2D55"),
        .at(70, 31, "#F2F2F7"), .at(280, 232, "#FF9500")]) {
    let times = [Showtime(time: "17:30", format: "2D"), Showtime(time: "20:15", format: "IMAX"), Showtime(time: "22:40", format: "2D")]
    SeatSelectionScreen(
        showtimes: times,
        selectedShowtime: times[1],
        rows: [
            [.free, .free, .taken, .taken, .free, .free, .free, .free],
            [.free, .taken, .taken, .free, .free, .free, .taken, .free],
            [.free, .free, .free, .free, .selected, .selected, .free, .free],
            [.taken, .taken, .free, .free, .free, .free, .free, .taken],
        ])
}
