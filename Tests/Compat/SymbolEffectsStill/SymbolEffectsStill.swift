import SwiftUI

// iOS 17 motion API in a component: symbol effects, a numeric content transition, sensory
// feedback and a phase animator. A still render shows each at rest.
struct LikeButton: View {
    @State private var likes = 41
    @State private var isSyncing = true

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "heart.fill")
                .foregroundStyle(.red)
                .symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(1.5), value: likes)
                .symbolEffect(.pulse, isActive: isSyncing)
            Text("\(likes)")
                .fontDesign(.rounded)
                .monospacedDigit()
                .contentTransition(.numericText(value: Double(likes)))
        }
        .sensoryFeedback(.impact(weight: .light), trigger: likes)
        .frame(width: 60, height: 24)
        .background(Color.yellow)
    }
}

struct SyncBadge: View {
    var isDone: Bool
    var body: some View {
        Image(systemName: "checkmark.circle.fill")
            .font(.title2)
            .foregroundStyle(.green)
            .symbolEffect(.disappear, isActive: !isDone)
            .contentTransition(.symbolEffect(.replace))
            .frame(width: 30, height: 30)
    }
}

struct WarningLight: View {
    var body: some View {
        Rectangle()
            .frame(width: 30, height: 24)
            .phaseAnimator([false, true]) { content, phase in
                content
                    .foregroundStyle(phase ? .orange : .blue)
                    .scaleEffect(phase ? 1.2 : 1)
            } animation: { _ in
                .easeInOut(duration: 0.8)
            }
    }
}
