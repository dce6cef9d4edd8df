import Foundation

/// A SwiftUI view that displays a chart.
///
/// Like a shape it takes the whole size it is offered. It draws its marks in the plot area, y-axis
/// labels on the trailing side with horizontal grid lines, x-axis labels below and, when marks are
/// styled by series, a legend under those, as iOS does.
nonisolated public struct Chart<Content: ChartContent>: View {
  let content: Content
  @Environment(\.chartConfiguration) private var configuration
  @Environment(\.calendar) private var calendar
  @Environment(\.locale) private var locale
  @Environment(\.timeZone) private var timeZone

  /// Creates a chart composed of a series of marks.
  public init(@ChartContentBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    var calendar = self.calendar
    calendar.timeZone = timeZone
    let model = ChartModel(list: content.marks, configuration: configuration, calendar: calendar)
    // Every mark of a modified ForEach repeats its modifier's warning: each text is said once, and only the rest counted.
    var seen = Set<String>()
    let warnings = model.warnings.filter { seen.insert($0).inserted }
    for warning in warnings.prefix(5) { ResolveIssues.report(ResolveIssue(.invalidNumber, warning)) }
    if warnings.count > 5 {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "Chart: \(warnings.count - 5) more warnings about marks' values are not shown"))
    }
    return ChartBody(model: model, configuration: configuration, labels: AxisLabelMaker(calendar: calendar, locale: locale))
  }
}

extension Chart {
  /// Creates a chart with a mark (or marks) per identified element of `data`.
  public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
  where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
    self.content = ForEach(data, content: content)
  }
  /// Creates a chart with a mark (or marks) per element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ChartContentBuilder content: @escaping (Data.Element) -> C)
  where Content == ForEach<Data, ID, C> {
    self.content = ForEach(data, id: id, content: content)
  }
}
