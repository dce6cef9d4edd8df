import Foundation

/// How a toolbar spacer sizes itself (iOS 26).
public struct SpacerSizing: Hashable, Sendable {
  let isFlexible: Bool
  /// A pre-defined size chosen by the system for the context the spacer is in.
  public static let fixed = SpacerSizing(isFlexible: false)
  /// Expands to take the space it is given.
  public static let flexible = SpacerSizing(isFlexible: true)
}

/// A standard space item in toolbars (iOS 26): a break between items, fixed or flexible.
///
/// In a navigation bar's leading or trailing group it is drawn as an empty gap between its
/// neighbours (the group's own spacing on each side, so a visible break twice the usual gap); a
/// flexible spacer there takes no more than that, since the group is as wide as its items. Placed
/// with `.bottomBar`, it is one of the bottom toolbar's items (`BottomToolbar`): an empty one, the others spread around it.
nonisolated public struct ToolbarSpacer: View {
  let sizing: SpacerSizing
  let placement: ToolbarItemPlacement

  /// Creates a toolbar spacer item with the specified sizing behavior and placement.
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
    self.sizing = sizing
    self.placement = placement
  }

  public var body: some View { Color.clear.frame(width: 0, height: 0) }
}

extension ToolbarSpacer: PlacedToolbarItem {
  var toolbarPlacement: ToolbarItemPlacement { placement }
  var takesFreeWidth: Bool { true }
}

/// Toolbar content users can customize; in Specimen toolbar content is view content.
public typealias CustomizableToolbarContent = View

nonisolated extension View {
  /// Populates a customizable toolbar (identified by `id`) with the specified items; drawn as
  /// `toolbar(content:)` draws them (a still shows the default arrangement).
  public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View {
    toolbar(content: content)
  }
}
