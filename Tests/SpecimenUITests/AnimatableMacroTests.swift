import Foundation
@testable import SpecimenUI
import Testing

// Types declared the way iOS 26 code declares them with `@Animatable`.
@Animatable
struct MacroRing {
  var progress: Double
  var angle: Angle
  @AnimatableIgnored var label: String = ""
}

@Animatable
struct MacroKeyFrame {
  var opacity: CGFloat = 1
  var scale = 1.0
  var offset: CGFloat = 0
}

/// `@Animatable` (iOS 26): `animatableData` is the stored properties' animatable data in order,
/// nested in `AnimatablePair`s, without the `@AnimatableIgnored` ones.
@Suite struct AnimatableMacroTests {
  @Test func readsAndWritesEachPropertyInOrder() {
    var ring = MacroRing(progress: 0.25, angle: .degrees(90), label: "x")
    #expect(ring.animatableData.first == 0.25)
    #expect(ring.animatableData.second == Angle.degrees(90).animatableData)
    ring.animatableData = AnimatablePair(0.5, Angle.degrees(180).animatableData)
    #expect(ring.progress == 0.5 && ring.angle == .degrees(180) && ring.label == "x")
  }

  @Test func threePropertiesNestInPairsAndALiteralIsADouble() {
    var frame = MacroKeyFrame(opacity: 0.5, scale: 2, offset: -50)
    #expect(frame.animatableData.first == 0.5)
    #expect(frame.animatableData.second.first == 2)
    #expect(frame.animatableData.second.second == -50)
    frame.animatableData = AnimatablePair(1, AnimatablePair(3, 7))
    #expect(frame.opacity == 1 && frame.scale == 3 && frame.offset == 7)
  }

  @Test func theTypeIsUsableWhereAnimatableIsRequired() {
    func data<T: Animatable>(_ value: T) -> T.AnimatableData { value.animatableData }
    #expect(data(MacroKeyFrame()).second.first == 1)
  }
}
