// `import SwiftUICore` (iOS 18 split the core types — View, Color, Font, shapes — into their own
// module, and some design-system files import it directly) brings in SpecimenUI, as on iOS it
// brings in what SwiftUI re-exports.
@_exported import SpecimenUI
