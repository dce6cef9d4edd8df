#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif
import Specimen

/// SwiftUI's built-in control styles with their natural axes, light and dark.
enum ControlsCatalog {
  static var entries: [CatalogEntry] {
    [toggles, progressViews, gauges, sliders, steppers, textFields, pickers, labels, symbolRenderingModes, symbolWeights, containers, materials, layoutDirection, controlSizes]
  }

  static func styleAxis(_ names: [String]) -> StateAxis { SeedCatalog.viewAxis(names, name: "style") }

  static let toggles = CatalogEntry(
    "ToggleStyle.builtIn", axes: [.colorScheme, styleAxis(["switch", "button", "checkbox"]), .isOn, .interaction],
    arrangement: SheetArrangement(rows: ["style", "isOn"], columns: ["state"]), cellWidth: 280
  ) { state in
    let toggle = Toggle("Wi-Fi", isOn: .constant(state.isOn))
    switch state.label {
    case "button": toggle.toggleStyle(.button)
    case "checkbox": toggle.toggleStyle(.checkbox)
    default: toggle.toggleStyle(.switch)
    }
  }

  static let progressViews = CatalogEntry(
    "ProgressViewStyle.builtIn", axes: [.colorScheme, styleAxis(["linear", "circular"]), .values([0, 0.5, 1, nil])],
    cellWidth: 240
  ) { state in
    let progress = state.value.map { AnyView(ProgressView("Downloading", value: $0)) } ?? AnyView(ProgressView())
    if state.label == "circular" { progress.progressViewStyle(.circular) } else { progress.progressViewStyle(.linear) }
  }

  static let gauges = CatalogEntry(
    "GaugeStyle.builtIn", axes: [
      .colorScheme,
      styleAxis(["linearCapacity", "accessoryLinear", "accessoryLinearCapacity", "accessoryCircular", "accessoryCircularCapacity"]),
      .values([0, 0.5, 1]),
    ]
  ) { state in
    let value = state.value ?? 0
    let gauge = Gauge(value: value, in: 0...1) {
      Text("Battery")
    } currentValueLabel: {
      Text("\(Int(value * 100))")
    } minimumValueLabel: {
      Text("0")
    } maximumValueLabel: {
      Text("100")
    }
    switch state.label {
    case "accessoryLinear": gauge.gaugeStyle(.accessoryLinear)
    case "accessoryLinearCapacity": gauge.gaugeStyle(.accessoryLinearCapacity)
    case "accessoryCircular": gauge.gaugeStyle(.accessoryCircular)
    case "accessoryCircularCapacity": gauge.gaugeStyle(.accessoryCircularCapacity)
    default: gauge.gaugeStyle(.linearCapacity).frame(width: 200)
    }
  }

  static let sliders = CatalogEntry(
    "Slider", axes: [.colorScheme, .isEnabled, .values([0, 0.3, 1])], cellWidth: 280
  ) { state in
    Slider(value: .constant(state.value ?? 0)) {
      Text("Volume")
    } minimumValueLabel: {
      Image(systemName: "speaker")
    } maximumValueLabel: {
      Image(systemName: "speaker.wave.3")
    }
  }

  static let steppers = CatalogEntry(
    "Stepper", axes: [.colorScheme, .isEnabled, .values([0, 5, 10])], cellWidth: 280
  ) { state in
    Stepper("Quantity: \(Int(state.value ?? 0))", value: .constant(Int(state.value ?? 0)), in: 0...10)
  }

  static let textFields = CatalogEntry(
    "TextFieldStyle.builtIn", axes: [
      .colorScheme, styleAxis(["plain", "roundedBorder", "roundedBorder secure"]), .text("jane@example.com"), .isFocused,
    ],
    arrangement: SheetArrangement(rows: ["style", "text"], columns: ["isFocused"]), cellWidth: 280
  ) { state in
    switch state.label {
    case "plain": TextField("Email", text: .constant(state.text)).textFieldStyle(.plain)
    case "roundedBorder": TextField("Email", text: .constant(state.text)).textFieldStyle(.roundedBorder)
    default: SecureField("Password", text: .constant(state.text)).textFieldStyle(.roundedBorder)
    }
  }

  static let pickers = CatalogEntry(
    "PickerStyle.builtIn", axes: [.colorScheme, styleAxis(["segmented", "menu"]), .isEnabled], cellWidth: 300
  ) { state in
    let picker = Picker("Size", selection: .constant(1)) {
      Text("Small").tag(0)
      Text("Medium").tag(1)
      Text("Large").tag(2)
    }
    if state.label == "menu" { picker.pickerStyle(.menu) } else { picker.pickerStyle(.segmented) }
  }

  static let labels = CatalogEntry(
    "LabelStyle.builtIn", axes: [.colorScheme, styleAxis(["titleAndIcon", "iconOnly", "titleOnly"])]
  ) { state in
    let label = Label("Favorites", systemImage: "star.fill")
    switch state.label {
    case "iconOnly": label.labelStyle(.iconOnly)
    case "titleOnly": label.labelStyle(.titleOnly)
    default: label.labelStyle(.titleAndIcon)
    }
  }

