import CompatSupport
import SpecimenUI

// The default ShareLink label's share symbol and the titled one's are in the tint color (the
// bottom of the symbol's box, 93 % covered at 1×), the
// custom label is drawn as given (green); EditButton says "Edit" (ink ends by x 28) and, in
// an active edit mode, a semibold "Done" (ink at x 33-37 on its row); `.transient` reads back
// as editing (green swatch).
public let compatCase = CompatCase("ShareEditButtons", width: 160, height: 170,
    probes: [.at(5, 18, "#007AFF", tolerance: 20), .at(5, 33, "#34C759"), .at(5, 74, "#007AFF", tolerance: 20), .at(2, 89, "#007AFF"), .at(33, 95, "#FFFFFF"), .at(36, 120, "#007AFF"), .at(5, 145, "#34C759")]) {
    ArticleActions()
        .frame(width: 160, height: 170, alignment: .topLeading)
}
