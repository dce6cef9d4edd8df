import Foundation

/// What a subview of a chart is, for `ChartLayout`.
enum ChartRole: Equatable {
  case plot
  /// A y-axis label at a fraction of the plot's height from its bottom.
  case yLabel(Double, fit: LabelFit)
  /// An x-axis label at a fraction of the plot's width; `leading` labels start at their tick (dates).
  case xLabel(Double, leading: Bool, fit: LabelFit)
  case legend
  case xTitle
  case yTitle
}

struct ChartRoleKey: LayoutValueKey {
  static let defaultValue = ChartRole.plot
}

/// Places a chart's parts: the plot area takes what the axis labels, titles and legend leave.
struct ChartLayout: Layout {
  /// The y labels sit on the leading side (`AxisMarks(position: .leading)`); iOS puts them trailing.
  var yLabelsLeading = false
  /// Where the legend sits (`chartLegend(position:)`): below the plot by default.
  var legendEdge: Edge = .bottom
  /// Where a legend beside the plot sits along it (`chartLegend(alignment:)`'s vertical part).
  var legendSideAlignment: VerticalAlignment = .top
  var legendOnTop: Bool { legendEdge == .top }
  var legendOnSide: Bool { legendEdge == .leading || legendEdge == .trailing }
  /// Points between the plot and the y labels.
  static let yLabelGap: CGFloat = 6
  /// Points between the plot and the top of the x labels (below the ticks).
  static let xLabelGap: CGFloat = 6
  /// Points between the legend and the plot's labels (`chartLegend(spacing:)`).
  var legendGap: CGFloat = Self.defaultLegendGap
  /// Points above the legend when the code does not say.
  static let defaultLegendGap: CGFloat = 8
  /// The longest gap `chartLegend(spacing:)` is laid out with: a longer one would leave no plot on any screen.
  static let longestLegendGap: CGFloat = 1_000

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let size = proposal.replacingUnspecifiedDimensions()
    return CGSize(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
  }

  /// The plot area inside `bounds` once the labels, titles and legend have their room.
  func plotRect(in bounds: CGRect, subviews: Subviews) -> CGRect {
    var yLabelWidth: CGFloat = 0, xLabelHeight: CGFloat = 0, bottom: CGFloat = 0, top: CGFloat = 0
    var leading: CGFloat = 0, trailing: CGFloat = 0
    for subview in subviews {
      switch subview[ChartRoleKey.self] {
      case .yLabel: yLabelWidth = max(yLabelWidth, subview.sizeThatFits(.unspecified).width)
      case .xLabel: xLabelHeight = max(xLabelHeight, subview.sizeThatFits(.unspecified).height)
      case .legend where legendOnSide:
        let width = sideLegendWidth(subview, in: bounds) + legendGap
        if legendEdge == .leading { leading += width } else { trailing += width }
      case .legend:
        let height = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height + legendGap
        if legendOnTop { top += height } else { bottom += height }
      case .xTitle: bottom += subview.sizeThatFits(.unspecified).height + 4
      case .yTitle: top += subview.sizeThatFits(.unspecified).height + 4
      case .plot: break
      }
    }
    let side = yLabelWidth > 0 ? yLabelWidth + Self.yLabelGap : 0
    let below = (xLabelHeight > 0 ? xLabelHeight + Self.xLabelGap : 0) + bottom
    let width = max(0, bounds.width - side - leading - trailing), height = max(0, bounds.height - below - top)
    return CGRect(x: bounds.minX + leading + (yLabelsLeading ? side : 0), y: bounds.minY + top, width: width, height: height)
  }

