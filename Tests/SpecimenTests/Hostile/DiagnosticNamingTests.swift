import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// Warnings name the one modifier that got the bad number, with the fix, and reach the cell from wherever the
/// modifier sits: `.rotationEffect` and `.scaleEffect` are named apart (both were ".scaleEffect/.rotationEffect nan",
/// an infinite angle too), and warnings raised inside a `visualEffect` closure are the cell's like any other.
@Suite struct DiagnosticNamingTests {
  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  static func warnings(_ view: some View) throws -> [String] {
    try ViewRenderer(scale: 1).rasterize(view.padding(4), in: .unspecified).diagnostics.warnings.map(\.message)
  }

  @Test func anInfiniteRotationNamesOnlyRotationEffectAndTheFix() throws {
    #expect(try Self.warnings(Self.box.rotationEffect(.radians(.infinity))) == [
      ".rotationEffect angle inf (radians) is not finite; drawn without the rotation (give .rotationEffect a finite angle and anchor)"])
    #expect(try Self.warnings(Self.box.rotationEffect(.degrees(30), anchor: UnitPoint(x: .nan, y: 0))) == [
      ".rotationEffect anchor UnitPoint(x: nan, y: 0.0) is not finite; drawn without the rotation (give .rotationEffect a finite angle and anchor)"])
  }

  @Test func aBadScaleNamesOnlyScaleEffect() throws {
    #expect(try Self.warnings(Self.box.scaleEffect(x: .nan, y: 2)) == [
      ".scaleEffect(x: nan, y: 2.0) is not a finite scale; drawn without the scale (give .scaleEffect finite factors and a finite anchor)"])
    #expect(try Self.warnings(Self.box.scaleEffect(1e300).frame(width: 20, height: 20).clipped()) == [
      ".scaleEffect factor 1e+300 is not usable; drawn without the transform (the largest factor is RenderLimits.maxEffectScale, 1000)"])
  }

  /// The unusable rotation is drawn as if not given: the same pixels as the plain box.
  @Test func anUnusableRotationDrawsTheViewUnrotated() throws {
    let renderer = ViewRenderer(scale: 1)
    let rotated = try renderer.rasterize(Self.box.rotationEffect(.radians(-.infinity)).padding(4), in: .unspecified)
    let plain = try renderer.rasterize(Self.box.padding(4), in: .unspecified)
    #expect(rotated.rgbaBytes() == plain.rgbaBytes())
  }

  @Test func warningsInsideAVisualEffectReachTheCell() throws {
    let inside = try Self.warnings(Self.box.visualEffect { content, _ in content.rotationEffect(.radians(.nan)) })
    #expect(inside == [".rotationEffect angle nan (radians) is not finite; drawn without the rotation (give .rotationEffect a finite angle and anchor)"])
    let frame = try Self.warnings(Self.box.visualEffect { content, proxy in content.offset(x: proxy.size.width * .nan) })
    #expect(frame.count == 1 && frame[0].contains(".offset"), "\(frame)")
  }

  @Test func aNumberTooLargeToRoundIsWrittenOut() {
    #expect(NumberText.describe(1e308) == "1e+308" && NumberText.describe(-1.7976931348623157e308) == "-1.79769e+308")
    #expect(NumberText.describe(2.5) == "2.5" && NumberText.describe(1e14) == "100000000000000")
  }
}
