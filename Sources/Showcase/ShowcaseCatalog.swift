#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif
import Specimen

/// The showcase: the seed styles' components in every state they distinguish, and SwiftUI's built-in control styles.
public enum ShowcaseCatalog {
  /// Every entry, in sheet order.
  public static var entries: [CatalogEntry] {
    [customButtonStyle, capsuleSeedViews] + SeedCatalog.entries + [builtInButtonStyles, buttonControlSizes] + ControlsCatalog.entries
      + LayoutCatalog.entries
      + ListsCatalog.entries
      + ChartsCatalog.entries
  }

  /// `CustomButtonStyle` (the capsule): one row per role, one column per interaction state, at a full-width 320 pt.
  public static let customButtonStyle = CatalogEntry(
    "CustomButtonStyle", rows: .role, columns: .interaction, cellWidth: 320
  ) { state in
    Button(role: state.role) {} label: { Text(label(for: state.role)) }
      .buttonStyle(.capsule)
  }

  /// The views of CapsuleButtonStyles.swift as the article shows them, light and dark.
  public static let capsuleSeedViews = CatalogEntry(
    "CapsuleButtonStyles", axes: [
      StateAxis("view", ["MixedButtons", "UndoRedoButtons", "DeleteOrCancel", "DisabledWhileSubmitting"].map { name in
        AxisValue(name) { $0.label = name }
      }),
      .colorScheme,
    ], cellWidth: 320
  ) { state in
    switch state.label {
    case "MixedButtons": MixedButtons()
    case "UndoRedoButtons": UndoRedoButtons()
    case "DeleteOrCancel": DeleteOrCancel()
    default: DisabledWhileSubmitting()
    }
  }

  /// SwiftUI's built-in button styles in every role and interaction state, light and dark.
  public static let builtInButtonStyles = CatalogEntry(
    "ButtonStyle.builtIn", axes: [.colorScheme, .role, builtInButtonStyleAxis, .interaction],
    arrangement: SheetArrangement(rows: ["role", "style"], columns: ["state"])
  ) { state in
    BuiltInStyledButton(style: state["style"] ?? "automatic", role: state.role)
  }

  /// The bordered styles at every control size.
  public static let buttonControlSizes = CatalogEntry(
    "ButtonStyle.controlSize", axes: [
      .colorScheme,
      StateAxis("style", ["bordered", "borderedProminent"].map { name in AxisValue(name) { $0.label = name } }),
      .controlSize,
    ]
  ) { state in
    BuiltInStyledButton(style: state["style"] ?? "bordered", role: nil)
  }

  static let builtInButtonStyleAxis = StateAxis(
    "style", ["automatic", "bordered", "borderedProminent", "borderless", "plain"].map { name in AxisValue(name) { _ in } })

  static func label(for role: ButtonRole?) -> String {
    switch role {
    case .some(.destructive): return "Delete"
    case .some(.cancel): return "Cancel"
    default: return "Continue"
    }
  }
}

/// A button with one of SwiftUI's built-in styles, chosen by name.
struct BuiltInStyledButton: View {
  let style: String
  let role: ButtonRole?

  var body: some View {
    let button = Button(ShowcaseCatalog.label(for: role), role: role) {}
    switch style {
    case "bordered": button.buttonStyle(.bordered)
    case "borderedProminent": button.buttonStyle(.borderedProminent)
    case "borderless": button.buttonStyle(.borderless)
    case "plain": button.buttonStyle(.plain)
    default: button.buttonStyle(.automatic)
    }
  }
}
