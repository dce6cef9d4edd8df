import Foundation

extension CGContext {
  /// Past this many lines a rectangle's height limits nothing a bitmap could hold.
  static let mostLinesInRect = 10_000

  /// Draws `drawing` with its top-left at `origin` in user space, wrapping at `width` and clipped to `clipRect`
  /// when they are given: the text is rasterized at this context's pixel density (`ViewRasterizer`), its
  /// background colour filled behind it. Nothing is drawn for a point or width that is not finite, or before a
  /// renderer has installed its rasterizer.
  func drawString(_ drawing: StringDrawing, at origin: CGPoint, width: CGFloat?, clip clipRect: CGRect?) {
    willDrawText()
    guard showsDrawing, origin.x.isFinite, origin.y.isFinite, width.map({ $0.isFinite && $0 >= 0 }) ?? true else { return }
    drawing.reportOmissions()
    // A width longer than any screen (a 10³⁰⁰-pt rectangle) wraps nothing: the text is as wide as its longest line,
    // which a bitmap holds (laid out that wide, it would not).
    let width = width.flatMap { $0 > LayoutArgumentCheck.longestLength ? nil : $0 }
    // Wrapped in a rectangle, UIKit lays out the lines that fit its height whole (none when even one does not) and
    // leaves the rest out: a long text is laid out only that far, and the clip ends below the last whole line.
    var lines: Int?
    var clipRect = clipRect
    if let rect = clipRect, let width, !drawing.isSingleLine {
      let spacing = drawing.environment.lineSpacing
      let pitch = drawing.font.lineHeight + spacing
      let fit = pitch > 0 ? Int(saturating: ((rect.height + spacing) / pitch + 0.001).rounded(.down)) : Int.max
      guard fit >= 1 else { return }
      if fit < Self.mostLinesInRect {
        lines = fit + 1
        let whole = StringDrawingMeasure.size(of: drawing, plain: "", width: width, lines: fit)
        clipRect = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: min(rect.height, whole.height))
      }
    }
    let t = state.transform
    let determinant = abs(t.a * t.d - t.b * t.c)
    let zoom = determinant.isFinite && determinant > 0 ? determinant.squareRoot() : 1
    // The text's pixels must fit a bitmap: a long line at a high density is drawn at a lower one.
    let measured = StringDrawingMeasure.size(of: drawing, plain: "", width: width, lines: lines)
    let longest = max(measured.width, measured.height, 1)
    let scale = min(max(pixelsPerPoint * zoom, 0.25), 8, CGFloat(BitmapImage.maxSide) / longest)
    guard let bitmap = ViewRasterizer.image(of: drawing.view(width: width, lines: lines), proposal: ProposedViewSize(width: width, height: nil),
                                            scale: scale, by: "string drawing") else { return }
    let box = CGRect(origin: origin, size: bitmap.pointSize)
    saveGState()
    defer { restoreGState() }
    // A rectangle reaching past any screen (10³⁰⁰ pt) clips to the part a screen can hold.
    let reach = LayoutArgumentCheck.longestLength
    if let clipRect { clip(to: clipRect.checkedIntersection(CGRect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach))) }
    if let background = drawing.background {
      setFillColor(background.cgColor)
      fill(box)
    }
    paint(bitmap, in: box, flipped: false)
  }
}
