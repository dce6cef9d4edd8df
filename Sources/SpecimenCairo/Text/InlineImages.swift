import CPango
import Foundation
import SpecimenUI

/// Images set in a line of text (`Text(Image(systemName: "star.fill")) + Text(" 4.8")`,
/// `Text("Tap \(Image(systemName: "plus")) to add")`): each is one U+FFFC character of the
/// string, which a Pango shape attribute gives the image's width and height, so lines break and
/// measure around it; the renderer draws the image where Pango put that character.
///
/// A symbol is sized by the run's font and centred on its cap height, as next to text
/// (`SymbolMap`, `AlignmentGuides`); another image keeps its own size with its bottom on the
/// baseline, where UIKit's `NSTextAttachment` puts an attachment with zero-origin bounds.
enum InlineImages {
  /// How an image sits in a line: its width, and how far it reaches above and below the baseline, in points.
  struct Box: Equatable {
    var width: CGFloat
    var ascent: CGFloat
    var descent: CGFloat
  }

  /// The largest width or height an inline image is given, in points (a bigger one is clamped to it).
  static let largestSide: CGFloat = 10_000

  /// `image` drawn with `font` (the run's font, checked and scaled to fit): the image to draw and its box.
  static func box(of image: ResolvedImage, font: ResolvedFont, store: ImageStore = .shared) -> (image: ResolvedImage, box: Box) {
    var image = image
    image.font = font
    let size = store.intrinsicSize(of: image)
    func usable(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), largestSide) : 0 }
    let width = usable(size.width), height = usable(size.height)
    guard image.hasTextBaseline else { return (image, Box(width: width, ascent: height, descent: 0)) }
    let ascent = min(max(height / 2 + usable(font.size) * SystemTypography.capHeight / 2 + store.symbolRise(of: image), 0), height)
    return (image, Box(width: width, ascent: ascent, descent: height - ascent))
  }

  /// A Pango shape attribute reserving `box` for the image of run `index` (its data is `index + 1`).
  static func attribute(_ box: Box, index: Int) -> UnsafeMutablePointer<PangoAttribute>? {
    var rect = PangoRectangle(x: 0, y: -TextLayout.pangoUnits(box.ascent), width: TextLayout.pangoUnits(box.width),
                              height: TextLayout.pangoUnits(box.ascent + box.descent))
    return pango_attr_shape_new_with_data(&rect, &rect, UnsafeMutableRawPointer(bitPattern: index + 1), nil, nil)
  }

  /// Where Pango put each image character of `layout`: the run index, the left edge and the baseline, in layout points.
  static func placements(in layout: OpaquePointer) -> [(run: Int, x: CGFloat, baseline: CGFloat)] {
    guard let iter = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iter) }
    var found: [(run: Int, x: CGFloat, baseline: CGFloat)] = []
    let scale = CGFloat(PANGO_SCALE)
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item,
            let index = shapeIndex(item.pointee.analysis.extra_attrs) else { continue }
      var logical = PangoRectangle()
      pango_layout_iter_get_run_extents(iter, nil, &logical)
      found.append((index, CGFloat(logical.x) / scale, CGFloat(pango_layout_iter_get_baseline(iter)) / scale))
    } while pango_layout_iter_next_run(iter) != 0
    return found
  }

  /// The run index a shape attribute among `attributes` carries, if there is one.
  private static func shapeIndex(_ attributes: UnsafeMutablePointer<GSList>?) -> Int? {
    var node = attributes
    while let current = node {
      if let data = current.pointee.data {
        let attribute = data.assumingMemoryBound(to: PangoAttribute.self)
        if attribute.pointee.klass.pointee.type == PANGO_ATTR_SHAPE {
          let shape = data.assumingMemoryBound(to: PangoAttrShape.self)
          if let tag = shape.pointee.data { return Int(bitPattern: tag) - 1 }
        }
      }
      node = current.pointee.next
    }
    return nil
  }
}
