import Foundation
import SpecimenUI
import Testing

/// `UTType` (UniformTypeIdentifiers, which Linux lacks) with Apple's identifiers, tags and conformance.
@Suite struct UniformTypeTests {
  @Test func systemTypesHaveApplesIdentifiersAndTags() {
    #expect(UTType.pdf.identifier == "com.adobe.pdf")
    #expect(UTType.pdf.preferredFilenameExtension == "pdf")
    #expect(UTType.pdf.preferredMIMEType == "application/pdf")
    #expect(UTType.plainText.identifier == "public.plain-text")
    #expect(UTType("public.png") == .png)
    #expect(UTType("com.example.unknown") == nil)
  }

  @Test func conformanceFollowsApplesHierarchy() {
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.png.conforms(to: .data))
    #expect(UTType.png.conforms(to: .item))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType.json.conforms(to: .text))
    #expect(UTType.image.isSupertype(of: .jpeg))
    #expect(UTType.mpeg4Movie.conforms(to: .audiovisualContent))
  }

  @Test func tagsFindDeclaredTypesOrDynamicOnes() throws {
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType(filenameExtension: "tiff") == .tiff)
    #expect(UTType(mimeType: "application/pdf") == .pdf)
    let custom = try #require(UTType(filenameExtension: "zim"))
    #expect(custom.isDynamic && !custom.isDeclared)
    #expect(custom.conforms(to: .data))
    #expect(UTType(filenameExtension: "") == nil)
    #expect(UTType(exportedAs: "org.openzim.zim").conforms(to: .data))
  }
}
