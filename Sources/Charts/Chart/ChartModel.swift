import Foundation

/// Everything a chart draws, computed from its marks and configuration before any size is known:
/// checked marks, both scales, stacked intervals and the series' styles.
struct ChartModel {
  /// Apple's default series colours, in the order Swift Charts hands them out (observed on iOS 18.3:
  /// blue, green, orange, purple, red, cyan, yellow, then again; Stack Overflow question 79405781).
  static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

  var marks: [MarkRecord] = []
  var x: ChartScale = .none
  var y: ChartScale = .none
  /// The value interval (along the value axis) of each bar and area mark after stacking, by mark index.
  var intervals: [Int: (Double, Double)] = [:]
  /// Bars drawn horizontally (x is the value axis).
  var horizontalBars = false
  /// Series named by `foregroundStyle(by:)`, in legend order.
  var series: [String] = []
  var seriesStyles: [String: AnyShapeStyle] = [:]
  /// Series named by `symbol(by:)`, in order.
  var symbolSeries: [String] = []
  /// Symbols that `chartSymbolScale` gave series, by name.
  var seriesSymbols: [String: BasicChartSymbolShape] = [:]
  /// Line styles that `chartLineStyleScale` gave the series named by `lineStyle(by:)`, by name.
  var seriesLineStyles: [String: StrokeStyle] = [:]
  /// Side-by-side groups named by `position(by:)`, in order.
  var positionGroups: [String] = []
  /// Dates plotted with a unit give their bars the unit's width (seconds).
  var xUnitSeconds: Double?
  var yUnitSeconds: Double?
  var isPie: Bool { !marks.isEmpty && marks.allSatisfy { $0.kind == .sector } }
  /// What was skipped, for the render's warnings.
  var warnings: [String] = []
  /// The sum of the sector angles before each mark (by mark index), and of all of them: summed once, not
  /// per sector (a pie of 10 000 sectors summed 10 000 angles for each: 35 s).
  var sectorAngleBefore: [Double] = []
  var sectorAngleTotal = 0.0
  /// Each category's place on the x and y scales, and each name's place among the symbol series and the
  /// `position(by:)` groups: looked up per mark, not searched for (10 000 categories or groups took seconds).
  var xCategoryIndex: [String: Int] = [:], yCategoryIndex: [String: Int] = [:]
  var symbolSeriesIndex: [String: Int] = [:], positionGroupIndex: [String: Int] = [:]

  /// A series or category name for a plotted value.
  static func name(of primitive: PlotPrimitive) -> String {
    switch primitive {
    case .category(let s): return s
    case .number(let v): return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    case .date(let d): return ISO8601DateFormatter().string(from: d)
    }
  }

  init(list: MarkList, configuration: ChartConfiguration, calendar: Calendar) {
    if list.dropped > 0 {
      warnings.append("Chart: \(list.dropped) marks past the limit of \(MarkList.limit) are not drawn; plot fewer points (aggregate or sample the data)")
    }
    if let problem = configuration.legendSpacingProblem { warnings.append(problem) }
    for var mark in list.marks where check(mark) {
      checkModifiers(&mark)
      marks.append(mark)
    }
    computeSeries(configuration)
    computeScales(configuration, calendar: calendar)
    var sum = 0.0
    sectorAngleBefore = marks.map { mark in
      defer { if mark.kind == .sector { sum += mark.angle ?? 0 } }
      return sum
    }
    sectorAngleTotal = sum
    if case .category(let names) = x { xCategoryIndex = Self.firstIndices(names) }
    if case .category(let names) = y { yCategoryIndex = Self.firstIndices(names) }
    symbolSeriesIndex = Self.firstIndices(symbolSeries)
    positionGroupIndex = Self.firstIndices(positionGroups)
  }

