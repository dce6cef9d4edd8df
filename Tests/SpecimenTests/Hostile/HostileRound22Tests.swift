import Foundation
import SpecimenCairo
import SpecimenDiff
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 22: a canvas's `GraphicsContext` filters, layer clips and shadings at their edges (NaN and
/// inverted bounds, NaN matrices, singular projections, clip layers thousands deep, tiles of empty images at NaN
/// scales); Core Graphics code in a canvas and in image contexts (NaN and 10³⁰⁰ points, a million elements, bad dash
/// patterns, unbalanced state and context stacks, image contexts of no size or nested 1 000 deep); UIKit's string
/// measuring and image drawing with NaN sizes, alphas and wrong attribute types; round 21's leftovers. Every case
/// renders in one catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound22Tests {
  typealias Case = HostileCase

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// A 40-pt canvas drawing a red square, then whatever `draw` does, beside the box.
  static func canvas(_ draw: @escaping (inout GraphicsContext) -> Void) -> some View {
    marked(Canvas { context, size in
      draw(&context)
      context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
    }.frame(width: 40, height: 40))
  }

  /// What Core Graphics `draw` makes in a 40-pt image renderer, shown beside the box.
  static func rendered(_ draw: @escaping (CGContext) -> Void) -> some View {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      draw(context.cgContext)
    }
    return marked(Image(uiImage: image))
  }

  /// What an image context opened with `size` and `scale` holds after `draw`, ended again, beside the box.
  static func imageContext(_ size: CGSize, scale: CGFloat = 1, _ draw: () -> Void = {}) -> some View {
    UIGraphicsBeginImageContextWithOptions(size, false, scale)
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
    draw()
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    return marked(Image(uiImage: image ?? UIImage()))
  }

  /// A 2×2 red image made in an image renderer.
  static var redImage: UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
  }

  /// The size `string` measures in `attributes`, as text.
  static func measured(_ size: CGSize) -> some View { Text("\(Int(saturating: size.width))×\(Int(saturating: size.height))") }

  static let nanRect = Path(CGRect(x: CGFloat.nan, y: 0, width: 20, height: 20))

  /// Builds its content inside the render, as a body does, so what its paths, contexts and shapes report is the cell's.
  struct Built<Content: View>: View {
    let make: () -> Content
    var body: some View { make() }
  }

  /// A hairline's padding as long as the environment's pixel length.
  struct PixelPadded: View {
    @Environment(\.pixelLength) var pixelLength
    var body: some View { box.padding(pixelLength) }
  }

  struct Row: Identifiable { let id: Int; let name: String }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // Before: failed naming the padding alone, not the scale that made it so.
    "pixellength-padding-at-display-scale-1e-300": ("fails", "EnvironmentValues.pixelLength is 1e+300 pt (1 / displayScale 1e-300), "
      + "longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength). Give .environment(\\.displayScale, _) a "
      + "screen's scale, such as 1, 2 or 3"),
    // Round 21 left this as dropped; a catalog entry's closure runs inside CellBox's body, so it is named.
    "path-intersection-nan-in-catalog-closure": ("warns", "Path.intersection(_:eoFill:): a path has the point (nan, 0), which is not "
      + "finite, so its subpath is left out of the result"),
    "canvas-alphathreshold-nan-bounds": ("warns", "GraphicsContext.Filter.alphaThreshold nan is not usable; drawn without the effect"),
    // Before: silent (the drawing vanished).
    "canvas-alphathreshold-inverted": ("warns", "GraphicsContext.Filter.alphaThreshold(min: 0.9, max: 0.1): min is above max, so no "
      + "alpha lies between them and the drawing is left clear. Give a min of at most max"),
    "canvas-colormatrix-nan": ("warns", "GraphicsContext.Filter.colorMatrix entry nan is not usable; drawn without the effect"),
    "canvas-projection-nan": ("warns", ".projectionEffect(ProjectionTransform(m11: 1.0, m12: 0.0, m13: nan, m21: 0.0, m22: 1.0, m23: 0.0, "
      + "m31: 0.0, m32: 0.0, m33: 1.0)) is not a finite transform; drawn without the transform"),
    "canvas-cliptolayer-nested-5000": ("fails", "GraphicsContext.clipToLayer is nested more than 100 layers deep (GraphicsContext.maxLayerDepth), "
      + "so its content was not run and the clip is not applied"),
    "canvas-cliptolayer-infinite-opacity": ("warns", "GraphicsContext.clipToLayer(opacity: inf): an opacity is a number from 0 to 1; "
      + "the layer's alpha is multiplied by 1"),
    "canvas-tiledimage-nan-scale": ("warns", "ImagePaint scale nan is not usable; drawn at scale 1 (scales go from above 0 to 1 000)"),
    // Before: silent (the origin ignored).
    "canvas-tiledimage-nan-origin": ("warns", "GraphicsContext.Shading.tiledImage origin (nan, 0) is not a finite position; the tiles "
      + "start at the filled area's corner, as with no origin. Give a finite point"),
    "canvas-tiledimage-1e9-source-rect": ("warns", "ImagePaint sourceRect (0, 0, 1e+09×1e+09) is not usable; drawn with the whole image"),
    // Before: named as GraphicsContext.fill, and drawn with the NaN at 0. (nan, 40) under the identity transform is (nan, nan): 0 × nan is nan.
    "canvas-cgcontext-nan-points": ("warns", "CGContext: a path point (nan, nan) is not a finite position, so the path is not drawn. "
      + "Give finite points"),
    // Before: silent (the subpath left out of the pixel tests).
    "renderer-path-1e300-points": ("warns", "CGContext: a path has the point (1e+300, 20), which is farther than any screen (over "
      + "1000000 pt from the origin, FlatSubpath.maxCoordinate), so its subpath is not drawn"),
    "renderer-path-million-elements": ("fails", "CGContext: a path of 1000000 points over 1521 pixels is more than the image renderer "
      + "tests (CGContext.pathWorkLimit, 200000000 point-pixel tests), so it is not drawn"),
    // Before: silent (a bad pattern drew solid; [0, 0] was handed to the stroker).
    "renderer-line-dash-negative": ("warns", "CGContext.setLineDash(phase:lengths:): the pattern [4, -2] has the length -2, and lengths "
      + "are finite and 0 or more; Core Graphics refuses it (\"invalid dash array\") and keeps the pattern it had"),
    "renderer-line-dash-nan": ("warns", "CGContext.setLineDash(phase: nan, lengths:): the phase is not a finite length; taken as 0"),
    "renderer-line-dash-all-zero": ("warns", "the pattern [0, 0] has only lengths of 0, so no dash would ever end; Core Graphics refuses it"),
    "renderer-line-width-nan": ("warns", "CGContext.setLineWidth(nan) is not a finite width of 0 or more; lines are drawn 0 wide"),
    "renderer-restore-without-save": ("warns", "CGContext.restoreGState() was called with no saved state (more restores than "
      + "saveGState() calls), so the state is kept, as Core Graphics keeps it (it logs \"gstack underflow\")"),
    // Before: silent (nothing opened, the drawing lost); iOS 17 raises an exception and the app stops.
    "image-context-zero-size": ("fails", "UIGraphicsBeginImageContextWithOptions(CGSize(width: 0, height: 0), _, 1) asks for a bitmap "
      + "of no pixels; UIKit raises an exception here (\"failed to allocate CGBitmapContext\"), which stops an app on iOS 17 and "
      + "later. Give a size of at least one pixel a side, or draw with UIGraphicsImageRenderer"),
    "image-context-nan-size": ("fails", "UIGraphicsBeginImageContextWithOptions(CGSize(width: nan, height: 40), _, 1) asks for a bitmap "
      + "of no pixels"),
    "image-context-1e9-size": ("fails", "UIGraphicsBeginImageContextWithOptions(CGSize(width: 1000000000, height: 1000000000), _, 1) "
      + "asks for 1000000000 × 1000000000 pixels with 0 open in other image contexts: more than image contexts hold here "
      + "(BitmapImage.maxSide, 4096 pixels a side"),
    // Before: drawn at scale 1.
    "image-context-nan-scale": ("fails", "UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 40), _, nan) asks for a "
      + "bitmap of no pixels"),
    // Before: silent, and the context stayed current on the render thread for the cells drawn after it.
    "image-context-begin-without-end": ("warns", "this view called UIGraphicsBeginImageContextWithOptions 1 time more than "
      + "UIGraphicsEndImageContext(), so contexts were left current; they are closed when its drawing code returns"),
    "push-without-pop": ("warns", "this view called UIGraphicsPushContext 1 time more than UIGraphicsPopContext()"),
    // Before: 1 000 contexts of 1 200² pixels opened (46 GB).
    "image-contexts-nested-1000": ("fails", "UIGraphicsBeginImageContextWithOptions(CGSize(width: 400, height: 400), _, 3) asks for "
      + "1200 × 1200 pixels with 15840000 open in other image contexts: more than image contexts hold here (BitmapImage.maxSide, "
      + "4096 pixels a side, and UIGraphicsContextStack.maxOpenPixels, 16777216 pixels open at once)"),
    // Before: silent.
    "string-size-nan-font": ("warns", "size(withAttributes:): the .font is nan pt, not a size text can have; measured in the 12-pt "
      + "system font, UIKit's default"),
    "string-boundingrect-nan-width": ("warns", "boundingRect(with:options:attributes:context:): the width nan is not a length; the text "
      + "is measured with no width limit"),
    "string-size-1mb": ("warns", "(1048576 characters)\") has more than 20000 characters (TextLength.limit); laid out its first 20000"),
    // Before: measured in the default font; UIKit sends the string font messages and the app stops.
    "string-size-font-of-wrong-type": ("fails", "size(withAttributes:): the .font attribute is a String, not a UIFont; UIKit asks it "
      + "for a font's metrics, which it does not answer, and the app stops (\"unrecognized selector\"). Give a UIFont"),
    "uiimage-draw-nan-alpha": ("warns", "UIImage.draw(in:blendMode:alpha: nan): an alpha is a number from 0 to 1; drawn at alpha 1"),
    "uiimage-draw-nan-rect": ("warns", "UIImage.draw(in:): the rectangle (nan, 0, 20, 20) is not finite, so the image is not drawn"),
    "cgimage-draw-nan-rect": ("warns", "CGContext.draw(_:in:): the rectangle (0, nan, 20, 20) is not finite, so the image is not drawn"),
    "visualeffect-rotation3d-zero-axis": ("warns", ".rotation3DEffect: axis: (x: 0.0, y: 0.0, z: 0.0) has no direction to turn about; "
      + "drawn without the rotation"),
    "visualeffect-rotation3d-nan-axis": ("warns", ".rotation3DEffect: axis: (x: nan, y: 1.0, z: 0.0) is not a finite axis"),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    /// Adds a case whose view is built inside the render (`built`), or in the catalog's closure itself.
    func add(_ name: String, built: Bool = true, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says,
                        view: { built ? AnyView(Built(make: view)) : AnyView(view()) }))
    }
    add("control") { box }
    // Round 21's leftovers.
    add("pixellength-padding-at-display-scale-1e-300") { PixelPadded().environment(\.displayScale, 1e-300) }
    // Path's set operations run where they are called (Shape's run when the shape is drawn): here, in the catalog's closure.
    add("path-intersection-nan-in-catalog-closure", built: false) {
      marked(Path(CGRect(x: 0, y: 0, width: 40, height: 40)).intersection(nanRect).fill(.red).frame(width: 40, height: 40))
    }
    add("anyshape-union-chain-10000") {
      marked((0..<10_000).reduce(AnyShape(Rectangle())) { shape, _ in AnyShape(shape.union(Circle())) }.fill(.red).frame(width: 40, height: 40))
    }
    add("table-1000-columns-empty-titles") {
      Table([Row(id: 1, name: "A"), Row(id: 2, name: "B")]) {
        TableColumnForEach(0..<1_000) { _ in TableColumn("", value: \Row.name) }
      }.frame(width: 200, height: 120)
    }
    // Canvas filters, layer clips and shadings.
    add("canvas-alphathreshold-nan-bounds") { canvas { $0.addFilter(.alphaThreshold(min: .nan, max: .nan, color: .green)) } }
    add("canvas-alphathreshold-inverted") { canvas { $0.addFilter(.alphaThreshold(min: 0.9, max: 0.1, color: .green)) } }
    add("canvas-colormatrix-nan") {
      canvas { context in
        var matrix = ColorMatrix()
        matrix.r1 = .nan
        context.addFilter(.colorMatrix(matrix))
      }
    }
    add("canvas-projection-singular") { canvas { $0.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(scaleX: 0, y: 0)))) } }
    add("canvas-projection-nan") {
      canvas { context in
        var projection = ProjectionTransform()
        projection.m13 = .nan
        context.addFilter(.projectionTransform(projection))
      }
    }
    add("canvas-cliptolayer-nested-5000") {
      canvas { context in
        func nest(_ context: inout GraphicsContext, _ depth: Int) {
          guard depth > 0 else { return }
          context.clipToLayer { layer in
            layer.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.black))
            nest(&layer, depth - 1)
          }
        }
        nest(&context, 5_000)
      }
    }
    add("canvas-cliptolayer-infinite-opacity") {
      canvas { $0.clipToLayer(opacity: .infinity) { $0.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(.black)) } }
    }
    add("canvas-tiledimage-empty-image") {
      canvas { $0.fill(Path(CGRect(x: 0, y: 20, width: 40, height: 20)), with: .tiledImage(Image(uiImage: UIImage()))) }
    }
    add("canvas-tiledimage-nan-scale") {
      canvas { $0.fill(Path(CGRect(x: 0, y: 20, width: 40, height: 20)), with: .tiledImage(Image(systemName: "star"), scale: .nan)) }
    }
    add("canvas-tiledimage-nan-origin") {
      canvas { $0.fill(Path(CGRect(x: 0, y: 20, width: 40, height: 20)),
                       with: .tiledImage(Image(systemName: "star"), origin: CGPoint(x: CGFloat.nan, y: 0))) }
    }
    add("canvas-tiledimage-1e9-source-rect") {
      canvas { $0.fill(Path(CGRect(x: 0, y: 20, width: 40, height: 20)),
                       with: .tiledImage(Image(systemName: "star"), sourceRect: CGRect(x: 0, y: 0, width: 1e9, height: 1e9))) }
    }
    add("canvas-palette-empty") { canvas { $0.fill(Path(CGRect(x: 20, y: 20, width: 20, height: 20)), with: .palette([])) } }
    // Core Graphics in a canvas and in an image renderer.
    add("canvas-cgcontext-nan-points") {
      canvas { context in
        context.withCGContext { cg in
          cg.setFillColor(UIColor.green.cgColor)
          cg.move(to: CGPoint(x: 0, y: 0))
          cg.addLine(to: CGPoint(x: CGFloat.nan, y: 40))
          cg.addLine(to: CGPoint(x: 40, y: 40))
          cg.fillPath()
        }
      }
    }
    add("renderer-path-1e300-points") {
      rendered { cg in
        cg.setFillColor(UIColor.green.cgColor)
        cg.addLines(between: [CGPoint(x: 20, y: 20), CGPoint(x: 1e300, y: 20), CGPoint(x: 20, y: 1e300)])
        cg.fillPath()
      }
    }
    add("renderer-path-million-elements") {
      rendered { cg in
        cg.setFillColor(UIColor.green.cgColor)
        cg.move(to: CGPoint(x: 20, y: 20))
        for i in 0..<1_000_000 { cg.addLine(to: CGPoint(x: 20 + CGFloat(i % 20), y: 20 + CGFloat((i / 20) % 20))) }
        cg.fillPath()
      }
    }
    add("renderer-line-dash-negative") {
      rendered { cg in
        cg.setLineDash(phase: 0, lengths: [4, -2])
        cg.strokeLineSegments(between: [CGPoint(x: 0, y: 30), CGPoint(x: 40, y: 30)])
      }
    }
    add("renderer-line-dash-nan") {
      rendered { cg in
        cg.setLineDash(phase: .nan, lengths: [.nan, 2])
        cg.strokeLineSegments(between: [CGPoint(x: 0, y: 30), CGPoint(x: 40, y: 30)])
      }
    }
    add("renderer-line-dash-all-zero") {
      rendered { cg in
        cg.setLineDash(phase: 0, lengths: [0, 0])
        cg.strokeLineSegments(between: [CGPoint(x: 0, y: 30), CGPoint(x: 40, y: 30)])
      }
    }
    add("renderer-line-width-nan") {
      rendered { cg in
        cg.setLineWidth(.nan)
        cg.stroke(CGRect(x: 25, y: 25, width: 10, height: 10))
      }
    }
    add("renderer-restore-without-save") {
      rendered { cg in
        cg.restoreGState()
        cg.restoreGState()
        cg.setFillColor(UIColor.green.cgColor)
        cg.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
      }
    }
    add("renderer-clip-empty-path") {
      rendered { cg in
        cg.beginPath()
        cg.clip()
        cg.setFillColor(UIColor.green.cgColor)
        cg.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
      }
    }
    // Image contexts.
    add("image-context-zero-size") { imageContext(.zero) }
    add("image-context-nan-size") { imageContext(CGSize(width: CGFloat.nan, height: 40)) }
    add("image-context-1e9-size") { imageContext(CGSize(width: 1e9, height: 1e9)) }
    add("image-context-nan-scale") { imageContext(CGSize(width: 40, height: 40), scale: .nan) }
    add("image-context-end-without-begin") {
      UIGraphicsEndImageContext()
      UIGraphicsEndImageContext()
      return box
    }
    add("image-context-begin-without-end") {
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 40), false, 1)
      return box
    }
    add("push-without-pop") {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { UIGraphicsPushContext($0.cgContext) }
      return box
    }
    add("pop-without-push") {
      UIGraphicsPopContext()
      UIGraphicsPopContext()
      return imageContext(CGSize(width: 40, height: 40))
    }
    add("image-contexts-nested-1000") {
      for _ in 0..<1_000 { UIGraphicsBeginImageContextWithOptions(CGSize(width: 400, height: 400), false, 3) }
      for _ in 0..<1_000 { UIGraphicsEndImageContext() }
      return box
    }
    // String measuring.
    add("string-size-nan-font") { measured("Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: .nan)])) }
    add("string-boundingrect-nan-width") {
      measured("Hello world".boundingRect(with: CGSize(width: CGFloat.nan, height: .infinity), options: .usesLineFragmentOrigin,
                                          attributes: nil, context: nil).size)
    }
    add("string-size-1mb") { measured(String(repeating: "a", count: 1 << 20).size(withAttributes: nil)) }
    add("string-size-font-of-wrong-type") { measured("Hello".size(withAttributes: [.font: "Helvetica", .kern: "2"])) }
    // Images drawn into contexts, and 3D rotation in a visual effect.
    add("uiimage-draw-nan-alpha") { imageContext(CGSize(width: 40, height: 40)) { redImage.draw(in: CGRect(x: 20, y: 20, width: 20, height: 20), blendMode: .normal, alpha: .nan) } }
    add("uiimage-draw-nan-rect") { imageContext(CGSize(width: 40, height: 40)) { redImage.draw(in: CGRect(x: CGFloat.nan, y: 0, width: 20, height: 20)) } }
    add("cgimage-draw-1e9-rect") {
      rendered { cg in
        guard let image = redImage.cgImage else { return }
        cg.draw(image, in: CGRect(x: -5e8, y: -5e8, width: 1e9, height: 1e9))
      }
    }
    add("cgimage-draw-nan-rect") {
      rendered { cg in
        guard let image = redImage.cgImage else { return }
        cg.draw(image, in: CGRect(x: 0, y: CGFloat.nan, width: 20, height: 20))
      }
    }
    add("visualeffect-rotation3d-zero-axis") {
      marked(Color.red.frame(width: 40, height: 40).visualEffect { effect, _ in effect.rotation3DEffect(.degrees(45), axis: (x: 0, y: 0, z: 0)) })
    }
    add("visualeffect-rotation3d-nan-axis") {
      marked(Color.red.frame(width: 40, height: 40).visualEffect { effect, _ in effect.rotation3DEffect(.degrees(45), axis: (x: .nan, y: 1, z: 0)) })
    }
    return cases
  }()

  // MARK: specimen diff

  /// One `specimen diff` run: its arguments (file names inside the test's folder, `$` standing for the folder), the exit
  /// status it must have and text its output must contain.
  struct DiffCase: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    let status: Int32
    let says: String
    var testDescription: String { name }
  }

  static let diffCases: [DiffCase] = [
    DiffCase(name: "1x100000-one-pixel-changed", arguments: ["tall.png", "tall-changed.png"], status: 1,
             says: "1 differing pixels (1 of 100000 pixels differ"),
    DiffCase(name: "100000x1-one-pixel-changed", arguments: ["wide.png", "wide-changed.png", "--out", "wide-diff.png"], status: 1,
             says: "1 differing pixels (1 of 100000 pixels differ"),
    DiffCase(name: "different-sizes", arguments: ["wide.png", "tall.png", "--out", "sizes-diff.png"], status: 1,
             says: "size changed 100000×1 → 1×100000"),
    DiffCase(name: "truncated", arguments: ["rgba8.png", "truncated.png"], status: 2,
             says: "truncated.png: truncated PNG (a chunk needs"),
    DiffCase(name: "zero-bytes", arguments: ["empty.png", "rgba8.png"], status: 2,
             says: "empty.png: the file is empty (0 bytes), not a PNG"),
    DiffCase(name: "header-claims-1e6x1e6", arguments: ["rgba8.png", "huge.png"], status: 2,
             says: "huge.png: PNG claims 1000000×1000000 pixels, over the limit"),
    DiffCase(name: "16-bit-against-8-bit", arguments: ["rgba16.png", "rgba8.png"], status: 0, says: "0 differing pixels"),
    DiffCase(name: "palette-against-rgba", arguments: ["palette8.png", "rgba8.png"], status: 0, says: "0 differing pixels"),
    DiffCase(name: "interlaced-against-plain", arguments: ["rgba8-interlaced.png", "rgba8.png"], status: 0, says: "0 differing pixels"),
    DiffCase(name: "same-path-twice", arguments: ["rgba8.png", "rgba8.png", "--out", "same-diff.png"], status: 0,
             says: "0 differing pixels (identical (4×2))"),
    DiffCase(name: "out-is-an-input", arguments: ["wide.png", "wide-changed.png", "--out", "wide-changed.png"], status: 2,
             says: "one of the images compared; the diff image would replace it"),
    // Every Specimen output creates its folder (AtomicFile); pixelmatch's CLI fails here instead.
    DiffCase(name: "out-in-missing-folder", arguments: ["wide.png", "wide-changed.png", "--out", "missing/diff.png"], status: 1,
             says: "1 differing pixels"),
  ]

  /// The PNG fixtures of the diff tests (SpecimenDiffTests' own, and strips of 100 000 pixels made here).
  static func diffFolder() throws -> TemporaryFolder {
    let folder = TemporaryFolder("hostile-round22-diff")
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("SpecimenDiffTests/Fixtures")
    for name in ["rgba8.png", "rgba16.png", "palette8.png", "rgba8-interlaced.png"] {
      try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: folder.path(name))
    }
    let rgba8 = try Data(contentsOf: fixtures.appendingPathComponent("rgba8.png"))
    try rgba8.prefix(rgba8.count - 20).write(to: folder.path("truncated.png"))
    try Data().write(to: folder.path("empty.png"))
    // rgba8.png with its header's width and height (bytes 16-23) made 1 000 000 and the header's checksum redone.
    var huge = [UInt8](rgba8)
    for offset in [16, 20] { huge.replaceSubrange(offset..<offset + 4, with: [0x00, 0x0F, 0x42, 0x40]) }
    huge.replaceSubrange(29..<33, with: withUnsafeBytes(of: crc32(huge[12..<29]).bigEndian, Array.init))
    try Data(huge).write(to: folder.path("huge.png"))
    let white = RGBAColor(255, 255, 255)
    let tall = RGBAImage(width: 1, height: 100_000, filledWith: white), wide = RGBAImage(width: 100_000, height: 1, filledWith: white)
    try tall.writePNG(toFile: folder.path("tall.png").path)
    try tall.setting(x: 0, y: 99_999, to: RGBAColor(255, 0, 0)).writePNG(toFile: folder.path("tall-changed.png").path)
    try wide.writePNG(toFile: folder.path("wide.png").path)
    try wide.setting(x: 50_000, y: 0, to: RGBAColor(255, 0, 0)).writePNG(toFile: folder.path("wide-changed.png").path)
    return folder
  }

  /// The CRC-32 of `bytes`, as a PNG chunk's checksum.
  static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  @Test(arguments: diffCases) func diffHasItsOutcome(_ hostile: DiffCase) throws {
    let folder = try Self.diffFolder()
    let before = try Data(contentsOf: folder.path("wide-changed.png"))
    let arguments = ["diff"] + hostile.arguments.map { $0.hasPrefix("-") ? $0 : folder.path($0).path }
    let result = runCLI([], arguments)
    let says = hostile.says.replacingOccurrences(of: "$", with: folder.url.path)
    #expect(result.status == hostile.status, "\(result.out)\(result.err)")
    #expect((result.out + result.err).contains(says), "\(result.out)\(result.err)")
    #expect(try Data(contentsOf: folder.path("wide-changed.png")) == before, "an input is never replaced")
    if hostile.name == "out-in-missing-folder" {
      #expect(try RGBAImage(contentsOfPNGFile: folder.path("missing/diff.png").path).width == 100_000)
    }
    if hostile.name == "100000x1-one-pixel-changed" {
      let diff = try RGBAImage(contentsOfPNGFile: folder.path("wide-diff.png").path)
      #expect(diff.width == 100_000 && diff.height == 1 && diff.pixel(x: 50_000, y: 0) == RGBAColor(255, 0, 0))
    }
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round22", fileSuffix: "round22") == [])
  }
}
