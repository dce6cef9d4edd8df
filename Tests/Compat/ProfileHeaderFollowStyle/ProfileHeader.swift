import SwiftUI

struct AthleteProfile {
    var name: String
    var handle: String
    var avatarURL: URL?
    var isVerified: Bool
    var followers: Int
    var following: Int
    var activities: Int
}

/// Follow / Following: a filled capsule to follow, an outlined one once following, dimmed while pressed.
struct FollowCapsuleStyle: ButtonStyle {
    var isFollowing: Bool
    var accent: Color = .indigo

    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(isFollowing ? accent : .white)
            .frame(maxWidth: .infinity, minHeight: 34)
            .background {
                if isFollowing {
                    Capsule().strokeBorder(accent, lineWidth: 1.5)
                } else {
                    Capsule().fill(accent)
                }
            }
            .opacity(configuration.isPressed ? 0.6 : (isEnabled ? 1 : 0.4))
    }
}

extension ButtonStyle where Self == FollowCapsuleStyle {
    static func follow(isFollowing: Bool) -> FollowCapsuleStyle { FollowCapsuleStyle(isFollowing: isFollowing) }
}

private struct ProfileCount: View {
    let value: Int
    let title: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value, format: .number.notation(.compactName))
                .font(.headline)
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ProfileHeader: View {
    let profile: AthleteProfile
    @State var isFollowing: Bool
    var avatarSize: CGFloat = 88

    var body: some View {
        VStack(spacing: 12) {
            AsyncImage(url: profile.avatarURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Circle().fill(Color.orange.gradient)
                    .overlay {
                        Text(profile.name.prefix(1))
                            .font(.largeTitle.bold())
                            .foregroundStyle(.white)
                    }
            }
            .frame(width: avatarSize, height: avatarSize)
            .clipShape(Circle())
            .overlay(Circle().stroke(.white, lineWidth: 4))
            .shadow(color: .black.opacity(0.15), radius: 6, y: 3)
            .overlay(alignment: .bottomTrailing) {
                if profile.isVerified {
                    Image(systemName: "checkmark.seal.fill")
                        .font(.title2)
                        .foregroundStyle(.white, .blue)
                        .background(Circle().fill(.white).padding(3))
                        .offset(x: 4, y: 4)
                }
            }

            VStack(spacing: 2) {
                Text(profile.name).font(.title3.bold())
                Text("@\(profile.handle)").font(.subheadline).foregroundStyle(.secondary)
            }

            HStack {
                ProfileCount(value: profile.followers, title: "Followers")
                Divider()
                ProfileCount(value: profile.following, title: "Following")
                Divider()
                ProfileCount(value: profile.activities, title: "Activities")
            }
            .fixedSize(horizontal: false, vertical: true)

            HStack(spacing: 10) {
                Button(isFollowing ? "Following" : "Follow") { isFollowing.toggle() }
                    .buttonStyle(.follow(isFollowing: isFollowing))
                Button("Message") {}
                    .buttonStyle(.follow(isFollowing: true))
            }
        }
        .padding()
    }
}
