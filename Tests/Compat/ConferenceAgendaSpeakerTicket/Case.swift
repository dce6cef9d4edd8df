import CompatSupport
import SpecimenUI

// Each agenda row's track bar takes the row's height in its track colour (68, 70), (68, 120), (68, 190), beside a
// tag capsule at 15 % (84, 86). The speaker's initials sit on an orange-to-pink gradient disc (36, 226), (36, 258).
// The ticket's top is indigo (160, 290), notched at its bottom corners; its stub is clipped by the same shape turned
// 180°, so its notches are at its top corners (18, 346), (302, 346) and its bottom corners are square (18, 405),
// (302, 405). The tear line between them is dashed [6, 6] with a phase of 3: a 3-pt dash (30, 340), a gap (33, 340),
// then a full dash (39, 340).
public let compatCase = CompatCase("ConferenceAgendaSpeakerTicket", width: 320, height: 440, probes: [
        .at(68, 70, "#FF9500"), .at(68, 120, "#FF2D55"), .at(68, 190, "#AF52DE"), .at(84, 86, "#FFEFD9"),
        .at(36, 226, "#FF890A"), .at(36, 258, "#FF364E"), .at(160, 290, "#5856D6"), .at(18, 346, "#FFFFFF"),
        .at(302, 346, "#FFFFFF"), .at(18, 405, "#E6E5F9"), .at(302, 405, "#E6E5F9"), .at(30, 340, "#5856D6"),
        .at(33, 340, "#E6E5F9"), .at(39, 340, "#5856D6")]) {
    ConferenceDayScreen(sessions: [
        AgendaSession(start: "09:00", title: "Keynote: Shipping calm apps", room: "Main hall", track: .swift),
        AgendaSession(start: "10:30", title: "Type that breathes", room: "Room B", track: .design),
        AgendaSession(start: "13:00", title: "Hands-on with layouts", room: "Lab 2", track: .workshop),
    ])
}
