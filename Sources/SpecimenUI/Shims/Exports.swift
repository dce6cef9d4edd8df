// Like SwiftUI, importing SpecimenUI also imports Foundation, so style files that only
// `import SwiftUI` / `import SpecimenUI` can use CGFloat, CGSize, Date, Locale and FormatStyle.
@_exported import Foundation
