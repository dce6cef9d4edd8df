import Foundation

nonisolated extension Path {
  /// The outline of this path stroked with `style`, as a path to fill (SwiftUI's `strokedPath(_:)`).
  ///
  /// Filled with the default non-zero rule it covers what `stroke(style:)` covers: each segment's
  /// band, the joins and caps, dashes cut first. Curves are flattened into lines, as `trimmedPath`
  /// does. A zero line width strokes nothing; a NaN, infinite or negative one strokes nothing and is reported.
  public func strokedPath(_ style: StrokeStyle) -> Path { StrokeOutline.outline(of: self, style: style) }
}

extension CGPath {
  /// A path outlining this one stroked as given (CoreGraphics' `copy(strokingWithWidth:…)`).
  public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                   transform: CGAffineTransform = .identity) -> CGPath {
    let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
    let outline = StrokeOutline.outline(of: storage, style: style, caller: "CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)")
    return CGPath(storage: outline.applying(transform))
  }

  /// The dashes of this path as open subpaths (CoreGraphics' `copy(dashingWithPhase:lengths:transform:)`).
  public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
    var path = Path()
    for line in StrokeOutline.dashed(StrokeOutline.polylines(of: storage), pattern: lengths, phase: phase) {
      path.addLines(line.points)
      if line.closed { path.closeSubpath() }
    }
    return CGPath(storage: path.applying(transform))
  }
}

