import ActivityKit
import AppIntents
import SpecimenUI

/// A provider of a configurable widget's timeline (iOS 17): entries for the intent a person
/// configured. Never asked in a still render.
public protocol AppIntentTimelineProvider {
  /// The type of the timeline's entries.
  associatedtype Entry: TimelineEntry
  /// The widget's configuration intent.
  associatedtype Intent: WidgetConfigurationIntent
  /// What the provider is told about the widget.
  typealias Context = TimelineProviderContext
  /// An entry shown while the widget loads.
  func placeholder(in context: Context) -> Entry
  /// An entry for the widget gallery.
  func snapshot(for configuration: Intent, in context: Context) async -> Entry
  /// The entries, and when to ask again.
  func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
  /// Preconfigured intents offered where widgets cannot be configured (watchOS).
  func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
  /// No recommendations.
  public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured intent with a description.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
  /// Creates a recommendation.
  public init(intent: Intent, description: Text) {}
  /// Creates a recommendation with a string description.
  public init<S: StringProtocol>(intent: Intent, description: S) {}
}

/// The configuration of a widget people configure with an App Intent (iOS 17); never run in a still.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
  /// Creates the configuration for a widget of `kind`.
  public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content)
  where Provider.Intent == Intent {}
}

/// Lists a widget preview's timeline entries, one per line.
@resultBuilder public enum WidgetPreviewTimelineBuilder<Entry> {
  public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
  public static func buildBlock(_ entries: [Entry]...) -> [Entry] { entries.flatMap { $0 } }
  public static func buildArray(_ entries: [[Entry]]) -> [Entry] { entries.flatMap { $0 } }
}

/// How a Live Activity preview shows the activity.
public struct ActivityPreviewViewKind: Sendable {
  let name: String
  /// The Lock Screen presentation.
  public static let content = ActivityPreviewViewKind(name: "content")
  /// A Dynamic Island presentation.
  public static func dynamicIsland(_ presentation: DynamicIslandPreviewViewKind) -> ActivityPreviewViewKind {
    ActivityPreviewViewKind(name: "dynamicIsland")
  }
}

/// The Dynamic Island presentations a preview can show.
public enum DynamicIslandPreviewViewKind: Sendable {
  case compact, expanded, minimal
}

#if SPECIMEN_MACROS
/// A preview of a widget's timeline in a family (iOS 17): compiles as in Xcode; not rendered (render
/// the entry view in the family's size instead).
@freestanding(declaration)
public macro Preview<W: Widget, Entry: TimelineEntry>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
  @WidgetPreviewTimelineBuilder<Entry> timeline: @escaping () -> [Entry]
) = #externalMacro(module: "SpecimenMacros", type: "PreviewMacro")

/// A preview of a configurable widget's timeline for an intent (iOS 17): compiles; not rendered.
@freestanding(declaration)
public macro Preview<W: Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
  _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping @MainActor () -> W,
  @WidgetPreviewTimelineBuilder<Entry> timeline: @escaping () -> [Entry]
) = #externalMacro(module: "SpecimenMacros", type: "PreviewMacro")

/// A preview of a Live Activity's presentations over content states (iOS 17): compiles; not rendered.
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(
  _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
  widget: @escaping @MainActor () -> W,
  @WidgetPreviewTimelineBuilder<Attributes.ContentState> contentStates: @escaping () -> [Attributes.ContentState]
) = #externalMacro(module: "SpecimenMacros", type: "PreviewMacro")
#endif
