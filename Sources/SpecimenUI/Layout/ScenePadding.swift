import Foundation

/// The padding used to space a view from its containing scene (iOS 16).
public struct ScenePadding: Equatable, Sendable {
  let length: CGFloat

  /// The minimum scene padding value: on iOS the default padding amount (16 pt, what `.padding()` adds).
  public static let minimum = ScenePadding(length: 16)

  /// The navigation bar content scene padding (watchOS 9), which aligns a view with the navigation
  /// bar's content; drawn as `minimum`.
  @available(iOS, unavailable)
  @available(watchOS 9.0, *)
  public static let navigationBar = ScenePadding(length: 16)
}

nonisolated extension View {
  /// Adds padding to `edges` using an amount appropriate for the current scene (iOS 15): on an
  /// iPhone, the default padding (16 pt).
  public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    scenePadding(.minimum, edges: edges)
  }

  /// Adds a kind of scene padding to `edges` (iOS 16).
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    self.padding(edges, padding.length)
  }
}
