import Foundation

/// What the chart modifiers around a chart asked for, read by `Chart` from the environment.
struct ChartConfiguration: @unchecked Sendable {
  var xAxis = AxisConfiguration()
  var yAxis = AxisConfiguration()
  var legendVisibility: Visibility = .automatic
  var legendPosition: AnnotationPosition = .automatic
  var legendContent: AnyView?
  var styleScale: StyleScale?
  var lineStyleScale: SeriesScale<StrokeStyle>?
  var symbolScale: SeriesScale<BasicChartSymbolShape>?
  /// Where the legend sits across the chart (`chartLegend(position:alignment:spacing:)`); nil: leading.
  var legendAlignment: Alignment?
  /// Points between the legend and the plot's labels; nil: the default gap.
  var legendSpacing: CGFloat?
  /// Why the spacing `chartLegend(spacing:)` gave is not used as given, for the chart's warnings.
  var legendSpacingProblem: String?
  var xDomain: ScaleDomainSpec?
  var yDomain: ScaleDomainSpec?
  /// Why the range `chartXScale(range:)`/`chartYScale(range:)` gave is not usable (`ScaleRangeCheck`), for the chart's warnings.
  var xRangeProblem: String?
  var yRangeProblem: String?
  var xTitle: AnyView?
  var yTitle: AnyView?
  var plotStyle: ((ChartPlotContent) -> AnyView)?
  var overlays: [(alignment: Alignment, content: (ChartProxy) -> AnyView)] = []
  var backgrounds: [(alignment: Alignment, content: (ChartProxy) -> AnyView)] = []
  /// iOS 17 scrolling: the visible length of the x domain, drawn from `xScrollPosition` or the domain's start.
  var xVisibleLength: Double?
  /// iOS 17 scrolling: where the visible part of the x domain starts (`chartScrollPosition(initialX:)`/`x:`).
  var xScrollPosition: PlotPrimitive?
}

/// One axis's visibility and marks.
struct AxisConfiguration {
  var visibility: Visibility = .automatic
  var marks: [AxisMarksRecord]?
}

/// The series → style mapping `chartForegroundStyleScale` set.
struct StyleScale {
  var domain: [String]?
  var range: [AnyShapeStyle]?
  var mapping: ((PlotPrimitive) -> AnyShapeStyle?)?
}

/// A series → value mapping that `chartLineStyleScale` or `chartSymbolScale` set.
struct SeriesScale<Value> {
  /// The series in the order of `range`; nil: series take `range` in the order they appear.
  var domain: [String]?
  var range: [Value]
  /// A function of the series' value (`mapping:` forms), asked first.
  var mapping: ((PlotPrimitive) -> Value?)? = nil

  /// The value of the series `primitive` (named `name`), the `index`-th to appear: the mapping's answer,
  /// or the range's entry at its place in the domain (cycling), nil when a domain was given without it.
  func value(of primitive: PlotPrimitive, name: String, index: Int) -> Value? {
    if let mapping { return mapping(primitive) }
    guard !range.isEmpty else { return nil }
    guard let domain else { return range[index % range.count] }
    return domain.firstIndex(of: name).map { range[$0 % range.count] }
  }
}

/// A scale domain as `chartXScale(domain:)`/`chartYScale(domain:)` gave it.
enum ScaleDomainSpec {
  case automatic(includesZero: Bool?, reversed: Bool?)
  case range(PlotPrimitive, PlotPrimitive)
  case values([PlotPrimitive])
}

private struct ChartConfigurationKey: EnvironmentKey {
  static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
  var chartConfiguration: ChartConfiguration {
    get { self[ChartConfigurationKey.self] }
    set { self[ChartConfigurationKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Changes the chart configuration for the charts inside this view.
  func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
    transformEnvironment(\.chartConfiguration, transform: change)
  }
}
