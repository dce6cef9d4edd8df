import CompatSupport
import SpecimenUI

// The 76-pt result is too wide for the display, so `.minimumScaleFactor(0.4)` with `.lineLimit(1)` shrinks it to fit on
// one line: the top bar of its last digit ends at the trailing edge (290, 105) instead of the line being cut short. The
// zero key spans two grid columns as one capsule, covering the gap between them (85, 512). The active operation (×) is
// a white disc (255, 270), the others orange (255, 194); function keys are light grey (25, 190) on black (30, 60).
public let compatCase = CompatCase("CalculatorGridKeypadScaledDisplay", width: 320, height: 560, probes: [
        .at(290, 105, "#FFFFFF"), .at(85, 512, "#333333"), .at(255, 270, "#FFFFFF"), .at(255, 194, "#FF9500"),
        .at(25, 190, "#A6A6A6"), .at(30, 60, "#000000")]) {
    CalculatorScreen(history: ["1,250 × 9,876.5 ="], value: "12,345,625", activeOperation: "×")
}
