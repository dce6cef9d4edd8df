import CompatSupport
import Foundation
import SpecimenUI

// Unread dots on Priya's (20, 68) and Marco's (20, 202) rows, none on the read one (20, 135); Priya's
// count in a blue capsule at the row's trailing edge (286, 86); swipe actions are not drawn at rest.
public let compatCase = CompatCase("ConversationUnreadSwipeRows", width: 320, height: 300, probes: [
        .at(20, 68, "#007AFF"), .at(20, 202, "#007AFF"), .at(20, 135, "#FFFFFF"), .at(286, 86, "#007AFF"), .at(298, 86, "#007AFF")]) {
    InboxList(threads: [
        InboxThread(id: 0, sender: "Priya", preview: "Sending the floor plan tonight", updated: Date(timeIntervalSinceReferenceDate: -300), unread: 3),
        InboxThread(id: 1, sender: "Dev team", preview: "Build 412 is green", updated: Date(timeIntervalSinceReferenceDate: -7200), unread: 0, muted: true),
        InboxThread(id: 2, sender: "Marco", preview: "ok!", updated: Date(timeIntervalSinceReferenceDate: -90000), unread: 1),
    ])
}
