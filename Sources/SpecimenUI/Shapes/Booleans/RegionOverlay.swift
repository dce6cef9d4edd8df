import Foundation

/// Set operations on the regions that flattened outlines fill, computed with GEOS.
///
/// A path's region under a fill rule is built the general way: every subpath (closed back to its
/// start, as Core Graphics fills it) is noded against every other, the noded lines are polygonized
/// into faces, and a face is kept when the outlines wind around a point inside it a non-zero (or,
/// with `eoFill`, an odd) number of times. The kept faces are merged into one region, which GEOS
/// then intersects, subtracts or unites with the other path's region. The result's outer rings
/// turn clockwise on screen and its holes the other way, so it fills the same under either rule.
enum RegionOverlay {
  /// The operation between two regions.
  enum Operation { case union, intersection, subtraction, symmetricDifference }

  /// Why an operation has no result.
  enum Failure: Error, Equatable {
    /// GEOS is not installed.
    case libraryMissing
    /// The outlines have more points than `maxPoints` once flattened.
    case tooManyPoints(Int)
    /// The outlines cross one another more than `maxCrossings` times.
    case tooManyCrossings
    /// GEOS could not compute the result (it reports no reason through the C API).
    case failed
    /// The pass's set operations have already done `maxStepsPerPass` steps.
    case overBudget
  }

  /// The most flattened points both outlines may have together. A circle 400 pt across flattens to
  /// about 220 points, so design-system shapes stay far below it; it also bounds the crossing count's
  /// comparisons (at most about 12.5 million).
  static let maxPoints = 5_000
  /// The most times the outlines may cross themselves and each other. Two overlapping circles cross
  /// twice; each crossing can add a face to rebuild and classify.
  static let maxCrossings = 2_000
  /// The most steps the set operations of one resolve, layout or paint pass may take together: a step is a
  /// flattened point checked, or a face of a region tested against one outline point. One operation is bounded by
  /// `maxPoints`, but a chain of them is not: 10 000 subtractions of small squares from one path grew it to 5 000
  /// points and classified a thousand faces against them each time, which ran for over ten minutes. A screen of
  /// hundreds of combined circles takes a few hundred thousand steps, so the budget is ten times that (it was 20 000 000
  /// until reaching it cost a debug build 14 s of CPU per pass: no screen needs that headroom).
  static let maxStepsPerPass = 4_000_000

  /// Charges `steps` to the pass in progress (outside one, nothing is counted); throws once the pass is over budget.
  static func spend(_ steps: Int) throws(Failure) {
    guard let sink = ResolveIssues.sink, sink.addSetOperationSteps(steps) > maxStepsPerPass else { return }
    throw .overBudget
  }

  /// The rings filling `op` of the regions of `a` and `b`.
  static func combine(_ a: [FlatSubpath], _ b: [FlatSubpath], evenOdd: Bool, _ op: Operation) throws(Failure) -> [[CGPoint]] {
    try checkSize(a + b, closing: { _ in true })
    let session = try Session()
    defer { session.close() }
    let first = try session.region(of: a, evenOdd: evenOdd)
    let second = try session.region(of: b, evenOdd: evenOdd)
    let result = try session.combine(first, second, op)
    return session.rings(of: result)
  }

  /// The rings filling the region of `a` alone: no crossings, outer rings clockwise on screen.
  static func normalize(_ a: [FlatSubpath], evenOdd: Bool) throws(Failure) -> [[CGPoint]] {
    try checkSize(a, closing: { _ in true })
    let session = try Session()
    defer { session.close() }
    return session.rings(of: try session.region(of: a, evenOdd: evenOdd))
  }

