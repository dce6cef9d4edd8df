import CompatSupport
import SpecimenUI

// The label (a 40 × 10 red bar) is on top at the leading edge, the value (a 60 × 20 teal bar)
// 6 pt below it: nothing sits beside the label, as the default style would put the value there.
public let compatCase = CompatCase("StackedLabeledContent", width: 200, height: 60,
    probes: [.at(2, 2, "#FF0000"), .at(38, 8, "#FF0000"), .at(42, 5, "#FFFFFF"), .at(150, 5, "#FFFFFF"),
             .at(2, 12, "#FFFFFF"), .at(2, 17, "#008080"), .at(58, 35, "#008080"), .at(62, 20, "#FFFFFF")]) {
    LabeledContent {
        Rectangle().fill(Color(red: 0, green: 0.5, blue: 0.5)).frame(width: 60, height: 20)
    } label: {
        Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 10)
    }
    .labeledContentStyle(.stacked(spacing: 6))
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
}
