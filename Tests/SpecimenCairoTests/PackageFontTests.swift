import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// A package's own fonts (its resources, which its code registers with Core Text on iOS) are found in
/// the resource bundles SwiftPM puts beside the preview executable, so `Font.custom` draws them.
@Suite struct PackageFontTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/"

  /// An executable's folder as SwiftPM leaves it: a target's resource bundle with a font copied as a
  /// folder, another whose asset catalog holds a font in a data set, and build folders that are not bundles.
  static func executableFolder() throws -> URL {
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent("specimen-exe-\(UUID().uuidString)")
    let fonts = root.appendingPathComponent("DesignSystem_DesignSystem.resources/Fonts")
    let dataSet = root.appendingPathComponent("App_App.resources/Media.xcassets/Fonts/Brand.dataset")
    let notABundle = root.appendingPathComponent("DesignSystem.build")
    for folder in [fonts, dataSet, notABundle] { try manager.createDirectory(at: folder, withIntermediateDirectories: true) }
    try manager.copyItem(atPath: dejaVu + "DejaVuSans-ExtraLight.ttf", toPath: fonts.appendingPathComponent("DejaVuSans-ExtraLight.ttf").path)
    try manager.copyItem(atPath: dejaVu + "DejaVuMathTeXGyre.ttf", toPath: dataSet.appendingPathComponent("DejaVuMathTeXGyre.ttf").path)
    try manager.copyItem(atPath: dejaVu + "DejaVuSans-Oblique.ttf", toPath: notABundle.appendingPathComponent("DejaVuSans-Oblique.ttf").path)
    // A link back up the tree inside a bundle must not be followed.
    try manager.createSymbolicLink(atPath: fonts.appendingPathComponent("loop").path, withDestinationPath: root.path)
    return root
  }

  @Test func fontsInResourceBundlesAreFound() throws {
    let root = try Self.executableFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let folders = FontCatalog.resourceBundleFolders(beside: root).map { $0.path.replacingOccurrences(of: root.path + "/", with: "") }
    #expect(folders == ["App_App.resources", "DesignSystem_DesignSystem.resources", "App_App.resources/Media.xcassets",
                        "DesignSystem_DesignSystem.resources/Fonts", "App_App.resources/Media.xcassets/Fonts",
                        "App_App.resources/Media.xcassets/Fonts/Brand.dataset"])

    let library = FontLibrary(extraFontFolders: FontCatalog.resourceBundleFolders(beside: root))
    let light = library.request(for: ResolvedFont(family: "DejaVuSans-ExtraLight", size: 17), japanese: false)
    #expect(light.warning == nil)
    #expect(light.families.hasPrefix("DejaVu Sans,") && light.weight < 400, "\(light)")
    let math = library.request(for: ResolvedFont(family: "DejaVu Math TeX Gyre", size: 17), japanese: false)
    #expect(math.warning == nil && math.families.hasPrefix("DejaVu Math TeX Gyre,"), "\(math)")
    // Outside a bundle: not found, and the warning says where to put the file.
    let oblique = library.request(for: ResolvedFont(family: "DejaVuSans-Oblique", size: 17), japanese: false)
    #expect(oblique.warning?.contains("package's resources") == true, "\(oblique)")
  }

  @Test func aBundledFontDrawsWithItsOwnWidths() throws {
    let root = try Self.executableFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let session = PangoSession(library: FontLibrary(extraFontFolders: FontCatalog.resourceBundleFolders(beside: root)))
    let bare = PangoSession(library: FontLibrary(extraFontFolders: []))
    func width(_ session: PangoSession, _ family: String) -> CGFloat {
      session.layout(ResolvedText(string: "Brand Headline", font: ResolvedFont(family: family, size: 20)), width: nil, height: nil).metrics.size.width
    }
    // The bundled face's own widths, not those of the Inter fallback drawn when the font is missing.
    let bundled = width(session, "DejaVu Math TeX Gyre"), missing = width(bare, "DejaVu Math TeX Gyre")
    #expect(abs(bundled - missing) > 5, "bundled \(bundled) vs fallback \(missing)")
    let system = bare.layout(ResolvedText(string: "Brand Headline", font: ResolvedFont(size: 20)), width: nil, height: nil).metrics.size.width
    #expect(missing == system, "a missing font draws as the system font")
  }

  /// Font-listing code (`UIFont.familyNames`, often printed by registration helpers) sees the fonts drawn with.
  @Test func uiFontListsTheFontsDrawnWith() {
    _ = PangoTextMeasurer()
    #expect(UIFont.familyNames.contains("Inter") && UIFont.familyNames == UIFont.familyNames.sorted())
    let inter = UIFont.fontNames(forFamilyName: "Inter")
    #expect(inter.contains("Inter-Regular") && inter.contains("Inter-BoldItalic"), "\(inter)")
    #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
  }

  /// Mac font pickers list `NSFontManager`'s families (those drawn with) and filter them by `NSFont.isFixedPitch`.
  @Test func fontManagerListsTheFamiliesDrawnWithAndFindsFixedPitchFaces() throws {
    _ = PangoTextMeasurer()
    #expect(NSFontManager.shared.availableFontFamilies == UIFont.familyNames)
    let members = try #require(NSFontManager.shared.availableMembers(ofFontFamily: "Inter"))
    let bold = try #require(members.first { $0[0] as? String == "Inter-Bold" })
    #expect(bold[1] as? String == "Bold" && (bold[2] as? NSNumber)?.intValue == 9 && (bold[3] as? NSNumber)?.intValue == 2)
    #expect(NSFontManager.shared.availableMembers(ofFontFamily: "No Such Family") == nil)
    #expect(NSFont.monospacedSystemFont(ofSize: 13, weight: .regular).isFixedPitch)
    #expect(!NSFont.systemFont(ofSize: 13).isFixedPitch)
  }
}
