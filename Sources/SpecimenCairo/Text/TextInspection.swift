import Foundation
import SpecimenDraw
import SpecimenUI

/// How a drawn text run was fitted into its proposal: what the audit reports as truncation.
public struct TextFitReport: Equatable, Sendable {
  /// Part of the text was replaced by an ellipsis (or lines were cut by `lineLimit` or the height).
  public var isTruncated: Bool
  /// The `minimumScaleFactor` shrink applied (1: drawn at its own size).
  public var scale: CGFloat
  /// The size the glyphs were drawn at, in points.
  public var fontSize: CGFloat
  /// Where the laid-out text is drawn, in canvas points (the item's origin with the layout's size).
  public var drawnBox: CGRect
}

/// Reads the layout the renderer draws a text item with, without drawing it.
public enum TextInspection {
  /// The fit of `item`, from the same cached `TextLayout` the renderer uses.
  public static func fit(of item: TextItem) -> TextFitReport {
    let layout = PangoSession.current.layout(item.text, width: item.proposedWidth, height: item.proposedHeight)
    return TextFitReport(isTruncated: layout.isEllipsized, scale: layout.fitScale, fontSize: layout.fontSize,
                         drawnBox: CGRect(origin: item.frame.origin, size: layout.logical.size))
  }
}
