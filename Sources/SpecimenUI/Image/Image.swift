import Foundation

/// A view that displays an image: an SF Symbol name or a named asset.
nonisolated public struct Image: View, PrimitiveView, Hashable, Sendable {
  var source: ResolvedImage.Source
  var isResizable = false
  var renderingMode: TemplateRenderingMode?
  /// The bundle an asset name is looked up in (nil: the app's catalogs).
  var bundlePath: String?
  /// The label VoiceOver reads: `Image(_:label:)`'s text (nil: the image's name).
  var accessibilityName: String?
  /// Whether the image was made with `Image(decorative:)`, so VoiceOver skips it.
  var isDecorative = false
  /// `interpolation(_:)`: nil unless set.
  var interpolation: Interpolation?
  /// `resizable(capInsets:resizingMode:)`'s mode.
  var resizingMode: ResizingMode = .stretch
  /// `resizable(capInsets:resizingMode:)`'s caps: nil when none (the whole image stretches).
  var capInsets: ImageCapInsets?
  /// An image with no content (`Image(uiImage: UIImage())`): nothing is drawn, and its natural size is zero.
  var isEmpty = false
  /// A UIKit symbol configuration's font and scale (`UIImage.SymbolConfiguration`): used instead of the environment's.
  var symbolFont: Font?
  var symbolScale: Scale?
  /// A UIKit tint colour baked into the image (`UIImage.withTintColor(_:)`): drawn instead of the foreground style.
  var bakedTint: Color?
  /// A UIKit symbol configuration's layer colours (`UIImage.SymbolConfiguration(paletteColors:)` and the like).
  var symbolColoring: SymbolColoring?
  /// The warning for a number the initialiser could not use (a scale of 0), reported when the image is resolved.
  var numberIssue: String?
  /// The closure that draws the image (`Image(size:label:opaque:colorMode:renderer:)`), rasterized when it is resolved.
  var drawing: ImageDrawing?

  /// An image with no content (`isEmpty`): what `UIImage()`, `NSImage()` and an empty render hold.
  static var empty: Image {
    var image = Image("")
    image.isEmpty = true
    return image
  }

  /// Creates a system symbol image.
  public init(systemName: String) { source = .symbol(systemName) }
  /// Creates a system symbol image with a variable value (iOS 16); the symbol draws whole (the
  /// stand-in drawings have no variable layers, docs/unsupported.md).
  public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
  /// Creates a catalog image with a variable value (iOS 16); the image draws whole.
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }
  /// Creates a labeled image from an asset catalog image or symbol set (or an SVG/PNG in the asset folders).
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .asset(name)
    bundlePath = bundle?.bundlePath
  }
  /// Creates a labeled image with an explicit label (labels are not drawn).
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.init(name, bundle: bundle)
    accessibilityName = label.content
  }
  /// Creates an image from a decorative asset: VoiceOver skips it.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
    isDecorative = true
  }

  /// A type that indicates how SwiftUI renders images.
  public enum TemplateRenderingMode: String, Hashable, Sendable, Codable {
    case template, original
  }

  /// The modes that SwiftUI uses to resize an image to fit within its containing view.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }

  /// Sets the mode by which SwiftUI resizes an image to fit its space. Stretched, the caps keep their natural size
  /// (`ImageCapInsets`); tiled, the whole image repeats and the caps are not kept (docs/unsupported.md).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var copy = self
    copy.isResizable = true
    copy.resizingMode = resizingMode
    let checked = ImageCapInsets.checked(capInsets)
    copy.capInsets = checked.caps
    if let issue = checked.issue { copy.numberIssue = [numberIssue, issue].compactMap { $0 }.joined(separator: "; ") }
    return copy
  }

  /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.renderingMode = renderingMode
    return copy
  }

  public var body: Never { primitiveBody(Self.self) }

  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    if drawing != nil { return drawn(in: context.environment).makeNode(in: context) }
    if let numberIssue { ResolveIssues.report(ResolveIssue(.invalidNumber, numberIssue)) }
    // Nothing drawn, but a view all the same (modifiers apply): no size, or the size it is given when resizable.
    if isEmpty { return isResizable ? context.resolve(Color.clear) : context.resolve(Color.clear.frame(width: 0, height: 0)) }
    let node = ResolvedNode(.image(resolved(in: context.environment)), type: "Image")
    if isDecorative || accessibilityName != nil {
      var attributes = AccessibilityAttributes()
      attributes.isHidden = isDecorative
      attributes.label = accessibilityName
      node.accessibility.append(attributes)
    }
    return node
  }

  /// The image with its drawing rasterized at the environment's display scale: a bitmap, or empty when it has no pixels.
  func drawn(in environment: EnvironmentValues) -> Image {
    guard let drawing else { return self }
    var image = self
    image.drawing = nil
    if let bitmap = drawing.bitmap(scale: environment.displayScale) { image.source = .bitmap(bitmap) } else { image.isEmpty = true }
    return image
  }

  /// The image with its source looked up, its rendering mode, tint, font and symbol variants taken from `env`.
  func resolved(in environment: EnvironmentValues) -> ResolvedImage {
    if drawing != nil { return drawn(in: environment).resolved(in: environment) }
    let env = symbolColoring?.applied(to: environment) ?? environment
    var source = self.source
    var intent: TemplateRenderingMode?
    if case .asset(let name) = source, let found = CatalogImages.lookup(name, bundlePath: bundlePath, in: env) {
      source = .catalog(found.image)
      intent = found.intent
    }
    let isSymbol: Bool
    switch source {
    case .symbol: isSymbol = true
    case .catalog(let image): isSymbol = image.isSymbol
    case .asset, .bitmap: isSymbol = false
    }
    let mode = renderingMode ?? intent ?? (isSymbol ? .template : .original)
    // A symbol takes the font's weight, and `.fontWeight(_:)`/`.bold()` on a container (iOS 16) as text does.
    var font = symbolFont ?? env.font ?? .body
    if symbolFont == nil, let weight = env.fontWeight { font = font.weight(weight) }
    var image = ResolvedImage(
      source: source, isResizable: isResizable, renderingMode: bakedTint == nil ? mode : .template,
      tint: bakedTint.map { $0._paint(in: env, level: 0) } ?? ForegroundStyle()._paint(in: env, level: 0),
      font: font.resolve(in: env), scale: symbolScale ?? env.imageScale)
    image.isTiled = resizingMode == .tile
    if isResizable, resizingMode == .stretch, !isSymbol { image.capInsets = capInsets }
    image.usesNearestNeighbour = interpolation == Interpolation.none
    if SymbolMulticolor.applies(isSymbol: isSymbol, explicitMode: renderingMode, mode: mode, bakedTint: bakedTint, environment: env) {
      image.multicolor = SymbolMulticolor(environment: env)
    }
    if case .symbol = source, mode == .template, bakedTint == nil, SymbolLayering.isLayered(in: env) {
      image.layerTints = [ForegroundStyle()._paint(in: env, level: 1), ForegroundStyle()._paint(in: env, level: 2)]
    }
    if case .symbol(let name) = source {
      let variants = env.symbolVariants.names(for: name)
      if let first = variants.first {
        image.source = .symbol(first)
        image.symbolFallbacks = Array(variants.dropFirst())
      }
      image.isMirrored = env.layoutDirection == .rightToLeft && SymbolDirection.followsLayoutDirection(name)
    }
    return image
  }
}

