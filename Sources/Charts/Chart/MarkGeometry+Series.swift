import Foundation

extension MarkGeometry {
  /// One line or area series as drawn.
  struct Series { var z: Double; var view: AnyView; var notes: [AnyView] }

  /// Lines and areas, one path per series (marks of a series joined in data order), areas stacked.
  func lineAndAreaSeries() -> [Series] {
    var order: [String] = [], groups: [String: [Int]] = [:]
    for (index, mark) in model.marks.enumerated() where mark.kind == .line || mark.kind == .area {
      let key = "\(mark.kind.rawValue)|\(ChartModel.seriesKey(of: mark))"
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(index)
    }
    return order.compactMap { key in
      guard let indices = groups[key], let first = indices.first else { return nil }
      let mark = model.marks[first]
      return mark.kind == .line ? line(indices) : area(indices)
    }
  }

  private func line(_ indices: [Int]) -> Series? {
    let first = model.marks[indices[0]]
    let style = model.style(of: first)
    var points: [CGPoint] = [], notes: [AnyView] = [], symbols: [AnyView] = []
    for index in indices {
      let mark = model.marks[index]
      guard let xe = mark.x, let ye = mark.y, let px = center(xe, horizontalAxis: true, bar: false),
            let py = center(ye, horizontalAxis: false, bar: false) else { continue }
      let point = CGPoint(x: px + mark.offset.width, y: py + mark.offset.height)
      points.append(point)
      if mark.symbol != nil || mark.symbolBy != nil || mark.symbolView != nil { symbols.append(symbolView(mark, at: point, style: model.style(of: mark))) }
      let w = symbolWidth(mark)
      notes += annotations(of: mark, frame: CGRect(x: point.x - w / 2, y: point.y - w / 2, width: w, height: w))
    }
    var path = Path()
    first.interpolation.path(through: points, continuing: &path)
    let stroke = model.lineStyle(of: first) ?? StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round, lineJoin: .round)
    let view = ZStack(alignment: .topLeading) {
      styled(path, in: path.boundingRect, of: first, style: style) { $0.stroke(style, style: stroke) }
      ForEach(0..<symbols.count, id: \.self) { symbols[$0] }
    }
    return Series(z: first.zIndex, view: AnyView(view.opacity(first.opacity)), notes: notes)
  }

  private func area(_ indices: [Int]) -> Series? {
    let first = model.marks[indices[0]]
    var tops: [CGPoint] = [], bottoms: [CGPoint] = [], notes: [AnyView] = []
    for index in indices {
      let mark = model.marks[index]
      guard let xe = mark.x, let px = center(xe, horizontalAxis: true, bar: false),
            let (a, b) = model.intervals[index], let y0 = y(.number(a)), let y1 = y(.number(b)) else { continue }
      tops.append(CGPoint(x: px, y: y1))
      bottoms.append(CGPoint(x: px, y: y0))
      notes += annotations(of: mark, frame: CGRect(x: px, y: min(y0, y1), width: 0, height: abs(y1 - y0)))
    }
    guard tops.count > 1 else { return nil }
    var path = Path()
    first.interpolation.path(through: tops, continuing: &path)
    first.interpolation.path(through: bottoms.reversed(), continuing: &path, moveFirst: false)
    path.closeSubpath()
    let offset = first.offset, style = model.style(of: first)
    let placed = path.offsetBy(dx: offset.width, dy: offset.height)
    return Series(z: first.zIndex, view: AnyView(styled(placed, in: placed.boundingRect, of: first, style: style) { $0.fill(style) }.opacity(first.opacity)),
                  notes: notes)
  }
}
