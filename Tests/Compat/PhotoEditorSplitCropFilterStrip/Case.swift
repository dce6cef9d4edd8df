import CompatSupport
import SpecimenUI

// The split shows the edited photo through a mask aligned to the leading edge, half the width: colour sky on the left
// (40, 100), the saturation-0 original on the right (120, 60; 150, 100), a white divider between (96, 150). The crop
// overlay dims outside the rectangle by an even-odd fill (190, 60) and leaves it clear inside (230, 110); its dashed
// border starts with a dash at the top-left corner (212, 85) and leaves a gap 8 pt on (219, 85). In the filter strip Mono
// is grey (90, 305), Warm's sky is multiplied by orange to a dark green (160, 306) inside a yellow selection border
// (150, 330).
public let compatCase = CompatCase("PhotoEditorSplitCropFilterStrip", width: 360, height: 400, probes: [
        .at(40, 100, "#0E89F8"), .at(120, 60, "#6B6B6B"), .at(150, 100, "#C8C8C8"), .at(96, 150, "#FFFFFF"),
        .at(190, 60, "#013873"), .at(230, 110, "#118CF6"), .at(212, 85, "#FFFFFF"), .at(219, 85, "#053C71"),
        .at(90, 305, "#757575"), .at(160, 306, "#0D4F00"), .at(150, 330, "#FFCC00")]) {
    PhotoEditorScreen(
        filters: [
            PhotoFilter(id: "Original", saturation: 1, multiply: .white),
            PhotoFilter(id: "Mono", saturation: 0, multiply: .white),
            PhotoFilter(id: "Warm", saturation: 1, multiply: .orange),
            PhotoFilter(id: "Cool", saturation: 0.6, multiply: .cyan),
            PhotoFilter(id: "Fade", saturation: 0.4, multiply: .white),
        ],
        selectedFilter: "Warm",
        exposure: 40)
}
