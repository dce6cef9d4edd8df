import Foundation

extension CGContext {
  /// Paints a gradient varying along the line from `start` to `end` (in user space), inside the clip: between the
  /// lines through the two points at right angles to it, and beyond them with the end colours when `options` say.
  /// A point that is not finite is named and nothing is drawn; equal points draw nothing, as in Core Graphics.
  public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions) {
    guard Self.finite("drawLinearGradient", [("start", startPoint.x), ("start", startPoint.y), ("end", endPoint.x), ("end", endPoint.y)]) else { return }
    paintGradient(gradient, .linear(start: startPoint, end: endPoint), options: options)
  }

  /// Paints a gradient varying from the circle at `startCenter` of `startRadius` to the circle at `endCenter` of
  /// `endRadius` (in user space), inside the clip, and beyond them with the end colours when `options` say. A number
  /// that is not finite, or a negative radius, is named and nothing is drawn.
  public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                                 options: CGGradientDrawingOptions) {
    guard Self.finite("drawRadialGradient", [("startCenter", startCenter.x), ("startCenter", startCenter.y), ("startRadius", startRadius),
                                             ("endCenter", endCenter.x), ("endCenter", endCenter.y), ("endRadius", endRadius)]) else { return }
    guard startRadius >= 0, endRadius >= 0 else {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CGContext.drawRadialGradient: a radius (\(NumberText.describe(Double(startRadius))), "
        + "\(NumberText.describe(Double(endRadius)))) is negative, so the gradient is not drawn. Give radii of 0 or more"))
      return
    }
    paintGradient(gradient, .radial(startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius), options: options)
  }

  /// Whether every named number of a gradient call is finite; the first that is not is reported.
  private static func finite(_ method: String, _ values: [(String, CGFloat)]) -> Bool {
    guard let (name, value) = values.first(where: { !$0.1.isFinite }) else { return true }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "CGContext.\(method): \(name) has \(NumberText.describe(Double(value))), which is not a "
      + "finite number, so the gradient is not drawn. Give finite points and radii"))
    return false
  }
}

extension GradientGeometry {
  /// Farther than any view reaches (10 000 pt): the extent of a gradient region drawn "beyond its ends".
  private static let reach: CGFloat = 20_000

  /// The region a canvas fills with this gradient's shading, in user space: the band between the ends (or past
  /// them, by `options`) for a linear gradient; for a radial one, the ring between the two circles with the inner disc
  /// and the outside added by `options` (the circles are taken around the end centre).
  func region(options: CGGradientDrawingOptions) -> Path {
    let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
    switch self {
    case let .linear(start, end):
      let dx = end.x - start.x, dy = end.y - start.y, length = (dx * dx + dy * dy).squareRoot()
      guard length > 0 else { return Path() }
      let ux = dx / length, uy = dy / length, reach = Self.reach
      let from = before ? -reach : 0, to = after ? length + reach : length
      func point(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
        CGPoint(x: start.x + ux * along - uy * across, y: start.y + uy * along + ux * across)
      }
      var path = Path()
      path.addLines([point(from, -reach), point(to, -reach), point(to, reach), point(from, reach)])
      path.closeSubpath()
      return path
    case let .radial(_, r0, c1, r1):
      let inner = min(r0, r1), outer = max(r0, r1)
      let innerPainted = r0 < r1 ? before : after, outerPainted = r0 < r1 ? after : before
      var path = outerPainted
        ? Path(CGRect(x: c1.x - Self.reach, y: c1.y - Self.reach, width: 2 * Self.reach, height: 2 * Self.reach))
        : Path(ellipseIn: CGRect(x: c1.x - outer, y: c1.y - outer, width: 2 * outer, height: 2 * outer))
      if !innerPainted, inner > 0 { path.addEllipse(in: CGRect(x: c1.x - inner, y: c1.y - inner, width: 2 * inner, height: 2 * inner)) }
      return path
    }
  }

  /// The gradient's shading for a canvas.
  func shading(_ gradient: CGGradient) -> GraphicsContext.Shading {
    switch self {
    case let .linear(start, end): .linearGradient(gradient.gradient, startPoint: start, endPoint: end)
    case let .radial(_, r0, c1, r1): .radialGradient(gradient.gradient, center: c1, startRadius: r0, endRadius: r1)
    }
  }
}
