import Foundation

// Environment values the system provides on iOS (locale, calendar, time zone, presentation and
// URL actions). A still frame has nothing presented and no system to open a URL with, so the
// actions do nothing unless a view installs its own with `.environment(_:_:)`.
// Apple: EnvironmentValues.locale / calendar / timeZone / openURL / dismiss / isPresented /
// presentationMode (deprecated in iOS 15, still common in iOS 13-era views).

/// An action that opens a URL (`@Environment(\.openURL)`).
public struct OpenURLAction: @unchecked Sendable {
  /// The outcome of a handler that opens a URL.
  public struct Result: Sendable, Equatable {
    let kind: String
    /// The handler opened the URL.
    public static let handled = Result(kind: "handled")
    /// The handler discarded the URL.
    public static let discarded = Result(kind: "discarded")
    /// The handler asks the system to open the URL.
    public static let systemAction = Result(kind: "systemAction")
    /// The handler asks the system to open another URL.
    public static func systemAction(_ url: URL) -> Result { Result(kind: "systemAction") }
  }

  let handler: (URL) -> Result

  /// Creates an action that opens a URL with a handler.
  public init(handler: @escaping (URL) -> Result) { self.handler = handler }

  /// Opens a URL (runs the installed handler; the default does nothing in a still frame).
  public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// Opens a URL and reports whether it was accepted (`.handled` or a system action).
  public func callAsFunction(_ url: URL, completion: (_ accepted: Bool) -> Void) {
    completion(handler(url) != .discarded)
  }
}

/// An action that dismisses a presentation (`@Environment(\.dismiss)`).
public struct DismissAction: Sendable {
  /// Dismisses the current presentation (nothing is presented in a still frame).
  public func callAsFunction() {}
}

/// An indication whether a view is currently presented by another view (iOS 13's `presentationMode`).
public struct PresentationMode: Sendable {
  /// Whether the view is currently presented.
  public var isPresented: Bool
  /// Dismisses the view if it is currently presented.
  public mutating func dismiss() { isPresented = false }
}

struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(secondsFromGMT: 0)! } }
struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } } }
struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
struct PresentationModeKey: EnvironmentKey {
  static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode(isPresented: false)) }
}

extension EnvironmentValues {
  /// The current locale that views should use (en_US unless set, so stills are the same on every machine).
  /// A locale whose keywords ICU cannot read (`LocaleCheck`) is reported and used without them.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = LocaleCheck.usable(newValue, "\\.locale") }
  }
  /// The current calendar that views should use (Gregorian unless set).
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
  /// The current time zone that views should use (GMT unless set). A zone Foundation's `DateFormatter`
  /// cannot name (`TimeZoneCheck`) is reported and replaced by the nearest offset it can.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = TimeZoneCheck.usable(newValue, "\\.timeZone") }
  }
  /// An action that opens a URL.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
  /// An action that dismisses the current presentation.
  public var dismiss: DismissAction { DismissAction() }
  /// Whether the view is in a presentation (false in a still frame).
  public var isPresented: Bool { self[IsPresentedKey.self] }
  /// A binding to the current presentation mode of the view associated with this environment.
  public var presentationMode: Binding<PresentationMode> {
    get { self[PresentationModeKey.self] }
    set { self[PresentationModeKey.self] = newValue }
  }
}

/// Time zones Foundation's `DateFormatter` traps on.
///
/// `TimeZone(secondsFromGMT:)` accepts offsets up to ±18 h, but a `DateFormatter` given one that rounds to
/// 15 h or more (53 970 s) names it "GMT+1500", which it cannot open again, and traps: the whole run ended
/// inside `Text(_:style:)` or a date picker. Every real zone is within ±14 h.
enum TimeZoneCheck {
  /// The largest offset a `DateFormatter` names: 14:59.
  static let maxOffset = 14 * 3_600 + 59 * 60

  /// `zone`, or (after a warning naming `what`, the zone and the fix) the fixed offset nearest it that a
  /// `DateFormatter` can name.
  static func usable(_ zone: TimeZone, _ what: String) -> TimeZone {
    let seconds = zone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: 0))
    guard abs(seconds) >= maxOffset + 30, let nearest = TimeZone(secondsFromGMT: seconds < 0 ? -maxOffset : maxOffset) else { return zone }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(what): a time zone \(seconds) s from GMT (\(zone.identifier)) is one DateFormatter "
      + "cannot name (15 h or more from GMT); drawn in \(nearest.identifier) (give a zone within ±14 h, e.g. TimeZone(identifier: \"Pacific/Kiritimati\"))"))
    return nearest
  }
}

/// Locales Foundation's relative date formats trap on.
///
/// A locale identifier whose keywords (after its `@`) hold no `=` (`"@@@@"`, `"en@calendar"`, `"en@;"`) is one
/// ICU cannot open a relative date formatter for, and `Date.RelativeFormatStyle` and
/// `Date.AnchoredRelativeFormatStyle` force-unwrap the formatter they did not get: the whole run ended inside
/// `Text(_:format:)`. Other formats read such a locale as the one before its `@`, which it is replaced by. So is a
/// locale naming a numbering system ICU does not know (`"ar_SA@numbers=nonsense"`), on which every date formatter
/// (`Text(_:style:)`, date pickers) traps.
enum LocaleCheck {
  /// `locale`, or (after a warning naming `what`, the locale and the fix) the locale without its keywords
  /// when they hold no `=`.
  static func usable(_ locale: Locale, _ what: String) -> Locale {
    let identifier = locale.identifier
    guard let at = identifier.firstIndex(of: "@") else { return locale }
    let plain = String(identifier[..<at])
    if !identifier[at...].contains("=") {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(what): the locale \"\(identifier.prefix(60))\" has keywords without a value after its @, "
        + "which ICU cannot read; drawn in the locale \"\(plain.prefix(60))\" (write keywords as key=value, e.g. \"en_US@calendar=hebrew\")"))
      return Locale(identifier: plain)
    }
    // A numbering system ICU does not know (`numbers=nonsense`): every date formatter force-unwraps the ICU formatter it cannot open.
    let numbers = locale.numberingSystem
    guard !Locale.NumberingSystem.availableNumberingSystems.contains(numbers) else { return locale }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(what): the locale \"\(identifier.prefix(60))\" names the numbering system "
      + "\"\(numbers.identifier.prefix(30))\", which ICU does not know; drawn in the locale \"\(plain.prefix(60))\" (give one of "
      + "Locale.NumberingSystem.availableNumberingSystems, e.g. \"ar_SA@numbers=latn\")"))
    return Locale(identifier: plain)
  }
}
