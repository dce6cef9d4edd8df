import Foundation

/// A view that displays an image: an SF Symbol name or a named asset.
public struct Image: View, PrimitiveView, Hashable, Sendable {
  var source: ResolvedImage.Source
  var isResizable = false
  var renderingMode: TemplateRenderingMode?

  /// Creates a system symbol image.
  public init(systemName: String) { source = .symbol(systemName) }
  /// Creates a labeled image from a named asset (SVG or PNG in the asset folders).
  public init(_ name: String, bundle: Bundle? = nil) { source = .asset(name) }
  /// Creates an image from a decorative asset.
  public init(decorative name: String, bundle: Bundle? = nil) { source = .asset(name) }

  /// A type that indicates how SwiftUI renders images.
  public enum TemplateRenderingMode: String, Hashable, Sendable, Codable {
    case template, original
  }

  /// The modes that SwiftUI uses to resize an image to fit within its containing view.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }

  /// Sets the mode by which SwiftUI resizes an image to fit its space.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var copy = self
    copy.isResizable = true
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
    let env = context.environment
    let isSymbol: Bool
    if case .symbol = source { isSymbol = true } else { isSymbol = false }
    let mode = renderingMode ?? (isSymbol ? .template : .original)
    var image = ResolvedImage(
      source: source, isResizable: isResizable, renderingMode: mode,
      tint: ForegroundStyle()._paint(in: env, level: 0),
      font: (env.font ?? .body).resolve(in: env), scale: env.imageScale)
    if case .symbol(let name) = source {
      let variants = env.symbolVariants.names(for: name)
      if let first = variants.first {
        image.source = .symbol(first)
        image.symbolFallbacks = Array(variants.dropFirst())
      }
    }
    return ResolvedNode(.image(image), type: "Image")
  }
}

/// An image ready to measure and draw.
public struct ResolvedImage: Hashable, Sendable, Codable {
  /// Where the image comes from.
  public enum Source: Hashable, Sendable, Codable {
    /// An SF Symbol name, mapped to an SVG icon.
    case symbol(String)
    /// An asset name, looked up in the asset folders.
    case asset(String)
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
  /// Symbol names to draw, in order, when `source`'s name (composed by `symbolVariant(_:)`) has no drawing.
  public var symbolFallbacks: [String] = []

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
