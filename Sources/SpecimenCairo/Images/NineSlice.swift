import CCairo
import Foundation
import SpecimenDraw
import SpecimenUI

/// How a stretched image with cap insets (`Image.resizable(capInsets:)`) is cut into nine pieces: each piece is
/// the whole image drawn into a `frame` of its own, scaled so that the piece's part of the image lands on
/// `clip`, and clipped there. Corners keep their natural size, edges stretch along their side, the centre both ways.
struct NineSlice: Equatable {
  /// Where the piece shows, in the item's space.
  let clip: CGRect
  /// Where the whole image is drawn so that the piece's part of it fills `clip`.
  let frame: CGRect

  /// One axis: where each of its (up to three) parts shows and where the whole image is drawn for it.
  struct Span: Equatable {
    let start: CGFloat, length: CGFloat
    let imageStart: CGFloat, imageLength: CGFloat
  }

  /// The spans of an image `natural` points long, drawn over `length` points from `start`, keeping caps `low` and
  /// `high` (points of the image). Caps over the image's length less a point shrink in proportion, so one point
  /// of the image is left to stretch (UIKit asks for at least one pixel); caps over `length` shrink to fit it.
  static func spans(natural: CGFloat, start: CGFloat, length: CGFloat, low: CGFloat, high: CGFloat) -> [Span] {
    var low = low, high = high
    if low + high > natural - 1 {
      let fit = natural > 1 ? (natural - 1) / (low + high) : 0
      (low, high) = (low * fit, high * fit)
    }
    let shrink = low + high > length ? length / (low + high) : 1
    let shownLow = low * shrink, shownHigh = high * shrink
    let middle = natural - low - high, shownMiddle = length - shownLow - shownHigh
    var spans: [Span] = []
    func add(_ imageFrom: CGFloat, _ imageLength: CGFloat, at from: CGFloat, _ shown: CGFloat) {
      guard imageLength > 0, shown > 0 else { return }
      let scale = shown / imageLength
      spans.append(Span(start: from, length: shown, imageStart: from - imageFrom * scale, imageLength: natural * scale))
    }
    add(0, low, at: start, shownLow)
    add(low, middle, at: start + shownLow, shownMiddle)
    add(natural - high, high, at: start + length - shownHigh, shownHigh)
    return spans
  }

  /// The warning for caps that leave less than a point of an image of `natural` size to stretch across either axis
  /// (nil when both axes keep one): they are shrunk in proportion (`spans`), as the caps cannot be kept whole.
  static func overlapIssue(natural: CGSize, caps: ImageCapInsets) -> String? {
    guard natural.width.isFinite, natural.height.isFinite, natural.width > 0, natural.height > 0 else { return nil }
    var parts: [String] = []
    if caps.left + caps.right > natural.width - 1 {
      parts.append("leading \(NumberText.describe(caps.left)) + trailing \(NumberText.describe(caps.right)) of an image "
        + "\(NumberText.describe(natural.width)) pt wide")
    }
    if caps.top + caps.bottom > natural.height - 1 {
      parts.append("top \(NumberText.describe(caps.top)) + bottom \(NumberText.describe(caps.bottom)) of an image "
        + "\(NumberText.describe(natural.height)) pt tall")
    }
    guard !parts.isEmpty else { return nil }
    return ".resizable(capInsets:) \(parts.joined(separator: " and ")) leave less than a point of it to stretch; the caps are "
      + "shrunk in proportion so 1 pt of the image stretches. Give caps that add up to less than the image's size, in points of the image"
  }

  /// The pieces of an image of `natural` size drawn in `frame` with `caps`; empty when the sizes are not usable.
  static func pieces(natural: CGSize, frame: CGRect, caps: ImageCapInsets) -> [NineSlice] {
    guard [natural.width, natural.height, frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
          natural.width > 0, natural.height > 0, frame.width > 0, frame.height > 0 else { return [] }
    let columns = spans(natural: natural.width, start: frame.minX, length: frame.width, low: caps.left, high: caps.right)
    let rows = spans(natural: natural.height, start: frame.minY, length: frame.height, low: caps.top, high: caps.bottom)
    return rows.flatMap { row in
      columns.map { column in
        NineSlice(clip: CGRect(x: column.start, y: row.start, width: column.length, height: row.length),
                  frame: CGRect(x: column.imageStart, y: row.imageStart, width: column.imageLength, height: row.imageLength))
      }
    }
  }
}

extension ImageStore {
  /// Draws a stretched image with cap insets piece by piece (`NineSlice`); false when it has none to keep (only a
  /// resizable, stretched image is given caps, `Image.resolved(in:)`).
  ///
  /// Pieces are clipped without antialiasing, so neighbours share each device pixel exactly (an antialiased clip
  /// would leave a faint seam where two pieces meet); the image's own edges, which no piece boundary crosses,
  /// stay antialiased because each clip reaches a point past the frame on those sides.
  func drawSliced(_ item: ImageItem, on canvas: Canvas) -> Bool {
    guard let caps = item.image.capInsets else { return false }
    let natural = intrinsicSize(of: item.image)
    if let issue = NineSlice.overlapIssue(natural: natural, caps: caps) { canvas.diagnostics.report(.invalidNumber, .warning, issue) }
    let pieces = NineSlice.pieces(natural: natural, frame: item.frame, caps: caps)
    guard !pieces.isEmpty else { return false }
    let cr = canvas.cr
    var whole = item.image
    whole.capInsets = nil
    for piece in pieces {
      var clip = piece.clip
      if clip.minX <= item.frame.minX { clip = CGRect(x: clip.minX - 1, y: clip.minY, width: clip.width + 1, height: clip.height) }
      if clip.maxX >= item.frame.maxX { clip.size.width += 1 }
      if clip.minY <= item.frame.minY { clip = CGRect(x: clip.minX, y: clip.minY - 1, width: clip.width, height: clip.height + 1) }
      if clip.maxY >= item.frame.maxY { clip.size.height += 1 }
      cairo_save(cr)
      let antialias = cairo_get_antialias(cr)
      cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
      cairo_rectangle(cr, Canvas.coordinate(clip.minX), Canvas.coordinate(clip.minY), Canvas.coordinate(clip.width), Canvas.coordinate(clip.height))
      cairo_clip(cr)
      cairo_set_antialias(cr, antialias)
      draw(ImageItem(image: whole, frame: piece.frame), on: canvas)
      cairo_restore(cr)
    }
    return true
  }
}
