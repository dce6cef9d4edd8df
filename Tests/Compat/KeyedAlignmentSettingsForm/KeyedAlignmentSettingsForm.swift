import SwiftUI

// A settings screen laid out like a Mac preferences pane: labels right-aligned against one column
// edge, controls left-aligned after it, through a custom horizontal alignment shared by a form style
// and a labeled-content style.
extension HorizontalAlignment {
    private enum ColumnEdge: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
    }

    static let columnEdge = HorizontalAlignment(ColumnEdge.self)
}

struct ColumnLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            configuration.label
                .foregroundStyle(.secondary)
                .alignmentGuide(.columnEdge) { $0[.trailing] }
            configuration.content
        }
    }
}

extension LabeledContentStyle where Self == ColumnLabeledContentStyle {
    static var column: ColumnLabeledContentStyle { .init() }
}

struct ColumnFormStyle: FormStyle {
    var spacing: CGFloat? = 10

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .columnEdge, spacing: spacing) {
            configuration.content
                .labeledContentStyle(.column)
        }
    }
}

extension FormStyle where Self == ColumnFormStyle {
    static var column: ColumnFormStyle { .init() }
}

struct PreferencesPane: View {
    var body: some View {
        Form {
            LabeledContent("Name") { Rectangle().fill(.blue).frame(width: 90, height: 16) }
            LabeledContent("Default browser") { Rectangle().fill(.green).frame(width: 40, height: 16) }
            LabeledContent("Size") { Rectangle().fill(.orange).frame(width: 60, height: 16) }
        }
        .formStyle(.column)
    }
}