extension ResolvedImage.Source {
  /// The name VoiceOver falls back to for an image: the asset's name, or an SF Symbol's name with
  /// its dots read as spaces (iOS reads built-in descriptions for some symbols; the name is the fallback).
  public var spokenName: String {
    switch self {
    case .symbol(let name): return name.replacingOccurrences(of: ".", with: " ")
    case .asset(let name): return name
    case .catalog(let image): return image.isSymbol ? image.name.replacingOccurrences(of: ".", with: " ") : image.name
    case .bitmap: return "image"
    }
  }
}

/// An image ready to measure and draw.
public struct ResolvedImage: Hashable, Sendable, Codable {
  /// Where the image comes from.
  public enum Source: Hashable, Sendable, Codable {
    /// An SF Symbol name, mapped to an SVG icon.
    case symbol(String)
    /// An asset name no catalog has, looked up in the asset folders when drawn.
    case asset(String)
    /// An image or symbol set of an asset catalog, chosen for the cell's appearance.
    case catalog(CatalogImage)
    /// Pixels made in code (Core Image's code generators).
    case bitmap(BitmapImage)
  }
  public var source: Source
  public var isResizable: Bool
  public var renderingMode: Image.TemplateRenderingMode
  /// The color of a template image (the foreground style).
  public var tint: Paint
  /// The font a symbol sizes itself by.
  public var font: ResolvedFont
  /// The symbol scale (`.imageScale(_:)`).
  public var scale: Image.Scale = .medium
  /// Whether this image has a text baseline: a symbol that is not resizable, set like a glyph of `font`.
  public var hasTextBaseline: Bool {
    guard !isResizable, font.size.isFinite, font.size > 0 else { return false }
    switch source {
    case .symbol: return true
    case .catalog(let image): return image.isSymbol
    case .asset, .bitmap: return false
    }
  }
  /// Symbol names to draw, in order, when `source`'s name (composed by `symbolVariant(_:)`) has no drawing.
  public var symbolFallbacks: [String] = []
  /// A resizable image repeated at its own size over its frame (`resizingMode: .tile`) instead of stretched.
  public var isTiled = false
  /// The caps a stretched image keeps at their natural size (`resizable(capInsets:)`); nil stretches it whole.
  package var capInsets: ImageCapInsets?
  /// Bitmaps scaled by nearest-neighbour sampling (`interpolation(.none)`).
  public var usesNearestNeighbour = false
  /// The secondary and tertiary layers' paints of a symbol drawn in layers (`.hierarchical` or
  /// `.palette` rendering); empty when it draws as one layer in `tint`.
  public var layerTints: [Paint] = []
  /// The colours of a symbol drawn in its own colours' layers (`.multicolor`, or `renderingMode(.original)`
  /// on a symbol); nil when it draws in its tint. A symbol with no multicolour layers draws as if nil.
  public var multicolor: SymbolMulticolor?
  /// Drawn mirrored about its vertical centre line: an SF Symbol whose name points along the layout direction
  /// (`SymbolDirection`) drawn right to left.
  public var isMirrored = false

  public init(source: Source, isResizable: Bool, renderingMode: Image.TemplateRenderingMode, tint: Paint,
              font: ResolvedFont, scale: Image.Scale = .medium) {
    self.source = source
    self.isResizable = isResizable
    self.renderingMode = renderingMode
    self.tint = tint
    self.font = font
    self.scale = scale
  }
}
