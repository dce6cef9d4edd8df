import CompatSupport
import SpecimenUI

// Three lines of 20-pt text. Line 1: "Only ", a red bold block run, " today". Line 2: a red underline under
// the highlighted spaces (y = 55–56) and white above it. Line 3: blue "Was      now", struck through
// (y = 74 crosses the gap between the words).
public let compatCase = CompatCase("AttributedStringRuns", width: 220, height: 90,
    probes: [.at(70, 12, "#FF3B30"), .at(70, 2, "#FFFFFF"), .at(85, 56, "#FF3B30", tolerance: 12), .at(85, 50, "#FFFFFF"),
             .at(70, 74, "#007AFF"), .at(70, 70, "#FFFFFF")]) {
    PriceTag()
}
