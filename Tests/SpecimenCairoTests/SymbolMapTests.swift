import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// SF Symbol names draw a Bootstrap or project icon of the same meaning; unknown names stay loud.
@Suite struct SymbolMapTests {
  @Test func everyMappedNameHasItsDrawing() {
    let all = SymbolMap.bootstrapNames.merging(SymbolMap.commonNames) { first, _ in first }
    #expect(all.count >= 300, "only \(all.count) symbols mapped")
    let missing = all.filter { !FileManager.default.fileExists(atPath: "\(SymbolMap.bootstrapFolder)/\($0.value).svg") }
    #expect(missing.isEmpty, "mapped to drawings bootstrap-icons does not have: \(missing)")
    #expect(Set(SymbolMap.bootstrapNames.keys).isDisjoint(with: SymbolMap.commonNames.keys), "a name is mapped twice")
  }

  /// Names seen in public SwiftUI code, including the one the issue found drawing the placeholder.
  @Test(arguments: ["tag.fill", "sparkles", "chart.pie.fill", "arrow.up.arrow.down", "archivebox.fill", "checklist",
                    "trophy.fill", "arrow.uturn.backward", "list.bullet.rectangle", "speaker.wave.2.fill", "snowflake",
                    "arrowtriangle.down.fill", "arrow.right.circle.fill", "doc.text.magnifyingglass", "wifi.exclamationmark"])
  func commonSymbolsDraw(_ name: String) throws {
    let image = try Render.image(Image(systemName: name).font(.title), scale: 2)
    #expect(image.diagnostics.isEmpty, "\(name): \(image.diagnostics)")
    #expect(!image.isUniform)
  }

  @Test func unknownNameIsStillAnError() throws {
    let image = try Render.image(Image(systemName: "tag.fill.nonexistent"))
    #expect(image.diagnostics.errors.contains { $0.kind == .unknownSymbol && $0.message.contains("tag.fill.nonexistent") })
  }
}
