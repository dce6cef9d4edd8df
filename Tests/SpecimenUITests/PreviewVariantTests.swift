import Foundation
import Testing
@testable import SpecimenUI

/// A provider written the way teams write them, to check what `PreviewVariant.variants(of:)` reads.
private struct Chip_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Text("Light").previewDisplayName("Light")
      Text("Dark").preferredColorScheme(.dark).previewDisplayName("Dark")
      Text("Env").environment(\.colorScheme, .dark)
      Text("Fixed").previewLayout(.fixed(width: 200, height: 80)).previewDisplayName("inner").previewDisplayName("outer")
      Text("Phone").previewDevice("iPhone SE (3rd generation)").previewInterfaceOrientation(.landscapeLeft)
    }
    .previewLayout(.sizeThatFits)
  }
}

private struct Schemes_Previews: PreviewProvider {
  static var previews: some View {
    ForEach(ColorScheme.allCases, id: \.self) { scheme in
      Text("Hello").environment(\.colorScheme, scheme).previewDisplayName("\(scheme)")
    }
  }
  static var platform: PreviewPlatform? { .iOS }
}

private struct Single_Previews: PreviewProvider {
  static var previews: some View { Text("One") }
}

struct PreviewVariantTests {
  @Test func groupViewsAreVariantsWithTheGroupsModifiers() {
    let variants = PreviewVariant.variants(of: Chip_Previews.previews)
    #expect(variants.map(\.traits.displayName) == ["Light", "Dark", nil, "outer", nil])
    // The group's .sizeThatFits applies to each view; the view's own layout is inside it, so the group's wins.
    #expect(variants.map(\.traits.layout) == [.sizeThatFits, .sizeThatFits, .sizeThatFits, .sizeThatFits, .sizeThatFits])
    #expect(variants[4].traits.device == PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
    #expect(variants[4].traits.orientation == .landscapeLeft)
    #expect(variants[0].traits.orientation == .portrait)
  }

  @Test func colourSchemeComesFromPreferredColorSchemeOrTheEnvironment() {
    let variants = PreviewVariant.variants(of: Chip_Previews.previews)
    #expect(variants.map(\.colorScheme) == [nil, .dark, .dark, nil, nil])
  }

  @Test func forEachElementsAreVariants() {
    let variants = PreviewVariant.variants(of: Schemes_Previews.previews)
    #expect(variants.map(\.traits.displayName) == ["light", "dark"])
    #expect(variants.map(\.colorScheme) == [.light, .dark])
    #expect(Schemes_Previews.platform == .iOS)
    #expect(Single_Previews.platform == nil)
  }

  @Test func aSingleViewIsOneDeviceSizedVariant() {
    let variants = PreviewVariant.variants(of: Single_Previews.previews)
    #expect(variants.count == 1)
    #expect(variants[0].traits == PreviewTraits())
    #expect(variants[0].traits.layout == .device)
  }

  @Test func previewDevicesAndTheirScreens() {
    let literal: PreviewDevice = "iPhone 16 Pro Max"
    #expect(literal.rawValue == "iPhone 16 Pro Max")
    #expect(literal.screenSize == CGSize(width: 440, height: 956))
    #expect(PreviewDevice(rawValue: "iphone 15").screenSize == CGSize(width: 393, height: 852))
    #expect(PreviewDevice.specimenDefault.screenSize == CGSize(width: 393, height: 852))
    #expect(PreviewDevice(rawValue: "Pixel 8").screenSize == nil)
    #expect(PreviewDevice(rawValue: "iPad Pro (12.9-inch) (3rd generation)").screenSize == CGSize(width: 1024, height: 1366))
    #expect(PreviewDevice(rawValue: "iPhone SE (1st generation)").screenSize == CGSize(width: 320, height: 568))
    #expect(PreviewDevice(rawValue: "iPhone SE (2nd generation)").screenSize == CGSize(width: 375, height: 667))
    #expect(InterfaceOrientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
  }
}
