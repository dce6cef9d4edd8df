// `import AppKit` in a style file brings in SpecimenUI's AppKit shims (NSColor, NSAppearance …),
// which live in SpecimenUI because `import SwiftUI` brings them too.
@_exported import SpecimenUI
