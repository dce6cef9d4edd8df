import Foundation

/// A view type that supports immediate mode drawing.
///
/// The renderer closure runs once with the size the canvas is given; each operation it
/// records on its `GraphicsContext` (fill or stroke a path with a color or shape style, draw a
/// text or an image) becomes an ordinary shape, text or image view placed at the context's
/// transform, drawn in order — so a canvas draws exactly what its paths say with Specimen's
/// existing shape and text drawing. Transforms move paths exactly; text and images are placed
/// at their transformed anchor point but not rotated or scaled. Filters, layers and symbols are in
/// `CanvasFilters.swift`; gradient shadings in `CanvasShading.swift`; clipping and blend modes in
/// `CanvasClipping.swift`; resolved text and images in `CanvasResolve.swift`.
nonisolated public struct Canvas<Symbols: View>: View {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  /// The views `resolveSymbol(id:)` finds by their tags.
  var symbols: [CanvasSymbol] = []

  /// The `symbols:` content, whose tagged views the renderer can resolve.
  var symbolContent: Symbols? = nil

  public var body: some View {
    if let symbolContent {
      Group(subviews: symbolContent) { subviews in
        let symbols = subviews.map { subview in
          let tag = subview.containerValues.tagValue.flatMap { $0 as? AnyHashable }
          return CanvasSymbol(id: tag ?? AnyHashable(subview.id), view: AnyView(subview), isTagged: tag != nil)
        }
        Canvas<EmptyView>(renderer: renderer, symbols: CanvasSymbol.checkedTags(symbols))
      }
    } else {
      drawing
    }
  }

  private var drawing: some View {
    let renderer = self.renderer
    let symbols = self.symbols
    let environment = EnvironmentValues.current
    return GeometryReader { proxy in
      let size = CGSize(width: proxy.size.width.isFinite ? max(0, proxy.size.width) : 0,
                        height: proxy.size.height.isFinite ? max(0, proxy.size.height) : 0)
      var context = GraphicsContext()
      context.size = size
      context.symbols = symbols
      context.environment = environment
      renderer(&context, size)
      let operations = context.operations
      return ViewCountScope(cause: .canvas(operations: operations.count), content: GraphicsContext.stacked(operations))
      .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
  }
}

extension Canvas where Symbols == EmptyView {
  /// Creates and configures a canvas.
  public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
              renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
    self.renderer = renderer
  }
}

/// The set of values to use when drawing colors into a drawing context.
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

/// An immediate mode drawing destination, and its current state (`Canvas`'s renderer draws into it).
public struct GraphicsContext {
  /// A color or pattern that you can use to outline or fill a path.
  public struct Shading {
    /// The shape style the shading fills with in a context (a gradient's points are in the context's user space).
    let style: (GraphicsContext) -> AnyShapeStyle
    init(style: AnyShapeStyle) { self.style = { _ in style } }
    init(in context: @escaping (GraphicsContext) -> AnyShapeStyle) { style = context }
    /// A shading that fills with a color.
    public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
    /// A shading that fills with the given shape style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }
    /// A shading that fills with the foreground style.
    public static var foreground: Shading { Shading(style: AnyShapeStyle(.foreground)) }
    /// A palette's shadings, which symbol images take as their levels (empty for any other shading).
    var levels: [Shading] = []
    /// Where a tiled image's first tile starts, in the context's user space (nil for any other shading).
    var tileOrigin: CGPoint?

    /// `view` coloured by this shading in `context`: a palette's first three levels as the primary, secondary and
    /// tertiary styles (so a symbol is drawn in palette mode), any other shading as the foreground style.
    func styling(_ view: some View, in context: GraphicsContext) -> AnyView {
      let styles = levels.prefix(3).map { $0.style(context) }
      switch styles.count {
      case 2: return AnyView(view.foregroundStyle(styles[0], styles[1]).symbolRenderingMode(.palette))
      case 3: return AnyView(view.foregroundStyle(styles[0], styles[1], styles[2]).symbolRenderingMode(.palette))
      default: return AnyView(view.foregroundStyle(style(context)))
      }
    }
  }

  /// One recorded drawing operation.
  struct Operation {
    let view: AnyView
  }

  /// The drawing the context records into: shared by its copies, as a copy of a SwiftUI context
  /// (`var faded = context; faded.opacity = 0.5`) draws into the same canvas with its own state.
  final class Drawing {
    var operations: [Operation] = []
  }
  let drawing = Drawing()
  /// The operations recorded so far, in order.
  var operations: [Operation] { drawing.operations }

