import Foundation
import SpecimenUI
import Testing

/// Font-registration code as design-system packages write it (Core Graphics and Core Text calls on a
/// font file of the package) compiles and answers as iOS does for good and bad files.
@Suite struct FontRegistrationTests {
  /// A font Debian's fonts-dejavu-core installs (a build dependency) and Specimen's own set leaves out.
  static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf"

  @Test func aFontFileGivesItsNames() throws {
    let provider = try #require(CGDataProvider(url: URL(fileURLWithPath: Self.fontPath) as CFURL))
    let font = try #require(CGFont(provider))
    #expect(font.postScriptName as String? == "DejaVuSans-ExtraLight")
    #expect(font.fullName as String? == "DejaVu Sans ExtraLight")
    var error: Unmanaged<CFError>?
    #expect(CTFontManagerRegisterGraphicsFont(font, &error))
    #expect(error == nil)
    // A second registration succeeds too: every cell is drawn as if the app had just launched.
    #expect(CTFontManagerRegisterGraphicsFont(font, &error))
  }

  @Test func bytesThatAreNotAFontMakeNoFont() throws {
    let provider = try #require(CGDataProvider(data: Data("not a font at all, only some text".utf8) as NSData))
    #expect(CGFont(provider) == nil)
    let truncated = try Data(contentsOf: URL(fileURLWithPath: Self.fontPath)).prefix(10)
    let truncatedProvider = try #require(CGDataProvider(data: truncated as NSData))
    #expect(CGFont(truncatedProvider) == nil)
    #expect(CGDataProvider(url: URL(string: "https://example.com/font.ttf")! as CFURL) == nil)
  }

  @Test func registeringByURLReportsMissingAndBadFiles() throws {
    var error: Unmanaged<CFError>?
    #expect(CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: Self.fontPath) as CFURL, .process, &error))
    #expect(error == nil)

    let missing = URL(fileURLWithPath: "/nonexistent/Brand-Bold.ttf")
    #expect(!CTFontManagerRegisterFontsForURL(missing as CFURL, .process, &error))
    let missingError = try #require(error).takeRetainedValue()
    #expect(CFErrorGetCode(missingError) == CTFontManagerError.fileNotFound.rawValue)
    #expect(missingError.localizedDescription.contains("Brand-Bold.ttf"))

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-font-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = folder.appendingPathComponent("NotAFont.ttf")
    try Data("plain text".utf8).write(to: text)
    error = nil
    #expect(!CTFontManagerRegisterFontsForURL(text as CFURL, .process, &error))
    #expect(CFErrorGetCode(try #require(error).takeRetainedValue()) == CTFontManagerError.invalidFontData.rawValue)

    var reported: [Int] = []
    CTFontManagerRegisterFontURLs([URL(fileURLWithPath: Self.fontPath), missing, text] as CFArray, .process, true) { errors, done in
      reported = (errors as [AnyObject]).compactMap { ($0 as? NSError)?.code }
      #expect(done)
      return true
    }
    #expect(reported == [CTFontManagerError.fileNotFound.rawValue, CTFontManagerError.invalidFontData.rawValue])
  }

  @Test func aCollectionGivesItsFirstFontsNames() throws {
    let collection = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    let provider = try #require(CGDataProvider(url: URL(fileURLWithPath: collection) as CFURL))
    let font = try #require(CGFont(provider))
    #expect((font.postScriptName as String?)?.hasPrefix("NotoSansCJK") == true, "\(String(describing: font.postScriptName))")
  }
}
