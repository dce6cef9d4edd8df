import Foundation

#if SPECIMEN_MACROS
/// The bundle holding the current module's resources (Foundation's `#bundle`, Xcode 26), which Foundation
/// on Linux lacks: `Bundle.main` here, as Specimen reads no string tables from any bundle.
@freestanding(expression)
public macro bundle() -> Bundle = #externalMacro(module: "SpecimenMacros", type: "BundleMacro")
#endif
