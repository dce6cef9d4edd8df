import Foundation
import SpecimenLayout
import SpecimenUI
import XCTest
@testable import Specimen

/// What the seeds' components do with the environment, checked on the placed tree.
final class SeedBehaviourTests: XCTestCase {
  private func placed(_ view: some View, width: CGFloat? = 320) -> PlacedNode {
    ViewRenderer().place(view, in: ProposedViewSize(width: width, height: nil))
  }

  private func all(_ type: String, in node: PlacedNode) -> [PlacedNode] {
    (node.node.type == type ? [node] : []) + node.children.flatMap { all(type, in: $0) }
  }

  private func texts(in node: PlacedNode) -> [String] {
    all("Text", in: node).compactMap { if case .text(let t) = $0.node.kind { return t.string } else { return nil } }
  }

  /// ClumsyButtons: small from the container, the middle one's own `.environment(\.buttonSize, .regular)` wins over
  /// the `.buttonSize(.large)` outside it.
  func testInnermostEnvironmentValueWins() {
    let circles = all("Circle", in: placed(ClumsyButtons(), width: nil))
    XCTAssertEqual(circles.map(\.frame.width), [25, 50, 25])
    XCTAssertEqual(circles.map(\.frame.height), [25, 50, 25])
  }

  /// SizeFilter sets `.rangeSliderStyle(.vertical)` on its VStack; the slider inside picks it up.
  func testCustomStyleOnContainerReachesComponent() {
    let root = placed(SizeFilter())
    XCTAssertEqual(texts(in: root), ["Size Range", "20", "60"])
    let plain = placed(RangeSlider(range: .constant(20...60), in: 0...100) { Text("Size Range") })
    XCTAssertEqual(texts(in: plain), [])  // the default style shows no label
  }

  /// MySlider's custom style reads `@Environment(\.isEnabled)`: the fill turns grey when disabled.
  func testCustomStyleReadsIsEnabled() throws {
    func fillColors(enabled: Bool) -> [RGBA] {
      let slider = MySlider(value: .constant(0.5), in: 0...1) { Text("Volume") } minimumValueLabel: {
        Image(systemName: "speaker")
      } maximumValueLabel: {
        Image(systemName: "speaker.wave.3")
      }
      .mySliderStyle(.custom)
      .tint(.orange)
      .disabled(!enabled)
      return all("Rectangle", in: placed(slider)).compactMap {
        if case .shape(let leaf) = $0.node.kind { return leaf.paint.representativeColor } else { return nil }
      }
    }
    XCTAssertTrue(fillColors(enabled: true).contains(RGBA(255, 149, 0)))
    XCTAssertFalse(fillColors(enabled: false).contains(RGBA(255, 149, 0)))
  }

  /// The theme is a custom environment key; ThemeColor resolves against it.
  func testCustomKeyResolvesShapeStyles() throws {
    var environment = EnvironmentValues()
    environment.theme = .springSummer2023
    let root = ViewRenderer().place(ThemedCard(), in: .unspecified, environment: environment)
    let text = try XCTUnwrap(all("Text", in: root).first)
    guard case .text(let resolved) = text.node.kind else { return XCTFail("not text") }
    XCTAssertEqual(resolved.paint, .color(RGBA(red: 0.2, green: 0.45, blue: 0.3)))
  }
}
