import CompatSupport
import SpecimenUI

// The palette picker is a segmented control: the selected (middle) segment white over the grey
// track (#EFEFF0 on white, tertiarySystemFill), the others the track; the closed menu shows only
// its indigo label below.
public let compatCase = CompatCase("PaletteMarkerPicker", width: 300, height: 80,
    probes: [.at(150, 4, "#FFFFFF"), .at(50, 4, "#EFEFF0"), .at(250, 4, "#EFEFF0"), .at(4, 58, "#5856D6")]) {
    HighlighterBar().frame(width: 300, height: 80, alignment: .topLeading)
}
