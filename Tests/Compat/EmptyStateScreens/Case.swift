import CompatSupport
import SpecimenUI

// Each empty state fills its half and centres its content: the top corners stay white; the
// inbox's tray symbol is large and secondary (#8A8A8E at x 130, y 145, well left of the centre
// line), its borderedProminent Refresh action sits below the description on the centre line
// (x 150, y 264); the search one shows the secondary magnifying glass on its centre line.
public let compatCase = CompatCase("EmptyStateScreens", width: 600, height: 400,
    probes: [.at(5, 5, "#FFFFFF"), .at(305, 5, "#FFFFFF"), .at(130, 145, "#8A8A8E"), .at(150, 264, "#007AFF"), .at(450, 136, "#8A8A8E")]) {
    HStack(spacing: 0) {
        InboxEmptyState()
        SearchEmptyState(query: "Zebra")
    }
    .frame(width: 600, height: 400)
}
