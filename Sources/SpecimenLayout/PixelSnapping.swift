import Foundation
import SpecimenUI

// Pixel snapping (docs/pixel-snapping.md): a pass after layout, separate from it (STYLE.md
// §14), that moves every frame onto the device-pixel grid of the scale it is rendered at.

extension PlacedNode {
  /// This tree with every frame snapped to the pixel grid of `scale` (device pixels per
  /// point); proposals are kept, so text is laid out as it was measured. A scale that is
  /// not a finite positive number leaves the tree as it is.
  public func snapped(toPixelsOf scale: CGFloat) -> PlacedNode {
    guard scale.isFinite, scale > 0 else { return self }
    return snapped(pixel: 1 / scale)
  }

  private func snapped(pixel: CGFloat) -> PlacedNode {
    PlacedNode(node: node, frame: snapToPixels(frame, pixel: pixel), proposal: proposal,
               children: children.map { $0.snapped(pixel: pixel) })
  }
}

/// Rule 1 of docs/pixel-snapping.md: both corners of `rect` (root coordinates) go to the
/// nearest multiple of `pixel`, halves going up; the size is the difference of the snapped
/// corners, itself rounded to a multiple of `pixel` against floating-point error. This is
/// SwiftUI's `CGRect.roundCoordinatesToNearestOrUp(toMultipleOf:)` applied with the
/// display's pixel length, as OpenSwiftUI's `ViewFrame.round(toMultipleOf:)` reimplements it.
/// A rect with a non-finite coordinate is returned unchanged.
public func snapToPixels(_ rect: CGRect, pixel: CGFloat) -> CGRect {
  // Corners as stored, not standardised: a frame with a negative size (a stack with large
  // negative spacing) keeps its origin, as it did unsnapped.
  let x = rect.origin.x, y = rect.origin.y, far = CGPoint(x: x + rect.size.width, y: y + rect.size.height)
  guard pixel.isFinite, pixel > 0, [x, y, far.x, far.y].allSatisfy(\.isFinite) else { return rect }
  let minX = nearestOrUp(x, pixel), minY = nearestOrUp(y, pixel)
  let maxX = nearestOrUp(far.x, pixel), maxY = nearestOrUp(far.y, pixel)
  let width = ((maxX - minX) / pixel).rounded() * pixel
  let height = ((maxY - minY) / pixel).rounded() * pixel
  return CGRect(x: minX, y: minY, width: width, height: height)
}

/// `value` rounded to the nearest multiple of `pixel`, a tie going towards +∞.
func nearestOrUp(_ value: CGFloat, _ pixel: CGFloat) -> CGFloat {
  (value / pixel + 0.5).rounded(.down) * pixel
}
