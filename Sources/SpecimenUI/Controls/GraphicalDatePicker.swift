import Foundation

/// Metrics of the graphical (inline calendar) date picker, modelled on iOS 17's inline
/// `UIDatePicker`: a 44-pt month row, a 20-pt row of weekday initials in the 13-pt semibold
/// secondary style, six 44-pt week rows whatever the month (the calendar keeps its height), and a
/// 44-pt time row under a separator when the time is shown. Apple publishes none of these
/// numbers: they are Specimen's estimate from iOS screenshots.
enum GraphicalDatePickerMetrics {
  static let headerHeight: CGFloat = 44
  static let weekdayRowHeight: CGFloat = 20
  static let weekRowHeight: CGFloat = 44
  static let weekRows = 6
  static let selectionDiameter: CGFloat = 40
  static let dayFontSize: CGFloat = 20
  static let horizontalInset: CGFloat = 8
  static let idealWidth: CGFloat = 320
  static let chevronSpacing: CGFloat = 28
}

/// One month laid out in weeks: the days' numbers in their weekday columns.
struct CalendarMonth {
  /// "January 2007" in the picker's locale.
  let title: String
  /// The weekday initials from the locale's first weekday ("SUN" … "SAT" in en_US).
  let weekdays: [String]
  /// The day numbers by cell (`weekRows` × 7), nil outside the month.
  let cells: [Int?]
  /// The shown date's day of the month.
  let selectedDay: Int
  /// The month's year and month number in the picker's calendar.
  let year: Int, month: Int
  /// The calendar (with the picker's locale and time zone) the month is laid out in.
  let calendar: Calendar
  /// The start of each day of the month, by day number (index 0 is day 1), then the next month's first.
  let dayStarts: [Date]

  init(date: Date, calendar base: Calendar, locale: Locale, timeZone: TimeZone) {
    var calendar = base
    calendar.locale = locale
    calendar.timeZone = timeZone
    self.calendar = calendar
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    (year, month) = (parts.year ?? 2007, parts.month ?? 1)
    let first = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: 1)) ?? date
    let dayCount = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
    let columns = calendar.shortWeekdaySymbols.count == 7 ? calendar.shortWeekdaySymbols : ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let firstWeekday = min(max(calendar.firstWeekday, 1), 7)
    weekdays = (0..<7).map { columns[(firstWeekday - 1 + $0) % 7].uppercased(with: locale) }
    let lead = (calendar.component(.weekday, from: first) - firstWeekday + 7) % 7
    let total = GraphicalDatePickerMetrics.weekRows * 7
    cells = (0..<total).map { index in
      let day = index - lead + 1
      return (1...dayCount).contains(day) ? day : nil
    }
    selectedDay = parts.day ?? 1
    dayStarts = (0...dayCount).map { calendar.date(byAdding: .day, value: $0, to: first) ?? first.addingTimeInterval(Double($0) * 86_400) }
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.calendar = calendar
    formatter.setLocalizedDateFormatFromTemplate("MMMMy")
    title = formatter.string(from: date)
  }

  /// The days that can be picked: those that overlap the bounds (a missing bound is no limit; `upperIncluded`
  /// for a closed range). A day the bounds cut into stays pickable, as iOS keeps today in `in: Date.now...`.
  func availableDays(lower: Date?, upper: Date?, upperIncluded: Bool) -> Set<Int> {
    Set((0..<(dayStarts.count - 1)).compactMap { index in
      let (start, end) = (dayStarts[index], dayStarts[index + 1])
      if let lower, end <= lower { return nil }
      if let upper, upperIncluded ? start > upper : start >= upper { return nil }
      return index + 1
    })
  }

  /// The day numbers of the selected dates that fall in this month.
  func days(of selection: Set<DateComponents>) -> Set<Int> {
    Set(selection.compactMap { components in
      guard let date = CalendarMonth.date(of: components, in: calendar) else { return nil }
      let parts = calendar.dateComponents([.year, .month, .day], from: date)
      return parts.year == year && parts.month == month ? parts.day : nil
    })
  }

  /// The start of the day `components` names in `calendar` (its own calendar and time zone when it carries them),
  /// nil when it names no formattable day.
  static func date(of components: DateComponents, in calendar: Calendar) -> Date? {
    var parts = DateComponents()
    parts.era = components.era
    (parts.year, parts.month, parts.day) = (components.year, components.month, components.day)
    guard let year = parts.year, let month = parts.month, let day = parts.day,
          // Ranges, not abs(_:), which traps on Int.min.
          (-100_000...100_000).contains(year), (-1_000...1_000).contains(month), (-100_000...100_000).contains(day) else { return nil }
    var resolving = components.calendar ?? calendar
    resolving.timeZone = components.timeZone ?? calendar.timeZone
    guard let date = resolving.date(from: parts), abs(date.timeIntervalSinceReferenceDate) <= DatePickerFormat.limit else { return nil }
    return date
  }
}

