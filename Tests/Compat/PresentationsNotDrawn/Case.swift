import CompatSupport
import SpecimenUI

// Presented content (red) is never drawn, and the modifiers take no space: blue to every edge.
public let compatCase = CompatCase("PresentationsNotDrawn", width: 60, height: 60,
    probes: [.at(1, 1, "#007AFF"), .at(30, 30, "#007AFF"), .at(58, 58, "#007AFF")]) {
    PresentingScreen()
        .frame(width: 60, height: 60)
}
