import SwiftUI

// A feed whose rows fade and grow in as they come down from the top edge: each row's scale and
// opacity follow its position in the global space, so the top row (at y = 0) is not drawn at all.
struct FadingFeed: View {
    let words = ["alpha", "beta", "gamma"]

    var body: some View {
        ScrollView(showsIndicators: false) {
            VStack(spacing: 4) {
                ForEach(words, id: \.self) { word in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(.purple)
                        .frame(height: 40)
                        .overlay {
                            Text(word.uppercased())
                                .font(.caption)
                                .foregroundStyle(.white)
                        }
                        .visualEffect { content, proxy in
                            content
                                .scaleEffect(max(min(proxy.frame(in: .global).origin.y / 40, 1), 0))
                                .opacity(max(min(proxy.frame(in: .global).origin.y / 60, 1), 0))
                        }
                }
            }
        }
    }
}
