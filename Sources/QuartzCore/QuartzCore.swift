// `import QuartzCore` in a UIKit wrapper: Core Animation's layers, animations and transforms come from
// SpecimenUI's shims, so this module re-exports it with Foundation.
@_exported import Foundation
@_exported import SpecimenUI
