// `import CoreTransferable` (iOS 16's `Transferable`, `DataRepresentation` …) brings in SpecimenUI,
// which declares those types: Foundation on Linux has no CoreTransferable.
@_exported import SpecimenUI