/// Builds the fillable outline of a stroke: a band per segment, a wedge or disc per join, a cap
/// per open end, every piece wound the same way so the non-zero fill is their union.
nonisolated enum StrokeOutline {
  /// The flattened points a path may have before it strokes nothing: the outline has about nine elements a point,
  /// so a longer one is past `PathElementLimit.maxElements` and could not be drawn, and outlining 900 000 points
  /// took 22 s and 680 MB (debug) for nothing.
  static let maxPoints = 20_000

  /// The empty outline of a path too long to outline, reported (to the resolve pass or layout in progress).
  static func tooLong(_ size: String, caller: String) -> Path {
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(caller): the path has \(size), more than StrokeOutline.maxPoints "
      + "(\(maxPoints)); its outline (about nine elements a point) could not be drawn, so it is empty. Stroke the path with "
      + ".stroke(style:) instead, or build it from fewer points"))
    return Path()
  }
  /// The dashes a stroke may be cut into; a finer pattern strokes solid (its dashes are below a
  /// pixel long anywhere this many would fit on a canvas).
  static let maxDashes = 50_000

  /// One subpath as points; a closed one does not repeat its first point at the end.
  struct Polyline: Equatable {
    var points: [CGPoint]
    var closed: Bool
  }

  /// The outline of `path` stroked with `style`; what cannot be honoured is reported naming `caller`.
  static func outline(of path: Path, style: StrokeStyle, caller: String = "Path.strokedPath(_:)") -> Path {
    var style = style
    let width = style.lineWidth
    guard width.isFinite, width >= 0 else {
      // CoreGraphics outlines nothing for such a width, and SwiftUI's stroke of it draws nothing.
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(caller): a line width of \(NumberText.describe(Double(width))) is not a "
        + "finite width ≥ 0, so the outline is empty and nothing is drawn. Give StrokeStyle(lineWidth:) a finite width ≥ 0"))
      return Path()
    }
    guard width > 0 else { return Path() }
    if style.miterLimit.isNaN {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(caller): a miter limit of nan is not a number; miter joins are outlined with "
        + "the default limit 10. Give StrokeStyle(miterLimit:) a number ≥ 1"))
      style.miterLimit = 10
    }
    guard path.elements.count <= maxPoints else { return tooLong("\(path.elements.count) elements", caller: caller) }
    var lines = polylines(of: path)
    let points = lines.reduce(0) { $0 + $1.points.count }
    guard points <= maxPoints else { return tooLong("\(points) points once its curves are flattened", caller: caller) }
    if !style.dash.isEmpty {
      if let bad = style.dash.first(where: { !$0.isFinite || $0 < 0 }) {
        ResolveIssues.report(ResolveIssue(.invalidNumber, "\(caller): a dash length of \(NumberText.describe(Double(bad))) is not a "
          + "finite length ≥ 0; the line is outlined solid. Give StrokeStyle(dash:) finite lengths ≥ 0"))
      } else if !style.dash.contains(where: { $0 > 0 }) {
        // As a stroke with such a dash says (round 26): silent before.
        ResolveIssues.report(ResolveIssue(.invalidNumber, "\(caller): a dash of only lengths of 0 would never end a dash; the line is outlined "
          + "solid, as Core Graphics strokes it. Give StrokeStyle(dash:) at least one length above 0, or no dash"))
      } else if !style.dashPhase.isFinite {
        ResolveIssues.report(ResolveIssue(.invalidNumber, "\(caller): a dash phase of \(NumberText.describe(Double(style.dashPhase))) is "
          + "not finite; the dashes start at phase 0. Give StrokeStyle(dashPhase:) a finite length"))
      }
      lines = dashed(lines, pattern: style.dash, phase: style.dashPhase)
    }
    var builder = Builder(half: width / 2, style: style)
    for line in lines { builder.add(line) }
    return builder.path
  }

  /// Each subpath with curves flattened (24 lines a curve), repeated points dropped; subpaths with a
  /// non-finite point are left out, a lone `move(to:)` draws nothing.
  static func polylines(of path: Path) -> [Polyline] {
    var result: [Polyline] = []
    var current: [CGPoint] = []
    var drew = false
    var finite = true
    func append(_ p: CGPoint) {
      guard p.x.isFinite, p.y.isFinite else { finite = false; return }
      if let last = current.last, hypot(p.x - last.x, p.y - last.y) < 1e-9 { return }
      current.append(p)
    }
    func finish(closed: Bool) {
      if drew, finite, !current.isEmpty {
        var points = current
        if closed, points.count > 1, let first = points.first, let last = points.last,
           hypot(last.x - first.x, last.y - first.y) < 1e-9 { points.removeLast() }
        result.append(Polyline(points: points, closed: closed && points.count > 2))
      }
      current = []; drew = false; finite = true
    }
    for element in path.elements {
      let last = current.last ?? .zero
      switch element {
      case .move(let p):
        finish(closed: false)
        append(p)
      case .line(let p):
        if current.isEmpty { append(last) }
        drew = true
        append(p)
      case .quadCurve, .curve:
        drew = true
        for point in Path.curvePoints(element, from: last) { append(point) }
      case .closeSubpath:
        let start = current.first
        finish(closed: true)
        // Drawing after a close starts again from the subpath's first point, as CoreGraphics does.
        if let start { current = [start] }
      }
    }
    finish(closed: false)
    return result
  }

  /// The "on" stretches of `pattern` (on, off, on, …, lengths in points) laid along each polyline
  /// from `phase`. A pattern with a negative or non-finite length, or adding up to 0, leaves the
  /// lines whole, and so does one that would cut them into more than `maxDashes` dashes.
  static func dashed(_ lines: [Polyline], pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
    guard pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return lines }
    let period = pattern.reduce(0, +) * (pattern.count.isMultiple(of: 2) ? 1 : 2)
    guard period > 0 else { return lines }
    // An odd pattern repeats with on and off swapped, as CoreGraphics does.
    let lengths = pattern.count.isMultiple(of: 2) ? pattern : pattern + pattern
    let total = lines.reduce(CGFloat(0)) { sum, line in
      let points = line.closed ? line.points + [line.points[0]] : line.points
      return sum + Path.length(of: points)
    }
    guard total / period * CGFloat(lengths.count) <= CGFloat(maxDashes) else { return lines }
    var result: [Polyline] = []
    for line in lines {
      let points = line.closed ? line.points + [line.points[0]] : line.points
      // Where in the pattern the line starts: the phase, reduced into one period.
      var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
      if offset < 0 { offset += period }
      var index = 0
      while offset >= lengths[index] { offset -= lengths[index]; index = (index + 1) % lengths.count }
      var remaining = lengths[index] - offset
      var on = index.isMultiple(of: 2)
      var dash: [CGPoint] = on ? [points[0]] : []
      for (a, b) in zip(points, points.dropFirst()) {
        var start = a
        var left = hypot(b.x - a.x, b.y - a.y)
        while left > 0 {
          let step = min(left, remaining)
          let t = step / left
          let end = CGPoint(x: start.x + (b.x - start.x) * t, y: start.y + (b.y - start.y) * t)
          if on { dash.append(end) }
          left -= step; remaining -= step; start = end
          if remaining <= 0 {
            if on, dash.count > 1 { result.append(Polyline(points: dash, closed: false)) }
            index = (index + 1) % lengths.count
            remaining = lengths[index]
            on = index.isMultiple(of: 2)
            dash = on ? [end] : []
          }
        }
      }
      if on, dash.count > 1 { result.append(Polyline(points: dash, closed: false)) }
    }
    return result
  }

  /// Collects the outline's pieces.
  struct Builder {
    let half: CGFloat
    let style: StrokeStyle
    var path = Path()

    mutating func add(_ line: Polyline) {
      let points = line.points
      guard let first = points.first else { return }
      if points.count == 1 {
        // A zero-length subpath shows its caps only: a dot, or a square on the axes.
        switch style.lineCap {
        case .round: disc(at: first)
        case .square: polygon([CGPoint(x: first.x - half, y: first.y - half), CGPoint(x: first.x + half, y: first.y - half),
                               CGPoint(x: first.x + half, y: first.y + half), CGPoint(x: first.x - half, y: first.y + half)])
        case .butt: break
        }
        return
      }
      let ring = line.closed ? points + [first] : points
      var directions: [CGPoint] = []
      for (a, b) in zip(ring, ring.dropFirst()) {
        let d = Self.unit(b - a)
        directions.append(d)
        let n = Self.normal(d) * half
        polygon([a + n, b + n, b - n, a - n])
      }
      for i in 1..<directions.count { join(at: ring[i], from: directions[i - 1], to: directions[i]) }
      if line.closed {
        join(at: first, from: directions[directions.count - 1], to: directions[0])
      } else {
        cap(at: first, outward: directions[0] * -1)
        cap(at: ring[ring.count - 1], outward: directions[directions.count - 1])
      }
    }

    mutating func join(at p: CGPoint, from d0: CGPoint, to d1: CGPoint) {
      let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
      if abs(cross) < 1e-12, dot > 0 { return }
      if style.lineJoin == .round { disc(at: p); return }
      // The outer side is away from the turn.
      let side: CGFloat = cross > 0 ? -1 : 1
      let a = p + Self.normal(d0) * (half * side), b = p + Self.normal(d1) * (half * side)
      // Miter length over line width is 1 / sin(φ/2) for the angle φ between the segments, i.e.
      // 1 / cos(θ/2) for the turn θ; past the limit the join is bevelled.
      let cosHalfTurn = ((1 + dot) / 2).squareRoot()
      if style.lineJoin == .miter, cosHalfTurn > 1e-9, 1 / cosHalfTurn <= style.miterLimit {
        let bisector = Self.unit(Self.normal(d0) + Self.normal(d1))
        polygon([p, a, p + bisector * (side * half / cosHalfTurn), b])
      } else {
        polygon([p, a, b])
      }
    }

    mutating func cap(at p: CGPoint, outward d: CGPoint) {
      switch style.lineCap {
      case .butt: break
      case .round: disc(at: p)
      case .square:
        let n = Self.normal(d) * half, e = d * half
        polygon([p + n, p + n + e, p - n + e, p - n])
      }
    }

    mutating func disc(at p: CGPoint) {
      path.addEllipse(in: CGRect(x: p.x - half, y: p.y - half, width: half * 2, height: half * 2))
    }

    /// Adds a closed polygon wound like `addEllipse` (positive shoelace area); flat ones are left out.
    mutating func polygon(_ points: [CGPoint]) {
      var area: CGFloat = 0
      for (a, b) in zip(points, points.dropFirst() + [points[0]]) { area += a.x * b.y - b.x * a.y }
      guard area.isFinite, abs(area) > 1e-12 else { return }
      path.addLines(area > 0 ? points : points.reversed())
      path.closeSubpath()
    }

    static func unit(_ v: CGPoint) -> CGPoint {
      let length = hypot(v.x, v.y)
      return length > 0 ? CGPoint(x: v.x / length, y: v.y / length) : .zero
    }
    static func normal(_ d: CGPoint) -> CGPoint { CGPoint(x: -d.y, y: d.x) }
  }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }

/// The most elements a path may have to be drawn (`RenderLimits.maxPathElements` in SpecimenCairo, where it is
/// explained); `GraphicsContext` drops a longer path where it is given, before copying it.
package enum PathElementLimit {
  package static let maxElements = 100_000
}
