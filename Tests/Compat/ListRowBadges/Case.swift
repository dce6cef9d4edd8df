import CompatSupport
import SpecimenUI

// Plain-list rows 44 pt tall: "12" drawn at the trailing edge in the secondary color (row 1),
// the zero badge hidden (row 2 white at the trailing edge), "Default" in secondary (row 3), and
// the styled Text badge keeping its own red (row 4).
public let compatCase = CompatCase("ListRowBadges", width: 300, height: 200,
    probes: [.at(270, 16, "#8A8A8E"), .at(272, 66, "#FFFFFF"), .at(231, 104, "#8A8A8E"), .at(277, 148, "#FF3B30")]) {
    MailboxList(unread: 12)
        .frame(width: 300, height: 200)
}
