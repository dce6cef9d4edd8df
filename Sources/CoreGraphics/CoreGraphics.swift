// `import CoreGraphics` in a view file or layout helper: CGFloat, CGPoint, CGSize and CGRect come
// from Foundation on Linux, and CGAffineTransform, CGColor and CGPath from SpecimenUI's shims, so
// this module re-exports both.
@_exported import Foundation
@_exported import SpecimenUI
