import Foundation

/// What the chart modifiers around a chart asked for, read by `Chart` from the environment.
struct ChartConfiguration: @unchecked Sendable {
  var xAxis = AxisConfiguration()
  var yAxis = AxisConfiguration()
  var legendVisibility: Visibility = .automatic
  var legendPosition: AnnotationPosition = .automatic
  var legendContent: AnyView?
  var styleScale: StyleScale?
  var xDomain: ScaleDomainSpec?
  var yDomain: ScaleDomainSpec?
  var xTitle: AnyView?
  var yTitle: AnyView?
  var plotStyle: ((ChartPlotContent) -> AnyView)?
  var overlays: [(alignment: Alignment, content: (ChartProxy) -> AnyView)] = []
  var backgrounds: [(alignment: Alignment, content: (ChartProxy) -> AnyView)] = []
  /// iOS 17 scrolling: the visible length of the x domain, drawn from the domain's start.
  var xVisibleLength: Double?
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
