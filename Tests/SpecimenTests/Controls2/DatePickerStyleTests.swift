import Foundation
import Specimen
import SpecimenLayout
import SpecimenUI
import Testing

/// A custom `DatePickerStyle` (iOS 16): its body replaces the picker, it receives the picker's
/// label, selection, bounds and components, and a `DatePicker` inside it is drawn with the next
/// style out.
@Suite struct DatePickerStyleTests {
  /// 9 Jan 2007, 09:41 UTC.
  static let day = Date(timeIntervalSince1970: 1_168_335_660)

  /// Draws the configuration's values as texts.
  struct ReportingStyle: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.label
        Text(verbatim: "min " + (configuration.minimumDate.map { "\(Int($0.timeIntervalSince1970))" } ?? "nil"))
        Text(verbatim: "max " + (configuration.maximumDate.map { "\(Int($0.timeIntervalSince1970))" } ?? "nil"))
        Text(verbatim: "sel \(Int(configuration.selection.timeIntervalSince1970))")
        Text(verbatim: "date \(configuration.displayedComponents.contains(.date)) time \(configuration.displayedComponents.contains(.hourAndMinute))")
      }
    }
  }

  /// A 60×24 red block, whatever the picker.
  struct BlockStyle: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
      Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 60, height: 24)
    }
  }

  /// The picker's own compact picker inside a tinted card, its label above.
  struct CardStyle: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading) {
        configuration.label
        DatePicker(selection: configuration.$selection, displayedComponents: configuration.displayedComponents) {}
          .labelsHidden()
      }
    }
  }

  func strings<V: View>(_ view: V, width: CGFloat = 320) -> [String] {
    C2.texts(in: C2.place(view, width: width)).map(\.text.string)
  }

  @Test func customStyleReplacesThePicker() throws {
    let view = DatePicker("Due", selection: .constant(Self.day)).datePickerStyle(BlockStyle())
    let root = C2.place(view, width: 300)
    #expect(root.frame.size == CGSize(width: 60, height: 24))
    #expect(C2.texts(in: root).isEmpty)
    let image = try C2.render(view, width: 300)
    #expect(C2.near(C2.pixel(image, 30, 12), 255, 0, 0, 255))
  }

  @Test func configurationCarriesLabelSelectionAndComponents() {
    let texts = strings(DatePicker("Due", selection: .constant(Self.day), displayedComponents: .date)
      .datePickerStyle(ReportingStyle()))
    #expect(texts == ["Due", "min nil", "max nil", "sel 1168335660", "date true time false"])
  }

  @Test func configurationBoundsFollowTheRangeForm() {
    let a = Date(timeIntervalSince1970: 1_000_000_000)
    let b = Date(timeIntervalSince1970: 1_200_000_000)
    #expect(strings(DatePicker("D", selection: .constant(Self.day), in: a...b).datePickerStyle(ReportingStyle()))
      == ["D", "min 1000000000", "max 1200000000", "sel 1168335660", "date true time true"])
    #expect(strings(DatePicker("D", selection: .constant(Self.day), in: a...).datePickerStyle(ReportingStyle()))
      .prefix(3) == ["D", "min 1000000000", "max nil"])
    #expect(strings(DatePicker("D", selection: .constant(Self.day), in: ...b).datePickerStyle(ReportingStyle()))
      .prefix(3) == ["D", "min nil", "max 1200000000"])
  }

  @Test func pickerInsideTheStyleUsesTheNextStyleOut() {
    // No outer style: the inner picker is the compact default (one date field, one time field), drawn once.
    let compact = strings(DatePicker("Due", selection: .constant(Self.day)).datePickerStyle(CardStyle()))
    #expect(compact == ["Due", "Jan 9, 2007", "9:41 AM"])
    // A graphical style outside the custom one: the inner picker draws the month calendar.
    let graphical = strings(DatePicker("Due", selection: .constant(Self.day), displayedComponents: .date)
      .datePickerStyle(CardStyle()).datePickerStyle(.graphical), width: 360)
    #expect(graphical.first == "Due")
    #expect(graphical.contains("January 2007"))
  }

  @Test func innermostStyleWins() {
    let texts = strings(DatePicker("Due", selection: .constant(Self.day)).datePickerStyle(.compact).datePickerStyle(ReportingStyle()))
    #expect(texts == ["Due", "Jan 9, 2007", "9:41 AM"])
  }

  @Test func builtInStylesDrawAsBefore() {
    #expect(strings(DatePicker("Due", selection: .constant(Self.day)).datePickerStyle(.automatic)) == ["Due", "Jan 9, 2007", "9:41 AM"])
    #expect(strings(DatePicker("Due", selection: .constant(Self.day), in: ...Date(timeIntervalSince1970: 0),
                               displayedComponents: .date)) == ["Due", "Jan 1, 1970"])
  }
}
