import SwiftUI

/// The periods a report can show.
enum ReportPeriod: String, CaseIterable, Identifiable {
    case day = "Day"
    case week = "Week"
    case month = "Month"

    var id: Self { self }
}

/// A hand-built segmented control: each segment is a matched-geometry source and the one pill,
/// drawn behind the row, follows the selected segment.
struct PeriodSegments: View {
    @Binding var selection: ReportPeriod
    @Namespace private var selectionSpace

    var body: some View {
        HStack(spacing: 0) {
            ForEach(ReportPeriod.allCases) { period in
                Button {
                    withAnimation(.snappy) { selection = period }
                } label: {
                    Text(period.rawValue)
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(selection == period ? Color.white : Color.primary)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 8)
                }
                .buttonStyle(.plain)
                .matchedGeometryEffect(id: period, in: selectionSpace)
            }
        }
        .background {
            Capsule()
                .fill(Color.indigo)
                .matchedGeometryEffect(id: selection, in: selectionSpace, isSource: false)
        }
        .padding(4)
        .background(Capsule().fill(Color(white: 0.92)))
    }
}

/// Underlined tabs: a short bar keeps its own size and moves to the bottom centre of the selected tab.
struct UnderlinedTabs: View {
    let titles: [String]
    @Binding var selected: Int
    @Namespace private var underline

    var body: some View {
        HStack(spacing: 16) {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .font(.callout)
                    .padding(.bottom, 10)
                    .matchedGeometryEffect(id: index, in: underline, isSource: true)
                    .onTapGesture { selected = index }
            }
        }
        .overlay(alignment: .bottomLeading) {
            Capsule()
                .fill(Color.orange)
                .frame(width: 24, height: 4)
                .matchedGeometryEffect(id: selected, in: underline, properties: .position, anchor: .bottom, isSource: false)
        }
    }
}