  /// The parts of `lines` inside (or, when `inside` is false, outside) the region of `region`.
  ///
  /// As Core Graphics documents it: a clipped subpath becomes open subpaths, and a closed subpath the
  /// region's edge does not cut stays closed.
  static func clip(lines: [FlatSubpath], to region: [FlatSubpath], evenOdd: Bool, inside: Bool) throws(Failure) -> [FlatSubpath] {
    // The lines close only where their subpath does; the region's outlines always close.
    let regionSubpaths = region.map { FlatSubpath(points: $0.points, closed: true) }
    try checkSize(regionSubpaths + lines, closing: \.closed)
    let session = try Session()
    defer { session.close() }
    let area = try session.region(of: region, evenOdd: evenOdd)
    var result: [FlatSubpath] = []
    for line in lines where line.points.count > 1 {
      let polyline = line.points + (line.closed ? [line.points[0]] : [])
      let geometry = try session.lineString(polyline)
      let kept = try session.combine(geometry, area, inside ? .intersection : .subtraction)
      let merged = try session.owned(session.functions.lineMerge(session.handle, kept))
      let pieces = session.lines(of: merged)
      let length = Path.length(of: polyline)
      if line.closed, pieces.count == 1, abs(Path.length(of: pieces[0]) - length) <= length * 1e-9 {
        result.append(line)
      } else {
        result += pieces.map { FlatSubpath(points: $0, closed: false) }
      }
    }
    return result
  }

  /// Throws when the subpaths have too many points, or cross too often, to combine.
  private static func checkSize(_ subpaths: [FlatSubpath], closing: (FlatSubpath) -> Bool) throws(Failure) {
    let points = subpaths.reduce(0) { $0 + $1.points.count }
    try spend(points)
    guard points <= maxPoints else { throw .tooManyPoints(points) }
    guard !SegmentCrossings.exceed(maxCrossings, in: subpaths, closing: closing) else { throw .tooManyCrossings }
  }

  /// One GEOS context and the geometries made in it, destroyed together by `close()`.
  final class Session {
    let functions: GEOSLibrary.Functions
    let handle: GEOSLibrary.Handle
    private var made: [GEOSLibrary.Geometry] = []

    init() throws(Failure) {
      guard let functions = GEOSLibrary.functions else { throw .libraryMissing }
      guard let handle = functions.initialize() else { throw .failed }
      self.functions = functions
      self.handle = handle
    }

    func close() {
      for geometry in made { functions.destroy(handle, geometry) }
      functions.finish(handle)
    }

    /// Keeps `geometry` (a new one GEOS returned) to destroy with the session.
    func owned(_ geometry: GEOSLibrary.Geometry?) throws(Failure) -> GEOSLibrary.Geometry {
      guard let geometry else { throw .failed }
      made.append(geometry)
      return geometry
    }

    /// A line string through `points`, not owned (a collection made from it takes it over).
    private func freeLineString(_ points: [CGPoint]) throws(Failure) -> GEOSLibrary.Geometry {
      guard let sequence = functions.createSequence(handle, UInt32(points.count), 2) else { throw .failed }
      for (index, point) in points.enumerated() {
        _ = functions.setXY(handle, sequence, UInt32(index), Double(point.x), Double(point.y))
      }
      guard let line = functions.createLineString(handle, sequence) else { throw .failed }
      return line
    }

    func lineString(_ points: [CGPoint]) throws(Failure) -> GEOSLibrary.Geometry {
      try owned(freeLineString(points))
    }

    /// A collection of `type` taking over `parts`.
    private func collection(_ type: GEOSLibrary.TypeID, _ parts: [GEOSLibrary.Geometry]) throws(Failure) -> GEOSLibrary.Geometry {
      if parts.isEmpty { return try owned(functions.createEmptyCollection(handle, type.rawValue)) }
      var slots: [GEOSLibrary.Geometry?] = parts
      let made = slots.withUnsafeMutableBufferPointer { functions.createCollection(handle, type.rawValue, $0.baseAddress, UInt32(parts.count)) }
      return try owned(made)
    }

