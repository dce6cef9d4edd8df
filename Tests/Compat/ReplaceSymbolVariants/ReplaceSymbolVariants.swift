import SwiftUI

// iOS 18 Replace variants in reusable controls: the static `.downUp`/`.offUp` members that a
// `magic(fallback:)` argument or a ternary takes, `ReplaceSymbolEffect.MagicReplace`, and
// `SymbolEffectOptions.repeat(_:)` with a repeat behavior. A still render draws the current symbol.
struct MuteToggle: View {
    @Binding var isMuted: Bool

    var body: some View {
        Button {
            isMuted.toggle()
        } label: {
            Image(systemName: isMuted ? "speaker.slash.fill" : "speaker.wave.2.fill")
                .font(.title2)
                .frame(width: 36, height: 36)
                .contentTransition(
                    .symbolEffect(.replace.magic(fallback: .downUp.byLayer), options: .repeat(.continuous))
                )
        }
        .buttonStyle(.plain)
        .foregroundStyle(isMuted ? Color.red : Color.blue)
    }
}

struct SyncStatusIcon: View {
    var isSynced: Bool

    private var replacement: MagicReplaceEffect {
        ReplaceSymbolEffect.replace.magic(fallback: isSynced ? .offUp : .upUp)
    }

    var body: some View {
        Image(systemName: isSynced ? "icloud.fill" : "icloud.slash")
            .font(.title2)
            .foregroundStyle(isSynced ? .green : .orange)
            .contentTransition(.symbolEffect(replacement, options: .repeat(.periodic(2, delay: 0.5))))
            .symbolEffect(.bounce, options: .repeat(.periodic(delay: 1)), value: isSynced)
    }
}

typealias MagicReplaceEffect = ReplaceSymbolEffect.MagicReplace
