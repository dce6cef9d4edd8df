import SwiftUI
import UIKit

struct ChatTurn: Identifiable {
    enum Author { case user, assistant }
    let id = UUID()
    let author: Author
    let text: String
    var code: String? = nil
}

/// A bubble with three rounded corners; the corner nearest the sender stays square, as a tail.
struct TailBubble: Shape {
    let fromUser: Bool

    func path(in rect: CGRect) -> Path {
        let corners: UIRectCorner = fromUser ? [.topLeft, .topRight, .bottomLeft] : [.topLeft, .topRight, .bottomRight]
        let bezier = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: 18, height: 18))
        return Path(bezier.cgPath)
    }
}

struct TurnView: View {
    let turn: ChatTurn

    var body: some View {
        let fromUser = turn.author == .user
        HStack {
            if fromUser { Spacer(minLength: 48) }
            VStack(alignment: .leading, spacing: 8) {
                Text(LocalizedStringKey(turn.text))
                if let code = turn.code {
                    Text(code)
                        .font(.system(.footnote, design: .monospaced))
                        .padding(8)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(Color.black.opacity(0.85), in: RoundedRectangle(cornerRadius: 8))
                        .foregroundStyle(.green)
                }
            }
            .padding(.horizontal, 14)
            .padding(.vertical, 10)
            .foregroundStyle(fromUser ? Color.white : Color.primary)
            .background(TailBubble(fromUser: fromUser).fill(fromUser ? Color.blue : Color(.systemGray5)))
            if !fromUser { Spacer(minLength: 48) }
        }
    }
}

/// Three dots, drawn as a still of the pulse: each lighter than the one before.
struct ThinkingDots: View {
    var body: some View {
        HStack(spacing: 5) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(Color.secondary)
                    .frame(width: 8, height: 8)
                    .opacity(1 - Double(index) * 0.3)
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 12)
        .background(TailBubble(fromUser: false).fill(Color(.systemGray5)))
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct ComposerBar: View {
    @Binding var draft: String

    var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            TextField("Ask anything", text: $draft, axis: .vertical)
                .lineLimit(1...4)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(Color(.systemGray6), in: RoundedRectangle(cornerRadius: 18))
            Button {} label: {
                Image(systemName: "arrow.up.circle.fill")
                    .font(.system(size: 30))
            }
            .disabled(draft.isEmpty)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(.bar)
    }
}

struct AssistantChatView: View {
    let turns: [ChatTurn]
    let isThinking: Bool
    @State var draft = ""
    @State var model = "Swift-7B"
    let models = ["Swift-7B", "Swift-70B", "Tiny-1B"]

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 10) {
                        ForEach(turns) { turn in
                            TurnView(turn: turn).id(turn.id)
                        }
                        if isThinking {
                            ThinkingDots().id("thinking")
                        }
                    }
                    .padding(12)
                }
                .onAppear { proxy.scrollTo("thinking", anchor: .bottom) }
            }
            .safeAreaInset(edge: .bottom) {
                ComposerBar(draft: $draft)
            }
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Menu {
                        Picker("Model", selection: $model) {
                            ForEach(models, id: \.self) { Text($0) }
                        }
                    } label: {
                        HStack(spacing: 4) {
                            Text(model).font(.headline)
                            Image(systemName: "chevron.down").font(.caption.weight(.bold))
                        }
                        .foregroundStyle(Color.primary)
                    }
                }
            }
        }
    }
}
