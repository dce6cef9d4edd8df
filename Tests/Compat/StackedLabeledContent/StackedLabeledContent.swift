import SwiftUI

// A labeled-content style that stacks the label above its value, with a static member and a
// #Preview, as a small SwiftUI helper package writes it.
public struct StackedLabeledContentStyle: LabeledContentStyle {
    var spacing: CGFloat

    public init(spacing: CGFloat = 4) {
        self.spacing = spacing
    }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: self.spacing) {
            configuration.label
                .font(.footnote)
                .foregroundColor(.secondary)
                .minimumScaleFactor(0.75)

            configuration.content
        }
    }
}

extension LabeledContentStyle where Self == StackedLabeledContentStyle {
    public static var stacked: StackedLabeledContentStyle { StackedLabeledContentStyle() }
    public static func stacked(spacing: CGFloat) -> StackedLabeledContentStyle { StackedLabeledContentStyle(spacing: spacing) }
}

#Preview {
    LabeledContent("Plan", value: "Pro")
        .labeledContentStyle(.stacked)
}
