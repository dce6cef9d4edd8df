import Foundation

/// A view given to a canvas's `symbols:` builder, found by its tag.
struct CanvasSymbol {
  let id: AnyHashable
  let view: AnyView
  /// Whether `id` is the view's tag (else its position's identity).
  let isTagged: Bool

  /// `symbols`, with the first tag given to more than one of them named: `resolveSymbol(id:)` finds the first view with
  /// a tag, so the others are never drawn (Apple documents tags as each symbol's own identifier).
  static func checkedTags(_ symbols: [CanvasSymbol]) -> [CanvasSymbol] {
    var seen = Set<AnyHashable>()
    if let repeated = symbols.first(where: { $0.isTagged && !seen.insert($0.id).inserted }) {
      let count = symbols.count { $0.isTagged && $0.id == repeated.id }
      let tag = String(describing: repeated.id.base).prefix(80)
      ResolveIssues.report(ResolveIssue(.invalidNumber, "Canvas(renderer:symbols:): the tag \(tag) is given to \(count) symbol views; "
        + "resolveSymbol(id:) finds the first, so the others are never drawn. Give each symbol a tag of its own (.tag(_:))"))
    }
    return symbols
  }
}

extension Canvas {
  /// Creates a canvas whose renderer can draw the tagged views of `symbols` (`resolveSymbol(id:)`).
  public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
              renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
    self.renderer = renderer
    self.symbolContent = symbols()
  }
}

extension GraphicsContext {
  /// A view from the canvas's `symbols:`, ready to draw.
  public struct ResolvedSymbol {
    let view: AnyView
    let environment: EnvironmentValues
    /// The view's size at its ideal size, as `draw(_:at:anchor:)` draws it.
    public var size: CGSize { GraphicsContext.measure(view, in: .unspecified, environment: environment).size }
  }

