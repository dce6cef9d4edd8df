// `import SwiftUI` in a style file copied from an app brings in SpecimenUI, so the file compiles
// unchanged on Linux, where Apple's SwiftUI does not exist. Names qualified with the module
// (`SwiftUI.Color`, `SwiftUI.Text` beside a type of the same name) resolve through the re-export.
@_exported import SpecimenUI
// Core Data comes with it, as on Apple's platforms, where UIKit and AppKit re-export it (UIManagedDocument,
// NSPersistentDocument): a file with only this import names `NSManagedObjectContext`.
@_exported import CoreData
