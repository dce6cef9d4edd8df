import CompatSupport
import SpecimenUI

// The bound title is drawn in the inline bar (dark semibold glyphs at its centre), above the body
// text in secondary grey.
public let compatCase = CompatCase("AppSceneRenamableTitle", width: 320, height: 140,
    probes: [.at(106, 22, "#000000"), .at(110, 22, "#000000"), .at(10, 10, "#FFFFFF"), .at(18, 70, "#A6A6A9", tolerance: 12)]) {
    EntryEditor()
}
