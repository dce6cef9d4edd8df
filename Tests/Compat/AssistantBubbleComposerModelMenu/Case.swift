import CompatSupport
import SpecimenUI

// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds three corners of each bubble: the user's bubbles
// keep a square bottom-right corner (347, 95), (346, 256) and a rounded top-right one (346, 57); the assistant's a
// square bottom-left corner (13, 206) and a rounded top-left one (13, 108).
public let compatCase = CompatCase("AssistantBubbleComposerModelMenu", width: 360, height: 440, probes: [
        .at(347, 95, "#007AFF"), .at(346, 256, "#007AFF"), .at(346, 57, "#FFFFFF"), .at(13, 206, "#E5E5EA"),
        .at(13, 108, "#FFFFFF")]) {
    AssistantChatView(
        turns: [ChatTurn(author: .user, text: "How do I reverse an array?"),
                ChatTurn(author: .assistant, text: "Use **reversed()**, or reverse it in place:", code: "numbers.reverse()"),
                ChatTurn(author: .user, text: "Thanks! And sort it?")],
        isThinking: true)
}
