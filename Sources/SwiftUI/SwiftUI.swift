// `import SwiftUI` in a style file copied from an app brings in SpecimenUI, so the file compiles
// unchanged on Linux, where Apple's SwiftUI does not exist. Names qualified with the module
// (`SwiftUI.Color`, `SwiftUI.Text` beside a type of the same name) resolve through the re-export.
@_exported import SpecimenUI
