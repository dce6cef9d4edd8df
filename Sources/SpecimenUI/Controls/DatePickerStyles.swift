import Foundation

/// A type that specifies the appearance and interaction of all date pickers within a view hierarchy.
///
/// iOS 16 made the protocol public to conform to: a custom style's `makeBody(configuration:)`
/// builds each date picker from its `DatePickerStyleConfiguration` (label, `$selection`,
/// `minimumDate`/`maximumDate`, `displayedComponents`). A `DatePicker` inside that body is drawn
/// with the next style out (the compact default when none), as every SwiftUI style works.
@MainActor @preconcurrency
public protocol DatePickerStyle {
  /// A view representing the appearance and interaction of a `DatePicker`.
  associatedtype Body: View
  /// Returns the appearance and interaction content for a `DatePicker`.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  /// A type alias for the properties of a `DatePicker`.
  typealias Configuration = DatePickerStyleConfiguration
}

/// The properties of a `DatePicker`.
public struct DatePickerStyleConfiguration {
  /// A type-erased label of a `DatePicker`.
  nonisolated public struct Label: View, ErasedContentView {
    package let content: AnyView
    init(_ content: some View) { self.content = AnyView(content) }
    public var body: Never { primitiveBody(Self.self) }
  }
  /// A description of the `DatePicker`.
  public let label: Label
  /// The date value being displayed and selected.
  @Binding public var selection: Date
  /// The oldest selectable date.
  public var minimumDate: Date?
  /// The most recent selectable date.
  public var maximumDate: Date?
  /// The date components that the user is able to view and edit.
  public var displayedComponents: DatePickerComponents

  init(label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?, displayedComponents: DatePickerComponents) {
    self.label = label
    self._selection = selection
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    self.displayedComponents = displayedComponents
  }
}

/// The default style for date pickers (compact on iOS).
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInDatePickerBody(kind: .compact, configuration: configuration)
  }
}
/// A date picker style that displays the components in a compact, textual format.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInDatePickerBody(kind: .compact, configuration: configuration)
  }
}
/// A date picker style that displays an interactive calendar or clock (a still shows the date's month).
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInDatePickerBody(kind: .graphical, configuration: configuration)
  }
}
/// A date picker style that displays each component as columns in a scrollable wheel (at rest on the date).
nonisolated public struct WheelDatePickerStyle: DatePickerStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInDatePickerBody(kind: .wheel, configuration: configuration)
  }
}

nonisolated extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default style for date pickers.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A date picker style that displays the components in a compact, textual format.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A date picker style that displays an interactive calendar or clock.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// A date picker style that displays each component as columns in a scrollable wheel.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

nonisolated extension DatePickerStyle {
  /// This style's body for `configuration`, type-erased so an existential style can make it.
  func makeErasedBody(configuration: Configuration) -> AnyView {
    nonisolated(unsafe) let (style, configuration) = (self, configuration)
    return MainActorBridge.call { AnyView(style.makeBody(configuration: configuration) as Body) }
  }
}

struct DatePickerStyleKey: EnvironmentKey {
  static var defaultValue: any DatePickerStyle { DefaultDatePickerStyle() }
}

extension EnvironmentValues {
  /// The date picker style set by `.datePickerStyle(_:)` (the innermost one, or the compact default).
  var datePickerStyle: any DatePickerStyle {
    get { self[StyleStack<any DatePickerStyle>.self].last ?? DatePickerStyleKey.defaultValue }
    set { self[StyleStack<any DatePickerStyle>.self].append(newValue) }
  }
}

nonisolated extension View {
  /// Sets the style for date pickers within this view.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environmentChange { $0.datePickerStyle = style }
  }
}

/// How a built-in date picker style draws.
enum DatePickerStyleKind: Sendable { case compact, graphical, wheel, field, stepperField }

/// A built-in style's body: the bound date (clamped into the configuration's bounds) drawn compact,
/// as the month's calendar, or as wheels.
nonisolated struct BuiltInDatePickerBody: View {
  let kind: DatePickerStyleKind
  let configuration: DatePickerStyleConfiguration

  var body: some View {
    let env = EnvironmentValues.current
    // Clamped into its range, then into what a formatter can show (NaN, ±∞ and past ±3 000 years are named).
    let date = Text.formattable(DatePickerFormat.clamped(configuration.selection, minimum: configuration.minimumDate,
                                                         maximum: configuration.maximumDate), "DatePicker(selection:)")
    let components = configuration.displayedComponents
    switch kind {
    case .graphical:
      return AnyView(GraphicalDatePickerBody(date: date, components: components, environment: env,
                                             lower: configuration.minimumDate, upper: configuration.maximumDate))
    case .wheel:
      return AnyView(WheelDatePickerBody(date: date, components: components, environment: env, label: configuration.label))
    case .compact:
      return AnyView(compactBody(date, env))
    case .field, .stepperField:
      let text = FieldDatePickerBody.text(date, components: components, locale: env.locale, timeZone: env.timeZone,
                                          calendar: TextCalendar.formatting(env.calendar, timeZone: env.timeZone))
      return AnyView(FieldDatePickerBody(text: text, label: configuration.label, showsStepper: kind == .stepperField))
    }
  }

  /// The compact style: the label, then one grey field per component.
  private func compactBody(_ date: Date, _ env: EnvironmentValues) -> some View {
    let fields = DatePickerFormat.fields(date, components: configuration.displayedComponents, locale: env.locale, timeZone: env.timeZone,
                                         calendar: TextCalendar.formatting(env.calendar, timeZone: env.timeZone))
    let showsLabel = env.labelsVisibility != .hidden
    return HStack {
      if showsLabel {
        configuration.label
        Spacer(minLength: 8)
      }
      HStack(spacing: DatePickerMetrics.fieldSpacing) {
        ForEach(Array(fields.indices), id: \.self) { index in DatePickerField(text: fields[index]) }
      }
      .lineLimit(1)
      .fixedSize()
      // UIDatePicker's fields are not SwiftUI text: a list row's separator does not start under them.
      .hidingTextLeading()
    }
  }
}

/// One component of a compact date or time (`Jun 5, 2024`, `9:41 AM`): its text on a grey rounded field.
nonisolated struct DatePickerField: View {
  let text: String
  var body: some View {
    Text(verbatim: text)
      .padding(.horizontal, DatePickerMetrics.fieldHorizontalPadding)
      .frame(minHeight: DatePickerMetrics.fieldHeight)
      .background(RoundedRectangle(cornerRadius: DatePickerMetrics.fieldCornerRadius, style: .continuous)
        .fill(FormPalette.tertiarySystemFill))
  }
}