  /// Each name's first index in `names`.
  static func firstIndices(_ names: [String]) -> [String: Int] {
    Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The position (0…1 from the scale's start) of a value on the x or y scale (`ChartScale.fraction(of:)`,
  /// a category found by its index).
  func fraction(of primitive: PlotPrimitive, onX: Bool) -> Double? {
    let scale = onX ? x : y
    if case .category(let name) = primitive, case .category(let names) = scale {
      return (onX ? xCategoryIndex : yCategoryIndex)[name].map { (Double($0) + 0.5) / Double(names.count) }
    }
    return scale.fraction(of: primitive)
  }

  /// Whether a mark's numbers and dates are drawable; warns by name when not.
  private mutating func check(_ mark: MarkRecord) -> Bool {
    let entries = [("x", mark.x), ("y", mark.y), ("xStart", mark.xStart), ("xEnd", mark.xEnd), ("yStart", mark.yStart), ("yEnd", mark.yEnd)]
    for case let (name, entry?) in entries {
      let bad: String?
      switch entry.primitive {
      case .number(let v): bad = v.isFinite && abs(v) <= ChartScale.maxMagnitude ? nil : "\(v)"
      case .date(let d):
        let t = d.timeIntervalSinceReferenceDate
        bad = t.isFinite && abs(t) <= 1e13 ? nil : "a date \(t) s from 2001"
      case .category: bad = nil
      }
      if let bad {
        let label = entry.label.isEmpty ? "" : " (\"\(entry.label.prefix(40))\")"
        warnings.append("\(mark.kind.rawValue) \(name)\(label) is \(bad), not a finite value within ±1e300 (dates within ±1e13 s): the mark is skipped")
        return false
      }
    }
    if mark.kind == .sector {
      guard let angle = mark.angle, angle.isFinite, angle >= 0, angle <= ChartScale.maxMagnitude else {
        warnings.append("SectorMark angle (\"\(mark.x?.label.prefix(40) ?? "")\") is \(mark.angle.map { "\($0)" } ?? "not a number"): an angle must be a finite number ≥ 0; the sector is skipped")
        return false
      }
    }
    return true
  }

  /// A mark's own numbers checked where they enter the plot: a non-finite offset, corner radius, symbol size,
  /// angular inset, fixed start or end, or width, height or radius (`.fixed`, `.inset`, `.ratio`), a NaN opacity or
  /// `zIndex`, or an annotation spacing that is not finite, is named and drawn as if not given (a corner radius or symbol
  /// size below 0 too); a line style's unusable width draws no line; a sector whose inner radius passes its outer one is named.
  private mutating func checkModifiers(_ mark: inout MarkRecord) {
    let name = mark.kind.rawValue
    func report(_ what: String, _ value: CGFloat, _ drawn: String) {
      warnings.append("\(name) \(what) \(NumberText.describe(Double(value))) is not usable; \(drawn)")
    }
    let longest = LayoutArgumentCheck.longestLength
    let screen = LayoutArgumentCheck.beyondAnyScreen
    if !mark.offset.width.isFinite || !mark.offset.height.isFinite {
      report(".offset", mark.offset.width.isFinite ? mark.offset.height : mark.offset.width, "drawn without the offset (give a finite offset in points)")
      mark.offset = .zero
    } else if let far = [mark.offset.width, mark.offset.height].first(where: { abs($0) > longest }) {
      // Drawn where it was sent, as SwiftUI does: outside the plot, so the warning says why the mark is not seen.
      warnings.append("\(name) .offset \(NumberText.describe(Double(far))) is \(screen); the mark is drawn that far away, outside the plot. "
        + "Give an offset that fits on a screen")
    }
    if !mark.cornerRadius.isFinite || mark.cornerRadius < 0 {
      report(".cornerRadius", mark.cornerRadius, "drawn with square corners (give a radius ≥ 0 in points)")
      mark.cornerRadius = 0
    }
    if let size = mark.symbolSize, !size.isFinite || size < 0 {
      report(".symbolSize", size, "drawn at the default size (give an area ≥ 0 in square points)")
      mark.symbolSize = nil
    } else if let size = mark.symbolSize, size > longest * longest {
      // A symbol whose side is longer than any screen covers the plot with one colour.
      report(".symbolSize", size, "a symbol of that area is \(screen); drawn at the default size (give an area in square points, e.g. 100)")
      mark.symbolSize = nil
    }
    if let width = mark.lineStyle?.lineWidth, !width.isFinite || width < 0 {
      // As a view's stroke of such a width: nothing is drawn.
      report(".lineStyle lineWidth", width, "the line is not drawn (give StrokeStyle(lineWidth:) a finite width ≥ 0)")
      mark.lineStyle?.lineWidth = 0
    } else if let width = mark.lineStyle?.lineWidth, width > longest {
      // Cairo outlines nothing that wide: named here, by the modifier written, rather than by the stroke that draws it.
      report(".lineStyle lineWidth", width, "the width is \(screen), so the line is not drawn (give StrokeStyle(lineWidth:) a width that fits on a screen)")
      mark.lineStyle?.lineWidth = 0
    }
    if let style = mark.lineStyle, let bad = style.dash.first(where: { !($0.isFinite && $0 >= 0 && $0 <= longest) }) {
      report(".lineStyle dash", bad, "drawn as a solid line (give StrokeStyle(dash:) lengths from 0 to what fits on a screen)")
      mark.lineStyle?.dash = []
    }
    if let phase = mark.lineStyle?.dashPhase, !phase.isFinite {
      report(".lineStyle dashPhase", phase, "drawn with phase 0")
      mark.lineStyle?.dashPhase = 0
    }
    if case .cardinal(let tension) = mark.interpolation.kind, !tension.isFinite {
      report(".interpolationMethod(.cardinal(tension:))", tension, "drawn with tension 0 (give a tension from -1 to 1)")
      mark.interpolation = .cardinal
    }
    if mark.opacity.isNaN {
      // As a view's `.opacity(nan)`: drawn opaque, named by the mark rather than by the view that draws it.
      report(".opacity", mark.opacity, "drawn with opacity 1 (opacity is a number from 0 to 1)")
      mark.opacity = 1
    }
    if mark.zIndex.isNaN {
      // NaN orders before and after nothing, so the marks around it would be drawn in no defined order.
      report(".zIndex", mark.zIndex, "drawn at zIndex 0 (give a number; ±infinity draws first or last)")
      mark.zIndex = 0
    }
    checkAnnotations(&mark)
    if !mark.angularInset.isFinite {
      report("angularInset", mark.angularInset, "drawn without an inset")
      mark.angularInset = 0
    }
    func checked(_ dimension: inout MarkDimension, _ what: String) {
      guard let value = dimension.value else { return }
      if !value.isFinite || abs(value) > longest {
        report(what, value, value.isFinite ? "it is \(screen); drawn at the automatic \(what)" : "drawn at the automatic \(what)")
      } else if value < 0, !dimension.isInset {
        // A negative size or fraction of the band has no meaning (an inset past the band's edge does: a larger mark).
        report(what, value, "a size or ratio is at least 0; drawn at the automatic \(what)")
      } else {
        return
      }
      dimension = .automatic
    }
    checked(&mark.width, "width")
    checked(&mark.height, "height")
    checked(&mark.innerRadius, "innerRadius")
    checked(&mark.outerRadius, "outerRadius")
    func checked(_ ends: inout (start: CGFloat?, end: CGFloat?)?, _ axis: String) {
      guard let pair = ends else { return }
      for (end, value) in [("Start", pair.start), ("End", pair.end)] {
        if let value, !value.isFinite {
          report("\(axis)\(end)", value, "drawn from the plot's edge")
          if end == "Start" { ends?.start = nil } else { ends?.end = nil }
        }
      }
    }
    checked(&mark.fixedX, "x")
    checked(&mark.fixedY, "y")
    if mark.kind == .sector, let (inner, outer) = Self.innerPastOuter(mark) {
      warnings.append("SectorMark innerRadius \(inner) is larger than its outerRadius \(outer): the ring has no width, so the sector "
        + "is not drawn. Give an innerRadius smaller than the outerRadius")
    }
  }

  /// A sector's inner and outer radius as written, when the inner one is the larger whatever the plot's size (both fixed,
  /// both ratios, or a ratio past 1 inside the automatic outer radius, the whole radius).
  static func innerPastOuter(_ mark: MarkRecord) -> (String, String)? {
    switch (mark.innerRadius.kind, mark.outerRadius.kind) {
    case (.fixed(let inner), .fixed(let outer)) where inner > outer:
      return (".fixed(\(NumberText.describe(Double(inner))))", ".fixed(\(NumberText.describe(Double(outer))))")
    case (.ratio(let inner), .ratio(let outer)) where inner > outer && inner > 0:
      return (".ratio(\(NumberText.describe(Double(inner))))", ".ratio(\(NumberText.describe(Double(outer))))")
    case (.ratio(let inner), .automatic) where inner > 1:
      return (".ratio(\(NumberText.describe(Double(inner))))", ".automatic")
    default:
      return nil
    }
  }

  /// A mark's annotation spacings: one that is not finite is named and drawn at the default; one longer than any screen
  /// would put the annotation that far from its mark, outside every image, so it is named and not drawn.
  private mutating func checkAnnotations(_ mark: inout MarkRecord) {
    let name = mark.kind.rawValue
    mark.annotations = mark.annotations.compactMap { note in
      guard let spacing = note.spacing else { return note }
      if !spacing.isFinite {
        warnings.append("\(name) .annotation spacing \(NumberText.describe(Double(spacing))) is not usable; drawn at the default spacing "
          + "(give a finite spacing in points, or nil)")
        var atDefault = note
        atDefault.spacing = nil
        return atDefault
      }
      guard abs(spacing) > LayoutArgumentCheck.longestLength else { return note }
      warnings.append("\(name) .annotation spacing \(NumberText.describe(Double(spacing))) is \(LayoutArgumentCheck.beyondAnyScreen); "
        + "the annotation would be that far from its mark, outside every image, so it is not drawn. Give a spacing that fits on a screen")
      return nil
    }
  }

  private mutating func computeSeries(_ configuration: ChartConfiguration) {
    var seen = Set<String>()
    for mark in marks {
      if let entry = mark.styleBy {
        let name = Self.name(of: entry.primitive)
        if seen.insert(name).inserted { series.append(name) }
      }
    }
    var symbolSeen = Set<String>(), groupSeen = Set<String>(), lineSeen = Set<String>()
    for mark in marks {
      if let entry = mark.symbolBy {
        let s = Self.name(of: entry.primitive)
        if symbolSeen.insert(s).inserted {
          if let symbol = configuration.symbolScale?.value(of: entry.primitive, name: s, index: symbolSeries.count) { seriesSymbols[s] = symbol }
          symbolSeries.append(s)
        }
      }
      if let entry = mark.lineStyleBy {
        let s = Self.name(of: entry.primitive)
        if lineSeen.insert(s).inserted,
           let style = configuration.lineStyleScale?.value(of: entry.primitive, name: s, index: lineSeen.count - 1) {
          seriesLineStyles[s] = style
        }
      }
      if let g = mark.positionBy.map({ Self.name(of: $0.primitive) }), groupSeen.insert(g).inserted { positionGroups.append(g) }
    }
    let scale = configuration.styleScale
    if let domain = scale?.domain {
      let given = Set(domain)
      series = domain + series.filter { !given.contains($0) }
    }
    for (index, name) in series.enumerated() {
      if let mapping = scale?.mapping, let style = mapping(.category(name)) {
        seriesStyles[name] = style
      } else if let range = scale?.range, !range.isEmpty {
        seriesStyles[name] = range[index % range.count]
      } else {
        seriesStyles[name] = AnyShapeStyle(Self.palette[index % Self.palette.count])
      }
    }
  }

  /// The style a mark is drawn in: its own, its series', or the accent colour.
  func style(of mark: MarkRecord) -> AnyShapeStyle {
    if let style = mark.style { return style }
    if let entry = mark.styleBy, let style = seriesStyles[Self.name(of: entry.primitive)] { return style }
    return AnyShapeStyle(Color.accentColor)
  }

  /// The symbol a point is drawn with.
  func symbol(of mark: MarkRecord) -> BasicChartSymbolShape {
    if let symbol = mark.symbol { return symbol }
    if let entry = mark.symbolBy, let symbol = seriesSymbols[Self.name(of: entry.primitive)] { return symbol }
    if let entry = mark.symbolBy, let index = symbolSeriesIndex[Self.name(of: entry.primitive)] {
      return BasicChartSymbolShape.series[index % BasicChartSymbolShape.series.count]
    }
    return .circle
  }

  /// The legend's symbol of a series: its point symbol when `symbol(by:)` names the same series, else a circle.
  func legendSymbol(of series: String) -> BasicChartSymbolShape {
    if let symbol = seriesSymbols[series] { return symbol }
    guard let index = symbolSeriesIndex[series] else { return .circle }
    return BasicChartSymbolShape.series[index % BasicChartSymbolShape.series.count]
  }

  /// The line style a line mark is drawn with: its own, or the one the line style scale gave its series.
  func lineStyle(of mark: MarkRecord) -> StrokeStyle? {
    mark.lineStyle ?? mark.lineStyleBy.flatMap { seriesLineStyles[Self.name(of: $0.primitive)] }
  }

  /// The line or area series a mark belongs to.
  static func seriesKey(of mark: MarkRecord) -> String {
    (mark.series ?? mark.styleBy ?? mark.lineStyleBy ?? mark.symbolBy).map { name(of: $0.primitive) } ?? ""
  }
}
