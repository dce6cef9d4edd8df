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

  struct Visit: AppIntent {
    static let title: LocalizedStringResource = "Visit"
    @Parameter(title: "Day") var day: Date
    @Parameter(title: "Link") var link: URL
    @Parameter(title: "Weight") var weight: Float
    func perform() async throws -> some IntentResult { .result() }
  }

  struct VisitRow: View {
    let intent = Visit()
    var body: some View { Text("\(intent.day.timeIntervalSinceReferenceDate) \(intent.link.absoluteString) \(intent.weight)|") }
  }

  /// An unset date reads as the reference date and an unset URL as about:blank, each with a warning naming the
  /// parameter; an unset Float as 0, silently, as an Int or Double does.
  @Test func unsetDateAndURLParametersReadTheirStandIns() throws {
    let image = try ViewRenderer(scale: 1).rasterize(VisitRow(), in: .unspecified)
    let warnings = image.diagnostics.warnings.map(\.message)
    #expect(warnings.count == 2, "\(warnings)")
    #expect(warnings.contains { $0.hasPrefix("@Parameter \"Day\" (a Date) was read before it was set; drawn with the reference date") })
    #expect(warnings.contains { $0.hasPrefix("@Parameter \"Link\" (a URL) was read before it was set; drawn with about:blank") })
    let list = ViewRenderer(scale: 1).displayList(VisitRow(), in: .unspecified)
    #expect("\(list.items)".contains("0.0 about:blank 0.0|"))
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
