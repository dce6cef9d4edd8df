import Foundation

/// A mark that stores its record: every mark type's one piece of shared code.
protocol RecordMark: ChartContent, PrimitiveChartContent where Body == Never {
  nonisolated var record: MarkRecord { get }
}

nonisolated extension RecordMark {
  func collect(into list: inout MarkList) { list.append(record) }
}

/// Chart content that represents data using bars.
nonisolated public struct BarMark: ChartContent, RecordMark {
  let record: MarkRecord
  init(_ configure: (inout MarkRecord) -> Void) {
    var record = MarkRecord(.bar)
    configure(&record)
    self.record = record
  }

  /// Creates a bar mark that plots values with x and y.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                          height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
    self.init { ($0.x, $0.y, $0.width, $0.height, $0.stacking) = (x.erased, y.erased, width, height, stacking) }
  }
  /// Creates a bar mark that plots values with x and its y interval.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
    self.init { ($0.x, $0.yStart, $0.yEnd, $0.width) = (x.erased, yStart.erased, yEnd.erased, width) }
  }
  /// Creates a bar mark that plots values with its x interval and y.
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
    self.init { ($0.xStart, $0.xEnd, $0.y, $0.height) = (xStart.erased, xEnd.erased, y.erased, height) }
  }
  /// Creates a bar mark that plots a value on x with a fixed y interval (in points; nil is the plot's edge).
  public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
                            stacking: MarkStackingMethod = .standard) {
    self.init { ($0.x, $0.fixedY, $0.width, $0.stacking) = (x.erased, (yStart, yEnd), width, stacking) }
  }
  /// Creates a bar mark that plots a value on y with a fixed x interval (in points; nil is the plot's edge).
  public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
                            stacking: MarkStackingMethod = .standard) {
    self.init { ($0.y, $0.fixedX, $0.height, $0.stacking) = (y.erased, (xStart, xEnd), height, stacking) }
  }
  /// Creates a bar mark that plots intervals on both x and y.
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    self.init { ($0.xStart, $0.xEnd, $0.yStart, $0.yEnd) = (xStart.erased, xEnd.erased, yStart.erased, yEnd.erased) }
  }
  /// Creates a bar mark that plots values with its x interval and a fixed y interval (in points; nil is the plot's edge).
  public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
    self.init { ($0.xStart, $0.xEnd, $0.fixedY) = (xStart.erased, xEnd.erased, (yStart, yEnd)) }
  }
  /// Creates a bar mark with a fixed x interval (in points; nil is the plot's edge) that plots values with its y interval.
  public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    self.init { ($0.yStart, $0.yEnd, $0.fixedX) = (yStart.erased, yEnd.erased, (xStart, xEnd)) }
  }
}

/// Chart content that represents data using a sequence of connected line segments.
nonisolated public struct LineMark: ChartContent, RecordMark {
  let record: MarkRecord
  /// Creates a line mark that plots values with x and y.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    var record = MarkRecord(.line)
    (record.x, record.y) = (x.erased, y.erased)
    self.record = record
  }
  /// Creates a line mark that plots values with x and y, in the line of `series`.
  public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
    var record = MarkRecord(.line)
    (record.x, record.y, record.series) = (x.erased, y.erased, series.erased)
    self.record = record
  }
}

/// Chart content that represents data using points.
nonisolated public struct PointMark: ChartContent, RecordMark {
  let record: MarkRecord
  /// Creates a point mark that plots values with x and y.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    var record = MarkRecord(.point)
    (record.x, record.y) = (x.erased, y.erased)
    self.record = record
  }
  /// Creates a point mark that plots a value on x at a fixed y (in points; nil is the middle).
  public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
    var record = MarkRecord(.point)
    (record.x, record.fixedY) = (x.erased, (y, y))
    self.record = record
  }
  /// Creates a point mark that plots a value on y at a fixed x (in points; nil is the middle).
  public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
    var record = MarkRecord(.point)
    (record.y, record.fixedX) = (y.erased, (x, x))
    self.record = record
  }
}

