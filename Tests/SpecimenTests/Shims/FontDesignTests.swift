import Foundation
import Testing
@testable import SpecimenUI

/// `.fontDesign(_:)`, `Text.fontDesign(_:)` and UIKit's `UIFontDescriptor.withDesign(_:)` reach the resolved face.
@Suite struct FontDesignTests {
  @Test func containerDesignAppliesToFontsThatNameNone() {
    var environment = EnvironmentValues()
    environment.fontDesign = .rounded
    #expect(Text("41").resolvedFont(in: environment, outer: nil).design == .rounded)
    #expect(Text("41").font(.headline).resolvedFont(in: environment, outer: nil).design == .rounded)
    // A font that names its design keeps it, and no design means the default face.
    #expect(Text("41").font(.system(.body, design: .serif)).resolvedFont(in: environment, outer: nil).design == .serif)
    #expect(Text("41").resolvedFont(in: EnvironmentValues(), outer: nil).design == .default)
  }

  @Test func textDesignWinsOverTheContainers() {
    var environment = EnvironmentValues()
    environment.fontDesign = .rounded
    #expect(Text("a").fontDesign(.monospaced).resolvedFont(in: environment, outer: nil).design == .monospaced)
    #expect(Text("a").fontDesign(.serif).fontWidth(.condensed).resolvedFont(in: EnvironmentValues(), outer: nil).design == .serif)
  }

  @Test func descriptorDesignsGiveTheSystemFaceOfThatDesign() throws {
    let base = UIFont.systemFont(ofSize: 15, weight: .semibold)
    let descriptor = try #require(base.fontDescriptor.withDesign(.rounded))
    let rounded = UIFont(descriptor: descriptor, size: 0)
    #expect(rounded.pointSize == 15)
    let resolved = Font(rounded).resolve()
    #expect(resolved.design == .rounded && resolved.size == 15 && resolved.weight == 600)
    #expect(Font(UIFont(descriptor: descriptor, size: 22)).resolve().size == 22)
    // Only system fonts have designs, as on iOS; bold and italic traits reach the face.
    #expect(UIFont(name: "Avenir", size: 12)?.fontDescriptor.withDesign(.serif) == nil)
    let boldItalic = try #require(base.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
    let face = Font(UIFont(descriptor: boldItalic, size: 0)).resolve()
    #expect(face.weight == 700 && face.italic)
    #expect(boldItalic.symbolicTraits.contains(.traitBold))
  }
}
