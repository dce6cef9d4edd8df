import AppIntents
import Foundation
import Specimen
import SpecimenUI
import Testing

/// An intent parameter a widget view reads before anything set it never ends the run.
struct IntentParameterTests {
  enum Flavor: String, AppEnum {
    case vanilla, chocolate
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [.vanilla: "Vanilla", .chocolate: "Chocolate"]
  }

  struct PickFlavor: AppIntent {
    static let title: LocalizedStringResource = "Pick a flavor"
    @Parameter(title: "Flavor") var flavor: Flavor
    @Parameter(title: "Note") var note: String
    func perform() async throws -> some IntentResult { .result() }
  }

  struct FlavorRow: View {
    let intent = PickFlavor()
    var body: some View { Text("\(intent.flavor.rawValue) \(intent.note)|") }
  }

  /// An unset enumeration parameter reads as its first case, with a warning naming the parameter; an unset string as "".
  @Test func unsetEnumParameterReadsItsFirstCase() throws {
    let image = try ViewRenderer(scale: 1).rasterize(FlavorRow(), in: .unspecified)
    let warnings = image.diagnostics.warnings.map(\.message)
    #expect(warnings.contains { $0.contains("@Parameter \"Flavor\" was read before it was set; drawn with its first case, vanilla") },
            "\(warnings)")
    let list = ViewRenderer(scale: 1).displayList(FlavorRow(), in: .unspecified)
    #expect("\(list.items)".contains("vanilla |"))
  }
}
