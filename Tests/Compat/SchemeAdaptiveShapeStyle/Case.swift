import CompatSupport
import SpecimenUI

// The left card is forced light: yellow card, orange badge and dot; the right one follows the
// case's dark scheme: indigo card, cyan badge and dot (the adaptive style resolved per card).
public let compatCase = CompatCase("SchemeAdaptiveShapeStyle", width: 300, height: 120, colorScheme: .dark,
    probes: [.at(20, 20, "#FFE699"), .at(60, 44, "#FF9500"), .at(75, 80, "#FF9500"), .at(210, 20, "#334080"), .at(240, 44, "#64D2FF"), .at(225, 80, "#64D2FF")]) {
    HStack(spacing: 10) {
        ProBadgeCard().environment(\.colorScheme, .light)
        ProBadgeCard()
    }
}
