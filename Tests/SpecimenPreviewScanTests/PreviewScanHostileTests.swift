import Foundation
import SpecimenPreviewScan
import Testing

/// Previews as a user's files declare them, at their extremes (hostile round 26): thousands in one file, under nested
/// `#if`s, names no file system takes, and traits with sizes no screen has.
@Suite struct PreviewScanHostileTests {
  /// 5 000 `#Preview`s in one file scan in linear time, each on its own line, and the registry lists every one. Before,
  /// each line number counted the newlines from the file's start, so this file took quadratic time.
  @Test func fiveThousandPreviewsInOneFile() {
    let source = (0..<5_000).map { "#Preview(\"P\($0)\") { Text(\"\($0)\") }" }.joined(separator: "\n")
    let start = Date()
    let scan = PreviewScanner.scan(source)
    let seconds = Date().timeIntervalSince(start)
    #expect(scan.macros.count == 5_000)
    #expect(scan.macros.map(\.line) == Array(1...5_000))
    #expect(scan.macros.last?.nameLiteral == "\"P4999\"")
    #expect(seconds < 5, "\(seconds) s")
    let registry = RegistryGenerator.source(for: [ModuleScan(module: "App", files: [(name: "Many.swift", scan: scan)])])
    #expect(registry.contains("    specimenPreview_App_Many_5000().previewDisplayName(\"P4999\")"))
    #expect(registry.components(separatedBy: "private func specimenPreview_App_Many_").count == 5_001)
  }

  /// A `#Preview` under nested `#if`s keeps every condition but the platform tests, outermost first, and the registry
  /// wraps its cell and its function in as many `#if`s as it closes.
  @Test func nestedConditionsAreKeptInOrderAndBalanced() {
    let scan = PreviewScanner.scan("""
      #if DEBUG
      #if canImport(SwiftUI)
      #if FEATURE_A && !RELEASE
      #Preview("Deep") { Text("deep") }
      #elseif FEATURE_B
      #Preview("Other") { Text("other") }
      #endif
      #endif
      #endif
      """)
    #expect(scan.macros.map(\.conditions) == [["(DEBUG)", "(FEATURE_A && !RELEASE)"], ["(DEBUG)", "!(FEATURE_A && !RELEASE) && (FEATURE_B)"]])
    let registry = RegistryGenerator.source(for: [ModuleScan(module: "App", files: [(name: "Deep.swift", scan: scan)])])
    let ifs = registry.components(separatedBy: "#if ").count - 1, endifs = registry.components(separatedBy: "#endif").count - 1
    #expect(ifs == 8 && endifs == 8, "\(ifs) #if, \(endifs) #endif:\n\(registry)")
  }

  /// Names are copied into the registry as the literal the user wrote, so escapes (a NUL, quotes, a backslash), slashes,
  /// emoji, raw strings and 1 000 characters reach `previewDisplayName` unchanged (the file name is made safe later).
  @Test func hostileNamesAreCopiedAsWritten() {
    let long = String(repeating: "n", count: 1_000)
    let names = [#""a\0b""#, #""a/b/../c""#, #""😀🇯🇵""#, #""say \"hi\"""#, ##"#"raw\n"#"##, "\"\(long)\"", #""""#]
    let source = names.map { "#Preview(\($0)) { Text(\"x\") }" }.joined(separator: "\n")
    let scan = PreviewScanner.scan(source)
    #expect(scan.macros.map(\.nameLiteral) == names)
    let registry = RegistryGenerator.source(for: [ModuleScan(module: "App", files: [(name: "Names.swift", scan: scan)])])
    for name in names { #expect(registry.contains(".previewDisplayName(\(name))"), "\(name)") }
  }

  /// `#Preview(traits: .fixedLayout(width: 0, height: 1e9))` and a NaN layout become `.previewLayout(.fixed(…))` as
  /// written; the catalog names the size on that cell alone (PreviewEntryTests).
  @Test func fixedLayoutTraitsOfNoScreenAreCopiedForTheCatalogToName() {
    let scan = PreviewScanner.scan("""
      #Preview(traits: .fixedLayout(width: 0, height: 1e9)) { Text("tall") }
      #Preview("NaN", traits: .fixedLayout(width: .nan, height: -1), .landscapeLeft) { Text("nan") }
      """)
    #expect(scan.macros.map(\.traits) == [[".fixedLayout(width: 0, height: 1e9)"], [".fixedLayout(width: .nan, height: -1)", ".landscapeLeft"]])
    let registry = RegistryGenerator.source(for: [ModuleScan(module: "App", files: [(name: "Sizes.swift", scan: scan)])])
    #expect(registry.contains("specimenPreview_App_Sizes_1().previewLayout(.fixed(width: 0, height: 1e9))"))
    #expect(registry.contains(#"specimenPreview_App_Sizes_2().previewDisplayName("NaN").previewLayout(.fixed(width: .nan, height: -1))"#
      + ".previewInterfaceOrientation(.landscapeLeft)"))
  }
}
