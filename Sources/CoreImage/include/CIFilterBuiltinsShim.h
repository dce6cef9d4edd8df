// `import CoreImage.CIFilterBuiltins`: the typed filter constructors (`CIFilter.qrCodeGenerator()`)
// are in SpecimenUI; this submodule only lets the import statement resolve.
