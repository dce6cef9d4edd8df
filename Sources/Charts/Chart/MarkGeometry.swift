import Foundation

/// Where each mark goes in a plot area of a given size, and the views that draw it.
struct MarkGeometry {
  let model: ChartModel
  let size: CGSize
  /// The default line width of lines (points).
  static let lineWidth: CGFloat = 2
  /// The default point symbol's width (points); `symbolSize(_:)` gives an area whose square root is the width.
  static let symbolWidth: CGFloat = 8
  /// The share of a category's band a bar fills by default.
  static let barRatio: CGFloat = 0.6

  func x(_ primitive: PlotPrimitive) -> CGFloat? { model.fraction(of: primitive, onX: true).map { CGFloat($0) * size.width } }
  func y(_ primitive: PlotPrimitive) -> CGFloat? { model.fraction(of: primitive, onX: false).map { (1 - CGFloat($0)) * size.height } }

  /// The band (points) of a category or dated value along x or y.
  func band(_ entry: PlotEntry?, horizontalAxis: Bool) -> CGFloat {
    let scale = horizontalAxis ? model.x : model.y
    let length = horizontalAxis ? size.width : size.height
    if let fraction = scale.bandFraction { return CGFloat(fraction) * length }
    let unit = horizontalAxis ? model.xUnitSeconds : model.yUnitSeconds
    if let unit, case .date(let lo, let hi, _, _, _) = scale, hi > lo { return CGFloat(unit / (hi - lo)) * length }
    return min(length * 0.1, 20)
  }

  /// The centre of a value along an axis; a date plotted with a unit sits in the middle of its unit.
  func center(_ entry: PlotEntry?, horizontalAxis: Bool, bar: Bool) -> CGFloat? {
    guard let entry else { return nil }
    let position = horizontalAxis ? x(entry.primitive) : y(entry.primitive)
    guard var p = position else { return nil }
    if entry.unit != nil, case .date = entry.primitive {
      let half = band(entry, horizontalAxis: horizontalAxis) / 2
      p += horizontalAxis ? half : -half
    }
    return p
  }

  /// The offset of a `position(by:)` group within its band, and the group's share of the band.
  func groupShift(_ mark: MarkRecord, band: CGFloat) -> (shift: CGFloat, width: CGFloat) {
    guard let entry = mark.positionBy, model.positionGroups.count > 1,
          let k = model.positionGroupIndex[ChartModel.name(of: entry.primitive)] else { return (0, band) }
    let sub = band / CGFloat(model.positionGroups.count)
    return ((CGFloat(k) - CGFloat(model.positionGroups.count - 1) / 2) * sub, sub)
  }

