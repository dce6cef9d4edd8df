import CompatSupport
import SpecimenUI

// Right to left: the arrow that flips is laid out left to right and then mirrored, so it shows the
// same right-to-left order as the one that does not flip (red tail on the right); the widget's container background
// fills behind its content only. The form (dark, on the default background style) shows the
// formatted value "1,234.5", and its collapsed section hides its green row.
public let compatCase = CompatCase("WidgetFormattedRows", width: 200, height: 140,
    probes: [.at(2, 2, "#FFCC00"), .at(12, 18, "#007AFF"), .at(40, 18, "#FF3B30"), .at(12, 42, "#007AFF"),
             .at(42, 42, "#FF3B30"), .at(52, 30, "#FFCC00"), .at(4, 100, "#FFFFFF"), .at(60, 60, "#000000"),
             .at(150, 90, "#000000"), .at(102, 18, "#FFFFFF")]) {
    HStack(alignment: .top, spacing: 0) {
        SummaryWidget()
            .environment(\.layoutDirection, .rightToLeft)
        OrderForm()
            .environment(\.colorScheme, .dark)
    }
    .frame(width: 200, height: 140, alignment: .topLeading)
}
