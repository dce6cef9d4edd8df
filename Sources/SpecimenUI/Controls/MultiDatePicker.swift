import Foundation

/// A control for picking multiple dates (iOS 16): a month's calendar in which every selected day
/// has the tinted circle the inline date picker gives its one date.
///
/// A still shows one month: the earliest selected date's, or, with nothing selected, the render's
/// reference date (`timelineReferenceDate`, January 9, 2007, where iOS would show today) moved into
/// the bounds. Days outside the bounds are greyed, as iOS greys unavailable days. The label is not
/// drawn (it names the picker for accessibility, as on iOS). There is no time row: the picker
/// selects days.
nonisolated public struct MultiDatePicker<Label: View>: View {
  let selection: Binding<Set<DateComponents>>
  /// The first pickable instant, when there is one.
  let lower: Date?
  /// The first instant after the pickable ones (the bound is excluded), when there is one.
  let upper: Date?
  let label: Label

  /// Creates an instance that selects multiple dates with an unbounded range.
  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, lower: nil, upper: nil, label: label())
  }

  /// Creates an instance that selects multiple dates in a range.
  public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound, label: label())
  }

  /// Creates an instance that selects multiple dates on or after some start date.
  public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, lower: bounds.lowerBound, upper: nil, label: label())
  }

  /// Creates an instance that selects multiple dates before some end date.
  public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, lower: nil, upper: bounds.upperBound, label: label())
  }

  init(selection: Binding<Set<DateComponents>>, lower: Date?, upper: Date?, label: Label) {
    // The range types cannot hold a NaN bound (Swift traps building one), so the bounds are taken as given.
    (self.selection, self.lower, self.upper, self.label) = (selection, lower, upper, label)
  }

  /// The calendar of the shown month with the selected days circled.
  public var body: some View {
    let environment = EnvironmentValues.current
    var calendar = environment.calendar
    calendar.timeZone = environment.timeZone
    return GraphicalDatePickerBody(date: shownDate(in: calendar), components: .date, environment: environment,
                                   selection: selection.wrappedValue, lower: lower, upper: upper, upperIncluded: false)
  }

  /// The date whose month is shown: the earliest selected day, else the reference date moved into the bounds.
  func shownDate(in calendar: Calendar) -> Date {
    if let earliest = selection.wrappedValue.compactMap({ CalendarMonth.date(of: $0, in: calendar) }).min() {
      return DatePickerFormat.shown(earliest, in: nil)
    }
    var date = timelineReferenceDate
    if let upper, date >= upper { date = upper.addingTimeInterval(-1) }
    if let lower, date < lower { date = lower }
    return DatePickerFormat.shown(date, in: nil)
  }
}

extension MultiDatePicker where Label == Text {
  /// Creates an instance that selects multiple dates with an unbounded range, titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection, lower: nil, upper: nil, label: Text(titleKey))
  }
  /// Creates an instance that selects multiple dates in a range, titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
    self.init(selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound, label: Text(titleKey))
  }
  /// Creates an instance that selects multiple dates on or after some start date, titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
    self.init(selection: selection, lower: bounds.lowerBound, upper: nil, label: Text(titleKey))
  }
  /// Creates an instance that selects multiple dates before some end date, titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
    self.init(selection: selection, lower: nil, upper: bounds.upperBound, label: Text(titleKey))
  }

  /// Creates an instance that selects multiple dates with an unbounded range, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection, lower: nil, upper: nil, label: Text(title))
  }
  /// Creates an instance that selects multiple dates in a range, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
    self.init(selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound, label: Text(title))
  }
  /// Creates an instance that selects multiple dates on or after some start date, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
    self.init(selection: selection, lower: bounds.lowerBound, upper: nil, label: Text(title))
  }
  /// Creates an instance that selects multiple dates before some end date, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
    self.init(selection: selection, lower: nil, upper: bounds.upperBound, label: Text(title))
  }

  /// Creates an instance that selects multiple dates with an unbounded range, titled with a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection, lower: nil, upper: nil, label: Text(titleResource))
  }
  /// Creates an instance that selects multiple dates in a range, titled with a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
    self.init(selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound, label: Text(titleResource))
  }
  /// Creates an instance that selects multiple dates on or after some start date, titled with a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
    self.init(selection: selection, lower: bounds.lowerBound, upper: nil, label: Text(titleResource))
  }
  /// Creates an instance that selects multiple dates before some end date, titled with a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
    self.init(selection: selection, lower: nil, upper: bounds.upperBound, label: Text(titleResource))
  }
}
