// `import TipKit` (iOS 17): the `Tip` protocol, the `Tips` configuration and events, `TipView` and
// the `popoverTip` modifier. A still shows a tip as eligible: `TipView` draws its card inline, while
// a popover tip (presented in its own window, like any popover) is not drawn. Rules, events and
// the datastore are kept and never read. Re-exports SpecimenUI.
@_exported import SpecimenUI

/// A type that describes a tip: its title, message, image and actions.
public protocol Tip: Identifiable, Sendable {
  /// The tip's identity (its type's name unless given).
  var id: String { get }
  /// The tip's title.
  var title: Text { get }
  /// The tip's message.
  var message: Text? { get }
  /// The tip's image.
  var image: Image? { get }
  /// The tip's buttons, listed one per line (`Action(id:title:)`).
  @Tips.ActionBuilder var actions: [Tips.Action] { get }
  /// The rules deciding when the tip shows (kept, never read: a still shows every tip).
  @Tips.RuleBuilder var rules: [Tips.Rule] { get }
  /// Options for how the tip shows, listed one per line (`MaxDisplayCount(3)`).
  @Tips.OptionsBuilder var options: [any TipOption] { get }

  /// A button of a tip: `var actions: [Action] { Action(id: "ok", title: "OK") }`.
  typealias Action = Tips.Action
  /// A rule deciding when a tip shows.
  typealias Rule = Tips.Rule
  /// An option changing how a tip shows.
  typealias Option = TipOption
  /// A user event a tip's rules count.
  typealias Event = Tips.Event
  /// The option limiting how many times a tip shows.
  typealias MaxDisplayCount = Tips.MaxDisplayCount
  /// The option ignoring the display frequency for one tip.
  typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency
}

extension Tip {
  public var id: String { String(describing: Self.self) }
  public var message: Text? { nil }
  public var image: Image? { nil }
  public var actions: [Tips.Action] { [] }
  public var rules: [Tips.Rule] { [] }
  public var options: [any TipOption] { [] }
  /// Whether the tip is shown now (always true in a still).
  public var shouldDisplay: Bool { true }
  /// Invalidates the tip so it no longer shows (nothing is stored in a render).
  public func invalidate(reason: Tips.InvalidationReason) {}
}

/// An option that changes how a tip shows.
public protocol TipOption: Sendable {}

/// TipKit's configuration, events, rules and actions.
public enum Tips {
  /// Loads the tips' state and configures how they show (nothing is stored in a render).
  public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
  /// Removes every tip's stored state.
  public static func resetDatastore() throws {}
  /// Shows every tip whatever its rules (a still shows them all anyway).
  public static func showAllTipsForTesting() {}
  /// Shows the given tips whatever their rules.
  public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
  /// Hides every tip.
  public static func hideAllTipsForTesting() {}
  /// Hides the given tips.
  public static func hideTipsForTesting(_ tips: [any Tip.Type]) {}

  /// A configuration option passed to `Tips.configure(_:)`.
  public struct ConfigurationOption: Sendable {
    let name: String
    /// Where tips' state is stored.
    public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption {
      ConfigurationOption(name: "datastoreLocation")
    }
    /// How often tips may show.
    public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption {
      ConfigurationOption(name: "displayFrequency")
    }

    /// Where tips' state is stored.
    public struct DatastoreLocation: Sendable {
      let name: String
      /// The app's default location.
      public static let applicationDefault = DatastoreLocation(name: "applicationDefault")
      /// A shared app group container.
      public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation(name: identifier) }
      /// A file URL.
      public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation(name: url.absoluteString) }
    }

    /// How often tips may show.
    public struct DisplayFrequency: Sendable {
      let interval: TimeInterval
      /// No limit.
      public static let immediate = DisplayFrequency(interval: 0)
      /// At most one tip an hour.
      public static let hourly = DisplayFrequency(interval: 3600)
      /// At most one tip a day.
      public static let daily = DisplayFrequency(interval: 86_400)
      /// At most one tip a week.
      public static let weekly = DisplayFrequency(interval: 604_800)
      /// At most one tip a month.
      public static let monthly = DisplayFrequency(interval: 2_592_000)
    }
  }

  /// A user event a tip's rules count (donations are kept nowhere in a render).
  public struct Event: Sendable, Identifiable {
    /// The event's identity.
    public let id: String
    /// Creates an event.
    public init(id: String) { self.id = id }
    /// Records that the event happened.
    public func donate() async {}
    /// Records that the event happened, without waiting.
    public func sendDonation() {}
  }

  /// A rule deciding when a tip shows (kept, never read).
  public struct Rule: Sendable {
    /// Creates a rule from a condition (not evaluated in a render).
    public init(_ condition: @escaping @Sendable () -> Bool) {}
  }

  /// A button of a tip.
  public struct Action: Identifiable, @unchecked Sendable {
    /// The action's identity (its index's description when none is given).
    public let id: String
    /// The action's place among its tip's actions, when the system assigned the identity.
    public let index: Int?
    /// The action's label.
    public let label: @Sendable () -> Text
    /// The function the system calls when the action triggers (never, in a still render).
    public let handler: @Sendable () -> Void

    /// Creates a tip action that generates its label from a string.
    public init(id: String? = nil, title: some StringProtocol, perform handler: @escaping @Sendable () -> Void = {}) {
      let title = String(title)
      self.id = id ?? title
      self.index = nil
      self.label = { Text(verbatim: title) }
      self.handler = handler
    }

    /// Creates a tip action that displays a custom label.
    public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: @escaping @Sendable () -> Text) {
      self.id = id ?? "action"
      self.index = nil
      self.label = label
      self.handler = handler
    }
  }

  /// Why a tip was invalidated.
  public enum InvalidationReason: Sendable {
    case actionPerformed, displayCountExceeded, tipClosed
  }

  /// An option limiting how many times a tip shows.
  public struct MaxDisplayCount: TipOption {
    /// Creates the option.
    public init(_ count: Int) {}
  }

  /// An option ignoring the display frequency for one tip.
  public struct IgnoresDisplayFrequency: TipOption {
    /// Creates the option.
    public init(_ ignoresDisplayFrequency: Bool) {}
  }
}
