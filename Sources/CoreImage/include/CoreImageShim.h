// `import CoreImage` and `import CoreImage.CIFilterBuiltins` (a Clang submodule, as on Apple's
// platforms) resolve to this empty module; Core Image's Swift types are in SpecimenUI, visible
// through `import SwiftUI` and `import UIKit` as UIKit makes them visible on iOS.
