import AVFoundation
import Observation
import SwiftUI

/// Plays one voice memo; the file is bundled with the app.
@Observable
final class VoiceMemoModel {
    var isPlaying = false
    var elapsed: TimeInterval = 0
    var length: TimeInterval = 0
    var lengthText = "--:--"
    var loadFailed = false

    private var player: AVAudioPlayer?

    func load(_ url: URL) {
        do {
            let player = try AVAudioPlayer(contentsOf: url)
            player.prepareToPlay()
            player.enableRate = true
            self.player = player
            length = player.duration
        } catch {
            loadFailed = true
        }
    }

    func measure(_ url: URL) async {
        let asset = AVURLAsset(url: url)
        guard let time = try? await asset.load(.duration), time.seconds.isFinite else { return }
        lengthText = Self.clock(time.seconds)
    }

    func toggle() {
        guard let player else { return }
        if player.isPlaying { player.pause() } else { player.play() }
        isPlaying = player.isPlaying
    }

    func seek(to seconds: TimeInterval) {
        player?.currentTime = seconds
        elapsed = player?.currentTime ?? 0
    }

    static func clock(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded(.down))
        return String(format: "%d:%02d", whole / 60, whole % 60)
    }
}

struct VoiceMemoPlayerCard: View {
    let title: String
    @Bindable var model: VoiceMemoModel
    @State private var scrubbing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text(title)
                    .font(.headline)
                Spacer()
                Text(model.loadFailed ? "Unavailable" : model.lengthText)
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            ProgressView(value: model.elapsed, total: max(model.length, 1))
                .tint(.orange)
            Slider(value: $model.elapsed, in: 0...max(model.length, 1)) { editing in
                scrubbing = editing
                if !editing { model.seek(to: model.elapsed) }
            }
            .tint(.orange)
            HStack {
                Text(VoiceMemoModel.clock(model.elapsed))
                Spacer()
                Button {
                    model.toggle()
                } label: {
                    Image(systemName: model.isPlaying ? "pause.circle.fill" : "play.circle.fill")
                        .font(.system(size: 36))
                        .contentTransition(.symbolEffect(.replace))
                }
                .buttonStyle(.plain)
                .foregroundStyle(.orange)
                Spacer()
                Text("-" + VoiceMemoModel.clock(model.length - model.elapsed))
            }
            .font(.caption.monospacedDigit())
            .foregroundStyle(.secondary)
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: .rect(cornerRadius: 16))
    }
}
