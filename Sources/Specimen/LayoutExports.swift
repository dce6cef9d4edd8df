// `import Specimen` gives the SwiftUI vocabulary and `LayoutInspector` with real (Pango)
// measurement: `LayoutInspector.layout(of:in:)`, its result's `size` and `frames`.
@_exported import SpecimenCairo
@_exported import SpecimenLayout
@_exported import SpecimenUI
