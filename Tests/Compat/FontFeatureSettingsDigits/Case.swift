import CompatSupport
import SpecimenUI
import UIKit

// Counter chips in the body style's font: with fixed-width digits (Core Text feature settings, the iOS 15
// keys and the older ones) "1111111111" is as wide as "0000000000", so the yellow behind the ones reaches
// the zeros' right edge; the system font's proportional ones stop well short of it.
public let compatCase = CompatCase("FontFeatureSettingsDigits", width: 200, height: 120,
    probes: [.at(113, 10, "#FFCC00"), .at(113, 34, "#FFCC00"), .at(114, 34, "#FFFFFF"), .at(113, 58, "#FFCC00"),
             .at(70, 84, "#FFCC00"), .at(100, 82, "#FFFFFF")]) {
    VStack(alignment: .leading, spacing: 4) {
        CounterChip(value: "1111111111", font: .tabularFont(forTextStyle: .body))
        CounterChip(value: "0000000000", font: .tabularFont(forTextStyle: .body))
        CounterChip(value: "1111111111", font: .legacyTabularFont(ofSize: 17))
        CounterChip(value: "1111111111", font: .preferredFont(forTextStyle: .body))
    }
    .padding(8)
    .frame(width: 200, height: 120, alignment: .topLeading)
}
