import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// A view or style that reads an environment object no view above it supplies fails only its cell,
/// with an error naming the type and the modifier that supplies it (SwiftUI traps instead).
@Suite struct MissingEnvironmentObjectTests {
  final class Store: ObservableObject {
    var accent = Color.red
  }

  @Observable final class Theme {
    var accent = Color.blue
  }

  struct StoreButtonStyle: ButtonStyle {
    @EnvironmentObject var store: Store
    func makeBody(configuration: Configuration) -> some View { configuration.label.background(store.accent) }
  }

  struct ThemeModifier: ViewModifier {
    @Environment(Theme.self) private var theme
    func body(content: Content) -> some View { content.foregroundStyle(theme.accent) }
  }

  struct ThemeBadge: View {
    @Environment(Theme.self) private var theme
    var body: some View { Circle().fill(theme.accent).frame(width: 8, height: 8) }
  }

  /// A dynamic property of the team's own that reads the store, stored without a wrapper.
  struct StoreReader: DynamicProperty {
    @EnvironmentObject var store: Store
  }

  struct StoreLabel: View {
    let reader = StoreReader()
    var body: some View { Text("Go").foregroundStyle(reader.store.accent) }
  }

  /// Renders an entry with a control cell and one cell of `view`; returns the run and the second cell's record.
  static func run(_ view: @escaping @Sendable () -> AnyView) throws -> (CatalogRenderer.RunResult, Manifest.CellRecord?, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-envobj-\(UUID().uuidString)")
    let values = [AxisValue("plain") { $0.label = "plain" }, AxisValue("reader") { $0.label = "reader" }]
    let catalog = [CatalogEntry("Objects", axes: [StateAxis("view", values)]) { state in
      state.label == "reader" ? view() : AnyView(Text("plain"))
    }]
    let result = CatalogRenderer(outputFolder: folder).run(catalog)
    let manifest = try Manifest.read(from: folder.appendingPathComponent("manifest.json"))
    return (result, manifest.entries.first?.cells.first { $0.name == "view-reader" }, folder)
  }

  @Test(arguments: [
    ("@EnvironmentObject in a ButtonStyle", "`StoreButtonStyle` reads @EnvironmentObject Store", ".environmentObject(Store(…))"),
    ("@Environment(Theme.self) in a ViewModifier", "`ThemeModifier` reads @Environment(Theme.self) Theme", ".environment(Theme(…))"),
    ("@Environment(Theme.self) in a View", "`ThemeBadge` reads @Environment(Theme.self) Theme", ".environment(Theme(…))"),
    ("@EnvironmentObject in a stored DynamicProperty", "`StoreLabel` reads @EnvironmentObject Store", ".environmentObject(Store(…))"),
  ])
  func aMissingObjectFailsOnlyItsCell(name: String, reader: String, fix: String) throws {
    let (result, cell, folder) = try Self.run {
      switch name {
      case let n where n.contains("ButtonStyle"): AnyView(Button("Go") {}.buttonStyle(StoreButtonStyle()))
      case let n where n.contains("ViewModifier"): AnyView(Text("Go").modifier(ThemeModifier()))
      case let n where n.contains("DynamicProperty"): AnyView(StoreLabel())
      default: AnyView(HStack { ThemeBadge() })
      }
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = try #require(cell?.error, "\(name): the cell should fail")
    #expect(error.contains(reader), "\(error)")
    #expect(error.contains("add \(fix)"), "\(error)")
    #expect(result.files.contains("Objects/view-plain.png"), "the other cell is still written")
    #expect(!result.files.contains("Objects/view-reader.png"))
  }

  @Test func suppliedObjectsRender() throws {
    let theme = Theme()
    let image = try ViewRenderer(scale: 1).rasterize(
      HStack(spacing: 0) {
        Button("Go") {}.buttonStyle(StoreButtonStyle())
        ThemeBadge()
      }
      .environmentObject(Store())
      .environment(theme),
      in: .unspecified)
    let badge = image.pixel(x: image.width - 4, y: image.height / 2)
    #expect(badge.b > 200 && badge.r < 60, "the badge is the theme's blue: \(badge)")
  }

  @Test func anOptionalReadOfAMissingObjectIsNil() throws {
    struct OptionalBadge: View {
      @Environment(Theme.self) private var theme: Theme?
      var body: some View { Rectangle().fill(theme?.accent ?? .green).frame(width: 4, height: 4) }
    }
    let image = try ViewRenderer(scale: 1).rasterize(OptionalBadge(), in: .unspecified)
    let p = image.pixel(x: 2, y: 2)
    #expect(p.g > 150 && p.b < 120, "green fallback: \(p)")
  }
}
