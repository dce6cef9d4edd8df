import CompatSupport
import SpecimenUI

// Text with a custom renderer is drawn as the system draws it: the black letters of both runs
// (probes on the stems of "I" and "l"), at full opacity, on the yellow card.
public let compatCase = CompatCase("TextRendererPlain", width: 120, height: 60,
    probes: [.at(2, 2, "#FFCC00"), .at(11, 25, "#000000"), .at(22, 25, "#000000"), .at(33, 25, "#000000"),
             .at(43, 25, "#000000"), .at(17, 25, "#FFCC00"), .at(80, 25, "#FFFFFF")]) {
    HighlightedTitle(plain: "II", emphasis: "ll")
        .padding(6)
        .background(Color.yellow)
        .frame(width: 120, height: 60, alignment: .topLeading)
}
