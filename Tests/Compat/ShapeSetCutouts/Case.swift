import CompatSupport
import SpecimenUI

// Five 60-pt cells on light grey from x = 20, 100, 180, 260, 360 (y 20…80):
// - ring: blue in its band (50, 27), grey in the subtracted centre (50, 50);
// - plate: orange near its edge (105, 50) and above the window (130, 30), grey in the window (130, 50);
// - lens: green where both discs overlap (225, 50), grey where only the first disc is (195, 50);
// - discs: purple where only one disc is (268, 50) and (330, 50), grey where both overlap (300, 50);
// - dial: red on its left (360, 50) and bottom (390, 78), grey at its top (390, 22), cut by the band.
public let compatCase = CompatCase("ShapeSetCutouts", width: 460, height: 100,
    probes: [.at(50, 27, "#1A4DE6"), .at(50, 50, "#D9D9D9"),
             .at(105, 50, "#FF8C00"), .at(130, 30, "#FF8C00"), .at(130, 50, "#D9D9D9"),
             .at(225, 50, "#1AB34D"), .at(195, 50, "#D9D9D9"),
             .at(268, 50, "#8033B3"), .at(330, 50, "#8033B3"), .at(300, 50, "#D9D9D9"),
             .at(360, 50, "#E61A1A"), .at(390, 78, "#E61A1A"), .at(390, 22, "#D9D9D9")]) {
    CutoutShelf()
        .frame(width: 460, height: 100, alignment: .topLeading)
}