  /// SF Symbols' rendering modes on glyphs in containers (two layers) and a plain symbol (one).
  static let symbolRenderingModes = CatalogEntry(
    "SymbolRenderingMode", axes: [.colorScheme, styleAxis(["monochrome", "hierarchical", "palette"])], cellWidth: 260
  ) { state in
    let symbols = HStack(spacing: 10) {
      ForEach(["xmark.circle.fill", "exclamationmark.triangle.fill", "checkmark.seal.fill", "plus.circle",
               "person.crop.circle.fill", "heart.fill"], id: \.self) { Image(systemName: $0) }
    }
    .font(.title)
    .padding(8)
    switch state.label {
    case "hierarchical": symbols.symbolRenderingMode(.hierarchical).foregroundStyle(.blue)
    case "palette": symbols.symbolRenderingMode(.palette).foregroundStyle(.orange, .blue)
    default: symbols.symbolRenderingMode(.monochrome).foregroundStyle(.blue)
    }
  }

  /// Symbols at a font weight, beside text of that weight, and inside text (`Text(Image(…))`).
  static let symbolWeights = CatalogEntry(
    "SymbolWeight", axes: [.colorScheme, styleAxis(["ultraLight", "regular", "semibold", "black"])], cellWidth: 300
  ) { state in
    let weights: [String: Font.Weight] = ["ultraLight": .ultraLight, "semibold": .semibold, "black": .black]
    let weight = weights[state.label ?? ""] ?? .regular
    VStack(alignment: .leading, spacing: 8) {
      HStack(spacing: 10) {
        ForEach(["chevron.right", "plus", "heart", "gearshape", "bell", "xmark.circle.fill"], id: \.self) { Image(systemName: $0) }
        Text("Weight")
      }
      Text("\(Image(systemName: "star.fill")) 4.8 · Tap \(Image(systemName: "plus.circle")) to add")
        .foregroundStyle(.secondary)
    }
    .font(.system(size: 20, weight: weight))
    .padding(8)
  }

  static let containers = CatalogEntry(
    "Containers", axes: [
      SeedCatalog.viewAxis(["LabeledContent", "GroupBox", "DisclosureGroup collapsed", "DisclosureGroup expanded", "ControlGroup", "Form"]),
      .colorScheme,
    ], cellWidth: 320
  ) { state in
    ContainerSample(name: state.label ?? "")
  }
}

extension ControlsCatalog {
  /// Controls left to right and right to left: stacks, alignment and text mirror.
  static let layoutDirection = CatalogEntry(
    "LayoutDirection", axes: [
      SeedCatalog.viewAxis(["Toggle", "Label", "LabeledContent", "Slider", "ProgressView", "Gauge", "Stepper", "HStack"]),
      .layoutDirection,
    ], cellWidth: 280
  ) { state in
    switch state.label {
    case "Toggle": Toggle("Wi-Fi", isOn: .constant(true))
    case "Label": Label("Favorites", systemImage: "star.fill").frame(maxWidth: .infinity, alignment: .leading)
    case "LabeledContent": LabeledContent("Version", value: "17.2")
    case "Slider": Slider(value: .constant(0.3)) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
    case "ProgressView": ProgressView("Downloading", value: 0.3)
    case "Gauge": Gauge(value: 0.3) { Text("Battery") }
    default:
      HStack {
        Button("One") {}.buttonStyle(.borderedProminent)
        Button("Two") {}.buttonStyle(.bordered)
        Spacer()
      }
    }
  }
}

/// One container control with sample content.
struct ContainerSample: View {
  let name: String

  var body: some View {
    switch name {
    case "LabeledContent":
      LabeledContent("Version", value: "17.2")
    case "GroupBox":
      GroupBox("Storage") { Text("42 GB of 128 GB used") }
    case "DisclosureGroup collapsed":
      DisclosureGroup("Details", isExpanded: .constant(false)) { Text("Hidden content") }
    case "DisclosureGroup expanded":
      DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Shown content") }
    case "ControlGroup":
      ControlGroup {
        Button("Cut") {}
        Button("Copy") {}
        Button("Paste") {}
      }
    default:
      Form {
        Section("Account") {
          LabeledContent("Name", value: "Jane")
          Toggle("Notifications", isOn: .constant(true))
        }
        Section {
          Button("Sign out", role: .destructive) {}
        }
      }
      .frame(height: 260)
    }
  }
}

extension ControlsCatalog {
  /// Common controls at every control size, light and dark, to compare with Apple's screenshots.
  static let controlSizes = CatalogEntry(
    "Controls.controlSize", axes: [
      .colorScheme,
      // Controls iOS sizes by control size, plus a switch for reference; the slider, stepper,
      // progress bar and text field keep their size on iOS and have their own sheets.
      SeedCatalog.viewAxis(["bordered", "borderedProminent", "Toggle", "Picker", "Label"], name: "control"),
      .controlSize,
    ],
    arrangement: SheetArrangement(rows: ["colorScheme", "control"], columns: ["controlSize"]), cellWidth: 260
  ) { state in
    switch state.label {
    case "bordered": Button("Continue") {}.buttonStyle(.bordered)
    case "borderedProminent": Button("Continue") {}.buttonStyle(.borderedProminent)
    case "Toggle": Toggle("Wi-Fi", isOn: .constant(true))
    case "Picker":
      Picker("Size", selection: .constant(1)) {
        Text("S").tag(0)
        Text("M").tag(1)
        Text("L").tag(2)
      }.pickerStyle(.segmented)
    default: Label("Favorites", systemImage: "star")
    }
  }
}
