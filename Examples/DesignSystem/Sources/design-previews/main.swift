import DesignSystem
import Specimen
import SpecimenUI

/// The team's hand-written catalog: the state grids its previews do not cover.
let catalog: [CatalogEntry] = [
  CatalogEntry("PillButtonStyle", axes: [.colorScheme, .role, .interaction]) { state in
    Button(state.role == .destructive ? "Delete" : "Continue", role: state.role) {}
      .buttonStyle(.pill)
  },
  CatalogEntry("BadgeLabelStyle", axes: [.labels(["New", "Best seller", "Новинка", "新着"]), .colorScheme]) { state in
    Label(state.label ?? "New", systemImage: "star.fill")
      .labelStyle(.badge)
      .tint(.orange)
  },
  // Asset-catalog colours, a PDF image and a custom symbol, in every appearance.
  CatalogEntry("BrandCard", axes: [.colorSchemeContrast, .colorScheme]) { _ in BrandCard() },
]

// The PreviewProviders and #Preview bodies of DesignSystem, found by the SpecimenPreviews plugin, then the entries above.
SpecimenCLI.main(catalog: specimenPreviews + catalog)
