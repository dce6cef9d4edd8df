import Foundation

/// A clip region of a canvas: a path in canvas coordinates and the rule that fills it.
struct ClipRegion {
  let path: Path
  let style: FillStyle
  /// Whether the region is everything outside the path the code gave (`.inverse`).
  var isInverse = false
  /// A layer's drawing whose alpha is the clip (`clipToLayer`), in a box of the canvas's size; nil for a path clip.
  var mask: AnyView?
}

/// A path drawn where it is, whatever frame it is given (a canvas clip or operation in canvas coordinates).
struct CanvasPathShape: Shape {
  let path: Path
  func path(in rect: CGRect) -> Path { path }
}

extension GraphicsContext {
  /// Options that affect the use of clip shapes.
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Invert the shape or layer alpha as the clip mask.
    public static let inverse = ClipOptions(rawValue: 1 << 0)
  }

  /// Intersects the clip of this context (and of the contexts copied from it afterwards) with `path`, in the
  /// context's user space: later drawing shows only inside it (outside it with `.inverse`).
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    guard clips.count < Self.maxEffects else { return Self.reportTooMany("clips", "clip(to:style:options:)") }
    guard path.elements.count <= PathElementLimit.maxElements else {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "GraphicsContext.clip(to:): a path of \(path.elements.count) elements, "
        + "more than RenderLimits.maxPathElements (\(PathElementLimit.maxElements)); the clip is not applied. Build the path from fewer elements"))
      return
    }
    if let point = path.firstNonFinitePoint {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "GraphicsContext.clip(to:): the path has a point at "
        + "(\(NumberText.describe(Double(point.x))), \(NumberText.describe(Double(point.y)))), not a finite position; such "
        + "coordinates are taken as 0. Give the clip path finite coordinates"))
    }
    let placed = path.applying(transform)
    guard options.contains(.inverse) else {
      clips.append(ClipRegion(path: placed, style: style))
      return
    }
    // Outside the path: a box well past the canvas with the path cut out of it (even-odd).
    var outside = Path(CGRect(x: -size.width, y: -size.height, width: 3 * size.width, height: 3 * size.height))
    outside.addPath(placed)
    clips.append(ClipRegion(path: outside, style: FillStyle(eoFill: true), isInverse: true))
  }

  /// Adds a clip drawn by `content` in a new layer: later drawing shows where the layer is opaque, its alpha
  /// multiplied by `opacity` (where it is clear, with `.inverse`). The layer has this context's transform, symbols and
  /// environment, as `drawLayer(content:)`'s has.
  public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                   content: (inout GraphicsContext) throws -> Void) rethrows {
    guard clips.count < Self.maxEffects else { return Self.reportTooMany("clips", "clipToLayer(opacity:options:content:)") }
    guard layerDepth < Self.maxLayerDepth else {
      ResolveIssues.report(ResolveIssue(.beyondLimit, "GraphicsContext.clipToLayer is nested more than \(Self.maxLayerDepth) "
        + "layers deep (GraphicsContext.maxLayerDepth), so its content was not run and the clip is not applied. Nest fewer layers"))
      return
    }
    var amount = opacity
    if !amount.isFinite || amount < 0 || amount > 1 {
      amount = amount.isNaN ? 1 : min(max(amount, 0), 1)
      ResolveIssues.report(ResolveIssue(.invalidNumber, "GraphicsContext.clipToLayer(opacity: \(NumberText.describe(opacity))): "
        + "an opacity is a number from 0 to 1; the layer's alpha is multiplied by \(NumberText.describe(amount))"))
    }
    var layer = newLayer()
    try content(&layer)
    let box = size
    let drawing = Self.stacked(layer.operations).opacity(amount)
    let mask = options.contains(.inverse)
      // 1 − alpha: an opaque box with the layer cut out of it.
      ? AnyView(Color.black.frame(width: box.width, height: box.height)
        .overlay(alignment: .topLeading) { drawing.frame(width: box.width, height: box.height, alignment: .topLeading).blendMode(.destinationOut) }
        .compositingGroup())
      : AnyView(drawing.frame(width: box.width, height: box.height, alignment: .topLeading))
    clips.append(ClipRegion(path: Path(), style: FillStyle(), isInverse: options.contains(.inverse), mask: mask))
  }

  /// The bounding box of the current clip in the context's user space: the canvas's box cut by every path clip's
  /// bounds (an inverse clip and a layer clip do not shrink it).
  public var clipBoundingRect: CGRect {
    var box = CGRect(origin: .zero, size: size)
    for clip in clips where !clip.isInverse && clip.mask == nil { box = box.checkedIntersection(clip.path.boundingRect) }
    if box.isNull { return .zero }
    let inverse = transform.inverted()
    return box.applying(inverse)
  }
}
