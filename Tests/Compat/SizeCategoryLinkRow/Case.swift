import CompatSupport
import SpecimenUI

// The link draws its label (blue accent), the size category reads back as an accessibility one
// (green), and "Help" at accessibilityLarge (DynamicTypeSize.accessibility2, body 33 pt, a line
// about 39 pt tall) is far taller than at the default size (17 pt, 20 pt tall, ending at y = 60):
// its yellow background still covers y = 76, below the baseline.
public let compatCase = CompatCase("SizeCategoryLinkRow", width: 120, height: 100,
    probes: [.at(15, 10, "#007AFF"), .at(15, 30, "#34C759"), .at(2, 76, "#FFCC00")]) {
    SupportRow()
        .environment(\.sizeCategory, .accessibilityLarge)
        .frame(width: 120, height: 100, alignment: .topLeading)
}
