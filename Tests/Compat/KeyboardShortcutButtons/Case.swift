import CompatSupport
import SpecimenUI

// Shortcuts draw nothing and take no space: the four 30-pt buttons sit edge to edge.
public let compatCase = CompatCase("KeyboardShortcutButtons", width: 120, height: 30,
    probes: [.at(15, 15, "#8E8E93"), .at(45, 15, "#34C759"), .at(75, 15, "#007AFF"), .at(105, 15, "#FF9500")]) {
    DialogFooter()
}
