import Foundation
import SpecimenUI
import Testing

/// Numbers entering the iOS 17 motion types (springs, keyframe timelines, transition phases,
/// image renderers) are checked where they enter.
@Suite struct MotionValueTests {
  @Test func springKeepsDurationAndBounce() {
    let spring = Spring(duration: 0.4, bounce: 0.2)
    #expect(spring.duration == 0.4)
    #expect(spring.bounce == 0.2)
    #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
    #expect(Spring.snappy(duration: 0.3, extraBounce: 0.1).bounce == 0.25)
  }

  @Test func springRejectsBadNumbers() {
    #expect(Spring(duration: .nan, bounce: .infinity) == Spring(duration: 0.5, bounce: 0))
    #expect(Spring(duration: -2, bounce: 7).duration == 0.5)
    #expect(Spring(duration: 1, bounce: 7).bounce == 1)
    #expect(Spring(response: 0.5, dampingRatio: -.infinity).bounce == 0)
    let massive = Spring(mass: .nan, stiffness: -1, damping: .infinity)
    #expect(massive.duration.isFinite && massive.duration > 0)
  }

  @Test func springFromResponseAndDamping() {
    let spring = Spring(response: 0.5, dampingRatio: 0.75)
    #expect(spring.duration == 0.5)
    #expect(abs(spring.bounce - 0.25) < 1e-12)
  }

  @Test func keyframeTimelineRestsAtItsInitialValue() {
    let timeline = KeyframeTimeline(initialValue: CGFloat(3)) {
      CubicKeyframe(10, duration: 0.2)
      LinearKeyframe(0, duration: 0.2)
    }
    #expect(timeline.value(time: 0.3) == 3)
    #expect(timeline.value(progress: 1) == 3)
    #expect(timeline.duration == 0)
  }

  @Test func transitionPhaseValues() {
    #expect(TransitionPhase.willAppear.value == -1)
    #expect(TransitionPhase.identity.value == 0)
    #expect(TransitionPhase.didDisappear.value == 1)
    #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
  }

  /// (Its images are made by the renderer's rasterizer, which a test process may or may not have installed:
  /// ImageTextDrawingTests checks them.)
  @MainActor @Test func imageRendererKeepsAUsableScale() {
    let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
    renderer.scale = .nan
    #expect(renderer.scale == 1)
    renderer.scale = -3
    #expect(renderer.scale == 1)
    renderer.scale = 3
    #expect(renderer.scale == 3)
  }
}