    /// The region the subpaths fill (each closed back to its start) under the non-zero or even-odd rule.
    func region(of subpaths: [FlatSubpath], evenOdd: Bool) throws(Failure) -> GEOSLibrary.Geometry {
      let rings = subpaths.map(\.points).filter { $0.count > 2 }
      var lines: [GEOSLibrary.Geometry] = []
      for ring in rings { lines.append(try freeLineString(ring + [ring[0]])) }
      let noded = try owned(functions.unaryUnion(handle, try collection(.multiLineString, lines)))
      let faces = try owned(withUnsafePointer(to: Optional(noded)) { functions.polygonize(handle, $0, 1) })
      var kept: [GEOSLibrary.Geometry] = []
      let faceCount = max(0, functions.count(handle, faces))
      try RegionOverlay.spend(Int(faceCount) * rings.reduce(0) { $0 + $1.count })
      for index in 0..<faceCount {
        guard let face = functions.part(handle, faces, index) else { throw .failed }
        let inner = try owned(functions.pointOnSurface(handle, face))
        var x = 0.0, y = 0.0
        guard functions.getX(handle, inner, &x) == 1, functions.getY(handle, inner, &y) == 1 else { continue }
        let winding = FlatSubpath.winding(of: CGPoint(x: x, y: y), rings: rings)
        guard evenOdd ? winding % 2 != 0 : winding != 0 else { continue }
        guard let copy = functions.clone(handle, face) else { throw .failed }
        kept.append(copy)
      }
      return try owned(functions.unaryUnion(handle, try collection(.multiPolygon, kept)))
    }

    func combine(_ a: GEOSLibrary.Geometry, _ b: GEOSLibrary.Geometry, _ op: Operation) throws(Failure) -> GEOSLibrary.Geometry {
      switch op {
      case .union: try owned(functions.union(handle, a, b))
      case .intersection: try owned(functions.intersection(handle, a, b))
      case .subtraction: try owned(functions.difference(handle, a, b))
      case .symmetricDifference: try owned(functions.symmetricDifference(handle, a, b))
      }
    }

    /// The points of a line string or ring, in order.
    func points(of geometry: GEOSLibrary.Geometry) -> [CGPoint] {
      guard let sequence = functions.sequence(handle, geometry) else { return [] }
      var size: UInt32 = 0
      guard functions.sequenceSize(handle, sequence, &size) == 1 else { return [] }
      var points: [CGPoint] = []
      points.reserveCapacity(Int(size))
      for index in 0..<size {
        var x = 0.0, y = 0.0
        if functions.getXY(handle, sequence, index, &x, &y) == 1 { points.append(CGPoint(x: x, y: y)) }
      }
      return points
    }

    /// The parts of a geometry and of the collections inside it, depth first.
    private func leaves(of geometry: GEOSLibrary.Geometry) -> [GEOSLibrary.Geometry] {
      switch GEOSLibrary.TypeID(rawValue: functions.typeID(handle, geometry)) {
      case .multiPoint, .multiLineString, .multiPolygon, .collection:
        (0..<max(0, functions.count(handle, geometry))).flatMap { index in
          functions.part(handle, geometry, index).map(leaves(of:)) ?? []
        }
      default: [geometry]
      }
    }

    /// The rings of the polygons in `geometry` (lines and points are left out): each outer ring
    /// clockwise on screen, each hole the other way, without the repeated closing point.
    func rings(of geometry: GEOSLibrary.Geometry) -> [[CGPoint]] {
      var result: [[CGPoint]] = []
      func add(_ ring: GEOSLibrary.Geometry?, outer: Bool) {
        guard let ring else { return }
        var points = points(of: ring)
        if points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count > 2 else { return }
        let area = FlatSubpath.twiceSignedArea(points)
        if (area < 0) == outer { points.reverse() }
        result.append(points)
      }
      for leaf in leaves(of: geometry) where functions.typeID(handle, leaf) == GEOSLibrary.TypeID.polygon.rawValue {
        add(functions.exteriorRing(handle, leaf), outer: true)
        for index in 0..<max(0, functions.interiorRingCount(handle, leaf)) {
          add(functions.interiorRing(handle, leaf, index), outer: false)
        }
      }
      return result
    }

    /// The line strings in `geometry` (polygons and points are left out).
    func lines(of geometry: GEOSLibrary.Geometry) -> [[CGPoint]] {
      leaves(of: geometry).compactMap { leaf in
        functions.typeID(handle, leaf) == GEOSLibrary.TypeID.lineString.rawValue ? points(of: leaf) : nil
      }.filter { $0.count > 1 }
    }
  }
}
