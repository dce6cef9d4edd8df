import CompatSupport
import SpecimenUI

// Twelve messages in a 120-pt viewport: the newest (id 11, grey, leading) sits 8 pt above the
// bottom and the one before it (id 10, blue, trailing) above that; the oldest is scrolled away, so
// the top-trailing corner holds a blue bubble only if the transcript starts at its end.
public let compatCase = CompatCase("ChatScrollAnchor", width: 200, height: 120,
    probes: [.at(16, 104, "#E9E9EB"), .at(178, 64, "#007AFF"), .at(100, 116, "#FFFFFF"), .at(6, 104, "#FFFFFF")]) {
    ChatTranscript(messages: (0..<12).map { ChatMessage(id: $0, text: "Message \($0)") })
        .frame(width: 200, height: 120)
}
