import SwiftUI

struct StoryAuthor: Identifiable {
    let id: Int
    var name: String
    var hasUnseenStory: Bool
    var isMe = false
}

struct FeedPost: Identifiable {
    let id: Int
    var author: String
    var text: String
    var likes: Int
    var comments: Int
    var isLiked: Bool
}

/// A story avatar: unseen stories ringed by a colour sweep, seen ones by a grey hairline; the
/// viewer's own bubble carries a plus badge.
struct StoryBubble: View {
    let author: StoryAuthor
    private let size: CGFloat = 62

    private var ring: AnyShapeStyle {
        author.hasUnseenStory
            ? AnyShapeStyle(AngularGradient(colors: [.yellow, .orange, .red, .purple, .yellow], center: .center))
            : AnyShapeStyle(Color.gray.opacity(0.4))
    }

    var body: some View {
        VStack(spacing: 4) {
            Circle()
                .fill(Color(.systemGray5))
                .overlay {
                    Text(author.name.prefix(1).uppercased())
                        .font(.title3.weight(.semibold))
                        .foregroundStyle(.secondary)
                }
                .padding(5)
                .overlay(Circle().strokeBorder(ring, lineWidth: author.hasUnseenStory ? 3 : 1))
                .frame(width: size, height: size)
                .overlay(alignment: .bottomTrailing) {
                    if author.isMe {
                        Image(systemName: "plus")
                            .font(.caption.bold())
                            .foregroundStyle(.white)
                            .frame(width: 20, height: 20)
                            .background(.blue, in: Circle())
                            .overlay(Circle().stroke(.white, lineWidth: 2))
                    }
                }
            Text(author.isMe ? "Your story" : author.name)
                .font(.caption2)
                .lineLimit(1)
                .frame(width: size + 6)
        }
    }
}

struct StoryTray: View {
    let authors: [StoryAuthor]

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 12) {
                ForEach(authors) { StoryBubble(author: $0) }
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
        }
        .scrollIndicators(.hidden)
    }
}

/// Like, comment and share under a post; counts written compactly.
struct PostActionBar: View {
    let post: FeedPost

    var body: some View {
        HStack(spacing: 18) {
            Button {} label: {
                Label {
                    Text(post.likes, format: .number.notation(.compactName))
                } icon: {
                    Image(systemName: post.isLiked ? "heart.fill" : "heart")
                        .foregroundStyle(post.isLiked ? .red : .primary)
                        .contentTransition(.symbolEffect(.replace))
                }
            }
            .sensoryFeedback(.impact(weight: .light), trigger: post.isLiked)
            Button {} label: {
                Label("\(post.comments)", systemImage: "bubble.right")
            }
            Spacer()
            ShareLink(item: "Run with me") {
                Image(systemName: "square.and.arrow.up")
            }
        }
        .buttonStyle(.plain)
        .font(.subheadline.weight(.medium))
    }
}

struct StoryFeedScreen: View {
    let authors: [StoryAuthor]
    let posts: [FeedPost]

    var body: some View {
        List {
            StoryTray(authors: authors)
                .listRowInsets(EdgeInsets())
            ForEach(posts) { post in
                VStack(alignment: .leading, spacing: 8) {
                    Text(post.author).font(.subheadline.bold())
                    Text(post.text).font(.subheadline)
                    PostActionBar(post: post)
                }
                .padding(.vertical, 4)
            }
        }
        .listStyle(.plain)
        .refreshable {}
    }
}
