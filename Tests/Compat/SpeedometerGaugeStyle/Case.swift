import CompatSupport
import SpecimenUI

// 140 in 0...200 is 0.7 of the gauge, so the ring runs from 135° (bottom left) clockwise through
// 9 and 12 o'clock to 324°: its left and top are filled, the stretch just above 3 o'clock is not.
public let compatCase = CompatCase("SpeedometerGaugeStyle", width: 200, height: 200,
    probes: [.at(12, 100, "#6B74B3"), .at(100, 12, "#6B74B3"), .at(187, 85, "#FFFFFF"), .at(100, 170, "#F2F2F7")]) {
    SpeedometerView()
}
