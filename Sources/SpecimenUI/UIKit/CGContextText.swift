import Foundation

extension CGContext {
  /// Draws `drawing` with its top-left at `origin` in user space, wrapping at `width` and clipped to `clipRect`
  /// when they are given: the text is rasterized at this context's pixel density (`ViewRasterizer`), its
  /// background colour filled behind it. Nothing is drawn for a point or width that is not finite, or before a
  /// renderer has installed its rasterizer.
  func drawString(_ drawing: StringDrawing, at origin: CGPoint, width: CGFloat?, clip clipRect: CGRect?) {
    willDrawText()
    guard showsDrawing, origin.x.isFinite, origin.y.isFinite, width.map({ $0.isFinite && $0 >= 0 }) ?? true else { return }
    let t = state.transform
    let determinant = abs(t.a * t.d - t.b * t.c)
    let zoom = determinant.isFinite && determinant > 0 ? determinant.squareRoot() : 1
    // The text's pixels must fit a bitmap: a long line at a high density is drawn at a lower one.
    let measured = StringDrawingMeasure.size(of: drawing, plain: "", width: width)
    let longest = max(measured.width, measured.height, 1)
    let scale = min(max(pixelsPerPoint * zoom, 0.25), 8, CGFloat(BitmapImage.maxSide) / longest)
    guard let bitmap = ViewRasterizer.image(of: drawing.view(width: width), proposal: ProposedViewSize(width: width, height: nil),
                                            scale: scale) else { return }
    let box = CGRect(origin: origin, size: bitmap.pointSize)
    saveGState()
    defer { restoreGState() }
    if let clipRect { clip(to: clipRect) }
    if let background = drawing.background {
      setFillColor(background.cgColor)
      fill(box)
    }
    paint(bitmap, in: box, flipped: false)
  }
}
