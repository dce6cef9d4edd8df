#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif
import Specimen

/// The showcase: the seed styles' components in every state they distinguish.
public enum ShowcaseCatalog {
  /// Every entry, in sheet order.
  public static var entries: [CatalogEntry] {
    [customButtonStyle]
  }

  /// `CustomButtonStyle` (the capsule): one row per role, one column per interaction state, at a full-width 320 pt.
  public static let customButtonStyle = CatalogEntry(
    "CustomButtonStyle", rows: .role, columns: .interaction, cellWidth: 320
  ) { state in
    Button(role: state.role) {} label: { Text(label(for: state.role)) }
      .buttonStyle(.capsule)
  }

  static func label(for role: ButtonRole?) -> String {
    switch role {
    case .some(.destructive): return "Delete"
    case .some(.cancel): return "Cancel"
    default: return "Continue"
    }
  }
}
