import SwiftUI

// iOS 17 custom transitions from a design system's motion kit.

/// Fades and blurs a view in, growing it from 80 %.
struct BlurPop: Transition {
    var radius: CGFloat = 12

    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .blur(radius: phase.isIdentity ? 0 : radius)
            .opacity(phase.isIdentity ? 1 : 0)
            .scaleEffect(phase.isIdentity ? 1 : 0.8)
    }
}

/// Slides a view in from the leading edge by its phase value, keeping a highlight ring on.
struct RingSlide: Transition {
    static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }

    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .offset(x: phase.value * 40)
            .overlay {
                Rectangle().strokeBorder(Color.black, lineWidth: 4)
            }
    }
}

extension Transition where Self == BlurPop {
    static var blurPop: BlurPop { BlurPop() }
}

struct ToastChip: View {
    var isShown = true

    var body: some View {
        HStack(spacing: 10) {
            if isShown {
                Color.purple
                    .frame(width: 40, height: 40)
                    .transition(.blurPop.animation(.smooth))
            }
            Color.teal
                .frame(width: 40, height: 40)
                .transition(RingSlide().combined(with: BlurPop(radius: 4)))
            Color.pink
                .frame(width: 40, height: 40)
                .transition(AnyTransition(BlurPop()).combined(with: .opacity))
        }
    }
}
