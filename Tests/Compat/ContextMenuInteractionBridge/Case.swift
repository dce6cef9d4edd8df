import CompatSupport
import SpecimenUI

// The 100-pt tile at (10, 10) is indigo under a 35% teal wash (the menu host's tint), since the view
// carries its context-menu interaction: (60, 60); white outside (5, 60).
public let compatCase = CompatCase("ContextMenuInteractionBridge", width: 120, height: 120,
    probes: [.at(60, 60, "#4F7FD2", tolerance: 12), .at(5, 60, "#FFFFFF")]) {
    PhotoTile()
        .padding(10)
        .frame(width: 120, height: 120, alignment: .topLeading)
}
