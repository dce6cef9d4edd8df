import SwiftUI

// A settings card built the pre-iOS 18 way: a variadic root puts a hairline between the rows it
// is handed and marks the row a trait flags; a second root keeps only the first rows it gets and
// spreads them into the stack around it.

private struct RowEmphasis: _ViewTraitKey {
    static let defaultValue = false
}

extension View {
    func cardRowEmphasised(_ emphasised: Bool = true) -> some View {
        _trait(RowEmphasis.self, emphasised)
    }
}

struct SeparatedCard<Content: View>: View {
    var separator: Color = .gray
    @ViewBuilder var content: Content

    var body: some View {
        _VariadicView.Tree(SeparatedCardRoot(separator: separator)) {
            content
        }
        .background(Color(white: 0.95), in: .rect(cornerRadius: 10))
    }
}

private struct SeparatedCardRoot: _VariadicView_UnaryViewRoot {
    let separator: Color

    @ViewBuilder
    func body(children: _VariadicView.Children) -> some View {
        let lastID = children.last?.id
        VStack(alignment: .leading, spacing: 0) {
            ForEach(children) { row in
                row
                    .padding(.horizontal, 12)
                    .frame(maxWidth: .infinity, minHeight: 36, alignment: .leading)
                    .background(row[RowEmphasis.self] ? Color.yellow : Color.clear)
                if row.id != lastID {
                    separator
                        .frame(height: 2)
                        .padding(.leading, 12)
                }
            }
        }
    }
}

struct LeadingPicks: _VariadicView_MultiViewRoot {
    var count: Int

    func body(children: _VariadicView.Children) -> some View {
        ForEach(children.prefix(count)) { child in
            child
        }
    }
}

struct NotificationSettingsCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            SeparatedCard(separator: .red) {
                Text("Mentions")
                Text("Replies")
                    .cardRowEmphasised()
                Text("Reactions")
            }

            HStack(spacing: 0) {
                _VariadicView.Tree(LeadingPicks(count: 2)) {
                    Color.blue.frame(width: 30, height: 20)
                    Color.green.frame(width: 30, height: 20)
                    Color.purple.frame(width: 30, height: 20)
                }
                Color.orange.frame(width: 30, height: 20)
            }
        }
        .padding(12)
    }
}
