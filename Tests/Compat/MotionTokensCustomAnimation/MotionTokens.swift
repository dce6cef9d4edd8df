import SwiftUI

// A design system's motion tokens: named animations, a custom curve written as a CustomAnimation,
// a wrapper animation that keeps its own state, and a helper that honours Reduce Motion by calling
// SwiftUI's withAnimation through the module name (the design system declares its own `animate`).

enum Motion {
    static let quick = Animation.easeOut(duration: 0.15)
    static let standard = Animation.spring(response: 0.34, dampingFraction: 0.82)
    static let playful = Animation.interpolatingSpring(mass: 1, stiffness: 170, damping: 15)
    static let emphasized = Animation.timingCurve(.easeInOut, duration: 0.4)
    static let overshoot = Animation(BackOut(duration: 0.45))
    static let held = Animation(HeldStart(base: .easeInOut(duration: 0.3), hold: 0.1))

    @discardableResult
    static func animate<Result>(_ animation: Animation?, reduceMotion: Bool, _ body: () throws -> Result) rethrows -> Result {
        if reduceMotion { return try body() }
        return try SwiftUI.withAnimation(animation, body)
    }
}

/// An ease-out curve that overshoots its target a little before settling.
struct BackOut: CustomAnimation {
    var duration: TimeInterval
    var overshoot: Double = 1.7

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        let t = time / duration - 1
        let eased = t * t * ((overshoot + 1) * t + overshoot) + 1
        if eased >= 1 { context.isLogicallyComplete = true }
        return value.scaled(by: eased)
    }
}

private struct HoldState<Value: VectorArithmetic>: AnimationStateKey {
    var startedAt: TimeInterval?
    static var defaultValue: Self { HoldState() }
}

extension AnimationContext {
    fileprivate var hold: HoldState<Value> {
        get { state[HoldState<Value>.self] }
        set { state[HoldState<Value>.self] = newValue }
    }
}

/// Waits `hold` seconds, then runs `base`.
struct HeldStart: CustomAnimation {
    let base: Animation
    let hold: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time >= hold else { return .zero }
        if context.hold.startedAt == nil { context.hold.startedAt = time }
        return base.animate(value: value, time: time - hold, context: &context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        true
    }
}

/// A favourite toggle whose heart pops with the overshoot curve; the count settles after it.
struct FavoriteToggleStyle: ToggleStyle {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func makeBody(configuration: Configuration) -> some View {
        Button {
            Motion.animate(Motion.overshoot, reduceMotion: reduceMotion) {
                configuration.isOn.toggle()
            }
        } label: {
            HStack(spacing: 6) {
                Image(systemName: configuration.isOn ? "heart.fill" : "heart")
                    .foregroundStyle(configuration.isOn ? Color.pink : Color.secondary)
                configuration.label
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(Capsule().fill(configuration.isOn ? Color.pink.opacity(0.15) : Color(white: 0.93)))
        }
        .buttonStyle(.plain)
        .animation(Motion.quick, value: configuration.isOn)
    }
}

struct FavoriteCounter: View {
    @State private var isFavorite = true
    @State private var settled = false
    let count: Int

    var body: some View {
        Toggle(isOn: $isFavorite) {
            Text("\(count + (isFavorite ? 1 : 0))")
                .monospacedDigit()
                .contentTransition(.numericText())
        }
        .toggleStyle(FavoriteToggleStyle())
        .onAppear {
            withAnimation(Motion.held, completionCriteria: .removed) {
                isFavorite = true
            } completion: {
                settled = true
            }
            var transaction = Transaction(animation: Motion.playful)
            transaction.addAnimationCompletion { settled = true }
            withTransaction(transaction) { isFavorite = true }
        }
    }
}
