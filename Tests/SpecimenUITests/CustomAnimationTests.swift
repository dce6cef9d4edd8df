import Foundation
@testable import SpecimenUI
import Testing

/// iOS 17 animation API in a still: completions run exactly once, after the body; custom
/// animations keep their state; `SwiftUI.withAnimation` reaches the free function.
@Suite struct CustomAnimationTests {
  private struct Counter: AnimationStateKey {
    var steps = 0
    static var defaultValue: Counter { Counter() }
  }

  private struct Stepping: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
      context.state[Counter.self].steps += 1
      return time < 1 ? value.scaled(by: time) : nil
    }
  }

  @Test func withAnimationRunsTheCompletionOnceAfterTheBody() {
    var events: [String] = []
    let result = withAnimation(.smooth, completionCriteria: .removed) {
      events.append("body")
      return 7
    } completion: {
      events.append("completion")
    }
    #expect(result == 7)
    #expect(events == ["body", "completion"])
  }

  @Test func qualifiedWithAnimationForwardsBothForms() throws {
    var events: [String] = []
    let value = SwiftUI.withAnimation(.easeIn) { events.append("plain"); return "a" }
    let other = SwiftUI.withAnimation(.easeIn, completionCriteria: .logicallyComplete) {
      events.append("body"); return "b"
    } completion: { events.append("done") }
    let keyed = SwiftUI.withTransaction(\.disablesAnimations, true) { "c" }
    let whole = SwiftUI.withTransaction(Transaction(animation: nil)) { "d" }
    #expect([value, other, keyed, whole] == ["a", "b", "c", "d"])
    #expect(events == ["plain", "body", "done"])
  }

  @Test func transactionCompletionRunsExactlyOnce() {
    var runs = 0
    var transaction = Transaction(animation: .default)
    transaction.addAnimationCompletion(criteria: .removed) { runs += 1 }
    #expect(runs == 1)
  }

  @Test func customAnimationsKeepTheirStateInTheContext() {
    var context = AnimationContext<Double>()
    let stepping = Stepping()
    #expect(stepping.animate(value: 10.0, time: 0.5, context: &context) == 5)
    #expect(stepping.animate(value: 10.0, time: 2, context: &context) == nil)
    #expect(context.state[Counter.self].steps == 2)
    #expect(stepping.velocity(value: 10.0, time: 0.5, context: context) == nil)
    let moved = context.withState(AnimationState<Double>())
    #expect(moved.state[Counter.self].steps == 0)
  }

  @Test func aBuiltInAnimationStepsLinearlyOverItsDurationThenEnds() {
    var context = AnimationContext<Double>()
    let animation = Animation.easeInOut(duration: 2)
    #expect(animation.animate(value: 8.0, time: 1, context: &context) == 4)
    #expect(animation.animate(value: 8.0, time: 2, context: &context) == nil)
    #expect(animation.animate(value: 8.0, time: .nan, context: &context) == nil)
    #expect(Animation.linear(duration: 0).animate(value: 8.0, time: 0, context: &context) == nil)
  }

  @Test func customAnimationsWrapIntoAnimation() {
    #expect(Animation(Stepping()) != Animation.default)
    #expect(Animation.timingCurve(.easeInOut, duration: 0.4) == Animation.timingCurve(.easeInOut, duration: 0.4))
    #expect(Animation.interpolatingSpring(mass: 1, stiffness: 170, damping: 15) == .interpolatingSpring(stiffness: 170, damping: 15))
  }
}
