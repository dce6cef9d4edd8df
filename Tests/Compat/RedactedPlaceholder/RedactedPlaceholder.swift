import SwiftUI

// A loading row: while loading, the text is redacted to placeholder bars, except the unredacted badge.
struct ArticleRow: View {
    var isLoading: Bool
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        HStack(spacing: 6) {
            Text("Headline")
                .font(.system(size: 20, weight: .bold))
                .foregroundStyle(.black)
            Text("NEW")
                .font(.system(size: 12, weight: .bold))
                .foregroundStyle(.white)
                .padding(2)
                .background(reasons.contains(.placeholder) ? Color.red : Color.blue)
                .unredacted()
        }
        .redacted(reason: isLoading ? .placeholder : [])
    }
}
