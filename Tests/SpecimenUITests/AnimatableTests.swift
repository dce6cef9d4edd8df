import Foundation
import SpecimenUI
import Testing

/// A progress arc written the way custom shapes animate: its `animatableData` is its progress
/// (`nonisolated` in Swift 6 mode, as with SwiftUI, whose `Animatable` is not main-actor isolated).
private struct Arc: Shape {
  var progress: Double
  nonisolated var animatableData: Double {
    get { progress }
    set { progress = newValue }
  }
  func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * progress, height: rect.height)) }
}

/// `Animatable`, `VectorArithmetic`, `AnimatablePair`: a still frame draws the value as set.
@Suite struct AnimatableTests {
  @Test func pairsAddScaleAndMeasure() {
    var pair = AnimatablePair(CGFloat(3), 4.0) + AnimatablePair(CGFloat(1), 1.0)
    #expect(pair.first == 4 && pair.second == 5)
    pair.scale(by: 2)
    #expect(pair == AnimatablePair(CGFloat(8), 10.0))
    #expect(pair.magnitudeSquared == 164)
    #expect(AnimatablePair<Double, Double>.zero == AnimatablePair(0, 0))
  }

  @Test func shapesAndGeometryHaveAnimatableData() {
    var arc = Arc(progress: 0.25)
    arc.animatableData = 0.5
    #expect(arc.path(in: CGRect(x: 0, y: 0, width: 100, height: 10)).boundingRect.width == 50)
    // Shapes without their own data animate nothing.
    #expect(Circle().animatableData == EmptyAnimatableData())
    var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
    #expect(rect == CGRect(x: 5, y: 6, width: 7, height: 8))
    var angle = Angle.degrees(90)
    angle.animatableData = .pi
    #expect(angle.degrees == 180)
  }
}
