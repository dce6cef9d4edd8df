import ActivityKit
import SpecimenUI

/// The configuration of a Live Activity (iOS 16.1): its Lock Screen view and its Dynamic Island
/// presentations. Like the other configurations it is never run in a still; render the views it
/// names directly to see them.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
  /// Creates the configuration from the Lock Screen content and the Dynamic Island.
  public init<Content: View>(for attributesType: Attributes.Type,
                             @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                             dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {}

  /// Sets the extra activity families the activity supports, such as the Smart Stack on watchOS (iOS 18).
  public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> ActivityConfiguration<Attributes> { self }
}

/// What a Live Activity's views read: the attributes, the current state and whether it is stale.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
  /// The static data.
  public let attributes: Attributes
  /// The current dynamic data.
  public let state: Attributes.ContentState
  /// Whether the content is out of date.
  public let isStale: Bool
  /// The activity's identifier.
  public let activityID: String
}

/// The sizes a Live Activity appears in (iOS 18).
public enum ActivityFamily: Hashable, Sendable {
  case small, medium
}

/// The layout of a Live Activity in the Dynamic Island: expanded regions and the compact and minimal views.
public struct DynamicIsland {
  /// Creates the Dynamic Island layout.
  public init<Expanded: DynamicIslandContent, CompactLeading: View, CompactTrailing: View, Minimal: View>(
    @DynamicIslandExpandedContentBuilder expanded: () -> Expanded,
    @ViewBuilder compactLeading: () -> CompactLeading,
    @ViewBuilder compactTrailing: () -> CompactTrailing,
    @ViewBuilder minimal: () -> Minimal
  ) {}

  /// Tints the Dynamic Island's keyline.
  public func keylineTint(_ color: Color?) -> DynamicIsland { self }
  /// Sets the URL opened when the person taps the Live Activity in the Dynamic Island.
  public func widgetURL(_ url: URL?) -> DynamicIsland { self }
  /// Sets the content margins of a Dynamic Island presentation.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland { self }
}

/// The presentations of the Dynamic Island.
public struct DynamicIslandMode: Hashable, Sendable {
  let name: String
  /// The compact leading and trailing presentation.
  public static let compact = DynamicIslandMode(name: "compact")
  /// The minimal presentation.
  public static let minimal = DynamicIslandMode(name: "minimal")
  /// The expanded presentation.
  public static let expanded = DynamicIslandMode(name: "expanded")
}

/// The content of an expanded Dynamic Island.
public protocol DynamicIslandContent {}

/// An area of the expanded Dynamic Island.
public struct DynamicIslandExpandedRegion<Content: View>: DynamicIslandContent {
  /// Creates a region at `position`; `priority` decides which region takes space first.
  public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {}
  /// Sets the region's content margins.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> DynamicIslandExpandedRegion<Content> { self }
}

/// Where an expanded region sits.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
  let name: String
  /// Beside the TrueDepth camera, on the leading side.
  public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
  /// Beside the TrueDepth camera, on the trailing side.
  public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
  /// Below the TrueDepth camera.
  public static let center = DynamicIslandExpandedRegionPosition(name: "center")
  /// Below the other regions.
  public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// Several expanded regions.
public struct TupleDynamicIslandContent: DynamicIslandContent {}
/// No expanded content.
public struct EmptyDynamicIslandContent: DynamicIslandContent {}

/// Builds the expanded regions of a Dynamic Island.
@resultBuilder public enum DynamicIslandExpandedContentBuilder {
  public static func buildExpression<C: DynamicIslandContent>(_ content: C) -> C { content }
  public static func buildBlock() -> EmptyDynamicIslandContent { EmptyDynamicIslandContent() }
  public static func buildBlock<C: DynamicIslandContent>(_ content: C) -> C { content }
  public static func buildBlock<each C: DynamicIslandContent>(_ content: repeat each C) -> TupleDynamicIslandContent {
    TupleDynamicIslandContent()
  }
  public static func buildOptional<C: DynamicIslandContent>(_ content: C?) -> TupleDynamicIslandContent { TupleDynamicIslandContent() }
  public static func buildEither<A: DynamicIslandContent>(first content: A) -> TupleDynamicIslandContent { TupleDynamicIslandContent() }
  public static func buildEither<B: DynamicIslandContent>(second content: B) -> TupleDynamicIslandContent { TupleDynamicIslandContent() }
}

/// Where an expanded region's content goes when it is too wide.
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
  let name: String
  /// Below the TrueDepth camera when the content is too wide to fit beside it.
  public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

nonisolated extension View {
  /// Sets the background tint of a Live Activity's Lock Screen presentation (nothing in a still
  /// render of the view: the tint belongs to the Lock Screen's platter).
  public func activityBackgroundTint(_ color: Color?) -> some View { self }
  /// Sets the color of the system's action button shown with a Live Activity (nothing in a still).
  public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
  /// Places an expanded region's view below the camera when it is too wide (nothing in a still).
  public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}
