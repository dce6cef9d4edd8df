import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// iOS 17's title-and-image initializers with a title from a string variable draw the same label as
/// their literal forms (the `ImageResource` forms: AssetCatalogTests' ImageResourceControlTests).
@Suite struct ImageTitledControlTests {
  private let title: String = "Favorite"

  @Test func aStringTitleDrawsLikeALiteralOne() throws {
    let variable = try Render.image(VStack {
      Button(title, systemImage: "star.fill") {}
      Button(title, systemImage: "trash", role: .destructive) {}
      Toggle(title, systemImage: "star.fill", isOn: .constant(true))
      Picker(title, systemImage: "star.fill", selection: .constant(1)) { Text("One").tag(1) }
    }.frame(width: 300), scale: 2)
    let literal = try Render.image(VStack {
      Button("Favorite", systemImage: "star.fill") {}
      Button("Favorite", systemImage: "trash", role: .destructive) {}
      Toggle("Favorite", systemImage: "star.fill", isOn: .constant(true))
      Picker("Favorite", systemImage: "star.fill", selection: .constant(1)) { Text("One").tag(1) }
    }.frame(width: 300), scale: 2)
    #expect(try variable.plainPNGData() == literal.plainPNGData())
  }
}
