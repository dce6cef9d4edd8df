import CompatSupport
import SpecimenUI

// The card (x 12-248) has three 36-pt rows from y 12; 2-pt red separators from x 24 under the first two
// (y 48-50 and 86-88), none under the last; the row flagged with the trait is yellow (y 50-86). Below it
// (y 136-156) the multi root spreads its first two children into the HStack: blue 12-42, green 42-72,
// then the stack's orange 72-102; the third child (purple) is not drawn.
public let compatCase = CompatCase("VariadicDividedCardRows", width: 260, height: 170,
    probes: [.at(200, 49, "#FF3B30"), .at(18, 49, "#F2F2F2"), .at(200, 30, "#F2F2F2"), .at(200, 68, "#FFCC00"),
             .at(200, 87, "#FF3B30"), .at(200, 110, "#F2F2F2"),
             .at(27, 146, "#007AFF"), .at(57, 146, "#34C759"), .at(87, 146, "#FF9500"), .at(117, 146, "#FFFFFF")]) {
    NotificationSettingsCard()
        .frame(width: 260, height: 170, alignment: .topLeading)
}
