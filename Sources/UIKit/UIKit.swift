// `import UIKit` in a style file brings in SpecimenUI's UIKit shims (UIColor, UIFont, UIScreen,
// feedback generators …), which live in SpecimenUI because `import SwiftUI` brings them too.
@_exported import SpecimenUI
