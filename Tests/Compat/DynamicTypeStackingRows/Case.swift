import CompatSupport
import SpecimenUI

// At the default size the row is a 32-pt orange badge beside the text (29, 46) and the actions fit side by side:
// Taken green on the left (40, 95), Snooze grey on the right (280, 95). At accessibility3 the badge is scaled by
// `@ScaledMetric` to 75 pt (95, 245) and stands above the text, and the actions no longer fit in a row, so
// `ViewThatFits` takes the stack: Taken full width (280, 400) over Snooze (50, 470).
public let compatCase = CompatCase("DynamicTypeStackingRows", width: 320, height: 600, probes: [
        .at(29, 46, "#FF9500"), .at(40, 95, "#34C759"), .at(280, 95, "#DFDFE4"),
        .at(95, 245, "#FF9500"), .at(280, 400, "#34C759"), .at(50, 470, "#DFDFE4")]) {
    VStack(spacing: 12) {
        DoseCard()
        DoseCard()
            .environment(\.dynamicTypeSize, .accessibility3)
    }
    .padding(12)
    .frame(maxHeight: .infinity, alignment: .top)
}