  /// A legend beside the plot is as wide as it needs, up to half the chart.
  func sideLegendWidth(_ legend: LayoutSubview, in bounds: CGRect) -> CGFloat {
    min(legend.sizeThatFits(ProposedViewSize(width: nil, height: bounds.height)).width, max(0, bounds.width / 2))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let plot = plotRect(in: bounds, subviews: subviews)
    var xLabelHeight: CGFloat = 0
    for subview in subviews { if case .xLabel = subview[ChartRoleKey.self] { xLabelHeight = max(xLabelHeight, subview.sizeThatFits(.unspecified).height) } }
    var below = plot.maxY + (xLabelHeight > 0 ? xLabelHeight + Self.xLabelGap : 0)
    let labelProposals = self.labelProposals(plot: plot, subviews: subviews)
    for (index, subview) in subviews.enumerated() {
      let labelProposal = labelProposals[index] ?? .unspecified
      switch subview[ChartRoleKey.self] {
      case .plot:
        subview.place(at: plot.origin, proposal: ProposedViewSize(plot.size))
      case .yLabel(let fraction, _):
        let y = plot.maxY - CGFloat(fraction) * plot.height
        if yLabelsLeading {
          subview.place(at: CGPoint(x: plot.minX - Self.yLabelGap, y: y), anchor: .trailing, proposal: labelProposal)
        } else {
          subview.place(at: CGPoint(x: plot.maxX + Self.yLabelGap, y: y), anchor: .leading, proposal: labelProposal)
        }
      case .xLabel(let fraction, let leading, _):
        let x = plot.minX + CGFloat(fraction) * plot.width
        subview.place(at: CGPoint(x: leading ? x + Self.leadingLabelInset : x, y: plot.maxY + Self.xLabelGap),
                      anchor: leading ? .topLeading : .top, proposal: labelProposal)
      case .xTitle:
        let size = subview.sizeThatFits(.unspecified)
        subview.place(at: CGPoint(x: plot.midX, y: below + 4), anchor: .top, proposal: .unspecified)
        below += size.height + 4
      case .yTitle:
        subview.place(at: CGPoint(x: bounds.maxX, y: bounds.minY), anchor: .topTrailing, proposal: .unspecified)
      case .legend where legendOnSide:
        let width = sideLegendWidth(subview, in: bounds)
        let height = subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        let x = legendEdge == .leading ? bounds.minX : bounds.maxX - width
        let y: CGFloat = legendSideAlignment == .center ? plot.midY - height / 2
          : legendSideAlignment == .bottom ? plot.maxY - height : plot.minY
        subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: width, height: nil))
      case .legend:
        subview.place(at: CGPoint(x: bounds.minX, y: legendOnTop ? bounds.minY : below + legendGap), anchor: .topLeading,
                      proposal: ProposedViewSize(width: bounds.width, height: nil))
      }
    }
  }

  /// Points between a date tick and the start of its label.
  static let leadingLabelInset: CGFloat = 2

  /// The proposal of each axis label that is not placed whole: a cut label gets its room, a label left out
  /// is proposed zero by zero (its `ViewThatFits` then shows nothing).
  func labelProposals(plot: CGRect, subviews: Subviews) -> [Int: ProposedViewSize] {
    var xIndices: [Int] = [], xSpans: [AxisLabelSpan] = [], yIndices: [Int] = [], ySpans: [AxisLabelSpan] = []
    for (index, subview) in subviews.enumerated() {
      switch subview[ChartRoleKey.self] {
      case .xLabel(let fraction, let leading, let fit):
        let size = subview.sizeThatFits(.unspecified)
        let x = plot.minX + CGFloat(fraction) * plot.width
        xIndices.append(index)
        xSpans.append(AxisLabelSpan(position: x, start: leading ? x + Self.leadingLabelInset : x - size.width / 2,
                                    length: size.width, thickness: size.height, fit: fit))
      case .yLabel(let fraction, let fit):
        let size = subview.sizeThatFits(.unspecified)
        let y = plot.maxY - CGFloat(fraction) * plot.height
        yIndices.append(index)
        ySpans.append(AxisLabelSpan(position: y, start: y - size.height / 2, length: size.height, thickness: size.width, fit: fit))
      default: break
      }
    }
    var proposals: [Int: ProposedViewSize] = [:]
    for (indices, spans, room) in [(xIndices, xSpans, plot.width), (yIndices, ySpans, plot.height)] {
      for (index, outcome) in zip(indices, AxisLabelCollisions.resolve(spans, room: room)) {
        switch outcome {
        case .whole: break
        case .cut(let width): proposals[index] = ProposedViewSize(width: width, height: nil)
        case .hidden: proposals[index] = .zero
        }
      }
    }
    return proposals
  }
}
