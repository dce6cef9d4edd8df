import Foundation

/// One mark as a chart computes with it: its kind, its plotted values and the styling its modifiers set.
struct MarkRecord: @unchecked Sendable {
  enum Kind: String { case bar = "BarMark", line = "LineMark", point = "PointMark", area = "AreaMark", rule = "RuleMark", rectangle = "RectangleMark", sector = "SectorMark" }
  var kind: Kind
  var x: PlotEntry?
  var y: PlotEntry?
  var xStart: PlotEntry?
  var xEnd: PlotEntry?
  var yStart: PlotEntry?
  var yEnd: PlotEntry?
  /// `xStart:`/`xEnd:` given as points of the plot area (bar and rule marks' CGFloat forms).
  var fixedX: (start: CGFloat?, end: CGFloat?)?
  var fixedY: (start: CGFloat?, end: CGFloat?)?
  var series: PlotEntry?
  var width: MarkDimension = .automatic
  var height: MarkDimension = .automatic
  var stacking: MarkStackingMethod = .standard
  // Sector marks.
  var angle: Double?
  var innerRadius: MarkDimension = .automatic
  var outerRadius: MarkDimension = .automatic
  var angularInset: CGFloat = 0
  // Styling.
  var style: AnyShapeStyle?
  var styleBy: PlotEntry?
  var symbolBy: PlotEntry?
  var symbol: BasicChartSymbolShape?
  var symbolSize: CGFloat?
  /// A view drawn as the point's symbol (`symbol { … }`).
  var symbolView: AnyView?
  var lineStyle: StrokeStyle?
  var lineStyleBy: PlotEntry?
  var interpolation: InterpolationMethod = .linear
  var cornerRadius: CGFloat = 0
  /// The shape that clips each mark, filling the mark's frame (`clipShape(_:style:)`).
  var clipShape: AnyShape?
  var opacity: Double = 1
  /// Whether a gradient or image style maps to the plot area (`alignsMarkStylesWithPlotArea()`) instead of the mark's own box.
  var alignsStylesWithPlotArea = false
  var positionBy: PlotEntry?
  var offset: CGSize = .zero
  var zIndex: Double = 0
  var annotations: [MarkAnnotation] = []

  init(_ kind: Kind) { self.kind = kind }
}

/// A view a mark carries beside it (`annotation(position:alignment:spacing:content:)`).
struct MarkAnnotation: @unchecked Sendable {
  var position: AnnotationPosition
  var alignment: Alignment
  var spacing: CGFloat?
  var content: AnyView
}

/// The marks a chart's content produced, with a cap on how many are kept.
struct MarkList {
  /// Marks past this many are dropped with a warning: each becomes several views, and a cell
  /// holds at most `ViewCount.limit` (100 000) views.
  static let limit = 10_000
  var marks: [MarkRecord] = []
  /// How many marks were dropped (or data elements not run), at most `Int.max`.
  private(set) var dropped = 0
  /// How many marks this list keeps: less than `limit` for the marks of modified content, which join a
  /// list that already holds some, so a modifier inside a `ForEach` does not build marks that are dropped.
  var capacity = MarkList.limit

  /// Whether the list holds all the marks it keeps: content adds no more (a `ForEach` stops running its data).
  var isFull: Bool { marks.count >= capacity }

  mutating func append(_ mark: MarkRecord) {
    if marks.count < capacity { marks.append(mark) } else { drop(1) }
  }

  /// Counts `count` more dropped marks, saturating (two `ForEach(0..<Int.max)` drop more than an `Int` holds).
  mutating func drop(_ count: Int) {
    let (sum, overflow) = dropped.addingReportingOverflow(max(0, count))
    dropped = overflow ? .max : sum
  }
}
