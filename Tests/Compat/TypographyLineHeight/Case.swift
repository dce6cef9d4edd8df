import CompatSupport
import SpecimenUI

// Each text is its number of lines times its line height tall: the heading 28 pt (orange, 0–28),
// the three body lines 3 × 24 pt (teal, 28–100), the caption's own attributed line height of twice
// its 11 pt (purple, 100–144). Font line heights would end the teal box near 88 and the purple near 126.
public let compatCase = CompatCase("TypographyLineHeight", width: 160, height: 160,
    probes: [.at(150, 2, "#FFFFFF"), .at(2, 2, "#FF9500"), .at(2, 26, "#FF9500"),
             .at(2, 30, "#30B0C7"), .at(2, 98, "#30B0C7"), .at(2, 102, "#AF52DE"), .at(2, 142, "#AF52DE"),
             .at(2, 148, "#FFFFFF")]) {
    ReleaseNote()
        .frame(width: 160, height: 160, alignment: .topLeading)
}
