import SpecimenUI

/// A type that gives WidgetKit the date to display a widget at.
public protocol TimelineEntry {
  /// The date to display the widget at.
  var date: Date { get }
  /// How relevant the widget's content is (nil: not scored).
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant a timeline entry is, compared with the widget's other entries.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
  /// The entry's score.
  public let score: Float
  /// How long the score applies, in seconds (0: until the next entry).
  public let duration: TimeInterval
  /// Creates a relevance with a score and a duration.
  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}

/// When WidgetKit asks for a new timeline.
public struct TimelineReloadPolicy: Equatable, Sendable {
  let after: Date?
  let name: String
  /// After the last entry's date.
  public static let atEnd = TimelineReloadPolicy(after: nil, name: "atEnd")
  /// Never: the app asks for reloads through `WidgetCenter`.
  public static let never = TimelineReloadPolicy(after: nil, name: "never")
  /// After the given date.
  public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(after: date, name: "after") }
}

/// The entries a widget shows over time and when to reload them.
public struct Timeline<EntryType: TimelineEntry> {
  /// The entries, in date order.
  public let entries: [EntryType]
  /// When to ask for a new timeline.
  public let policy: TimelineReloadPolicy
  /// Creates a timeline of entries with a reload policy.
  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

/// What a timeline provider is told about where its widget shows.
public struct TimelineProviderContext: @unchecked Sendable {
  /// The widget's family.
  public let family: WidgetFamily
  /// Whether the widget shows in the widget gallery.
  public let isPreview: Bool
  /// The widget's size in points.
  public let displaySize: CGSize
}

/// A type that tells WidgetKit when to update a widget's display.
///
/// A still never calls a provider: render the widget's entry view with an entry you build.
public protocol TimelineProvider {
  /// The entry type the provider makes.
  associatedtype Entry: TimelineEntry
  /// The context a provider is given.
  typealias Context = TimelineProviderContext
  /// An entry shown while the widget loads, with placeholder content.
  func placeholder(in context: Context) -> Entry
  /// The entry for the widget's current state, shown in transient places such as the gallery.
  @preconcurrency func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
  /// The entries for now and later times.
  @preconcurrency func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}
