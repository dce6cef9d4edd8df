import Foundation

// Core Graphics' transform, line and path calls on a `CGContext`. Points are transformed by the current
// transform when they are added, as Core Graphics builds its path in device space.
extension CGContext {
  /// The current transform (user space to the context's base space).
  public var ctm: CGAffineTransform { state.transform }
  /// Rotates the user space by `angle` radians.
  public func rotate(by angle: CGFloat) {
    guard angle.isFinite else { return }
    state.transform = CGAffineTransform(rotationAngle: angle).concatenating(state.transform)
  }
  /// Multiplies the current transform by `transform`.
  public func concatenate(_ transform: CGAffineTransform) {
    guard transform.hasFiniteEntries else { return }
    state.transform = transform.concatenating(state.transform)
  }

  /// Sets how the ends of stroked lines are drawn.
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  /// Sets how stroked lines are joined.
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
  /// Sets the miter limit of joins.
  public func setMiterLimit(_ limit: CGFloat) {
    if !limit.isFinite {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CGContext.setMiterLimit(\(NumberText.describe(Double(limit)))) is not a finite "
        + "number; joins are mitred with the default limit, 10. Give a finite miter limit"))
    }
    state.miterLimit = limit.isFinite ? max(0, limit) : 10
  }
  /// Sets the dash pattern of strokes (an empty array: solid lines). A pattern with a negative or non-finite length,
  /// or of lengths that are all 0, is named and left unset, as Core Graphics refuses it ("invalid dash array"); a phase
  /// that is not finite is named and taken as 0.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    if !phase.isFinite {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CGContext.setLineDash(phase: \(NumberText.describe(Double(phase))), "
        + "lengths:): the phase is not a finite length; taken as 0"))
    }
    let refusal: String? = if let bad = lengths.first(where: { !($0.isFinite && $0 >= 0) }) {
      "has the length \(NumberText.describe(Double(bad))), and lengths are finite and 0 or more"
    } else if !lengths.isEmpty && lengths.allSatisfy({ $0 == 0 }) {
      "has only lengths of 0, so no dash would ever end"
    } else { nil }
    if let refusal {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CGContext.setLineDash(phase:lengths:): the pattern "
        + "[\(lengths.prefix(8).map { NumberText.describe(Double($0)) }.joined(separator: ", "))\(lengths.count > 8 ? ", …" : "")] "
        + "\(refusal); Core Graphics refuses it (\"invalid dash array\") and keeps the pattern it had. Give lengths of 0 or more, "
        + "not all 0"))
      return
    }
    state.dashPhase = phase.isFinite ? phase : 0
    state.dashes = lengths
  }
  /// Sets the blend mode (kept; drawing composites normally).
  public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
  /// Turns antialiasing on or off (kept).
  public func setShouldAntialias(_ shouldAntialias: Bool) {}
  /// Allows antialiasing or not (kept).
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
  /// Sets a shadow (kept; not drawn).
  public func setShadow(offset: CGSize, blur: CGFloat) {}
  /// Sets a shadow of `color` (kept; not drawn).
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}

  /// Empties the current path.
  public func beginPath() { currentPath = Path() }
  /// Starts a subpath at `point`.
  public func move(to point: CGPoint) { currentPath.move(to: point.applying(state.transform)) }
  /// Adds a line to `point`.
  public func addLine(to point: CGPoint) { currentPath.addLine(to: point.applying(state.transform)) }
  /// Adds lines through `points`, starting a subpath at the first.
  public func addLines(between points: [CGPoint]) { currentPath.addLines(points.map { $0.applying(state.transform) }) }
  /// Adds a cubic curve to `end`.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    let t = state.transform
    currentPath.addCurve(to: end.applying(t), control1: control1.applying(t), control2: control2.applying(t))
  }
  /// Adds a quadratic curve to `end`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    currentPath.addQuadCurve(to: end.applying(state.transform), control: control.applying(state.transform))
  }
  /// Closes the current subpath.
  public func closePath() { currentPath.closeSubpath() }
  /// Adds a rectangle as a closed subpath.
  public func addRect(_ rect: CGRect) { currentPath.addPath(Path(rect).applying(state.transform)) }
  /// Adds rectangles as closed subpaths.
  public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
  /// Adds the ellipse inside `rect`.
  public func addEllipse(in rect: CGRect) { currentPath.addPath(Path(ellipseIn: rect).applying(state.transform)) }
  /// Adds an arc of a circle.
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    var arc = Path()
    if let start = currentPath.currentPoint { arc.move(to: start.applying(state.transform.inverted())) }
    arc.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
               clockwise: clockwise)
    appendUserPath(arc, continuing: true)
  }
  /// Adds an arc tangent to two lines from the current point.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    var arc = Path()
    if let start = currentPath.currentPoint { arc.move(to: start.applying(state.transform.inverted())) }
    arc.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    appendUserPath(arc, continuing: true)
  }
  /// Adds `path` (in the current user space).
  public func addPath(_ path: CGPath) { appendUserPath(Path(path), continuing: false) }
  /// Whether the current path is empty.
  public var isPathEmpty: Bool { currentPath.isEmpty }
  /// The bounds of the current path, in the current user space.
  public var boundingBoxOfPath: CGRect { currentPath.applying(state.transform.inverted()).boundingRect }
  /// The current point of the path, in the current user space (`.zero` when there is none).
  public var currentPointOfPath: CGPoint { currentPath.currentPoint?.applying(state.transform.inverted()) ?? .zero }
  /// The current path, in the current user space (nil when it is empty).
  public var path: CGPath? { currentPath.isEmpty ? nil : CGPath(storage: currentPath.applying(state.transform.inverted())) }
  /// Replaces the current path with the outline its stroke would paint.
  public func replacePathWithStrokedPath() { currentPath = currentPath.strokedPath(strokeStyle) }

  /// Strokes a line between each pair of points (the first and second, the third and fourth, …).
  public func strokeLineSegments(between points: [CGPoint]) {
    var lines = Path()
    var index = 0
    while index + 1 < points.count {
      lines.move(to: points[index].applying(state.transform))
      lines.addLine(to: points[index + 1].applying(state.transform))
      index += 2
    }
    let saved = currentPath
    currentPath = lines
    strokePath()
    currentPath = saved
  }

  /// `path` in the current user space, added to the current path; when `continuing` and a subpath is open, the
  /// path's first point is not a new subpath (an arc's lead-in line continues the current one, as in Core Graphics).
  private func appendUserPath(_ path: Path, continuing: Bool) {
    let t = state.transform
    var skipsMove = continuing && currentPath.currentPoint != nil
    path.forEach { element in
      switch element {
      case .move(let point):
        if skipsMove { skipsMove = false; return }
        currentPath.move(to: point.applying(t))
      case .line(let point): currentPath.addLine(to: point.applying(t))
      case .quadCurve(let point, let control): currentPath.addQuadCurve(to: point.applying(t), control: control.applying(t))
      case .curve(let point, let control1, let control2):
        currentPath.addCurve(to: point.applying(t), control1: control1.applying(t), control2: control2.applying(t))
      case .closeSubpath: currentPath.closeSubpath()
      }
      skipsMove = false
    }
  }
}