/// Chart content that represents data using the area of one or more regions.
nonisolated public struct AreaMark: ChartContent, RecordMark {
  let record: MarkRecord
  init(_ configure: (inout MarkRecord) -> Void) {
    var record = MarkRecord(.area)
    configure(&record)
    self.record = record
  }
  /// Creates an area mark from zero to y, stacked with other series.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
    self.init { ($0.x, $0.y, $0.stacking) = (x.erased, y.erased, stacking) }
  }
  /// Creates an area mark from zero to y in the area of `series`.
  public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                        stacking: MarkStackingMethod = .standard) {
    self.init { ($0.x, $0.y, $0.series, $0.stacking) = (x.erased, y.erased, series.erased, stacking) }
  }
  /// Creates an area mark between yStart and yEnd.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    self.init { ($0.x, $0.yStart, $0.yEnd) = (x.erased, yStart.erased, yEnd.erased) }
  }
  /// Creates an area mark between yStart and yEnd in the area of `series`.
  public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>) {
    self.init { ($0.x, $0.yStart, $0.yEnd, $0.series) = (x.erased, yStart.erased, yEnd.erased, series.erased) }
  }
  /// Creates a horizontal area mark between xStart and xEnd.
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    self.init { ($0.xStart, $0.xEnd, $0.y) = (xStart.erased, xEnd.erased, y.erased) }
  }
}

/// Chart content that represents data using a single horizontal or vertical rule.
nonisolated public struct RuleMark: ChartContent, RecordMark {
  let record: MarkRecord
  init(_ configure: (inout MarkRecord) -> Void) {
    var record = MarkRecord(.rule)
    configure(&record)
    self.record = record
  }
  /// A horizontal rule at y, from xStart to xEnd (points; nil is the plot's edge).
  public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
    self.init { ($0.y, $0.fixedX) = (y.erased, (xStart, xEnd)) }
  }
  /// A vertical rule at x, from yStart to yEnd (points; nil is the plot's edge).
  public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
    self.init { ($0.x, $0.fixedY) = (x.erased, (yStart, yEnd)) }
  }
  /// A horizontal rule at y from the value xStart to xEnd.
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    self.init { ($0.xStart, $0.xEnd, $0.y) = (xStart.erased, xEnd.erased, y.erased) }
  }
  /// A vertical rule at x from the value yStart to yEnd.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    self.init { ($0.x, $0.yStart, $0.yEnd) = (x.erased, yStart.erased, yEnd.erased) }
  }
}

/// Chart content that represents data using rectangles.
nonisolated public struct RectangleMark: ChartContent, RecordMark {
  let record: MarkRecord
  init(_ configure: (inout MarkRecord) -> Void) {
    var record = MarkRecord(.rectangle)
    configure(&record)
    self.record = record
  }
  /// A rectangle centred on (x, y), `width` by `height` (automatic: 20 points, or a category's band).
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
    self.init { ($0.x, $0.y, $0.width, $0.height) = (x.erased, y.erased, width, height) }
  }
  /// A rectangle spanning the x and y intervals.
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    self.init { ($0.xStart, $0.xEnd, $0.yStart, $0.yEnd) = (xStart.erased, xEnd.erased, yStart.erased, yEnd.erased) }
  }
  /// A rectangle at x spanning the y interval.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
    self.init { ($0.x, $0.yStart, $0.yEnd, $0.width) = (x.erased, yStart.erased, yEnd.erased, width) }
  }
  /// A rectangle at y spanning the x interval.
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
    self.init { ($0.xStart, $0.xEnd, $0.y, $0.height) = (xStart.erased, xEnd.erased, y.erased, height) }
  }
  /// A rectangle over the y interval spanning the plot's width between the fixed x positions (points; nil is the edge).
  public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    self.init { ($0.yStart, $0.yEnd, $0.fixedX) = (yStart.erased, yEnd.erased, (xStart, xEnd)) }
  }
  /// A rectangle over the x interval spanning the plot's height between the fixed y positions (points; nil is the edge).
  public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
    self.init { ($0.xStart, $0.xEnd, $0.fixedY) = (xStart.erased, xEnd.erased, (yStart, yEnd)) }
  }
}

/// A sector of a pie or donut chart, its angle proportional to its value (iOS 17).
nonisolated public struct SectorMark: ChartContent, RecordMark {
  let record: MarkRecord
  /// Creates a sector whose angle is `angle`'s share of the chart's total.
  public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                            angularInset: CGFloat? = nil) {
    var record = MarkRecord(.sector)
    if case .number(let v) = angle.primitive { record.angle = v }
    record.x = angle.erased
    (record.innerRadius, record.outerRadius, record.angularInset) = (innerRadius, outerRadius, angularInset ?? 0)
    self.record = record
  }
}