/// `.datePickerStyle(.graphical)` at rest: the shown date's month as iOS's inline calendar draws
/// it, the day selected (a tinted circle behind tinted semibold digits), then the time row.
/// The label is not drawn, as on iOS (it names the picker for accessibility).
nonisolated struct GraphicalDatePickerBody: View {
  let date: Date
  let components: DatePickerComponents
  let environment: EnvironmentValues
  /// The days drawn selected; nil selects the shown date's day.
  var selection: Set<DateComponents>? = nil
  /// The bounds of the pickable days (`upperIncluded` for a closed range); days outside them are greyed.
  var lower: Date? = nil, upper: Date? = nil, upperIncluded = true

  var body: some View {
    let month = CalendarMonth(date: date, calendar: environment.calendar, locale: environment.locale, timeZone: environment.timeZone)
    let selected = selection.map { month.days(of: $0) } ?? [month.selectedDay]
    let available = month.availableDays(lower: lower, upper: upper, upperIncluded: upperIncluded)
    VStack(spacing: 0) {
      if components.contains(.date) || !components.contains(.hourAndMinute) {
        header(month)
        HStack(spacing: 0) {
          ForEach(Array(month.weekdays.indices), id: \.self) { column in
            Text(verbatim: month.weekdays[column]).frame(maxWidth: .infinity)
          }
        }
        .font(.system(size: 13, weight: .semibold))
        .foregroundStyle(HierarchicalShapeStyle.tertiary)
        .frame(height: GraphicalDatePickerMetrics.weekdayRowHeight)
        ForEach(0..<GraphicalDatePickerMetrics.weekRows, id: \.self) { week in
          HStack(spacing: 0) {
            ForEach(0..<7, id: \.self) { column in
              day(month.cells[week * 7 + column], selected: selected, available: available)
            }
          }
          .frame(height: GraphicalDatePickerMetrics.weekRowHeight)
        }
      }
      if components.contains(.hourAndMinute) {
        if components.contains(.date) { Divider() }
        timeRow
      }
    }
    .padding(.horizontal, GraphicalDatePickerMetrics.horizontalInset)
    .frame(idealWidth: GraphicalDatePickerMetrics.idealWidth, maxWidth: .infinity)
  }

  /// "January 2007 ›" at the leading edge, the previous and next month chevrons at the trailing one.
  private func header(_ month: CalendarMonth) -> some View {
    HStack(spacing: 0) {
      HStack(spacing: 4) {
        Text(verbatim: month.title).environmentForegroundStyle(HierarchicalShapeStyle.primary)
        Image(systemName: "chevron.right").foregroundStyle(TintShapeStyle())
      }
      .lineLimit(1)
      Spacer(minLength: 8)
      HStack(spacing: GraphicalDatePickerMetrics.chevronSpacing) {
        Image(systemName: "chevron.left")
        Image(systemName: "chevron.right")
      }
      .foregroundStyle(TintShapeStyle())
    }
    .font(.body.weight(.semibold))
    .frame(height: GraphicalDatePickerMetrics.headerHeight)
  }

  /// One day cell: its number, tinted on a light tinted circle when it is selected, greyed when it cannot be picked.
  @ViewBuilder private func day(_ number: Int?, selected: Set<Int>, available: Set<Int>) -> some View {
    let size = GraphicalDatePickerMetrics.dayFontSize
    if let number {
      if !available.contains(number) {
        Text(verbatim: "\(number)").font(.system(size: size)).foregroundStyle(HierarchicalShapeStyle.tertiary).frame(maxWidth: .infinity)
      } else if selected.contains(number) {
        Text(verbatim: "\(number)")
          .font(.system(size: size, weight: .semibold))
          .foregroundStyle(TintShapeStyle())
          .frame(width: GraphicalDatePickerMetrics.selectionDiameter, height: GraphicalDatePickerMetrics.selectionDiameter)
          .background(Circle().fill(TintShapeStyle()).opacity(0.12))
          .frame(maxWidth: .infinity)
      } else {
        Text(verbatim: "\(number)").font(.system(size: size)).frame(maxWidth: .infinity)
      }
    } else {
      Color.clear.frame(maxWidth: .infinity)
    }
  }

  /// "Time" and the compact time field.
  private var timeRow: some View {
    let time = DatePickerFormat.fields(date, components: .hourAndMinute, locale: environment.locale, timeZone: environment.timeZone)
    return HStack {
      Text("Time")
      Spacer(minLength: 8)
      ForEach(Array(time.indices), id: \.self) { index in DatePickerField(text: time[index]) }
    }
    .lineLimit(1)
    .frame(height: GraphicalDatePickerMetrics.headerHeight)
  }
}
