import CompatSupport
import SpecimenUI

// The top card is dragged 60 pt right and turned 5° about its bottom centre (`rotationEffect(_:anchor: .bottom)`), so
// its bottom-left corner stays near the baseline and the white page shows beside it (96, 330), where a turn about the
// card's centre would swing the corner out over that point. Its LIKE stamp, turned -20° in the top-leading overlay,
// shows its green border on three sides (146, 63), (200, 40), (220, 57). The pass and like buttons sit under the deck:
// a white disc (118, 400) and a pink one (185, 375).
public let compatCase = CompatCase("DatingSwipeStackInterestFlow", width: 320, height: 440, probes: [
        .at(96, 330, "#FFFFFF"), .at(146, 63, "#34C759"), .at(200, 40, "#34C759"), .at(220, 57, "#34C759"),
        .at(118, 400, "#FFFFFF"), .at(185, 375, "#FF2D55")]) {
    SwipeDeck(profiles: [
        Profile(name: "Maya", age: 27, colors: [.orange, .pink], interests: ["Hiking", "Jazz", "Dumplings", "Board games", "Dogs"]),
        Profile(name: "Leo", age: 30, colors: [.blue, .indigo], interests: ["Climbing"]),
        Profile(name: "Ana", age: 26, colors: [.teal, .green], interests: ["Film"]),
    ])
}
