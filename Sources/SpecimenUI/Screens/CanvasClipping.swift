import Foundation

/// A clip region of a canvas: a path in canvas coordinates and the rule that fills it.
struct ClipRegion {
  let path: Path
  let style: FillStyle
  /// Whether the region is everything outside the path the code gave (`.inverse`).
  var isInverse = false
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

  /// The bounding box of the current clip in the context's user space: the canvas's box cut by every clip's
  /// bounds (an inverse clip does not shrink it).
  public var clipBoundingRect: CGRect {
    var box = CGRect(origin: .zero, size: size)
    for clip in clips where !clip.isInverse { box = box.intersection(clip.path.boundingRect) }
    if box.isNull { return .zero }
    let inverse = transform.inverted()
    return box.applying(inverse)
  }
}
