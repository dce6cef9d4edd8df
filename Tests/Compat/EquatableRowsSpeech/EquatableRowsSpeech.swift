import SwiftUI

/// A row that only redraws when its values change: the view itself is `Equatable`.
struct TransferRow: View, Equatable {
    let reference: String
    let amount: Int
    let isIncoming: Bool

    var body: some View {
        HStack {
            Text(reference)
                .font(.body.monospaced())
                .speechSpellsOutCharacters()
            Spacer()
            Text(isIncoming ? "+\(amount)" : "-\(amount)")
                .foregroundStyle(isIncoming ? Color.green : Color.red)
                .speechAnnouncementsQueued()
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
        .background(isIncoming ? Color.green.opacity(0.12) : Color.red.opacity(0.12))
    }
}

/// A transfer list: rows wrapped with `.equatable()` and `EquatableView`, a search field whose focus
/// is bound (iOS 18), a submit scope and the iPad pointer's default hover effect.
struct TransfersScreen: View {
    @State private var query = ""
    @FocusState private var isSearching: Bool

    var body: some View {
        VStack(spacing: 8) {
            TransferRow(reference: "TR-0042", amount: 120, isIncoming: true)
                .equatable()
            EquatableView(content: TransferRow(reference: "TR-0043", amount: 35, isIncoming: false))
        }
        .submitScope()
        .defaultHoverEffect(.highlight)
        .searchable(text: $query)
        .searchFocused($isSearching)
    }
}
