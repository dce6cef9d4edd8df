import CompatSupport
import SpecimenUI

// A Layout whose cache is an optional. The wide bar (200 pt) keeps the 80-pt title centred (x 60-140)
// with the 30-pt actions at its trailing edge (170-200), 20 pt tall. The narrow bar (120 pt, x 40-160,
// from y 30) is narrower than the 156 pt that centring needs, so it stacks: the title at its top
// (x 60-120, y 30-50), the actions at its bottom trailing corner (x 130-160, y 54-74), grey between.
public let compatCase = CompatCase("OptionalCacheCentredBar", width: 220, height: 90,
    probes: [.at(100, 10, "#5856D6"), .at(50, 10, "#E5E5E5"), .at(185, 10, "#FF9500"), .at(160, 10, "#E5E5E5"),
             .at(90, 40, "#5856D6"), .at(145, 64, "#FF9500"), .at(145, 40, "#E5E5E5"), .at(60, 64, "#E5E5E5"),
             .at(100, 80, "#FFFFFF")]) {
    ReaderToolbars()
        .frame(width: 220, height: 90, alignment: .topLeading)
}
