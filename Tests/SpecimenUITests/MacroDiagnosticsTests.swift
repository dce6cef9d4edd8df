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
  static func typecheck(_ source: String, arguments: [String] = [], otherFile: String? = nil) throws -> (status: Int32, errors: [String]) {
    let folder = buildFolder
    let tool = folder.appendingPathComponent("SpecimenMacros-tool").path
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("macro-check-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    // A second file of the same module, whose errors are not returned (they show in the status).
    let other = FileManager.default.temporaryDirectory.appendingPathComponent("macro-check-other-\(UUID().uuidString).swift")
    if let otherFile { try otherFile.write(to: other, atomically: true, encoding: .utf8) }
    defer { try? FileManager.default.removeItem(at: other) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-I", folder.appendingPathComponent("Modules").path,
                         "-load-plugin-executable", "\(tool)#SpecimenMacros"] + arguments + [file.path]
      + (otherFile == nil ? [] : [other.path])
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

  /// SwiftData's macros in a view file as an app writes it (`import SwiftUI` through the alias):
  /// `@Model` with its property markers and `#Unique`, `@Query` with `#Predicate`, and a preview
  /// filling an in-memory container.
  @Test func swiftDataModelsAndQueriesCompile() throws {
    let result = try Self.typecheck("""
      import SwiftUI
      import SwiftData
      @Model final class Trip {
        #Unique<Trip>([\\.name])
        @Attribute(.unique) var name: String
        var start: Date?
        @Relationship(deleteRule: .cascade, inverse: \\Stop.trip) var stops: [Stop] = []
        @Transient var isPinned = false
        var stopCount: Int { stops.count }
        init(name: String) { self.name = name }
      }
      @Model final class Stop {
        var trip: Trip?
        init() {}
      }
      struct TripList: View {
        @Environment(\\.modelContext) private var context
        @Query(filter: #Predicate<Trip> { $0.stops.count > 0 }, sort: \\Trip.start, order: .reverse, animation: .default)
        private var trips: [Trip]
        var body: some View {
          List(trips) { trip in Text(trip.name) }
        }
      }
      #Preview {
        let container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Trip(name: "Lisbon"))
        return TripList().modelContainer(container)
      }
      """, arguments: ["-module-alias", "SwiftUI=SpecimenUI"])
    #expect(result.errors == [])
    #expect(result.status == 0)
  }

  @Test func modelOnAStructIsNamedWithItsFix() throws {
    let result = try Self.typecheck("""
      import SwiftData
      @Model struct Note { var text = "" }
      """)
    #expect(result.status != 0)
    #expect(result.errors.first == "2:1: error: @Model applies to classes only (a SwiftData model is a reference type: write 'final class') (from macro 'Model ')")
  }

  /// `@Query private var` beside a `let` keeps the view's memberwise initializer internal, as a
  /// property wrapper's private storage does, so another file can make the view.
  @Test func aPrivateQueryKeepsTheMemberwiseInitializer() throws {
    let result = try Self.typecheck("""
      import SpecimenUI
      func make() -> some View { NoteList(title: "Inbox") }
      """, otherFile: """
      import SpecimenUI
      import SwiftData
      @Model final class Note { var text = ""; init() {} }
      struct NoteList: View {
        let title: String
        @Query(sort: \\Note.text) private var notes: [Note]
        var body: some View { Text(title) }
      }
      """)
    #expect(result.errors == [])
    #expect(result.status == 0)
  }

  @Test func queryMistakesAreNamedWithTheirFix() throws {
    let result = try Self.typecheck("""
      import SpecimenUI
      import SwiftData
      @Model final class Note { var text = ""; init() {} }
      struct NoteList: View {
        @Query var first: Note
        var body: some View { Text("") }
      }
      """)
    #expect(result.status != 0)
    #expect(result.errors.contains("5:3: error: @Query results are an array of models: declare 'first' as '[Model]' (from macro 'Query ')"),
            "\(result.errors)")
  }
}
