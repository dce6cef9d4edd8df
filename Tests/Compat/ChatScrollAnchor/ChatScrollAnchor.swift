import SwiftUI

struct ChatMessage: Identifiable {
    let id: Int
    let text: String
    var isMine: Bool { id.isMultiple(of: 2) }
}

/// A chat transcript that opens at its newest message, as messaging apps write it on iOS 17.
struct ChatTranscript: View {
    let messages: [ChatMessage]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 6) {
                ForEach(messages) { message in
                    Text(message.text)
                        .font(.footnote)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 6)
                        .foregroundStyle(message.isMine ? .white : .primary)
                        .background(message.isMine ? Color.blue : Color.gray.opacity(0.2), in: .rect(cornerRadius: 12))
                        .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
                        .id(message.id)
                }
            }
        }
        .defaultScrollAnchor(.bottom)
        .contentMargins(.horizontal, 12, for: .scrollContent)
        .contentMargins(.bottom, 8, for: .scrollContent)
        .scrollIndicators(.hidden)
        .scrollBounceBehavior(.basedOnSize)
    }
}
