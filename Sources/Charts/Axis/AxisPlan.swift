import Foundation

/// The grid lines, ticks and labels of both axes, at fractions of the plot area.
struct AxisPlan {
  struct Line { var fraction: Double; var stroke: StrokeStyle; var style: AnyShapeStyle; var offset: CGSize }
  /// A label at a fraction of the axis; `leading` labels start at their tick (nil: the axis's default).
  /// A label that may be left out is a `ViewThatFits` that falls back to a clear point when placed with no height.
  struct Label { var fraction: Double; var view: AnyView; var leading: Bool? = nil; var fit: LabelFit = .always }
  var xGrid: [Line] = [], yGrid: [Line] = [], xTicks: [Line] = [], yTicks: [Line] = []
  var xLabels: [Label] = [], yLabels: [Label] = []
  var yLabelsLeading = false
  var xLabelsLeading = false
  /// What was thinned, for the render's warnings.
  var warnings: [String] = []

  /// The most categories an axis marks by itself: past it, every k-th category is marked, so that at most this
  /// many are (10 000 category labels, each a text laid out, took 7 s; at a phone's width they overlap long before).
  static let maxCategoryMarks = 200

  /// iOS's grid lines and ticks: thin, in a light grey (Specimen's estimate of the system's axis style).
  static let gridStroke = StrokeStyle(lineWidth: 0.5)
  static let gridStyle = AnyShapeStyle(Color.gray.opacity(0.45))

  init(model: ChartModel, configuration: ChartConfiguration, labels: AxisLabelMaker) {
    guard !model.isPie else { return }
    if configuration.xAxis.visibility != .hidden, model.x != .none {
      let lines = Self.build(scale: model.x, axis: configuration.xAxis, labels: labels, isX: true, warnings: &warnings)
      (xGrid, xTicks, xLabels) = (lines.grid, lines.ticks, lines.labels)
      if case .date = model.x { xLabelsLeading = true }
    }
    if configuration.yAxis.visibility != .hidden, model.y != .none {
      let lines = Self.build(scale: model.y, axis: configuration.yAxis, labels: labels, isX: false, warnings: &warnings)
      (yGrid, yTicks, yLabels) = (lines.grid, lines.ticks, lines.labels)
      yLabelsLeading = configuration.yAxis.marks?.contains { $0.position == .leading } ?? false
    }
  }