  /// The symbol view tagged `id` in the canvas's `symbols:` content, or nil when none has that tag.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    let key = AnyHashable(id)
    return symbols.first { $0.id == key }.map { ResolvedSymbol(view: $0.view, environment: environment) }
  }

  /// Draws a resolved symbol at its natural size with its anchor point at `point` (after the context's transform).
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    guard !isFull else { return }
    record(AnchoredView(content: AnyView(symbol.view.fixedSize()), point: anchorPoint(point), anchor: anchor))
  }

  /// Draws a resolved symbol proposed the size of `rect`, placed in it (after the context's transform).
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    guard !isFull, let box = drawingBox(rect, "the symbol") else { return }
    record(symbol.view.frame(width: max(0, box.width), height: max(0, box.height)).offset(x: box.minX, y: box.minY))
  }

  /// Draws a layer: the drawing `content` makes in a new context with this one's transform, symbols and
  /// environment (no filters, clips or blend mode of its own yet), composited as one operation through this
  /// context's filters, opacity, clips and blend mode.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    guard !isFull else { return }
    guard layerDepth < Self.maxLayerDepth else {
      // The content is not run, so a renderer that nests layers by calling itself stops here instead of on the stack.
      ResolveIssues.report(ResolveIssue(.beyondLimit, "GraphicsContext.drawLayer is nested more than \(Self.maxLayerDepth) "
        + "layers deep (GraphicsContext.maxLayerDepth), so the canvas cannot be drawn: each layer is a group of views, and the layers "
        + "inside were not run. Nest fewer layers (a layer in a layer draws as one layer when the inner one sets no filter, "
        + "opacity, clip or blend mode of its own)"))
      return
    }
    var layer = newLayer()
    try content(&layer)
    let operations = layer.operations
    let size = self.size
    record(Self.stacked(operations).frame(width: size.width, height: size.height, alignment: .topLeading))
  }

  /// A context for a layer of this one (`drawLayer`, `clipToLayer`): one level deeper, with this context's transform,
  /// size, symbols and environment, and no filters, clips or blend mode of its own.
  func newLayer() -> GraphicsContext {
    var layer = GraphicsContext()
    layer.layerDepth = layerDepth + 1
    layer.transform = transform
    layer.size = size
    layer.symbols = symbols
    layer.environment = environment
    return layer
  }

  /// The deepest nesting of `drawLayer` drawn: 100. Each layer is a few views deep, so 100 layers stay well inside
  /// `ViewDepth.limit`; a renderer nesting 10 000 layers (a recursive helper) would otherwise recurse on the render
  /// thread's stack before its views were ever counted. Real canvases nest a layer or two.
  static let maxLayerDepth = 100

  /// Adds a filter that applies to every later drawing operation (each one on its own; a layer as a whole).
  /// The filter added last is applied first.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    guard filters.count < Self.maxEffects else {
      Self.reportTooMany("filters", "addFilter(_:options:)")
      return
    }
    filters.append(filter)
  }

  /// The most filters, and the most clips, one context holds: 100. Each wraps every later drawing in views of its own, so
  /// 1 000 filters added in a loop nested each drawing past `ViewDepth.limit`, a failure that did not name the canvas. Real
  /// canvases add a few, or give some drawings theirs on a copy of the context (`var shaded = context`).
  static let maxEffects = 100

  /// Fails the canvas for a filter or clip past `maxEffects`: drawn without it, it would show a different picture.
  static func reportTooMany(_ effects: String, _ call: String) {
    ResolveIssues.report(ResolveIssue(.beyondLimit, "GraphicsContext.\(call): more than \(maxEffects) \(effects) on one context "
      + "(GraphicsContext.maxEffects), each wrapping every later drawing in views of its own, so the canvas cannot be drawn as "
      + "asked. Add fewer (a copy of the context, `var layer = context`, holds \(effects) for the drawings made with it only)"))
  }

  /// Options that configure a filter (kept; each filter is drawn in the context's color space).
  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Filter in linear color.
    public static let linearColor = FilterOptions(rawValue: 1 << 0)
  }

  /// A filter a canvas applies to its drawing, as the view modifier of the same name does to a view.
  public struct Filter {
    let apply: (AnyView) -> AnyView

    /// A Gaussian blur of `radius` points.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter { AnyView($0.blur(radius: radius, opaque: options.contains(.opaque))) }
    }
    /// A drop shadow under the drawing.
    public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                              x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                              options: ShadowOptions = ShadowOptions()) -> Filter {
      Filter { AnyView($0.shadow(color: color, radius: radius, x: x, y: y)) }
    }
    /// Multiplies each color component by `color`'s.
    public static func colorMultiply(_ color: Color) -> Filter { Filter { AnyView($0.colorMultiply(color)) } }
    /// Removes `amount` (0–1) of the drawing's color.
    public static func grayscale(_ amount: Double) -> Filter { Filter { AnyView($0.grayscale(amount)) } }
    /// Rotates the drawing's hues by `angle`.
    public static func hueRotation(_ angle: Angle) -> Filter { Filter { AnyView($0.hueRotation(angle)) } }
    /// Scales the drawing's saturation by `amount`.
    public static func saturation(_ amount: Double) -> Filter { Filter { AnyView($0.saturation(amount)) } }
    /// Adds `amount` to the drawing's brightness.
    public static func brightness(_ amount: Double) -> Filter { Filter { AnyView($0.brightness(amount)) } }
    /// Scales the drawing's contrast by `amount`.
    public static func contrast(_ amount: Double) -> Filter { Filter { AnyView($0.contrast(amount)) } }
    /// Inverts the drawing's colors (an `amount` of 0.5 or more inverts fully, less leaves them).
    public static func colorInvert(_ amount: Double = 1) -> Filter {
      Filter { amount >= 0.5 ? AnyView($0.colorInvert()) : $0 }
    }
    /// Makes the drawing's luminance its alpha, in black.
    public static var luminanceToAlpha: Filter { Filter { AnyView($0.luminanceToAlpha()) } }
    /// Replaces each pixel whose alpha lies in `min…max` by `color`, and every other pixel by clear. After a blur
    /// (added later, so applied first) it merges nearby shapes into one smooth outline. A `min` above `max` keeps no
    /// pixel, as on iOS, and is named.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
      if min > max {
        ResolveIssues.report(ResolveIssue(.invalidNumber, "GraphicsContext.Filter.alphaThreshold(min: \(NumberText.describe(min)), "
          + "max: \(NumberText.describe(max))): min is above max, so no alpha lies between them and the drawing is left clear. "
          + "Give a min of at most max"))
      }
      return Filter { view in
        AnyView(view.node { child, context in
          ResolvedNode(.effect(.alphaThreshold(min: min, max: max, color: Color.rgba(color.storage, context.environment))),
                       type: "alphaThreshold", children: [child])
        })
      }
    }
    /// Recolours each pixel with `matrix`.
    public static func colorMatrix(_ matrix: ColorMatrix) -> Filter {
      Filter { AnyView($0.effect(.colorMatrix(matrix.entries), type: "colorMatrix")) }
    }
    /// Applies a projective transform to the drawing.
    public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
      Filter { AnyView($0.projectionEffect(matrix)) }
    }
    /// A Metal shader that recolours each pixel (iOS 17); the drawing is kept as it is (docs/unsupported.md).
    public static func colorShader(_ shader: Shader) -> Filter { Filter { $0 } }
    /// A Metal shader that moves each pixel (iOS 17); the drawing is kept where it is.
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter { Filter { $0 } }
    /// A Metal shader that samples the whole layer (iOS 17); the drawing is kept as it is.
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter { Filter { $0 } }
  }

  /// Options of a blur filter (`.opaque` is applied).
  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Treat the content as opaque at its edges.
    public static let opaque = BlurOptions(rawValue: 1 << 1)
    /// Dither the result.
    public static let dithersResult = BlurOptions(rawValue: 1 << 0)
  }

  /// Options of a shadow filter (kept; the shadow is drawn under the content).
  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Draw the shadow above the content.
    public static let shadowAbove = ShadowOptions(rawValue: 1 << 0)
    /// Draw only the shadow.
    public static let shadowOnly = ShadowOptions(rawValue: 1 << 1)
    /// Draw the shadow inside the content.
    public static let invertsShadow = ShadowOptions(rawValue: 1 << 2)
    /// Disable the shadow's blend mode.
    public static let disablesGroup = ShadowOptions(rawValue: 1 << 3)
  }

  /// A blend mode of the context (kept; each operation is drawn normally).
  public typealias BlendMode = SpecimenUI.BlendMode
}
