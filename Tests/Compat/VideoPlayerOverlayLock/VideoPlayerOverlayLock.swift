import SwiftUI
import AVKit

// A clip viewer: `VideoPlayer(player:videoOverlay:)` over an `AVPlayer(url:)` held in `@State`, an
// `AVPlayerViewController` in a `UIViewControllerRepresentable`, an `AVAudioSession` category set
// on appear, and rotation unlocked with a `UIInterfaceOrientationMask` while the screen is shown.
// No media is decoded: both players show the black they show before the first frame, the overlay
// drawn over it.
enum OrientationLock {
    static var mask: UIInterfaceOrientationMask = .portrait
}

struct ClipPlayerView: View {
    @State private var player = AVPlayer(url: URL(string: "https://example.com/clip.m3u8")!)

    var body: some View {
        VStack(spacing: 12) {
            VideoPlayer(player: player) {
                VStack {
                    Spacer()
                    HStack {
                        Capsule().fill(.yellow).frame(width: 60, height: 16)
                        Spacer()
                    }
                }
                .padding(10)
            }
            .frame(height: 120)

            LegacyPlayer(player: player)
                .frame(height: 60)

            Circle()
                .fill(UIDevice.current.orientation.isPortrait ? Color.green : Color.red)
                .frame(width: 20, height: 20)
        }
        .onAppear {
            try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
            OrientationLock.mask = .allButUpsideDown
            player.play()
        }
        .onDisappear {
            player.pause()
            OrientationLock.mask = .portrait
        }
    }
}

struct LegacyPlayer: UIViewControllerRepresentable {
    let player: AVPlayer

    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let controller = AVPlayerViewController()
        controller.player = player
        controller.showsPlaybackControls = false
        controller.videoGravity = .resizeAspectFill
        return controller
    }

    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
}
