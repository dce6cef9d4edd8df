import Foundation

/// A type that specifies the appearance and interaction of all date pickers within a view hierarchy.
public protocol DatePickerStyle: Sendable {}

/// How a built-in date picker style draws (`DatePicker.body` reads it from the environment).
enum DatePickerStyleKind: Sendable { case compact, graphical, wheel }

struct DatePickerStyleKindKey: EnvironmentKey { static let defaultValue = DatePickerStyleKind.compact }

extension EnvironmentValues {
  var datePickerStyleKind: DatePickerStyleKind {
    get { self[DatePickerStyleKindKey.self] }
    set { self[DatePickerStyleKindKey.self] = newValue }
  }
}

/// The default style for date pickers (compact on iOS).
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// A date picker style that displays the components in a compact, textual format.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A date picker style that displays an interactive calendar or clock (a still shows the date's month).
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// A date picker style that displays each component as columns in a scrollable wheel (at rest on the date).
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default style for date pickers.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A date picker style that displays the components in a compact, textual format.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A date picker style that displays an interactive calendar or clock.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// A date picker style that displays each component as columns in a scrollable wheel.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

nonisolated extension View {
  /// Sets the style for date pickers within this view.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    let kind: DatePickerStyleKind = style is GraphicalDatePickerStyle ? .graphical : style is WheelDatePickerStyle ? .wheel : .compact
    return environmentChange { $0.datePickerStyleKind = kind }
  }
}
