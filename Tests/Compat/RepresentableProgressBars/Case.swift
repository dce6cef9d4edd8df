import CompatSupport
import SpecimenUI

// Three 4-pt bars 180 pt wide (x 10…190) at y 12, 28 and 44: the first filled green over its
// leading quarter on the gray 5 track, the second (1.4, pinned to 1) orange to its end, the
// third (the square .bar style) purple over its leading half.
public let compatCase = CompatCase("RepresentableProgressBars", width: 200, height: 60,
    probes: [.at(20, 14, "#34C759"), .at(150, 14, "#E5E5EA"), .at(180, 30, "#FF9500"),
             .at(60, 46, "#AF52DE"), .at(150, 46, "#E5E5EA"), .at(100, 22, "#FFFFFF")]) {
    DownloadsCard()
}
