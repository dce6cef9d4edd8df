import SwiftUI

// A now-playing card from a visionOS app whose views the iPad target shares: the card sits on
// glass (`glassBackgroundEffect()`, a container-relative rounded rectangle), its transport controls
// hang below it in an ornament on their own glass, and a debug badge is switched off.
struct TransportControls: View {
    var body: some View {
        HStack(spacing: 14) {
            Button {} label: { Image(systemName: "backward.fill") }
            Button {} label: { Image(systemName: "play.fill") }
            Button {} label: { Image(systemName: "forward.fill") }
        }
        .buttonStyle(.borderless)
        .padding(10)
        .glassBackgroundEffect()
    }
}

struct NowPlayingCard: View {
    var showsDebugBadge = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Now Playing")
                .font(.headline)
            Text("Side B, track 3")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(16)
        .frame(width: 200, height: 110, alignment: .topLeading)
        .glassBackgroundEffect()
        .overlay(alignment: .topTrailing) {
            Text("DEBUG")
                .font(.caption2)
                .padding(6)
                .glassBackgroundEffect(in: .capsule, displayMode: showsDebugBadge ? .always : .never)
        }
        .ornament(attachmentAnchor: .scene(.bottom), contentAlignment: .top) {
            TransportControls()
        }
        .ornament(visibility: .hidden, attachmentAnchor: .scene(.top)) {
            Text("Queue")
        }
    }
}
