import Foundation
import Testing

/// Compiles small files against the built modules with Specimen's macro plugin, as a user's build
/// does, and checks what the compiler says: mistakes in `@Entry` are named with their fix, and
/// `#Preview` forms from Xcode compile.
@Suite struct MacroDiagnosticsTests {
  /// The build folder holding this test bundle, the modules and `SpecimenMacros-tool`.
  static var buildFolder: URL {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Modules").path) {
      url.deleteLastPathComponent()
    }
    return url
  }

  /// Type-checks `source` and returns the compiler's exit status and error lines.
  static func typecheck(_ source: String, arguments: [String] = []) throws -> (status: Int32, errors: [String]) {
    let folder = buildFolder
    let tool = folder.appendingPathComponent("SpecimenMacros-tool").path
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("macro-check-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-I", folder.appendingPathComponent("Modules").path,
                         "-load-plugin-executable", "\(tool)#SpecimenMacros"] + arguments + [file.path]
    let output = Pipe()
    process.standardError = output
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    let errors = lines.filter { $0.hasPrefix(file.path) && $0.contains(": error: ") }
      .map { String($0.dropFirst(file.path.count + 1)) }
    return (process.terminationStatus, errors)
  }

  @Test func pluginIsBuilt() {
    #expect(FileManager.default.isExecutableFile(atPath: Self.buildFolder.appendingPathComponent("SpecimenMacros-tool").path))
  }

  @Test func entryMistakesAreNamedWithTheirFix() throws {
    let result = try Self.typecheck("""
      import SpecimenUI
      extension EnvironmentValues {
        @Entry var noDefault: Int
        @Entry let constant: Int = 1
      }
      extension FocusedValues {
        @Entry var notOptional: Int = 3
      }
      struct Elsewhere {
        @Entry var stray: Int = 0
      }
      """)
    #expect(result.status != 0)
    let macroErrors = result.errors.filter { $0.hasSuffix("(from macro 'Entry ')") }
    #expect(macroErrors == [
      "3:3: error: @Entry var noDefault needs a default value ('= …') or an optional type (from macro 'Entry ')",
      "4:3: error: @Entry applies to a single stored 'var', such as '@Entry var accent: Color = .blue' (from macro 'Entry ')",
      "7:3: error: @Entry in FocusedValues needs an optional type, such as 'var notOptional: Value?' (from macro 'Entry ')",
      "10:3: error: @Entry must be declared in an extension of one of EnvironmentValues, Transaction, ContainerValues, FocusedValues (from macro 'Entry ')",
    ])
  }

  @Test func previewFormsFromXcodeCompile() throws {
    let result = try Self.typecheck("""
      import SpecimenUI
      import UIKit
      struct Badge: View { var body: some View { Text("New") } }
      #Preview { Badge() }
      #Preview("Named") { Badge() }
      #Preview("Traits", traits: .sizeThatFitsLayout, .landscapeLeft) { Badge() }
      #Preview(traits: .fixedLayout(width: 200, height: 100)) { Badge().padding() }
      #Preview("Statements") {
        let title = "Two"
        VStack { Text(title); Badge() }
      }
      #Preview("State") {
        @Previewable @State var isOn = true
        Toggle("On", isOn: $isOn)
      }
      #Preview("Arguments", arguments: [1, 2]) { value in Text("\\(value)") }
      #Preview("UIKit view") { UIView() }
      #Preview("UIKit controller") { UIViewController() }
      """)
    #expect(result.errors == [])
    #expect(result.status == 0)
  }

  /// A file that keeps `import SwiftUI` and reaches SpecimenUI through `-module-alias SwiftUI=SpecimenUI`
  /// expands every macro: their expansions name no module (the `@Entry` key protocols were
  /// `SpecimenUI.EnvironmentKey` …, which cannot be found under the alias).
  @Test func macrosExpandInAFileThatImportsSwiftUIThroughAModuleAlias() throws {
    let source = """
      import SwiftUI
      extension EnvironmentValues { @Entry var brandAccent: Color = .blue }
      extension Transaction { @Entry var isQuick: Bool = false }
      extension ContainerValues { @Entry var badgeCount: Int = 0 }
      extension FocusedValues { @Entry var draft: String? }
      struct Badge: View {
        @Environment(\\.brandAccent) private var accent
        var body: some View { Text("New").foregroundStyle(accent) }
      }
      #Preview { Badge().environment(\\.brandAccent, .red) }
      """
    let aliased = try Self.typecheck(source, arguments: ["-module-alias", "SwiftUI=SpecimenUI"])
    #expect(aliased.errors == [])
    #expect(aliased.status == 0)
    let imported = try Self.typecheck(source.replacingOccurrences(of: "import SwiftUI", with: "import SpecimenUI"))
    #expect(imported.errors == [] && imported.status == 0)
  }

  @Test func aPreviewBodyIsTypeChecked() throws {
    let result = try Self.typecheck("""
      import SpecimenUI
      #Preview { Text(42) }
      """)
    #expect(result.status != 0)
    #expect(result.errors.first?.hasPrefix("2:") == true)
  }
}
