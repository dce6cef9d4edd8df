import SwiftUI

// A row of choices that all take the width of the widest one: a custom `Layout` that measures
// its subviews unproposed, asks each pair for their preferred spacing
// (`ViewSpacing.distance(to:along:)`) and places every subview at its centre.

struct EqualWidthRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cell = widest(subviews)
        let gaps = spacing(subviews).reduce(0, +)
        return CGSize(width: cell.width * CGFloat(subviews.count) + gaps, height: cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = widest(subviews)
        let gaps = spacing(subviews)
        var x = bounds.minX + cell.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(cell))
            x += cell.width + gaps[index]
        }
    }

    private func widest(_ subviews: Subviews) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return CGSize(width: Swift.max(size.width, ideal.width), height: Swift.max(size.height, ideal.height))
        }
    }

    private func spacing(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            index < subviews.count - 1
                ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
                : 0
        }
    }
}

struct ChoiceChip: View {
    let title: String
    let tint: Color

    var body: some View {
        Text(title)
            .font(.system(size: 15, weight: .semibold))
            .foregroundStyle(.white)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity)
            .background(tint, in: RoundedRectangle(cornerRadius: 8))
    }
}

struct ReminderChoices: View {
    var body: some View {
        EqualWidthRow {
            ChoiceChip(title: "Never", tint: .gray)
            ChoiceChip(title: "Daily", tint: .teal)
            ChoiceChip(title: "Weekdays only", tint: .indigo)
        }
        .padding(12)
    }
}
