import CompatSupport
import SpecimenUI
import TipKit

// The styled tip keeps the tip's card background (#F2F2F7 at 20, 20; white outside at 10, 50) and
// draws the style's body in it: the orange accent bar (30, 50) and one tint capsule per action the
// builder listed, "Turn On" (48, 83) and "Later" (118, 83), with the card between them (112, 83).
// The second, unstyled tip below draws the system card.
public let compatCase = CompatCase("TipKitStyledActions", width: 320, height: 380,
    probes: [.at(20, 20, "#F2F2F7"), .at(10, 50, "#FFFFFF"), .at(30, 50, "#FF9500"),
             .at(48, 83, "#007AFF"), .at(118, 83, "#007AFF"), .at(112, 83, "#F2F2F7")]) {
    NotesHeader()
        .frame(width: 320, height: 380, alignment: .top)
}
