import Foundation
import Testing
@testable import SpecimenPreviewScan

struct PreviewScannerTests {
  @Test func commentsAndStringsHideNothingAndInventNothing() {
    let scan = PreviewScanner.scan(#"""
      // struct Commented_Previews: PreviewProvider {}
      /* struct Block_Previews: PreviewProvider { /* nested */ struct Deeper: PreviewProvider {} } */
      let a = "struct InString: PreviewProvider { \("}") "
      let b = #"struct Raw: PreviewProvider { \#("{") "#
      let c = """
        struct MultiLine: PreviewProvider {
        """
      struct Real_Previews: PreviewProvider {
        static var previews: some View { Text("} { \" }") }
      }
      """#)
    #expect(scan.providers.map(\.typePath) == [["Real_Previews"]])
    #expect(scan.providers[0].line == 8)
    #expect(scan.skipped.isEmpty)
  }

  @Test func nestedTypesExtensionsAndAttributes() {
    let scan = PreviewScanner.scan("""
      enum Catalog {
        @available(iOS 17.0, *)
        @MainActor struct Card_Previews: SwiftUI.PreviewProvider, Sendable {
          static var previews: some View { EmptyView() }
          struct Deeper_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
        }
      }
      extension Catalog.Card_Previews { struct InExtension: PreviewProvider { static var previews: some View { EmptyView() } } }
      final class Legacy_Previews: NSObject, PreviewProvider {
        class func helper() {}
        static var previews: some View { EmptyView() }
      }
      struct Later: View { var body: some View { EmptyView() } }
      extension Later: PreviewProvider { static var previews: some View { Later() } }
      """)
    #expect(scan.providers.map { $0.typePath.joined(separator: ".") } == [
      "Catalog.Card_Previews", "Catalog.Card_Previews.Deeper_Previews", "Catalog.Card_Previews.InExtension",
      "Legacy_Previews", "Later",
    ])
  }

  @Test func genericPrivateLocalAndProtocolProvidersAreSkippedWithReasons() {
    let scan = PreviewScanner.scan("""
      struct Generic_Previews<T: View>: PreviewProvider { static var previews: some View { EmptyView() } }
      struct Box<T> { struct Inner_Previews: PreviewProvider { static var previews: some View { EmptyView() } } }
      private struct Hidden_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
      @MainActor fileprivate struct AlsoHidden: PreviewProvider { static var previews: some View { EmptyView() } }
      func make() { struct Local_Previews: PreviewProvider { static var previews: some View { EmptyView() } } }
      protocol Themed: PreviewProvider {}
      struct Holder<T: PreviewProvider> {}
      """)
    #expect(scan.providers.isEmpty)
    #expect(scan.skipped.map(\.what) == ["Generic_Previews", "Box.Inner_Previews", "Hidden_Previews", "AlsoHidden", "Local_Previews"])
    #expect(scan.skipped[0].reason.hasPrefix("generic"))
    #expect(scan.skipped[2].reason.hasPrefix("private or fileprivate"))
  }

  @Test func conditionsAreKeptForProvidersAndPlatformTestsDroppedForMacros() {
    let scan = PreviewScanner.scan("""
      #if DEBUG
      struct Debug_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
      #elseif TESTING // a comment
      struct Testing_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
      #else
      struct Other_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
      #endif
      #if canImport(SwiftUI)
      #if DEBUG
      #Preview { Text("x") }
      #endif
      #endif
      """)
    #expect(scan.providers.map(\.conditions) == [["(DEBUG)"], ["!(DEBUG) && (TESTING)"], ["!(DEBUG) && !(TESTING)"]])
    #expect(scan.macros.map(\.conditions) == [["(DEBUG)"]])
  }

  @Test func macroNamesTraitsAndBodies() {
    let scan = PreviewScanner.scan(#"""
      #if canImport(SwiftUI)
      #Preview { Text("plain") }
      #Preview("Dark mode") {
        @Previewable @State var isOn = true
        Toggle("On", isOn: $isOn).preferredColorScheme(.dark)
      }
      #Preview("Wide", traits: .fixedLayout(width: 320, height: 100), .landscapeLeft) { Text("}") }
      #Preview(traits: .sizeThatFitsLayout) { Text("fits") }
      #Preview("Widget", as: .systemSmall, widget: { MyWidget() }) { Entry() }
      #Preview("Labelled", body: { Text("labelled") })
      #endif
      #Preview("Sizes", arguments: [12, 17]) { size in Text("Aa").font(.system(size: CGFloat(size))) }
      """#)
    #expect(scan.macros.map(\.nameLiteral) == [nil, "\"Dark mode\"", "\"Wide\"", nil, "\"Labelled\""])
    #expect(scan.macros.map(\.traits) == [[], [], [".fixedLayout(width: 320, height: 100)", ".landscapeLeft"], [".sizeThatFitsLayout"], []])
    #expect(scan.macros[4].body == #" Text("labelled") "#)
    #expect(scan.macros[0].body == #" Text("plain") "#)
    #expect(scan.macros[2].body == #" Text("}") "#)
    #expect(scan.macros.allSatisfy { $0.conditions.isEmpty })
    #expect(scan.skipped.map(\.reason) == [
      "'as:' makes it a widget or other non-view preview",
      "'arguments:' previews (one per argument, iOS 26) are not rendered yet",
    ])
  }

  /// visionOS's window previews (`#Preview(windowStyle:)`) are view previews: the window style is dropped.
  @Test func windowStylePreviewsAreViewPreviews() {
    let scan = PreviewScanner.scan(#"""
      #Preview(windowStyle: .automatic) { Text("window") }
      #Preview("Volume", windowStyle: .volumetric, traits: .fixedLayout(width: 200, height: 120)) { Text("volume") }
      """#)
    #expect(scan.macros.map(\.nameLiteral) == [nil, "\"Volume\""])
    #expect(scan.macros.map(\.traits) == [[], [".fixedLayout(width: 200, height: 120)"]])
    #expect(scan.macros[0].body == #" Text("window") "#)
    #expect(scan.skipped.isEmpty)
  }

  @Test func registryTextIsSortedAndComplete() {
    let card = PreviewScanner.scan("""
      #if DEBUG
      struct Card_Previews: PreviewProvider { static var previews: some View { Card() } }
      #endif
      #if os(iOS)
      #Preview("Dark", traits: .sizeThatFitsLayout) {
        @Previewable @State var on = false
        Card()
      }
      #endif
      """)
    let badge = PreviewScanner.scan("struct Badge_Previews: PreviewProvider { static var previews: some View { Badge() } }")
    let source = RegistryGenerator.source(for: [
      ModuleScan(module: "Runner", isOwnModule: true, files: []),
      ModuleScan(module: "DesignSystem", files: [("Sources/DesignSystem/Card.swift", card), ("Badge.swift", badge)]),
    ])
    #expect(source == """
      // Generated by Specimen's SpecimenPreviews build-tool plugin (specimen-preview-scan) from the Swift
      // sources of DesignSystem, Runner. Do not edit or commit: it is written again on every build.
      import Specimen
      import SpecimenUI
      @testable import DesignSystem

      /// Every preview found (3 entries): one catalog entry per PreviewProvider and per file of #Preview macros.
      let specimenPreviews: [CatalogEntry] = {
        var entries: [CatalogEntry] = []
        entries.append(.previews(Badge_Previews.self, name: "Badge_Previews"))
      #if (DEBUG)
        entries.append(.previews(Card_Previews.self, name: "Card_Previews"))
      #endif
        entries.append(.previews("Card.Preview") {
          specimenPreview_DesignSystem_Card_1().previewDisplayName("Dark").previewLayout(.sizeThatFits)
        })
        return entries
      }()

      @ViewBuilder
      private func specimenPreview_DesignSystem_Card_1() -> some View {

        @State var on = false
        Card()

      }

      """)
  }

  @Test func sameProviderNameInTwoModulesIsQualified() {
    let scan = PreviewScanner.scan("struct Row_Previews: PreviewProvider { static var previews: some View { Row() } }")
    let source = RegistryGenerator.source(for: [ModuleScan(module: "B", files: [("Row.swift", scan)]), ModuleScan(module: "A", files: [("Row.swift", scan)])])
    #expect(source.contains("entries.append(.previews(A.Row_Previews.self, name: \"A.Row_Previews\"))\n  entries.append(.previews(B.Row_Previews.self"))
  }

  @Test func protocolsRefiningPreviewProviderAcrossFiles() {
    let scans = PreviewScanner.scan([
      "struct Home_Previews: ThemedPreviewProvider { static var preview: some View { Home() } }",
      """
      protocol DevicePreviewProvider: PreviewProvider { associatedtype Preview: View; static var preview: Preview { get } }
      protocol ThemedPreviewProvider: DevicePreviewProvider {}
      extension DevicePreviewProvider { static var previews: some View { preview } }
      """,
    ])
    #expect(scans[0].providers.map(\.typePath) == [["Home_Previews"]])
    #expect(scans[1].providerProtocols == ["DevicePreviewProvider", "ThemedPreviewProvider"])
    #expect(scans[1].providers.isEmpty)
  }

  @Test func filesWithTheSameNameGetDistinctFunctionsAndEntries() {
    let scan = PreviewScanner.scan("#if os(iOS)\n#Preview { Card() }\n#endif")
    let source = RegistryGenerator.source(for: [ModuleScan(module: "M", files: [("Card.swift", scan), ("Card.swift", scan)])])
    #expect(source.contains("entries.append(.previews(\"Card.Preview\") {\n    specimenPreview_M_Card_1()"))
    #expect(source.contains("entries.append(.previews(\"Card_2.Preview\") {\n    specimenPreview_M_Card_2_1()"))
  }

  /// Every truncation of a file full of edge cases scans without trapping (hostile or half-typed input).
  @Test func everyTruncationScansWithoutTrapping() {
    let source = #"""
      #if canImport(SwiftUI)
      #Preview("a", traits: .fixedLayout(width: 1, height: 2)) { Text("\("}")") }
      #Preview(traits:) { }
      #Preview("b", body: { Text(#"x"#) })
      #elseif os(Linux)
      #else
      #endif
      #endif
      }}}
      @available(iOS 17, *) private struct P<T>: PreviewProvider where T: View { /* { */ }
      extension A.B: PreviewProvider {} class func x() {}
      let s = """
        \(1 + (2 * 3)) "
        """
      """#
    let bytes = Array(source.utf8)
    for length in 0...bytes.count {
      _ = PreviewScanner.scan(String(decoding: bytes[0..<length], as: UTF8.self))
    }
    #expect(PreviewScanner.scan(source).macros.count == 3)
  }

  @Test func unterminatedInputEndsCleanly() {
    let scan = PreviewScanner.scan("struct A_Previews: PreviewProvider { /* never closed \n #Preview { \"open")
    #expect(scan.providers.map(\.typePath) == [["A_Previews"]])
    #expect(scan.macros.isEmpty)
  }
}
