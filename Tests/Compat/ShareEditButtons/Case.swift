import CompatSupport
import SpecimenUI

// The default ShareLink label's share symbol and the titled one's are in the tint color (the
// bottom of the symbol's box, 87 % covered at 1× in the first), the
// custom label is drawn as given (green); EditButton says "Edit" (ink ends by x 28) and, in
// an active edit mode, a semibold "Done" (ink at x 33-35 on its row); `.transient` reads back
// as editing (green swatch).
public let compatCase = CompatCase("ShareEditButtons", width: 160, height: 170,
    probes: [.at(5, 20, "#007AFF", tolerance: 40), .at(5, 33, "#34C759"), .at(5, 77, "#007AFF", tolerance: 20), .at(2, 92, "#007AFF"), .at(33, 98, "#FFFFFF"), .at(34, 125, "#007AFF"), .at(5, 145, "#34C759")]) {
    ArticleActions()
        .frame(width: 160, height: 170, alignment: .topLeading)
}
