import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// iOS 17's `image: ImageResource` initializers (Xcode's generated asset symbols: `Label("Home", image: .logo)`)
/// draw the catalog's image, as the same controls built from `Image("Logo")` do.
@Suite struct ImageResourceControlTests {
  private let title: String = "Brand"
  private let logo = ImageResource(name: "Logo", bundle: .module)

  @Test func controlsDrawTheResourcesImage() throws {
    let resource = try Fixture.render(VStack {
      Label(title, image: logo)
      Label("Brand", image: logo)
      Button("Brand", image: logo) {}
      Button(title, image: logo, role: .cancel) {}
      Menu("Brand", image: logo) { Text("A") }
      Toggle(title, image: logo, isOn: .constant(false))
      Picker("Brand", image: logo, selection: .constant(1)) { Text("One").tag(1) }
    }.frame(width: 300))
    let named = try Fixture.render(VStack {
      Label(title, image: "Logo")
      Label("Brand", image: "Logo")
      Button {} label: { Label("Brand", image: "Logo") }
      Button(role: .cancel) {} label: { Label("Brand", image: "Logo") }
      Menu { Text("A") } label: { Label("Brand", image: "Logo") }
      Toggle(isOn: .constant(false)) { Label("Brand", image: "Logo") }
      Picker(selection: .constant(1)) { Text("One").tag(1) } label: { Label("Brand", image: "Logo") }
    }.frame(width: 300))
    #expect(resource.diagnostics.isEmpty, "\(resource.diagnostics)")
    #expect(named.diagnostics.isEmpty, "\(named.diagnostics)")
    #expect(try resource.plainPNGData() == named.plainPNGData())
  }
}
