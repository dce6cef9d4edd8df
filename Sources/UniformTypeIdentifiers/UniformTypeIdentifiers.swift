// `import UniformTypeIdentifiers` (for `UTType` in file importers) brings in SpecimenUI, which
// declares `UTType`: Foundation on Linux has no UniformTypeIdentifiers.
@_exported import SpecimenUI
