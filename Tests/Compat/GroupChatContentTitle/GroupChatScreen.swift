import SwiftUI

struct GroupMessage: Identifiable {
    let id: Int
    let author: String
    let body: String
    var isMine: Bool { author == "me" }
}

/// A group thread: the newest message at the bottom, the group's name as a styled title.
struct GroupChatScreen: View {
    let groupName: String
    let messages: [GroupMessage]
    @State private var lastSeen: Int?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 6) {
                    ForEach(messages) { message in
                        row(message)
                            .id(message.id)
                    }
                }
                .padding(.horizontal, 12)
                .scrollTargetLayout()
            }
            .defaultScrollAnchor(.bottom)
            .scrollPosition(id: $lastSeen, anchor: .bottom)
            .navigationTitle {
                Text(groupName)
                    .foregroundStyle(.indigo)
            }
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Camera", systemImage: "camera.fill") { jump() }
                    Spacer()
                    Button("Voice", systemImage: "mic.fill") { jump() }
                }
            }
        }
    }

    private func row(_ message: GroupMessage) -> some View {
        HStack {
            if message.isMine { Spacer(minLength: 48) }
            Text(message.body)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .foregroundStyle(message.isMine ? .white : .primary)
                .background(message.isMine ? Color.indigo : Color(.systemGray5), in: .rect(cornerRadius: 16))
            if !message.isMine { Spacer(minLength: 48) }
        }
    }

    private func jump() {
        withTransaction(\.scrollTargetAnchor, .bottom) {
            lastSeen = messages.last?.id
        }
    }
}
