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
  var dropped = 0

  mutating func append(_ mark: MarkRecord) {
    if marks.count < MarkList.limit { marks.append(mark) } else { dropped += 1 }
  }
}
