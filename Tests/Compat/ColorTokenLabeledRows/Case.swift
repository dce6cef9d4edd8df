import CompatSupport
import SpecimenUI

// Light row: the label bar indigo, the value dot red. Dark row (on black): the bar yellow and the
// dot mint, each in its dark variant.
public let compatCase = CompatCase("ColorTokenLabeledRows", width: 200, height: 60,
    probes: [.at(11, 15, "#5856D6"), .at(185, 15, "#FF3B30"), .at(11, 45, "#FFD60A"), .at(185, 45, "#63E6E2"),
             .at(100, 45, "#000000")]) {
    VStack(spacing: 0) {
        LabeledContent("Pins", value: "212")
            .padding(8)
            .frame(height: 30)
        LabeledContent("Strikes", value: "7")
            .padding(8)
            .frame(height: 30)
            .background(Color.black)
            .environment(\.colorScheme, .dark)
    }
    .labeledContentStyle(.stat)
    .frame(width: 200, height: 60)
}
