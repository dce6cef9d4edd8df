import CompatSupport
import SpecimenUI

// Inbox: the blue icon first; Sent: the red icon after the title; Trash: the green icon hidden
// (its space kept, nothing drawn).
public let compatCase = CompatCase("ClosureLabelStyle", width: 160, height: 110,
    probes: [.at(18, 18, "#007AFF"), .at(61, 52, "#FF3B30"), .at(17, 86, "#FFFFFF")]) {
    MailboxRows().frame(width: 160, height: 110, alignment: .topLeading)
}
