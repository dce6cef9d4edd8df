import SwiftUI

// A design system's segmented control built as an iOS 18 custom container: each subview is a
// segment, and the container finds the selected one by its `.tag(_:)` through
// `ContainerValues.hasTag(_:)`; a badge reads an optional tag with `tag(for:)`.
enum ReportRange: Hashable { case day, week, month }

struct DSSegmentedControl<Selection: Hashable, Content: View>: View {
    @Binding var selection: Selection
    @ViewBuilder var content: Content

    var body: some View {
        HStack(spacing: 4) {
            ForEach(subviews: content) { segment in
                let isSelected = segment.containerValues.hasTag(selection)
                segment
                    .font(.subheadline.weight(isSelected ? .semibold : .regular))
                    .foregroundStyle(isSelected ? Color.white : Color.primary)
                    .frame(maxWidth: .infinity, minHeight: 32)
                    .background(isSelected ? Color.indigo : Color.clear, in: .capsule)
            }
        }
        .padding(4)
        .background(Color(.secondarySystemBackground), in: .capsule)
    }
}

/// Marks the segments whose optional tag holds a value; an untagged or `nil`-tagged one has no dot.
struct DSTaggedDots<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack(spacing: 0) {
            ForEach(subviews: content) { item in
                let hasValue = item.containerValues.tag(for: ReportRange?.self).flatMap { $0 } != nil
                Circle()
                    .fill(hasValue ? Color.orange : Color.clear)
                    .frame(width: 12, height: 12)
                    .frame(maxWidth: .infinity)
            }
        }
    }
}

struct ReportHeader: View {
    @State private var range: ReportRange = .week

    var body: some View {
        VStack(spacing: 8) {
            DSSegmentedControl(selection: $range) {
                Text("Day").tag(ReportRange.day)
                Text("Week").tag(ReportRange.week)
                Text("Month").tag(ReportRange.month)
            }
            DSTaggedDots {
                Text("All").tag(nil as ReportRange?)
                Text("Week").tag(ReportRange.week)
                Text("Plain")
            }
        }
    }
}
