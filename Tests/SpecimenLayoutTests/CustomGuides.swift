import Foundation
import SpecimenUI

/// A custom vertical guide for the fixtures; defaults to the top edge.
enum CustomVertical: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.top] }
}

/// A custom horizontal guide for the fixtures; defaults to the leading edge.
enum CustomHorizontal: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.leading] }
}

extension VerticalAlignment {
  static let customVertical = VerticalAlignment(CustomVertical.self)
}

extension HorizontalAlignment {
  static let customHorizontal = HorizontalAlignment(CustomHorizontal.self)
}
