import SwiftUI
import Observation

struct Episode: Identifiable {
    let id: Int
    var show: String
    var title: String
    var minutes: Int
}

/// What is playing and how far along, shared by the queue and the mini player.
@Observable final class PodcastPlayer {
    var queue: [Episode]
    var current: Episode?
    var position: TimeInterval
    var isPlaying = false

    init(queue: [Episode], current: Episode?, position: TimeInterval) {
        self.queue = queue
        self.current = current
        self.position = position
    }

    var duration: TimeInterval { TimeInterval((current?.minutes ?? 1) * 60) }
}

/// The bar that floats over the screen's bottom edge while an episode is loaded.
struct MiniPlayerBar: View {
    @Environment(PodcastPlayer.self) private var player

    var body: some View {
        if let episode = player.current {
            VStack(spacing: 0) {
                ProgressView(value: player.position, total: player.duration)
                    .tint(.purple)
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 6)
                        .fill(.purple.gradient)
                        .frame(width: 40, height: 40)
                        .overlay {
                            Image(systemName: "mic.fill")
                                .foregroundStyle(.white)
                        }
                    VStack(alignment: .leading, spacing: 2) {
                        Text(episode.title)
                            .font(.subheadline.weight(.semibold))
                            .lineLimit(1)
                        Text(episode.show)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button {
                        player.isPlaying.toggle()
                    } label: {
                        Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                            .font(.title3)
                    }
                    Button {} label: {
                        Image(systemName: "goforward.30")
                            .font(.title3)
                    }
                }
                .tint(.primary)
                .padding(.horizontal)
                .padding(.vertical, 8)
            }
            .background(.regularMaterial)
        }
    }
}

/// Up next: the queue in a plain list, the mini player inset at the bottom so the last row clears it.
struct QueueScreen: View {
    @Environment(PodcastPlayer.self) private var player

    var body: some View {
        List(player.queue) { episode in
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text(episode.title)
                        .font(.body)
                    Text(episode.show)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(episode.minutes) min")
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
        }
        .listStyle(.plain)
        .safeAreaInset(edge: .bottom, spacing: 0) {
            MiniPlayerBar()
        }
    }
}
