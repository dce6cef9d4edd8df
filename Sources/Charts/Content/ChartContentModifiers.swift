import Foundation

/// Content with a change applied to each of its marks (every mark modifier).
nonisolated public struct _ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  let content: Content
  let modify: (inout MarkRecord) -> Void
  func collect(into list: inout MarkList) {
    var inner = MarkList()
    inner.capacity = max(0, list.capacity - list.marks.count)
    content.collectMarks(into: &inner)
    for var mark in inner.marks {
      modify(&mark)
      list.append(mark)
    }
    list.drop(inner.dropped)
  }
}

nonisolated extension ChartContent {
  func modified(_ modify: @escaping (inout MarkRecord) -> Void) -> _ModifiedChartContent<Self> {
    _ModifiedChartContent(content: self, modify: modify)
  }

  /// Fills or strokes the marks with a shape style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
    let style = AnyShapeStyle(style)
    return modified { $0.style = style }
  }
  /// Colours the marks by the series `value` names, from the chart's foreground style scale.
  public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    let entry = value.erased
    return modified { $0.styleBy = entry }
  }
  /// Draws points with this symbol.
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
    let basic = symbol as? BasicChartSymbolShape ?? .circle
    return modified { $0.symbol = basic }
  }
  /// Draws points with a view, centred on each point.
  public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
    let view = AnyView(symbol())
    return modified { $0.symbolView = view }
  }
  /// Picks each series' point symbol by `value`.
  public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    let entry = value.erased
    return modified { $0.symbolBy = entry }
  }
  /// Sizes point symbols by area in square points.
  public func symbolSize(_ area: CGFloat) -> some ChartContent {
    modified { $0.symbolSize = area }
  }
  /// Sizes point symbols to fit this size.
  public func symbolSize(_ size: CGSize) -> some ChartContent {
    let area = size.width * size.height
    return modified { $0.symbolSize = area }
  }
  /// Sizes point symbols by `value` (drawn at the default size).
  public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { modified { _ in } }
  /// Strokes lines and rules with this style.
  public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
    modified { $0.lineStyle = style }
  }
  /// Picks each series' line style by `value` (drawn with the default style, series split by it).
  public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    let entry = value.erased
    return modified { $0.lineStyleBy = entry }
  }
  /// Joins the points of lines and areas with this method.
  public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
    modified { $0.interpolation = method }
  }
  /// Rounds the corners of bars and rectangles.
  public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
    modified { $0.cornerRadius = radius }
  }
  /// Clips each bar, rectangle and point to `shape`, which fills the mark's frame.
  public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent {
    let shape = AnyShape(shape)
    return modified { $0.clipShape = shape }
  }
  /// Sets the marks' opacity.
  public func opacity(_ opacity: Double) -> some ChartContent {
    modified { $0.opacity *= opacity }
  }
  /// Places marks that share a position side by side, grouped by `value`.
  public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
    let entry = value.erased
    return modified { $0.positionBy = entry }
  }
  /// Moves the marks by an offset in points.
  public func offset(_ offset: CGSize) -> some ChartContent {
    modified { $0.offset.width += offset.width; $0.offset.height += offset.height }
  }
  /// Moves the marks by x and y points.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
    modified { $0.offset.width += x; $0.offset.height += y }
  }
  /// Moves the marks horizontally and their y interval's ends (drawn with the x offset only).
  public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
    modified { $0.offset.width += x }
  }
  /// Moves the marks vertically and their x interval's ends (drawn with the y offset only).
  public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
    modified { $0.offset.height += y }
  }
  /// Orders the marks' drawing: higher draws later.
  public func zIndex(_ value: Double) -> some ChartContent {
    modified { $0.zIndex = value }
  }
  /// Adds a view beside each mark.
  public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                  @ViewBuilder content: () -> C) -> some ChartContent {
    let note = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
    return modified { $0.annotations.append(note) }
  }
  /// Adds a view beside each mark, built from the annotation's context.
  public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                  @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
    let note = MarkAnnotation(position: position, alignment: alignment, spacing: spacing,
                              content: AnyView(content(AnnotationContext(targetSize: .zero))))
    return modified { $0.annotations.append(note) }
  }
  /// Adds a view beside each mark, moved to fit as `overflowResolution` says (iOS 17; drawn where placed).
  public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                  overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C) -> some ChartContent {
    annotation(position: position, alignment: alignment, spacing: spacing, content: content)
  }
  /// Adds a view beside each mark built from its context, moved to fit as `overflowResolution` says (iOS 17).
  public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                  overflowResolution: AnnotationOverflowResolution,
                                  @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
    annotation(position: position, alignment: alignment, spacing: spacing, content: content)
  }
  /// Blurs the marks (not drawn: the marks stay sharp).
  public func blur(radius: CGFloat) -> some ChartContent { modified { _ in } }
  /// Casts a shadow under the marks (not drawn).
  public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
    modified { _ in }
  }
  /// Aligns the marks' styles with the chart's plot area: a gradient's unit points map to the plot area's bounds, not to
  /// each mark's own box (the default).
  public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent { modified { $0.alignsStylesWithPlotArea = aligns } }
  /// Sets the VoiceOver label of the marks.
  public func accessibilityLabel(_ label: Text) -> some ChartContent { modified { _ in } }
  /// Sets the VoiceOver label of the marks.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { modified { _ in } }
  /// Sets the VoiceOver label of the marks.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some ChartContent { modified { _ in } }
  /// Sets the VoiceOver value of the marks.
  public func accessibilityValue(_ value: Text) -> some ChartContent { modified { _ in } }
  /// Sets the VoiceOver value of the marks.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { modified { _ in } }
  /// Sets the VoiceOver value of the marks.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent { modified { _ in } }
  /// Hides the marks from VoiceOver.
  public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { modified { _ in } }
  /// Sets an identifier for UI tests.
  public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { modified { _ in } }
}
