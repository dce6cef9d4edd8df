import SpecimenUI

/// An interface for providing an app-specific capability to people through Siri, Shortcuts,
/// widgets and controls (iOS 16). A still render never calls `perform()`.
public protocol AppIntent: Sendable {
  /// The type of result `perform()` returns.
  associatedtype PerformResult: IntentResult
  /// The type of the intent's parameter summary.
  associatedtype SummaryContent: ParameterSummary
  /// A short, localized, human-readable string that describes the intent.
  static var title: LocalizedStringResource { get }
  /// A description of the intent for the Shortcuts editor.
  static var description: IntentDescription? { get }
  /// Whether the system opens the app when it runs the intent.
  static var openAppWhenRun: Bool { get }
  /// Whether the intent appears in Shortcuts and Spotlight.
  static var isDiscoverable: Bool { get }
  /// The summary of the intent's parameters shown in Shortcuts.
  static var parameterSummary: SummaryContent { get }
  /// Creates the intent with its parameters unset.
  init()
  /// Performs the intent (never called in a still render).
  func perform() async throws -> PerformResult
}

extension AppIntent {
  /// No description, as Apple's default.
  public static var description: IntentDescription? { nil }
  /// The app stays in the background, as Apple's default.
  public static var openAppWhenRun: Bool { false }
  /// Intents are discoverable unless they say otherwise.
  public static var isDiscoverable: Bool { true }
  /// The property wrapper for an intent's parameters: `@Parameter(title:)`.
  public typealias Parameter<Value> = IntentParameter<Value>
}

extension AppIntent where SummaryContent == EmptyParameterSummary {
  /// No summary.
  public static var parameterSummary: EmptyParameterSummary { EmptyParameterSummary() }
}

/// An app intent a widget uses to let people configure it (iOS 17).
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
  /// A configuration intent only holds parameters: performing it does nothing, as on iOS.
  public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

/// An intent that applies or reads a setting's value, performed by a `Toggle` (iOS 17).
public protocol SetValueIntent: AppIntent {
  /// The type of the value.
  associatedtype ValueType
  /// The value to set.
  var value: ValueType { get set }
}

/// An intent that the system can run from the app's audio playback controls (iOS 17).
public protocol AudioPlaybackIntent: AppIntent {}
/// An intent that can continue in the foreground when it needs the app (iOS 16).
public protocol ForegroundContinuableIntent: AppIntent {}
/// An intent that opens the app (iOS 18).
public protocol OpenIntent: AppIntent {}

/// The text describing an intent in the Shortcuts editor.
public struct IntentDescription: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
  /// The description's text.
  public let descriptionText: LocalizedStringResource
  /// The category under which the intent is listed.
  public let categoryName: LocalizedStringResource?
  /// Creates a description with a category, search keywords and a name for the result.
  public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
              searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
    self.descriptionText = descriptionText
    self.categoryName = categoryName
  }
  /// Creates a description from a string literal.
  public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
  /// Creates a description from an interpolated string.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
  }
}

/// A summary of an intent's parameters, shown in the Shortcuts editor.
public protocol ParameterSummary {}

/// No parameter summary.
public struct EmptyParameterSummary: ParameterSummary {
  /// Creates the empty summary.
  public init() {}
}

/// A sentence that summarizes an intent's parameters.
public struct Summary: ParameterSummary {
  let text: LocalizedStringResource
  /// Creates a summary from a sentence.
  public init(_ text: LocalizedStringResource) { self.text = text }
}
