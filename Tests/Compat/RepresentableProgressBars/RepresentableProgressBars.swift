import SwiftUI
import UIKit

// A download bar that wraps UIKit's progress view, tinted per state, updated through
// setProgress(_:animated:). A value past 1 (a byte count that overshot) is pinned by UIKit.
struct DownloadBar: UIViewRepresentable {
    var progress: Float
    var tint: UIColor = .systemGreen
    var style: UIProgressView.Style = .default

    func makeUIView(context: Context) -> UIProgressView {
        let view = UIProgressView(progressViewStyle: style)
        view.progressTintColor = tint
        view.trackTintColor = UIColor.systemGray5
        return view
    }

    func updateUIView(_ uiView: UIProgressView, context: Context) {
        uiView.setProgress(progress, animated: true)
    }
}

struct DownloadsCard: View {
    var body: some View {
        VStack(spacing: 12) {
            DownloadBar(progress: 0.25)
            DownloadBar(progress: 1.4, tint: .systemOrange)
            DownloadBar(progress: 0.5, tint: .systemPurple, style: .bar)
        }
        .padding(10)
    }
}
