import Foundation

/// A chart's parts as views, handed to `ChartLayout`.
nonisolated struct ChartBody: View {
  let model: ChartModel
  let configuration: ChartConfiguration
  let labels: AxisLabelMaker

  var body: some View {
    let axes = AxisPlan(model: model, configuration: configuration, labels: labels)
    for warning in axes.warnings { ResolveIssues.report(ResolveIssue(.invalidNumber, warning)) }
    let legendShown = configuration.legendVisibility != .hidden && configuration.legendPosition != .overlay
      && (configuration.legendContent != nil || !model.series.isEmpty)
    return ChartLayout(yLabelsLeading: axes.yLabelsLeading, legendEdge: legendEdge,
                       legendSideAlignment: configuration.legendAlignment?.vertical ?? .top,
                       legendGap: configuration.legendSpacing ?? ChartLayout.defaultLegendGap) {
      plot(axes)
        .id("Charts.plot")
        .layoutValue(key: ChartRoleKey.self, value: .plot)
      ForEach(0..<axes.yLabels.count, id: \.self) { index in
        axes.yLabels[index].view.id("Charts.yLabel.\(index)").layoutValue(key: ChartRoleKey.self, value: .yLabel(axes.yLabels[index].fraction, fit: axes.yLabels[index].fit))
      }
      ForEach(0..<axes.xLabels.count, id: \.self) { index in
        axes.xLabels[index].view.id("Charts.xLabel.\(index)").layoutValue(key: ChartRoleKey.self, value: .xLabel(axes.xLabels[index].fraction, leading: axes.xLabels[index].leading ?? axes.xLabelsLeading,
                                                                  fit: axes.xLabels[index].fit))
      }
      if let title = configuration.yTitle {
        title.font(.caption2).foregroundStyle(.secondary).layoutValue(key: ChartRoleKey.self, value: .yTitle)
      }
      if let title = configuration.xTitle {
        title.font(.caption2).foregroundStyle(.secondary).layoutValue(key: ChartRoleKey.self, value: .xTitle)
      }
      if legendShown {
        legend.id("Charts.legend").layoutValue(key: ChartRoleKey.self, value: .legend)
      }
    }
  }

  /// The plot area with the chart's backgrounds and overlays, decorated by `chartPlotStyle`.
  private func plot(_ axes: AxisPlan) -> some View {
    let model = self.model, configuration = self.configuration
    let area = GeometryReader { geometry in
      let frame = geometry.frame(in: .global)
      let proxy = ChartProxy(model: model, plotSize: geometry.size, rootFrame: frame)
      ZStack(alignment: .topLeading) {
        ForEach(0..<configuration.backgrounds.count, id: \.self) { index in
          configuration.backgrounds[index].content(proxy).frame(width: geometry.size.width, height: geometry.size.height,
                                                               alignment: configuration.backgrounds[index].alignment)
        }
        // A scrolling chart shows its marks through the plot area, as a scroll view clips its content.
        if configuration.xVisibleLength != nil {
          PlotDrawing(model: model, axes: axes, size: geometry.size).clipped()
        } else {
          PlotDrawing(model: model, axes: axes, size: geometry.size)
        }
        ForEach(0..<configuration.overlays.count, id: \.self) { index in
          configuration.overlays[index].content(proxy).frame(width: geometry.size.width, height: geometry.size.height,
                                                            alignment: configuration.overlays[index].alignment)
        }
      }
    }
    if let style = configuration.plotStyle { return AnyView(style(ChartPlotContent(content: AnyView(area)))) }
    return AnyView(area)
  }

  /// The series legend: a small disc in each series' style and its name, in legend order, in rows that wrap,
  /// at the alignment `chartLegend(alignment:)` gave (leading by default).
  @ViewBuilder private var legend: some View {
    let alignment = configuration.legendAlignment ?? .leading
    if let content = configuration.legendContent {
      if legendBeside { content } else { content.frame(maxWidth: .infinity, alignment: alignment) }
    } else if legendBeside {
      // Beside the plot the entries stand in a column.
      VStack(alignment: .leading, spacing: 4) {
        ForEach(0..<min(model.series.count, 24), id: \.self) { legendEntry(model.series[$0]) }
      }
    } else {
      LegendFlow(alignment: alignment.horizontal) {
        ForEach(0..<min(model.series.count, 24), id: \.self) { legendEntry(model.series[$0]) }
      }
      .frame(maxWidth: .infinity, alignment: alignment)
    }
  }

  /// One series' legend entry: its symbol in its style and its name.
  private func legendEntry(_ name: String) -> some View {
    HStack(spacing: 4) {
      model.legendSymbol(of: name).fill(model.seriesStyles[name] ?? AnyShapeStyle(Color.accentColor)).frame(width: 8, height: 8)
      Text(name).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
    }
  }

  /// Whether the legend stands beside the plot rather than below or above it.
  private var legendBeside: Bool { legendEdge == .leading || legendEdge == .trailing }

  /// The edge of the chart the legend sits at: below the plot unless `chartLegend(position:)` says
  /// top (or a top corner), leading or trailing.
  private var legendEdge: Edge {
    switch configuration.legendPosition.kind {
    case .top, .topLeading, .topTrailing: return .top
    case .leading: return .leading
    case .trailing: return .trailing
    default: return .bottom
    }
  }
}
