import SwiftUI

/// A plan card with an offer tag hung on its top-trailing corner by alignment guides, and an
/// unread-count badge centred on a tile's corner.
struct PlanOfferCard: View {
    @State private var isSelected = true

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Annual")
                .font(.headline)
            Text("Two weeks free, then $29.99 a year.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .frame(width: 200, height: 70, alignment: .leading)
        .padding(.horizontal, 16)
        .background(Color(red: 0.9, green: 0.95, blue: 1), in: .rect(cornerRadius: 12))
        .overlay(alignment: .topTrailing) {
            Text("OFFER")
                .font(.caption2.bold())
                .foregroundStyle(.white)
                .frame(width: 60, height: 20)
                .background(Color.blue, in: Capsule())
                .alignmentGuide(.top) { $0[.top] + 10 }
                .alignmentGuide(.trailing) { $0[.trailing] + 20 }
        }
        .contentShape(Rectangle())
        .onTapGesture { isSelected.toggle() }
    }
}

struct InboxTile: View {
    let unread: Int

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(Color.gray.opacity(0.2))
            .frame(width: 60, height: 60)
            .overlay(alignment: .topTrailing) {
                if unread > 0 {
                    Text("\(unread)")
                        .font(.caption2.bold())
                        .foregroundStyle(.white)
                        .frame(width: 20, height: 20)
                        .background(Color.red, in: Circle())
                        .alignmentGuide(.top) { $0[VerticalAlignment.center] }
                        .alignmentGuide(.trailing) { $0[HorizontalAlignment.center] }
                }
            }
    }
}
