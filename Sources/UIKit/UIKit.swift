// `import UIKit` in a style file brings in SpecimenUI's UIKit shims (UIColor, UIFont, UIScreen,
// feedback generators …), which live in SpecimenUI because `import SwiftUI` brings them too.
@_exported import SpecimenUI
// Core Data comes with it, as on Apple's platforms, where UIKit and AppKit re-export it (UIManagedDocument,
// NSPersistentDocument): a file with only this import names `NSManagedObjectContext`.
@_exported import CoreData
