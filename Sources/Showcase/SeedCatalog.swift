#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif
import Specimen

/// The seed styles' components, each in the states it distinguishes.
enum SeedCatalog {
  static var entries: [CatalogEntry] {
    [rangeSlider, mySlider, primarySecondary, orangeButton, customTextField, customToggle, customProgress, themedCard,
     clumsyButtons, seedViews]
  }

  /// A "view" axis whose values name views; the entry's content switches on `state.label`.
  static func viewAxis(_ names: [String], name: String = "view") -> StateAxis {
    StateAxis(name, names.map { value in AxisValue(value) { $0.label = value } })
  }

  static let rangeSlider = CatalogEntry(
    "RangeSlider", axes: [viewAxis(["default", "vertical"], name: "style"), .colorScheme], cellWidth: 320
  ) { state in
    let slider = RangeSlider(range: .constant(20...60), in: 0...100) { Text("Size Range") }
    Group {
      if state.label == "vertical" { slider.rangeSliderStyle(.vertical) } else { slider.rangeSliderStyle(DefaultRangeSliderStyle()) }
    }
    .tint(.yellow)
  }

  static let mySlider = CatalogEntry(
    "MySlider", axes: [.colorScheme, viewAxis(["default", "custom"], name: "style"), .isEnabled], cellWidth: 320
  ) { state in
    let slider = MySlider(value: .constant(0.2), in: 0.0...1.0) {
      Text("Volume")
    } minimumValueLabel: {
      Image(systemName: "speaker")
    } maximumValueLabel: {
      Image(systemName: "speaker.wave.3")
    }
    Group {
      if state.label == "custom" { slider.mySliderStyle(.custom).labelsHidden() } else { slider }
    }
    .tint(.orange)
  }

  static let primarySecondary = CatalogEntry(
    "PrimarySecondaryButtonStyle", axes: [.colorScheme, viewAxis(["primary", "secondary"], name: "style"), .isPressed]
  ) { state in
    if state.label == "secondary" {
      Button("Password reset") {}.buttonStyle(SecondaryButtonStyle())
    } else {
      Button("Log in") {}.buttonStyle(PrimaryButtonStyle())
    }
  }

  static let orangeButton = CatalogEntry(
    "OrangeButtonStyle", axes: [.colorScheme, .interaction], cellWidth: 320
  ) { _ in
    Button {} label: { Text(".customButton").frame(maxWidth: .infinity) }
      .buttonStyle(.customButton)
  }

  static let customTextField = CatalogEntry(
    "CustomTextFieldStyle", axes: [.colorScheme, .text("Jane Appleseed"), .isFocused], cellWidth: 320
  ) { state in
    FocusableCustomField(text: state.text)
  }

  static let customToggle = CatalogEntry("CustomToggleStyle", axes: [.colorScheme, .isOn]) { state in
    Toggle(isOn: .constant(state.isOn)) { Text(".customToggle") }
      .toggleStyle(.customToggle)
  }

  static let customProgress = CatalogEntry(
    "CustomProgressViewStyle", axes: [.colorScheme, .values([0, 0.5, 1])], cellWidth: 320
  ) { state in
    ProgressView(value: state.value ?? 0).progressViewStyle(.customProgressView)
  }

  static let themedCard = CatalogEntry(
    "ThemedCard", axes: [.environment("theme", \.theme, Theme.allCases.map { ($0.name, $0) })]
  ) { _ in
    ThemedCard()
  }

  static let clumsyButtons = CatalogEntry("ClumsyButtons", axes: [.colorScheme]) { _ in
    ClumsyButtons()
  }

  /// Every other view the seed files define, as their articles show them.
  static let seedViews = CatalogEntry(
    "SeedViews", axes: [
      viewAxis(["StartButton", "OrangeButtons", "DeveloperLabel", "Progresses", "FocusedField", "Toggles", "FontSamples",
                "Badges", "LoginView", "InlineStyledLoginView", "ActionButton", "SizeFilter", "MySliderContentView", "ThemedScreen"]),
      .colorScheme,
    ], cellWidth: 320
  ) { state in
    SeedView(name: state.label ?? "")
  }
}

/// The seed's CustomTextFieldStyle on a field whose focus the renderer forces.
struct FocusableCustomField: View {
  let text: String
  @FocusState var isFocused: Bool

  var body: some View {
    TextField(".customTextField", text: .constant(text))
      .textFieldStyle(.customTextField(isFocused: _isFocused))
      .focused($isFocused)
  }
}

/// A seed view by name.
struct SeedView: View {
  let name: String

  var body: some View {
    switch name {
    case "StartButton": StartButton()
    case "OrangeButtons": OrangeButtons()
    case "DeveloperLabel": DeveloperLabel()
    case "Progresses": Progresses()
    case "FocusedField": FocusedField()
    case "Toggles": Toggles()
    case "FontSamples": FontSamples()
    case "Badges": Badges()
    case "LoginView": LoginView { _ in }
    case "InlineStyledLoginView": InlineStyledLoginView { _ in }
    case "ActionButton": ActionButton(title: "Log in") {}
    case "SizeFilter": SizeFilter()
    case "MySliderContentView": MySliderContentView()
    default: ThemedScreen()
    }
  }
}
