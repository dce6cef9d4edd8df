import SwiftUI

/// One post in a profile's grid.
struct GridPost: Identifiable {
    let id: Int
    let color: Color
    var isAlbum = false
}

/// A stat column under a profile: the count over its name.
struct ProfileStat: View {
    let value: Int
    let title: String

    var body: some View {
        VStack(spacing: 2) {
            Text("\(value)")
                .font(.headline)
                .monospacedDigit()
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

/// A creator's profile: a cover with the avatar hanging over its lower edge, the counts, capsule
/// follow and message buttons beside a more menu, and the posts in a three-column grid.
struct CreatorProfile: View {
    let name: String
    let handle: String
    let posts: [GridPost]

    private let grid = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            LinearGradient(colors: [.indigo, .purple], startPoint: .leading, endPoint: .trailing)
                .frame(height: 100)
                .overlay(alignment: .bottomLeading) {
                    Circle()
                        .fill(.orange)
                        .overlay {
                            Text(String(name.prefix(1)))
                                .font(.title.bold())
                                .foregroundStyle(.white)
                        }
                        .overlay {
                            Circle().stroke(.white, lineWidth: 4)
                        }
                        .frame(width: 80, height: 80)
                        .offset(x: 16, y: 40)
                }
                .padding(.bottom, 36)

            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.title3.bold())
                Text(handle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .padding(.horizontal, 16)

            HStack {
                ProfileStat(value: 128, title: "Posts")
                ProfileStat(value: 4210, title: "Followers")
                ProfileStat(value: 311, title: "Following")
            }

            HStack(spacing: 8) {
                Button("Follow") {}
                    .buttonStyle(.borderedProminent)
                Button("Message") {}
                    .buttonStyle(.bordered)
                Menu {
                    Button("Share Profile", systemImage: "square.and.arrow.up") {}
                    Button("Report", systemImage: "flag", role: .destructive) {}
                } label: {
                    Image(systemName: "ellipsis")
                        .frame(width: 34, height: 34)
                        .background(Circle().fill(Color(.secondarySystemFill)))
                }
            }
            .buttonBorderShape(.capsule)
            .padding(.horizontal, 16)

            LazyVGrid(columns: grid, spacing: 2) {
                ForEach(posts) { post in
                    post.color
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(alignment: .topTrailing) {
                            if post.isAlbum {
                                Image(systemName: "square.stack.fill")
                                    .font(.caption)
                                    .foregroundStyle(.white)
                                    .padding(5)
                            }
                        }
                }
            }
        }
    }
}
