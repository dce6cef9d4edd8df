import CompatSupport
import SpecimenUI

// Rings on black, each swept from its shade (first half of a lap) to its tint (second half), turned to
// start at twelve o'clock. Move (0.8): shade at two o'clock (200, 74), tint at eight (40, 166), the faint
// track left near eleven (74, 40). Exercise (0.35): shade at two (182, 84), track at eight (58, 156).
// Stand (1.2): the first lap's shade at four o'clock (165, 146), the second lap's tint over it at two (165, 94).
public let compatCase = CompatCase("ActivityRingsAngularLaps", width: 240, height: 240, colorScheme: .dark, probes: [
        .at(200, 74, "#990026", tolerance: 16), .at(40, 166, "#FA114F", tolerance: 16), .at(74, 40, "#32030F", tolerance: 8),
        .at(182, 84, "#338C00", tolerance: 16), .at(58, 156, "#1E3205", tolerance: 8),
        .at(165, 146, "#007399", tolerance: 16), .at(165, 94, "#19DEF3", tolerance: 16)]) {
    ActivityRingStack(progress: [.move: 0.8, .exercise: 0.35, .stand: 1.2])
        .frame(width: 200, height: 200)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(.black)
}