  /// The drawing of a bar, point, rule, rectangle or sector, and its frame for annotations.
  func draw(_ index: Int, _ mark: MarkRecord) -> (view: AnyView, frame: CGRect)? {
    let style = model.style(of: mark)
    let offset = mark.offset
    switch mark.kind {
    case .bar, .rectangle:
      guard let rect = rect(index, mark), rect.width.isFinite, rect.height.isFinite else { return nil }
      let radius = max(0, min(mark.cornerRadius, rect.width / 2, rect.height / 2))
      let path = (radius > 0 ? Path(roundedRect: rect, cornerRadius: radius, style: .continuous) : Path(rect)).offsetBy(dx: offset.width, dy: offset.height)
      let box = rect.offsetBy(dx: offset.width, dy: offset.height)
      return (AnyView(styled(path, in: box, of: mark, style: style) { $0.fill(style) }.opacity(mark.opacity)), box)
    case .point:
      let px = center(mark.x, horizontalAxis: true, bar: false) ?? (mark.x == nil ? mark.fixedX?.start ?? size.width / 2 : nil)
      let py = center(mark.y, horizontalAxis: false, bar: false) ?? (mark.y == nil ? mark.fixedY?.start ?? size.height / 2 : nil)
      guard let px, let py else { return nil }
      let center = CGPoint(x: px + offset.width, y: py + offset.height)
      let view = symbolView(mark, at: center, style: style)
      let w = symbolWidth(mark)
      return (view, CGRect(x: center.x - w / 2, y: center.y - w / 2, width: w, height: w))
    case .rule:
      var path = Path()
      let frame: CGRect
      if let yEntry = mark.y, mark.x == nil, let py = y(yEntry.primitive) {
        let x0 = mark.xStart.flatMap { x($0.primitive) } ?? mark.fixedX?.start ?? 0
        let x1 = mark.xEnd.flatMap { x($0.primitive) } ?? mark.fixedX?.end ?? size.width
        path.move(to: CGPoint(x: x0, y: py)); path.addLine(to: CGPoint(x: x1, y: py))
        frame = CGRect(x: min(x0, x1), y: py, width: abs(x1 - x0), height: 0)
      } else if let xEntry = mark.x, let px = center(xEntry, horizontalAxis: true, bar: true) {
        let y0 = mark.yStart.flatMap { y($0.primitive) } ?? mark.fixedY?.start ?? 0
        let y1 = mark.yEnd.flatMap { y($0.primitive) } ?? mark.fixedY?.end ?? size.height
        path.move(to: CGPoint(x: px, y: y0)); path.addLine(to: CGPoint(x: px, y: y1))
        frame = CGRect(x: px, y: min(y0, y1), width: 0, height: abs(y1 - y0))
      } else { return nil }
      let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: 1)
      return (AnyView(path.offsetBy(dx: offset.width, dy: offset.height).stroke(style, style: stroke).opacity(mark.opacity)),
              frame.offsetBy(dx: offset.width, dy: offset.height))
    case .sector:
      return sector(index, mark, style: style)
    case .line, .area:
      return nil
    }
  }

  /// `path` (in plot coordinates) drawn by `draw`, as a view the plot's size. A gradient or image style is mapped to
  /// `box`, the mark's own bounds, as Swift Charts maps each mark's styles ("Marks map unit-point coordinates within
  /// the plot area's bounds" only under `alignsMarkStylesWithPlotArea()`): a bar's `Color.blue.gradient` runs from its
  /// own top to its own foot, whatever its height. A plain colour, or an empty box, draws the path where it is.
  func styled<V: View>(_ path: Path, in box: CGRect, of mark: MarkRecord, style: AnyShapeStyle, _ draw: (Path) -> V) -> AnyView {
    guard !mark.alignsStylesWithPlotArea, Self.variesAcrossItsBox(style),
          box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite, box.minX.isFinite, box.minY.isFinite else {
      return AnyView(draw(path))
    }
    return AnyView(draw(path.offsetBy(dx: -box.minX, dy: -box.minY))
      .frame(width: box.width, height: box.height)
      .offset(x: box.minX, y: box.minY)
      .frame(width: size.width, height: size.height, alignment: .topLeading))
  }

  /// Whether `style` paints differently across the box it fills (a gradient or an image), so which box matters.
  static func variesAcrossItsBox(_ style: AnyShapeStyle) -> Bool {
    if case .color = style._paint(in: EnvironmentValues.current, level: 0) { return false }
    return true
  }

  /// A bar's or rectangle's rect in the plot area.
  func rect(_ index: Int, _ mark: MarkRecord) -> CGRect? {
    let interval = model.intervals[index]
    func span(_ start: PlotEntry?, _ end: PlotEntry?, horizontalAxis: Bool) -> (CGFloat, CGFloat)? {
      guard let start, let end else { return nil }
      let a = horizontalAxis ? x(start.primitive) : y(start.primitive)
      let b = horizontalAxis ? x(end.primitive) : y(end.primitive)
      guard let a, let b else { return nil }
      return (min(a, b), max(a, b))
    }
    func across(_ entry: PlotEntry?, dimension: MarkDimension, horizontalAxis: Bool) -> (CGFloat, CGFloat)? {
      guard let c = center(entry, horizontalAxis: horizontalAxis, bar: mark.kind == .bar) else { return nil }
      let full = band(entry, horizontalAxis: horizontalAxis)
      let ratio: CGFloat = model.x.bandFraction != nil || model.y.bandFraction != nil ? Self.barRatio : (entry?.unit != nil ? 0.8 : 1)
      let (shift, w) = groupShift(mark, band: dimension.resolve(band: full, automaticRatio: ratio))
      return (c + shift - w / 2, c + shift + w / 2)
    }
    let xs: (CGFloat, CGFloat)?, ys: (CGFloat, CGFloat)?
    if mark.kind == .bar && model.horizontalBars && mark.xStart == nil {
      guard let interval, let a = x(.number(interval.0)), let b = x(.number(interval.1)) else { return nil }
      xs = (min(a, b), max(a, b))
      ys = mark.y == nil ? (mark.fixedY?.start ?? 0, mark.fixedY?.end ?? size.height) : across(mark.y, dimension: mark.height, horizontalAxis: false)
    } else {
      if let s = span(mark.xStart, mark.xEnd, horizontalAxis: true) { xs = s }
      else if mark.x == nil { xs = (mark.fixedX?.start ?? 0, mark.fixedX?.end ?? size.width) }
      else { xs = across(mark.x, dimension: mark.width, horizontalAxis: true) }
      if let s = span(mark.yStart, mark.yEnd, horizontalAxis: false) { ys = s }
      else if mark.kind == .bar, let interval, let a = y(.number(interval.0)), let b = y(.number(interval.1)) { ys = (min(a, b), max(a, b)) }
      else if mark.y == nil { ys = (mark.fixedY?.start ?? 0, mark.fixedY?.end ?? size.height) }
      else { ys = across(mark.y, dimension: mark.height, horizontalAxis: false) }
    }
    guard let xs, let ys else { return nil }
    return CGRect(x: xs.0, y: ys.0, width: max(0, xs.1 - xs.0), height: max(0, ys.1 - ys.0))
  }

  func symbolWidth(_ mark: MarkRecord) -> CGFloat {
    guard let area = mark.symbolSize, area.isFinite, area > 0 else { return Self.symbolWidth }
    return min(area.squareRoot(), max(size.width, size.height))
  }

  func symbolView(_ mark: MarkRecord, at center: CGPoint, style: AnyShapeStyle) -> AnyView {
    if let view = mark.symbolView {
      return AnyView(Color.clear.frame(width: 0, height: 0).overlay { view.fixedSize() }.position(x: center.x, y: center.y).opacity(mark.opacity))
    }
    let w = symbolWidth(mark)
    let path = model.symbol(of: mark).path(in: CGRect(x: center.x - w / 2, y: center.y - w / 2, width: w, height: w))
    return AnyView(path.fill(style).opacity(mark.opacity))
  }

  /// A pie or donut sector: its share of the total angle, clockwise from 12 o'clock.
  func sector(_ index: Int, _ mark: MarkRecord, style: AnyShapeStyle) -> (view: AnyView, frame: CGRect)? {
    let total = model.sectorAngleTotal
    guard total > 0, total.isFinite, let value = mark.angle, value > 0, model.sectorAngleBefore.indices.contains(index) else { return nil }
    let before = model.sectorAngleBefore[index]
    let outerMax = min(size.width, size.height) / 2
    let outer = mark.outerRadius.resolve(band: outerMax, automaticRatio: 1)
    let inner = min(outer, mark.innerRadius.resolve(band: outerMax, automaticRatio: 0))
    guard outer > 0 else { return nil }
    let center = CGPoint(x: size.width / 2 + mark.offset.width, y: size.height / 2 + mark.offset.height)
    let inset = Double(max(0, mark.angularInset)) / Double(outer) / 2
    var start = -Double.pi / 2 + before / total * 2 * .pi + inset
    var end = -Double.pi / 2 + (before + value) / total * 2 * .pi - inset
    if end <= start { (start, end) = (start, start) }
    var path = Path()
    path.addArc(center: center, radius: outer, startAngle: .radians(start), endAngle: .radians(end), clockwise: false)
    if inner > 0 {
      path.addArc(center: center, radius: inner, startAngle: .radians(end), endAngle: .radians(start), clockwise: true)
    } else {
      path.addLine(to: center)
    }
    path.closeSubpath()
    let mid = (start + end) / 2, r = (outer + inner) / 2
    let labelPoint = CGPoint(x: center.x + r * CGFloat(cos(mid)), y: center.y + r * CGFloat(sin(mid)))
    return (AnyView(path.fill(style).opacity(mark.opacity)), CGRect(origin: labelPoint, size: .zero))
  }

  /// The views of `mark`'s annotations around `frame`.
  func annotations(of mark: MarkRecord, frame: CGRect) -> [AnyView] {
    mark.annotations.map { note in
      let gap = note.spacing ?? 4
      let h = note.alignment.horizontal, v = note.alignment.vertical
      let ax: CGFloat = h == .leading ? frame.minX : h == .trailing ? frame.maxX : frame.midX
      let ay: CGFloat = v == .top ? frame.minY : v == .bottom ? frame.maxY : frame.midY
      let point: CGPoint, anchor: Alignment
      switch note.position.kind {
      case .automatic, .top: (point, anchor) = (CGPoint(x: ax, y: frame.minY - gap), Alignment(horizontal: h, vertical: .bottom))
      case .bottom: (point, anchor) = (CGPoint(x: ax, y: frame.maxY + gap), Alignment(horizontal: h, vertical: .top))
      case .leading: (point, anchor) = (CGPoint(x: frame.minX - gap, y: ay), Alignment(horizontal: .trailing, vertical: v))
      case .trailing: (point, anchor) = (CGPoint(x: frame.maxX + gap, y: ay), Alignment(horizontal: .leading, vertical: v))
      case .topLeading: (point, anchor) = (CGPoint(x: frame.minX - gap, y: frame.minY - gap), .bottomTrailing)
      case .topTrailing: (point, anchor) = (CGPoint(x: frame.maxX + gap, y: frame.minY - gap), .bottomLeading)
      case .bottomLeading: (point, anchor) = (CGPoint(x: frame.minX - gap, y: frame.maxY + gap), .topTrailing)
      case .bottomTrailing: (point, anchor) = (CGPoint(x: frame.maxX + gap, y: frame.maxY + gap), .topLeading)
      case .overlay: (point, anchor) = (CGPoint(x: ax, y: ay), note.alignment)
      }
      guard point.x.isFinite, point.y.isFinite else { return AnyView(EmptyView()) }
      return AnyView(Color.clear.frame(width: 0, height: 0).overlay(alignment: anchor) { note.content.fixedSize() }
        .position(x: point.x, y: point.y))
    }
  }
}
