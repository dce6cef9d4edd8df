// Like SwiftUI, importing SpecimenUI also imports Foundation, so style files that only
// `import SwiftUI` / `import SpecimenUI` can use CGFloat, CGSize, Date, Locale and FormatStyle.
@_exported import Foundation
// As with SwiftUI (which re-exports it), `@Observable`, `Observable` and `ObservationRegistrar`
// come with the UI import: the Swift toolchain ships the Observation module and its macro on Linux.
@_exported import Observation
