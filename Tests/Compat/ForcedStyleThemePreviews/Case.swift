import CompatSupport
import SpecimenUI

// Two 100 × 80 UIKit swatches: the first as the screen is (light: card #EDF2FF, accent bar #0066D9), the
// second forced dark by overrideUserInterfaceStyle (card #292B38, bar #FF9E0A from its draw(_:)); below them a
// controller forced dark fills its panel with secondarySystemBackground's dark #1C1C1E.
public let compatCase = CompatCase("ForcedStyleThemePreviews", width: 236, height: 176,
    probes: [.at(62, 40, "#EDF2FF"), .at(62, 74, "#0066D9"), .at(174, 40, "#292B38"), .at(174, 74, "#FF9E0A"),
             .at(118, 150, "#1C1C1E")]) {
    ThemePreviewRow()
        .frame(width: 236, height: 176, alignment: .topLeading)
}
