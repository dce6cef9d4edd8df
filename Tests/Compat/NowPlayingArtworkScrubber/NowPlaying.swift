import SwiftUI

struct Track {
    var title: String
    var artist: String
    var duration: TimeInterval
    var colors: [Color]
}

/// Album art drawn from the track's colours: a rounded square with a note, lifted by a shadow.
struct ArtworkView: View {
    let track: Track
    var size: CGFloat = 180

    var body: some View {
        RoundedRectangle(cornerRadius: 12, style: .continuous)
            .fill(LinearGradient(colors: track.colors, startPoint: .top, endPoint: .bottom))
            .frame(width: size, height: size)
            .overlay {
                Image(systemName: "music.note")
                    .font(.system(size: size * 0.3, weight: .semibold))
                    .foregroundStyle(.white.opacity(0.85))
            }
            .shadow(color: .black.opacity(0.5), radius: 16, x: 0, y: 12)
    }
}

/// Elapsed and remaining time under the scrubber, as a music app shows them.
private func timeLabel(_ seconds: TimeInterval) -> String {
    Duration.seconds(seconds).formatted(.time(pattern: .minuteSecond))
}

/// The now-playing screen: artwork, titles, a scrubbing slider and the transport controls.
struct NowPlayingScreen: View {
    let track: Track
    @State var elapsed: TimeInterval
    @State private var isPlaying = true

    var body: some View {
        VStack(spacing: 20) {
            ArtworkView(track: track)
                .padding(.top, 24)
            VStack(spacing: 4) {
                Text(track.title)
                    .font(.title3.bold())
                Text(track.artist)
                    .foregroundStyle(.secondary)
            }
            VStack(spacing: 2) {
                Slider(value: $elapsed, in: 0...track.duration)
                    .tint(.pink)
                HStack {
                    Text(timeLabel(elapsed))
                    Spacer()
                    Text("-" + timeLabel(track.duration - elapsed))
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            }
            HStack(spacing: 40) {
                Button {} label: {
                    Image(systemName: "backward.fill")
                        .font(.title2)
                }
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
                        .font(.system(size: 56))
                }
                Button {} label: {
                    Image(systemName: "forward.fill")
                        .font(.title2)
                }
            }
            .tint(.primary)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 24)
    }
}
