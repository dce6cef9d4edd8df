import Foundation
import Specimen
import SpecimenCairo
import SpecimenUI
import Testing

/// A gallery of every control in this area, for looking at (written only when SPECIMEN_GALLERY is set).
struct Controls1Gallery: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Toggle("Wi-Fi", isOn: .constant(true))
      Toggle("Bluetooth", isOn: .constant(false))
      Toggle("Disabled on", isOn: .constant(true)).disabled(true)
      Toggle("Pressed", isOn: .constant(false)).environment(\.isPressed, true)
      HStack {
        Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
        Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
        Toggle("Check", isOn: .constant(true)).toggleStyle(.checkbox)
        Toggle("Uncheck", isOn: .constant(false)).toggleStyle(.checkbox)
      }
      ProgressView(value: 0.5)
      ProgressView("Downloading", value: 0.3)
      HStack(spacing: 20) {
        ProgressView()
        ProgressView().controlSize(.large)
        ProgressView(value: 0.7).progressViewStyle(.circular)
        ProgressView("Loading")
      }
      Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40%") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
      Gauge(value: 0.4) { Text("Level") } currentValueLabel: { Text("40") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
        .gaugeStyle(.accessoryLinear)
      HStack(spacing: 20) {
        Gauge(value: 0.62) { Text("SPD") } currentValueLabel: { Text("62") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
          .gaugeStyle(.accessoryCircular)
        Gauge(value: 0.65) { Text("BAT") } currentValueLabel: { Text("65") }
          .gaugeStyle(.accessoryCircularCapacity)
        Gauge(value: 0.3) { Text("Cap") }.gaugeStyle(.accessoryLinearCapacity).frame(width: 120)
      }
      Slider(value: .constant(0.3)) { Text("Volume") } minimumValueLabel: { Image(systemName: "speaker") } maximumValueLabel: { Image(systemName: "speaker.wave.3") }
      Slider(value: .constant(0.7)).disabled(true)
      Stepper("Quantity", value: .constant(3), in: 0...10)
      Stepper("At minimum", value: .constant(0), in: 0...10)
    }
    .padding()
  }
}

@Suite struct Controls1GalleryWriter {
  /// Renders the gallery light and dark; writes /tmp/controls1-gallery-<scheme>.png when SPECIMEN_GALLERY is set.
  @Test func galleryRendersInBothSchemes() throws {
    var sizes: [CGSize] = []
    for scheme in ColorScheme.allCases {
      var env = EnvironmentValues()
      env.colorScheme = scheme
      let background = scheme == .dark ? RGBA.black : RGBA.white
      let image = try ViewRenderer(scale: 2, background: background)
        .rasterize(Controls1Gallery(), in: ProposedViewSize(width: 390, height: nil), environment: env)
      sizes.append(CGSize(width: image.width, height: image.height))
      if ProcessInfo.processInfo.environment["SPECIMEN_GALLERY"] != nil {
        try image.pngData().write(to: URL(fileURLWithPath: "/tmp/controls1-gallery-\(scheme).png"))
      }
    }
    #expect(sizes.count == 2 && sizes[0] == sizes[1] && sizes[0].width == 780)
  }
}