  private static func build(scale: ChartScale, axis: AxisConfiguration, labels: AxisLabelMaker, isX: Bool, warnings: inout [String])
    -> (grid: [Line], ticks: [Line], labels: [Label]) {
    var grid: [Line] = [], ticks: [Line] = [], texts: [Label] = []
    let isCategory: Bool = { if case .category = scale { return true }; return false }()
    let isDate: Bool = { if case .date = scale { return true }; return false }()
    for record in axis.marks ?? [AxisMarksRecord()] {
      var values = Self.values(of: record, scale: scale, calendar: labels.calendar)
      if record.explicitValues == nil, isCategory, values.count > maxCategoryMarks {
        let step = (values.count + maxCategoryMarks - 1) / maxCategoryMarks
        warnings.append("Chart: the \(isX ? "x" : "y") axis has \(values.count) categories, more than AxisPlan.maxCategoryMarks (\(maxCategoryMarks)); "
          + "one in \(step) is marked; name the categories to mark with AxisMarks(values:)")
        values = Swift.stride(from: 0, to: values.count, by: step).map { values[$0] }
      }
      for (index, value) in values.enumerated() {
        guard let fraction = scale.fraction(of: value), fraction >= -1e-9, fraction <= 1 + 1e-9 else { continue }
        let elements = record.content?(AxisValue(index: index, count: values.count, primitive: value))
          ?? Self.defaultElements(isCategory: isCategory, isX: isX)
        for element in elements {
          let style = element.style ?? gridStyle
          switch element.kind {
          case .gridLine:
            let stroke = AxisElementCheck.stroke(of: element, record: record, default: gridStroke, warnings: &warnings)
            grid.append(Line(fraction: fraction, stroke: stroke, style: style, offset: element.offset))
          case .tick(let length):
            let stroke = AxisElementCheck.stroke(of: element, record: record, default: gridStroke, warnings: &warnings)
            ticks.append(Line(fraction: fraction, stroke: StrokeStyle(lineWidth: stroke.lineWidth, dash: stroke.dash),
                              style: style, offset: CGSize(width: AxisElementCheck.tickLength(length, warnings: &warnings), height: 0)))
          case .label(let content, let text, let centered, _, let format):
            // `centered: true` on a date axis puts the label in the middle of its interval, up to the next value.
            var at = fraction, leading: Bool? = nil
            if centered == true, isDate {
              let next = index + 1 < values.count ? scale.fraction(of: values[index + 1]) : nil
              at = fraction + ((next ?? 1) - fraction) / 2
              leading = false
              if at > 1 - 1e-9 || next == nil && fraction > 1 - 1e-9 { continue }
            } else if isX && isDate && fraction > 1 - 1e-9 {
              // A date label starts at its tick, so one at the axis's end would hang past the chart: iOS leaves it out.
              continue
            }
            var view: AnyView
            if let content {
              view = AnyView(content.font(element.font ?? .caption2).foregroundStyle(element.style ?? AnyShapeStyle(.secondary)).offset(element.offset))
            } else {
              // One line, as wide as proposed: whole when placed at its ideal size, cut with "…" in less.
              let string = text ?? format?(value) ?? record.format?(value) ?? labels.text(value, on: scale)
              view = AnyView(Text(string).font(element.font ?? .caption2).foregroundStyle(element.style ?? AnyShapeStyle(.secondary))
                .lineLimit(1).fixedSize(horizontal: false, vertical: true).offset(element.offset))
            }
            if element.orientation.degrees != 0 {
              view = AnyView(TurnedLabel { view.fixedSize().rotationEffect(.degrees(element.orientation.degrees)) })
            }
            let fit = LabelFit(element.collision, isX: isX, isCategory: isCategory)
            switch fit {
            // Fit is checked on height only, so a label cut to a narrower width still shows; no height hides it
            // (the minimum height keeps a label that measures empty at zero width from fitting there).
            case .greedy, .truncateOrThin:
              view = AnyView(ViewThatFits(in: .vertical) { view.frame(minHeight: 1); Color.clear.frame(width: 0, height: 0) })
            case .always, .truncate: break
            }
            texts.append(Label(fraction: at, view: view, leading: leading, fit: fit))
          }
        }
      }
    }
    return (grid, ticks, texts)
  }

  /// iOS's default axis marks: grid line, tick and label on continuous axes; a label on categorical x axes
  /// (a grid line and label on categorical y axes).
  static func defaultElements(isCategory: Bool, isX: Bool) -> [_AxisElement] {
    let label = _AxisElement(kind: .label(content: nil, text: nil, centered: nil, anchor: nil, format: nil))
    if isCategory { return isX ? [label] : [label] }
    return isX ? [_AxisElement(kind: .gridLine), _AxisElement(kind: .tick(length: nil)), label] : [_AxisElement(kind: .gridLine), label]
  }

  /// The values an `AxisMarks` asks for on `scale`.
  static func values(of record: AxisMarksRecord, scale: ChartScale, calendar: Calendar) -> [PlotPrimitive] {
    if let explicit = record.explicitValues { return Array(explicit.prefix(ChartScale.maxTicks)) }
    switch (record.values.kind, scale) {
    case (.automatic(let count?), .numeric(let lo, let hi, _)):
      return ChartScale.ticks(lower: lo, upper: hi, step: ChartScale.niceStep(span: hi - lo, desiredCount: max(1, count))).map { .number($0) }
    case (.numericStride(let step), .numeric(let lo, let hi, _)):
      guard step.isFinite, step > 0, (hi - lo) / step <= Double(ChartScale.maxTicks) else { return scale.tickPrimitives }
      return ChartScale.ticks(lower: lo, upper: hi, step: step).map { .number($0) }
    case (.automatic(let count?), .date(let lo, let hi, _, _, _)):
      return ChartScale.date(lower: lo, upper: hi, calendar: calendar, desiredCount: max(1, count)).tickPrimitives
    case (.dateStride(let unit, let count), .date(let lo, let hi, _, _, _)):
      return ChartScale.date(lower: lo, upper: hi, calendar: calendar, stride: (unit, count)).tickPrimitives
    default:
      return scale.tickPrimitives
    }
  }
}
