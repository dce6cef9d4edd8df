// `import CoreText` in a design system's font-registration file: CTFontManager's registration calls
// and the Core Foundation types they take come from SpecimenUI's shims, so this module re-exports it.
@_exported import Foundation
@_exported import SpecimenUI
