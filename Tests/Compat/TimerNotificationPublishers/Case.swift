import CompatSupport
import SpecimenUI

// Nothing is published in a still render: the banner keeps its initial state, a blue capsule
// (not the grey "paused" one) with a green dot (not the red "expired" one) 16 wide at its
// leading padding, vertically centred in the 36-pt row (the capsule aligned to the cell's leading edge).
public let compatCase = CompatCase("TimerNotificationPublishers", width: 120, height: 36,
    probes: [.at(20, 18, "#34C759"), .at(6, 18, "#007AFF"), .at(20, 3, "#007AFF")]) {
    SessionBanner()
        .frame(maxWidth: .infinity, alignment: .leading)
}
