import SwiftUI

// Motion tokens of a design system: a wrong-answer shake, a "saved" pop, a breathing dot.

struct PopState {
    var scale: CGFloat = 1
    var lift: CGFloat = 0
    var tilt: Double = 0
}

extension View {
    /// Shakes the view sideways each time `trigger` changes.
    func shake<T: Equatable>(on trigger: T) -> some View {
        keyframeAnimator(initialValue: CGFloat.zero, trigger: trigger) { view, offset in
            view.offset(x: offset)
        } keyframes: { _ in
            KeyframeTrack {
                CubicKeyframe(30, duration: 0.07)
                CubicKeyframe(-30, duration: 0.07)
                CubicKeyframe(20, duration: 0.07)
                CubicKeyframe(40, duration: 0.07)
            }
        }
    }
}

struct SavedBadge: View {
    let saves: Int

    var body: some View {
        RoundedRectangle(cornerRadius: 6)
            .fill(Color(red: 0.2, green: 0.6, blue: 0.3))
            .frame(width: 30, height: 30)
            .keyframeAnimator(initialValue: PopState(), trigger: saves) { content, state in
                content
                    .scaleEffect(state.scale, anchor: .bottom)
                    .rotationEffect(.degrees(state.tilt))
                    .offset(y: state.lift)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    MoveKeyframe(0.6)
                    SpringKeyframe(1.4, duration: 0.3, spring: .bouncy)
                    SpringKeyframe(2, spring: .snappy(duration: 0.2, extraBounce: 0.1))
                }
                KeyframeTrack(\.lift) {
                    LinearKeyframe(-20, duration: 0.1, timingCurve: .easeOut)
                    CubicKeyframe(15, duration: 0.2)
                }
                KeyframeTrack(\.tilt) {
                    LinearKeyframe(25, duration: 0.1)
                }
            }
            .animation(.snappy(duration: 0.25), value: saves)
    }
}

struct BreathingDot: View {
    var body: some View {
        Circle()
            .fill(Color.orange)
            .frame(width: 20, height: 20)
            .keyframeAnimator(initialValue: 1.0, repeating: true) { content, opacity in
                content.opacity(opacity)
            } keyframes: { _ in
                CubicKeyframe(0.2, duration: 0.6)
                SpringKeyframe(0.5, duration: 0.6, spring: Spring(duration: 0.4, bounce: 0.2))
            }
            .animation(.smooth(duration: 0.3, extraBounce: 0.1), value: 1)
            .animation(.spring(.bouncy, blendDuration: 0.1), value: 2)
    }
}
