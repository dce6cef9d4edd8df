import CompatSupport
import SpecimenUI

// The title given as a view (`navigationTitle { Text(…).foregroundStyle(.indigo) }`) is drawn in the
// inline bar in indigo (160, 22); the thread rests at its end (defaultScrollAnchor), sent bubbles
// indigo at the trailing side (204, 120), received grey at the leading (16, 50); content lies under
// the bar, so it has its standard appearance, with the hairline along its bottom edge (150, 43); the
// bottom bar's camera button in the tint (31, 338).
public let compatCase = CompatCase("GroupChatContentTitle", width: 320, height: 360, probes: [
        .at(161, 22, "#5856D6", tolerance: 24), .at(204, 120, "#5856D6"), .at(16, 50, "#E5E5EA"), .at(150, 43, "#C6C6C8", tolerance: 12), .at(31, 338, "#007AFF"), .at(150, 180, "#FFFFFF")]) {
    GroupChatScreen(groupName: "Climbing crew", messages: (0..<14).map {
        GroupMessage(id: $0, author: $0 % 3 == 0 ? "me" : "sam", body: $0 % 3 == 0 ? "On my way" : "Crag at 9?")
    })
}
