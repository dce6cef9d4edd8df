import Foundation

/// The columns of a wheel date picker at rest: per column, the values from three above the shown
/// date's to three below it (nil where a column ends, as the AM/PM column does).
struct DateWheelColumns {
  let columns: [[String?]]

  init(date: Date, components: DatePickerComponents, calendar base: Calendar, locale: Locale, timeZone: TimeZone) {
    var calendar = base
    calendar.locale = locale
    calendar.timeZone = timeZone
    let reach = PickerMetrics.wheelRowsAroundSelection
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.calendar = calendar
    func format(_ template: String, _ date: Date) -> String {
      formatter.setLocalizedDateFormatFromTemplate(template)
      return formatter.string(from: date).replacingOccurrences(of: ",", with: "")
    }
    func steps(_ unit: Calendar.Component, _ template: String) -> [String?] {
      (-reach...reach).map { offset in calendar.date(byAdding: unit, value: offset, to: date).map { format(template, $0) } }
    }
    var columns: [[String?]] = []
    let time = components.contains(.hourAndMinute)
    if components.contains(.date) && time {
      columns.append(steps(.day, "EEEMMMd"))
    } else if components.contains(.date) || !time {
      // Month, day and year in the locale's order ("MMMM d, y" in en_US).
      let pattern = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: locale) ?? "MMMM d y"
      let order: [(Character, Calendar.Component, String)] = [("M", .month, "MMMM"), ("d", .day, "d"), ("y", .year, "y")]
        .sorted { (pattern.firstIndex(of: $0.0) ?? pattern.endIndex) < (pattern.firstIndex(of: $1.0) ?? pattern.endIndex) }
      for (_, unit, template) in order { columns.append(steps(unit, template)) }
    }
    if time {
      let hourPattern = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
      let twelveHour = hourPattern.contains("a")
      // Hours and minutes are bare numbers on the wheels: fixed patterns, not localized templates ("09 Uhr").
      func fixed(_ unit: Calendar.Component, _ pattern: String) -> [String?] {
        formatter.dateFormat = pattern
        return (-reach...reach).map { offset in calendar.date(byAdding: unit, value: offset, to: date).map { formatter.string(from: $0) } }
      }
      columns.append(fixed(.hour, twelveHour ? "h" : "HH"))
      columns.append(fixed(.minute, "mm"))
      if twelveHour {
        // The AM/PM wheel has two rows: at rest on AM, PM sits below it; on PM, AM above.
        let isPM = calendar.component(.hour, from: date) >= 12
        let am = calendar.amSymbol, pm = calendar.pmSymbol
        columns.append((-reach...reach).map { offset in
          switch (offset, isPM) {
          case (0, false), (-1, true): return am
          case (0, true), (1, false): return pm
          default: return nil
          }
        })
      }
    }
    self.columns = columns
  }
}

/// `.datePickerStyle(.wheel)` at rest: one wheel column per date component (iOS's `UIDatePicker`
/// wheels), drawn like `WheelPickerStyle`, with the label before it unless labels are hidden.
nonisolated struct WheelDatePickerBody<Label: View>: View {
  let date: Date
  let components: DatePickerComponents
  let environment: EnvironmentValues
  let label: Label

  var body: some View {
    let wheels = DateWheelColumns(date: date, components: components, calendar: environment.calendar,
                                  locale: environment.locale, timeZone: environment.timeZone)
    let reach = PickerMetrics.wheelRowsAroundSelection
    HStack(spacing: 0) {
      if environment.labelsVisibility != .hidden {
        label
        Spacer(minLength: 8)
      }
      HStack(spacing: 16) {
        ForEach(Array(wheels.columns.indices), id: \.self) { column in
          VStack(spacing: 0) {
            ForEach(Array(-reach...reach), id: \.self) { offset in
              Group {
                if let value = wheels.columns[column][offset + reach] {
                  Text(verbatim: value).lineLimit(1)
                } else {
                  Color.clear
                }
              }
              .frame(height: PickerMetrics.wheelRowHeight)
              .opacity(1 - 0.25 * Double(abs(offset)))
            }
          }
          .fixedSize(horizontal: true, vertical: false)
        }
      }
      .padding(.horizontal, 16)
      .frame(maxWidth: .infinity)
      .background(
        RoundedRectangle(cornerRadius: PickerMetrics.segmentedCornerRadius, style: .continuous)
          .fill(FormPalette.tertiarySystemFill)
          .frame(height: PickerMetrics.wheelRowHeight))
    }
  }
}
