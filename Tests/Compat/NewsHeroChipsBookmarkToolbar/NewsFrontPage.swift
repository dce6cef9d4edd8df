import SwiftUI

struct Story: Identifiable {
    let id = UUID()
    let headline: String
    let source: String
    let minutes: Int
    let tint: Color
}

enum Desk: String, CaseIterable, Identifiable {
    case top = "Top", world = "World", tech = "Tech", science = "Science", sport = "Sport", culture = "Culture"
    var id: String { rawValue }
}

/// The lead story: a photo stand-in with a dark scrim from the bottom edge up to the middle, the headline over it.
struct HeroStoryCard: View {
    let story: Story

    private var scrim: LinearGradient {
        LinearGradient(colors: [.black.opacity(0.65), .black.opacity(0)], startPoint: .bottom, endPoint: .center)
    }

    var body: some View {
        Rectangle()
            .fill(story.tint.gradient)
            .frame(height: 180)
            .overlay { scrim }
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(story.source.uppercased())
                        .font(.caption2.weight(.bold))
                        .foregroundStyle(.white.opacity(0.8))
                    Text(story.headline)
                        .font(.title3.weight(.bold))
                        .foregroundStyle(.white)
                        .lineLimit(2)
                }
                .padding(12)
            }
            .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}

struct DeskChips: View {
    @Binding var selection: Desk

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(Desk.allCases) { desk in
                    Button {
                        selection = desk
                    } label: {
                        Text(desk.rawValue)
                            .font(.subheadline.weight(.semibold))
                            .padding(.horizontal, 14)
                            .padding(.vertical, 7)
                            .foregroundStyle(selection == desk ? Color.white : Color.primary)
                            .background(selection == desk ? Color.red : Color(.systemGray6), in: Capsule())
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding(.horizontal, 16)
        }
    }
}

struct StoryRow: View {
    let story: Story

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 6) {
                Text(story.headline)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(2)
                Text("\(story.source) · \(story.minutes) min read")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            RoundedRectangle(cornerRadius: 8)
                .fill(story.tint)
                .frame(width: 64, height: 64)
        }
        .padding(.horizontal, 16)
    }
}

struct NewsFrontPage: View {
    let lead: Story
    let stories: [Story]
    @State var desk: Desk = .top
    var isLoadingMore = true

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 14) {
                    HeroStoryCard(story: lead)
                        .padding(.horizontal, 16)
                    DeskChips(selection: $desk)
                    ForEach(stories) { story in
                        StoryRow(story: story)
                    }
                    if isLoadingMore {
                        StoryRow(story: Story(headline: "Placeholder headline for a story", source: "Source", minutes: 4, tint: .gray))
                            .redacted(reason: .placeholder)
                    }
                }
            }
            .navigationTitle("Today")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(id: "bookmarks", placement: .topBarTrailing, showsByDefault: true) {
                    Button {} label: { Image(systemName: "bookmark.fill") }
                }
                ToolbarItem(id: "share", placement: .topBarLeading, showsByDefault: false) {
                    Button {} label: { Image(systemName: "square.and.arrow.up") }
                }
            }
        }
    }
}