  /// `operations` drawn in order, each over the ones before, from the top-left corner.
  static func stacked(_ operations: [Operation]) -> some View {
    ZStack(alignment: .topLeading) {
      ForEach(Array(operations.indices), id: \.self) { operations[$0].view }
    }
  }
  /// The current transform matrix, applied to paths and anchor points.
  public var transform: CGAffineTransform = .identity
  /// The opacity of drawing operations in the context.
  public var opacity: Double = 1
  /// The filters applied to each later drawing operation, in the order added.
  var filters: [Filter] = []
  /// The canvas's size (a layer's operations are stacked in a box of it).
  var size: CGSize = .zero
  /// The canvas's tagged symbol views.
  var symbols: [CanvasSymbol] = []
  /// The clip regions `clip(to:style:options:)` added, in canvas coordinates, each applied to later operations.
  var clips: [ClipRegion] = []
  /// The blend mode used by later drawing operations.
  public var blendMode: BlendMode = .normal
  /// How many `drawLayer` calls this context is inside (0 for the canvas's own context).
  var layerDepth = 0
  /// The environment of the canvas (text and images resolve in it).
  public internal(set) var environment = EnvironmentValues()

  init() {}

  /// Moves subsequent drawing operations by an amount in each dimension (a non-finite amount is named and taken as 0).
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    Self.checkTransform("translateBy(x: \(describe(x)), y: \(describe(y)))", [x, y], "taken as 0, so later drawing is not moved on that axis")
    transform = CGAffineTransform(translationX: finite(x), y: finite(y)).concatenating(transform)
  }
  /// Scales subsequent drawing operations by an amount in each dimension (a non-finite factor is named and taken as 0).
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    Self.checkTransform("scaleBy(x: \(describe(x)), y: \(describe(y)))", [x, y], "taken as 0, so later drawing has no size and is not seen")
    transform = CGAffineTransform(scaleX: finite(x), y: finite(y)).concatenating(transform)
  }
  /// Rotates subsequent drawing operations by an angle (a non-finite angle is named and taken as 0).
  public mutating func rotate(by angle: Angle) {
    Self.checkTransform("rotate(by: .radians(\(describe(angle.radians))))", [angle.radians], "taken as 0, so later drawing is not rotated")
    transform = CGAffineTransform(rotationAngle: finite(angle.radians)).concatenating(transform)
  }
  /// Appends the given transform to the context's existing transform (a matrix with a non-finite entry is named and left out).
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    let entries = [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty]
    guard Self.checkTransform("concatenate(CGAffineTransform(a: \(describe(matrix.a)), b: \(describe(matrix.b)), c: \(describe(matrix.c)), "
      + "d: \(describe(matrix.d)), tx: \(describe(matrix.tx)), ty: \(describe(matrix.ty))))", entries, "the matrix is left out") else { return }
    transform = matrix.concatenating(transform)
  }

  /// Whether every number of a transform call is finite; when one is not, the call is named with what is drawn instead.
  @discardableResult
  static func checkTransform(_ call: @autoclosure () -> String, _ numbers: [CGFloat], _ drawn: String) -> Bool {
    guard numbers.contains(where: { !$0.isFinite }) else { return true }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "GraphicsContext.\(call()): a number that is not finite is not usable; \(drawn). "
      + "Give finite numbers"))
    return false
  }

  /// Draws a path into the context and fills the outlined region.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    guard !isFull, drawable(path, "fill") else { return }
    let shape = path.applying(transform)
    // Image tiles start at the corner of the filled view's box: a tiling that starts elsewhere moves the box there.
    if let origin = shading.tileOrigin.map({ $0.applying(transform) }), origin != .zero, origin.x.isFinite, origin.y.isFinite {
      record(shape.offsetBy(dx: -origin.x, dy: -origin.y).fill(shading.style(self), style: style).offset(x: origin.x, y: origin.y))
      return
    }
    record(shape.fill(shading.style(self), style: style))
  }

  /// Draws a path into the context with a specified stroke style.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    guard !isFull, drawable(path, "stroke") else { return }
    guard style.lineWidth.isFinite, style.lineWidth >= 0 else {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "GraphicsContext.stroke(_:with:style:): line width "
        + "\(NumberText.describe(Double(style.lineWidth))) is not a finite width ≥ 0, so the stroke is not drawn. "
        + "Give lineWidth: (or StrokeStyle(lineWidth:)) a finite width ≥ 0"))
      return
    }
    var style = style
    style.lineWidth *= scaleFactor
    record(path.applying(transform).stroke(style: style).fill(shading.style(self)))
  }

  /// Draws a path into the context with a specified line width.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Draws a text view with its anchor point at `point` (after the context's transform).
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    guard !isFull else { return }
    record(AnchoredView(content: AnyView(text.fixedSize()), point: anchorPoint(point), anchor: anchor))
  }

  /// Draws an image with its anchor point at `point` (after the context's transform).
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    guard !isFull else { return }
    record(AnchoredView(content: AnyView(image.fixedSize()), point: anchorPoint(point), anchor: anchor))
  }

  /// Draws an image into the context, resized to fill `rect` (after the context's transform).
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    guard !isFull, let box = drawingBox(rect, "the image") else { return }
    record(image.resizable().frame(width: max(0, box.width), height: max(0, box.height))
      .offset(x: box.minX, y: box.minY))
  }

  /// The box a `draw(_:in:)` call draws `what` in: `rect` after the context's transform, or nil when a number of it is
  /// not finite; nothing is drawn in it, as `UIImage.draw(in:)` and `CGContext.draw(_:in:)` draw nothing in one, and the
  /// call is named.
  func drawingBox(_ rect: CGRect, _ what: String) -> CGRect? {
    let box = rect.applying(transform)
    func finite(_ r: CGRect) -> Bool { [r.origin.x, r.origin.y, r.width, r.height].allSatisfy(\.isFinite) }
    guard !finite(box) else { return box }
    func text(_ r: CGRect) -> String { "(\([r.origin.x, r.origin.y, r.size.width, r.size.height].map { describe($0) }.joined(separator: ", ")))" }
    let given = finite(rect) ? "the rectangle \(text(rect)), \(text(box)) after the context's transform," : "the rectangle \(text(rect))"
    ResolveIssues.report(ResolveIssue(.invalidNumber, "GraphicsContext.draw(_:in:): \(given) is not finite, so \(what) is not drawn. "
      + "Give a finite rectangle"))
    return nil
  }

  /// Whether the context holds one operation more than `ViewCount.limit`: enough to fail the render with
  /// `ViewCountError`, so a drawing loop of millions of operations records (and builds) no more.
  var isFull: Bool { operations.count > ViewCount.limit }

  /// A point given to `draw(_:at:anchor:)` placed by the context's transform; one that is not finite is reported and
  /// drawn at 0 on that axis (taken as 0 before the transform, so a NaN x does not also lose the y: 0 × NaN is NaN).
  func anchorPoint(_ point: CGPoint) -> CGPoint {
    guard !(point.x.isFinite && point.y.isFinite) else { return point.applying(transform) }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "GraphicsContext.draw(_:at:anchor:): the point "
      + "(\(NumberText.describe(Double(point.x))), \(NumberText.describe(Double(point.y)))) is not a finite position; drawn at 0 "
      + "on that axis. Give a finite point"))
    return CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0).applying(transform)
  }

  /// Whether `path` is short enough to be drawn; a longer one is reported and dropped here, before it is copied
  /// (a 10⁷-element path was transformed and kept twice more: 24 s and 1.6 GB in debug, then not drawn).
  private func drawable(_ path: Path, _ method: String) -> Bool {
    let count = path.elements.count
    guard count > PathElementLimit.maxElements else {
      if let point = path.firstNonFinitePoint {
        ResolveIssues.report(ResolveIssue(.invalidNumber, "GraphicsContext.\(method)(_:with:): the path has a point at "
          + "(\(NumberText.describe(Double(point.x))), \(NumberText.describe(Double(point.y)))), not a finite position; "
          + "such coordinates are drawn at 0. Give the path finite coordinates"))
      }
      return true
    }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "GraphicsContext.\(method)(_:with:): a path of \(count) elements, more than "
      + "RenderLimits.maxPathElements (\(PathElementLimit.maxElements)); not drawn. Build the path from fewer elements "
      + "(about one per pixel it covers is as fine as a screen shows)"))
    return false
  }

  func record(_ view: some View) {
    // The filter added last is applied first, next to the drawing (`addFilter(_:options:)`).
    var filtered = AnyView(view)
    for filter in filters.reversed() { filtered = filter.apply(filtered) }
    var drawn = AnyView(filtered.opacity(opacity))
    // Clipped after its filters (a blur's spread is cut by the clip), then composited with the blend mode.
    for clip in clips {
      if let mask = clip.mask {
        // A layer clip: the operation in the canvas's box (where it already is), masked by the layer's alpha.
        let box = size
        drawn = AnyView(drawn.frame(width: box.width, height: box.height, alignment: .topLeading).mask(alignment: .topLeading) { mask })
      } else {
        drawn = AnyView(drawn.clipShape(CanvasPathShape(path: clip.path), style: clip.style))
      }
    }
    if blendMode != .normal { drawn = AnyView(drawn.blendMode(blendMode)) }
    drawing.operations.append(Operation(view: drawn))
  }

  /// How much the transform scales lengths (the square root of its determinant's magnitude).
  var scaleFactor: CGFloat {
    let det = abs(transform.a * transform.d - transform.b * transform.c)
    return det.isFinite ? det.squareRoot() : 1
  }
}

/// A non-finite number entering a canvas transform counts as 0.
private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

/// A number of a canvas call as a message shows it.
private func describe(_ value: CGFloat) -> String { NumberText.describe(Double(value)) }

/// A view placed with its anchor at a point of the canvas.
nonisolated struct AnchoredView: View {
  let content: AnyView
  let point: CGPoint
  let anchor: UnitPoint
  var body: some View {
    let x = point.x.isFinite ? point.x : 0
    let y = point.y.isFinite ? point.y : 0
    let ax = anchor.x.isFinite ? anchor.x : 0.5
    let ay = anchor.y.isFinite ? anchor.y : 0.5
    // A zero-size box at the point, the content's anchor aligned on its top-leading corner.
    return Color.clear.frame(width: 0, height: 0)
      .overlay(alignment: .topLeading) {
        content
          .alignmentGuide(HorizontalAlignment.leading) { $0.width * ax }
          .alignmentGuide(VerticalAlignment.top) { $0.height * ay }
      }
      .offset(x: x, y: y)
  }
}
