// `import DeveloperToolsSupport` (the module that declares `ImageResource`, `ColorResource` and the
// preview types on Apple platforms, and that Xcode's generated asset symbols qualify names with:
// `DeveloperToolsSupport.ImageResource(name:bundle:)`) brings in SpecimenUI, where those types live.
@_exported import Foundation
@_exported import SpecimenUI
