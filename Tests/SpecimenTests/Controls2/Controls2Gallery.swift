import Foundation
import Specimen
import SpecimenCairo
import SpecimenUI
import Testing

/// The controls of this folder in one view, for looking at (not asserting).
struct Controls2GalleryView: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      TextField("Username", text: .constant(""))
        .textFieldStyle(.roundedBorder)
      TextField("Username", text: .constant("jappleseed"))
        .textFieldStyle(.roundedBorder)
        .environment(\.isFocused, true)
      SecureField("Password", text: .constant("secret"))
        .textFieldStyle(.roundedBorder)
      TextField("Plain", text: .constant(""))
        .environment(\.isFocused, true)
      LabeledContent("Version", value: "17.0")
      GroupBox("Group box") {
        Text("Content of the box")
      }
      DisclosureGroup("Collapsed") { Text("Hidden") }
      DisclosureGroup("Expanded", isExpanded: .constant(true)) { Text("Shown content") }
      ControlGroup {
        Button("Cut") {}
        Button("Copy") {}
        Button("Paste") {}
      }
      Picker("Flavor", selection: .constant(1)) {
        Text("Chocolate").tag(0)
        Text("Vanilla").tag(1)
        Text("Strawberry").tag(2)
      }
      .pickerStyle(.segmented)
      Picker("Flavor", selection: .constant("b")) {
        ForEach(["a", "b", "c"], id: \.self) { Text($0.uppercased()) }
      }
      HStack {
        Picker("Flavor", selection: .constant(2)) {
          ForEach(0..<5) { Text("Option \($0)") }
        }
        .pickerStyle(.wheel)
        VStack {
          TextField("Disabled", text: .constant("text")).textFieldStyle(.roundedBorder)
          Picker("F", selection: .constant(0)) {
            Text("One").tag(0)
            Text("Two").tag(1)
          }
          .pickerStyle(.segmented)
        }
        .disabled(true)
      }
    }
    .padding()
  }
}

struct Controls2FormView: View {
  var body: some View {
    Form {
      Section("Account") {
        TextField("Name", text: .constant("Jane"))
        LabeledContent("Plan", value: "Pro")
        Picker("Color", selection: .constant(0)) {
          Text("Red").tag(0)
          Text("Blue").tag(1)
        }
      }
      Section {
        Text("Notifications")
        Text("Privacy")
      } footer: {
        Text("Footer text explaining the section.")
      }
    }
  }
}

@Suite struct Controls2Gallery {
  /// Renders the gallery and the form in light and dark; with CONTROLS2_GALLERY set, writes them to /tmp for looking at.
  @Test func galleryRendersInBothSchemes() throws {
    let write = ProcessInfo.processInfo.environment["CONTROLS2_GALLERY"] != nil
    for scheme in [ColorScheme.light, .dark] {
      var env = EnvironmentValues()
      env.colorScheme = scheme
      let renderer = ViewRenderer(scale: 2, background: scheme == .dark ? RGBA(0, 0, 0) : RGBA(255, 255, 255))
      let gallery = try renderer.rasterize(Controls2GalleryView(), in: ProposedViewSize(width: 360, height: nil), environment: env)
      #expect(gallery.width == 720 && gallery.height > 1000)
      let form = try renderer.rasterize(Controls2FormView(), in: ProposedViewSize(width: 390, height: 500), environment: env)
      #expect(form.width == 780 && form.height == 1000)
      if write {
        try gallery.pngData().write(to: URL(fileURLWithPath: "/tmp/controls2-gallery-\(scheme).png"))
        try form.pngData().write(to: URL(fileURLWithPath: "/tmp/controls2-form-\(scheme).png"))
      }
    }
  }
}
