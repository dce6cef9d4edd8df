import CompatSupport
import SpecimenUI

// Five of eight glasses drunk: the first glass's drop cyan (44, 94), the sixth glass grey (194, 94); the
// progress capsule filled to 5/8 (60, 125) with its pale track after (250, 125); the stepper's platter
// (240, 157) with both glyphs black, as 5 is inside 0...8 (217, 157), (265, 157).
public let compatCase = CompatCase("WaterGlassesStepperCard", width: 320, height: 220, probes: [
        .at(44, 94, "#32ADE6", tolerance: 16), .at(194, 94, "#F2F2F7"), .at(60, 125, "#3BAADD", tolerance: 24),
        .at(250, 125, "#E0F3FB", tolerance: 8), .at(240, 157, "#EFEFF0", tolerance: 6), .at(217, 157, "#000000", tolerance: 16),
        .at(265, 157, "#000000", tolerance: 16)]) {
    WaterIntakeCard(glasses: 5)
        .padding()
        .frame(maxHeight: .infinity)
        .background(Color(.systemGroupedBackground))
}
