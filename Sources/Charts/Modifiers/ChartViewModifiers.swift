import Foundation

/// The plot area's content, handed to `chartPlotStyle`'s closure to decorate.
nonisolated public struct ChartPlotContent: View {
  let content: AnyView
  public var body: some View { content }
}

nonisolated extension View {
  /// Shows or hides the x axis.
  public func chartXAxis(_ visibility: Visibility) -> some View { chartConfiguration { $0.xAxis.visibility = visibility } }
  /// Shows or hides the y axis.
  public func chartYAxis(_ visibility: Visibility) -> some View { chartConfiguration { $0.yAxis.visibility = visibility } }
  /// Draws the x axis with these marks.
  public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
    var list: [AxisMarksRecord] = []
    content()._collect(into: &list)
    return chartConfiguration { $0.xAxis.marks = list }
  }
  /// Draws the y axis with these marks.
  public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
    var list: [AxisMarksRecord] = []
    content()._collect(into: &list)
    return chartConfiguration { $0.yAxis.marks = list }
  }
  /// Titles the x axis.
  public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                              spacing: CGFloat? = nil) -> some View {
    let title = AnyView(Text(label))
    return chartConfiguration { $0.xTitle = title }
  }
  /// Titles the x axis.
  @_disfavoredOverload
  public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                 spacing: CGFloat? = nil) -> some View {
    let title = AnyView(Text(String(label)))
    return chartConfiguration { $0.xTitle = title }
  }
  /// Titles the x axis with a view.
  public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> C) -> some View {
    let title = AnyView(content())
    return chartConfiguration { $0.xTitle = title }
  }
  /// Titles the y axis.
  public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                              spacing: CGFloat? = nil) -> some View {
    let title = AnyView(Text(label))
    return chartConfiguration { $0.yTitle = title }
  }
  /// Titles the y axis.
  @_disfavoredOverload
  public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                 spacing: CGFloat? = nil) -> some View {
    let title = AnyView(Text(String(label)))
    return chartConfiguration { $0.yTitle = title }
  }
  /// Titles the y axis with a view.
  public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> C) -> some View {
    let title = AnyView(content())
    return chartConfiguration { $0.yTitle = title }
  }
  /// Sets the x scale's domain.
  public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
    let spec = domain._domainSpec.spec
    return chartConfiguration { $0.xDomain = spec }
  }
  /// Sets the x scale's domain and range.
  public func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
    let spec = domain._domainSpec.spec, problem = ScaleRangeCheck.problem(range, "chartXScale")
    return chartConfiguration { ($0.xDomain, $0.xRangeProblem) = (spec, problem) }
  }
  /// Sets the x scale's range (the plot area is the range).
  public func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
    let problem = ScaleRangeCheck.problem(range, "chartXScale")
    return chartConfiguration { $0.xRangeProblem = problem }
  }
  /// Sets the x scale's type.
  public func chartXScale(type: ScaleType? = nil) -> some View { chartConfiguration { _ in } }
  /// Sets the y scale's domain.
  public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
    let spec = domain._domainSpec.spec
    return chartConfiguration { $0.yDomain = spec }
  }
  /// Sets the y scale's domain and range.
  public func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
    let spec = domain._domainSpec.spec, problem = ScaleRangeCheck.problem(range, "chartYScale")
    return chartConfiguration { ($0.yDomain, $0.yRangeProblem) = (spec, problem) }
  }
  /// Sets the y scale's range (the plot area is the range).
  public func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
    let problem = ScaleRangeCheck.problem(range, "chartYScale")
    return chartConfiguration { $0.yRangeProblem = problem }
  }
  /// Sets the y scale's type.
  public func chartYScale(type: ScaleType? = nil) -> some View { chartConfiguration { _ in } }
  /// Shows or hides the legend.
  public func chartLegend(_ visibility: Visibility) -> some View { chartConfiguration { $0.legendVisibility = visibility } }
  /// Places the legend.
  public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
    let (spacing, problem) = Self.legendSpacing(spacing)
    return chartConfiguration { ($0.legendPosition, $0.legendAlignment, $0.legendSpacing, $0.legendSpacingProblem) = (position, alignment, spacing, problem) }
  }
  /// Replaces the legend with a view.
  public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                   @ViewBuilder content: () -> C) -> some View {
    let legend = AnyView(content())
    let (spacing, problem) = Self.legendSpacing(spacing)
    return chartConfiguration {
      ($0.legendPosition, $0.legendContent, $0.legendAlignment, $0.legendSpacing, $0.legendSpacingProblem) = (position, legend, alignment, spacing, problem)
    }
  }
  /// A legend gap the code gave, kept within 0…`ChartLayout.longestLegendGap` points; NaN or ±∞ leaves the default.
  /// A gap that is not used as given is named.
  private static func legendSpacing(_ spacing: CGFloat?) -> (CGFloat?, String?) {
    guard let spacing else { return (nil, nil) }
    let longestLegendGap = ChartLayout.longestLegendGap
    let written = "Chart: .chartLegend(spacing: \(NumberText.describe(Double(spacing))))"
    guard spacing.isFinite else {
      return (nil, "\(written) is not a finite spacing; the legend sits at the default gap (\(NumberText.describe(ChartLayout.defaultLegendGap)) pt). "
        + "Give a spacing of 0 or more, or nil")
    }
    if spacing < 0 { return (0, "\(written) is below 0; laid out with a gap of 0. Give a spacing of 0 or more") }
    if spacing > longestLegendGap {
      return (longestLegendGap, "\(written) is more than \(NumberText.describe(longestLegendGap)) pt (ChartLayout.longestLegendGap), which leaves a chart "
        + "no room for its plot; laid out with a gap of \(NumberText.describe(longestLegendGap)). Give a spacing that fits in the chart")
    }
    return (spacing, nil)
  }
  /// Maps series names to styles.
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
    let scale = StyleScale(domain: mapping.map { ChartModel.name(of: $0.key.plotPrimitive) }, range: mapping.map { AnyShapeStyle($0.value) })
    return chartConfiguration { $0.styleScale = scale }
  }
  /// Maps the series of `domain` to the styles of `range`, in order.
  public func chartForegroundStyleScale<Domain: ScaleDomain, S: ShapeStyle>(domain: Domain, range: [S], type: ScaleType? = nil) -> some View {
    let scale = StyleScale(domain: Self.seriesNames(domain), range: range.map { AnyShapeStyle($0) })
    return chartConfiguration { $0.styleScale = scale }
  }
  /// Orders the series by `domain`, with the default styles.
  public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
    let scale = StyleScale(domain: Self.seriesNames(domain), range: nil)
    return chartConfiguration { $0.styleScale = scale }
  }
  /// Styles the series in order with `range`.
  public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
    let scale = StyleScale(domain: nil, range: range.map { AnyShapeStyle($0) })
    return chartConfiguration { $0.styleScale = scale }
  }
  /// Styles each series value with `mapping`.
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
    let scale = StyleScale(mapping: { DataValue.fromPlotPrimitive($0).map { AnyShapeStyle(mapping($0)) } })
    return chartConfiguration { $0.styleScale = scale }
  }
  /// Maps series to symbols; a custom symbol shape draws as the default symbol of its series.
  public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
    symbolScale(domain: mapping.map { ChartModel.name(of: $0.key.plotPrimitive) }, range: mapping.map(\.value))
  }
  /// Maps the series of `domain` to the symbols of `range`, in order.
  public func chartSymbolScale<Domain: ScaleDomain, S: ChartSymbolShape>(domain: Domain, range: [S]) -> some View {
    symbolScale(domain: Self.seriesNames(domain), range: range)
  }
  /// Gives the series the symbols of `range`, in the order they appear.
  public func chartSymbolScale<S: ChartSymbolShape>(range: [S]) -> some View {
    symbolScale(domain: nil, range: range)
  }
  /// Gives each series the symbol `mapping` answers for its value.
  public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(mapping: @escaping (DataValue) -> S) -> some View {
    let scale = SeriesScale<BasicChartSymbolShape>(domain: nil, range: [], mapping: { primitive in
      DataValue.fromPlotPrimitive(primitive).flatMap { mapping($0) as? BasicChartSymbolShape }
    })
    return chartConfiguration { $0.symbolScale = scale }
  }
  private func symbolScale<S: ChartSymbolShape>(domain: [String]?, range: [S]) -> some View {
    let basic = range.compactMap { $0 as? BasicChartSymbolShape }
    let scale = basic.count == range.count ? SeriesScale(domain: domain, range: basic) : nil
    return chartConfiguration { $0.symbolScale = scale }
  }
  /// Maps series to line styles.
  public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> some View {
    let scale = SeriesScale(domain: mapping.map { ChartModel.name(of: $0.key.plotPrimitive) }, range: mapping.map(\.value))
    return chartConfiguration { $0.lineStyleScale = scale }
  }
  /// Maps the series of `domain` to the line styles of `range`, in order.
  public func chartLineStyleScale<Domain: ScaleDomain>(domain: Domain, range: [StrokeStyle]) -> some View {
    let scale = SeriesScale(domain: Self.seriesNames(domain), range: range)
    return chartConfiguration { $0.lineStyleScale = scale }
  }
  /// Gives the series the line styles of `range`, in the order they appear.
  public func chartLineStyleScale(range: [StrokeStyle]) -> some View {
    chartConfiguration { $0.lineStyleScale = SeriesScale(domain: nil, range: range) }
  }
  /// Gives each series the line style `mapping` answers for its value.
  public func chartLineStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> StrokeStyle) -> some View {
    let scale = SeriesScale<StrokeStyle>(domain: nil, range: [], mapping: { DataValue.fromPlotPrimitive($0).map(mapping) })
    return chartConfiguration { $0.lineStyleScale = scale }
  }
  /// The series names a domain lists, or nil for an inferred domain.
  private static func seriesNames<Domain: ScaleDomain>(_ domain: Domain) -> [String]? {
    if case .values(let values) = domain._domainSpec.spec { return values.map(ChartModel.name(of:)) }
    return nil
  }
  /// Maps values to symbol sizes (drawn at the default size).
  public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> some View {
    chartConfiguration { _ in }
  }
  /// Sets the range of symbol sizes the inferred domain maps to (drawn at the default size).
  public func chartSymbolSizeScale(range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> some View { chartConfiguration { _ in } }
  /// Sets the domain of the symbol size scale (drawn at the default size).
  public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { chartConfiguration { _ in } }
  /// Sets the type of the symbol size scale (drawn at the default size).
  public func chartSymbolSizeScale(type: ScaleType? = nil) -> some View { chartConfiguration { _ in } }
  /// Maps values to symbol sizes (drawn at the default size).
  public func chartSymbolSizeScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, CGFloat>) -> some View { chartConfiguration { _ in } }
  /// Maps values to symbol sizes (drawn at the default size).
  public func chartSymbolSizeScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> CGFloat) -> some View { chartConfiguration { _ in } }
  /// Maps the values of `domain` to symbol sizes (drawn at the default size).
  public func chartSymbolSizeScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> CGFloat) -> some View
  where Domain.Element: Plottable { chartConfiguration { _ in } }
  /// Decorates the plot area: the closure receives it and returns the view drawn in its place.
  public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
    chartConfiguration { $0.plotStyle = { AnyView(content($0)) } }
  }
  /// Draws a view over the chart, built with a proxy of its scales.
  public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
    chartConfiguration { $0.overlays.append((alignment, { AnyView(content($0)) })) }
  }
  /// Draws a view behind the chart, built with a proxy of its scales.
  public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
    chartConfiguration { $0.backgrounds.append((alignment, { AnyView(content($0)) })) }
  }
  /// Makes the chart scrollable along `axes` (iOS 17); a still shows the window `chartXVisibleDomain` and
  /// `chartScrollPosition` set.
  public func chartScrollableAxes(_ axes: Axis.Set) -> some View { chartConfiguration { _ in } }
  /// Shows `length` of the x domain at a time (iOS 17): the chart draws `length` from its scroll position
  /// (the domain's start unless `chartScrollPosition` says); on a categorical axis, `length` categories.
  public func chartXVisibleDomain<P: Plottable>(length: P) -> some View {
    var visible: Double?
    if case .number(let v) = length.plotPrimitive, v.isFinite, v > 0 { visible = v }
    return chartConfiguration { [visible] in $0.xVisibleLength = visible }
  }
  /// Shows `length` of the y domain at a time (iOS 17); accepted.
  public func chartYVisibleDomain<P: Plottable>(length: P) -> some View { chartConfiguration { _ in } }
  /// Binds the scroll position along x (iOS 17): a still shows the visible domain from the bound value.
  public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
    let position = x.wrappedValue.plotPrimitive
    return chartConfiguration { $0.xScrollPosition = position }
  }
  /// Binds the scroll position along y (iOS 17); a still is at the start.
  public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View { chartConfiguration { _ in } }
  /// The initial scroll position along x (iOS 17): a still shows the visible domain from it.
  public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
    let position = initialX.plotPrimitive
    return chartConfiguration { $0.xScrollPosition = position }
  }
  /// The initial scroll position along y (iOS 17); a still is at the start.
  public func chartScrollPosition<P: Plottable>(initialY: P) -> some View { chartConfiguration { _ in } }
  /// Binds the selected x value (iOS 17); nothing is selected in a still.
  public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { chartConfiguration { _ in } }
  /// Adds a gesture made from the chart's proxy (iOS 17); nothing is touched in a still.
  public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> some View { chartConfiguration { _ in } }
  /// Binds the selected x range (iOS 17); nothing is selected in a still.
  public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { chartConfiguration { _ in } }
  /// Binds the selected y value (iOS 17); nothing is selected in a still.
  public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { chartConfiguration { _ in } }
  /// Binds the selected y range (iOS 17); nothing is selected in a still.
  public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { chartConfiguration { _ in } }
  /// Binds the selected angle value of a pie chart (iOS 17); nothing is selected in a still.
  public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { chartConfiguration { _ in } }
}
