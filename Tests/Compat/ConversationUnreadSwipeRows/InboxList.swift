import SwiftUI

struct InboxThread: Identifiable {
    let id: Int
    var sender: String
    var preview: String
    var updated: Date
    var unread: Int
    var muted = false
}

struct InboxList: View {
    @State var threads: [InboxThread]
    @State private var search = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(threads) { thread in
                    InboxRow(thread: thread)
                        .swipeActions(edge: .leading, allowsFullSwipe: true) {
                            Button {
                                toggleRead(thread)
                            } label: {
                                Label(thread.unread > 0 ? "Read" : "Unread",
                                      systemImage: thread.unread > 0 ? "envelope.open" : "message.badge")
                            }
                            .tint(.blue)
                        }
                        .swipeActions(edge: .trailing) {
                            Button(role: .destructive) {
                                threads.removeAll { $0.id == thread.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                }
            }
            .listStyle(.plain)
            .scrollDismissesKeyboard(.immediately)
            .overlay {
                if threads.isEmpty {
                    ContentUnavailableView("No Messages", systemImage: "bubble.left.and.bubble.right")
                }
            }
            .navigationTitle("Messages")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    private func toggleRead(_ thread: InboxThread) {
        guard let index = threads.firstIndex(where: { $0.id == thread.id }) else { return }
        threads[index].unread = threads[index].unread > 0 ? 0 : 1
    }
}

struct InboxRow: View {
    let thread: InboxThread

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Circle()
                .fill(thread.unread > 0 ? Color.blue : Color.clear)
                .frame(width: 9, height: 9)
                .padding(.top, 6)
            VStack(alignment: .leading, spacing: 3) {
                HStack(alignment: .firstTextBaseline) {
                    Text(thread.sender)
                        .font(.headline)
                    if thread.muted {
                        Image(systemName: "bell.slash.fill")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(thread.updated, style: .relative)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                HStack {
                    Text(thread.preview)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                    Spacer(minLength: 8)
                    if thread.unread > 1 {
                        Text("\(thread.unread)")
                            .font(.caption2.bold())
                            .foregroundStyle(.white)
                            .padding(.horizontal, 7)
                            .padding(.vertical, 2)
                            .background(.blue, in: Capsule())
                    }
                }
            }
        }
        .padding(.vertical, 2)
    }
}
