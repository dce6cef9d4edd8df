import Foundation

/// Where a tab view's bottom accessory is shown (iOS 26): above a full-size tab bar or inline in a
/// collapsed one.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
  /// The view is displayed in line with the bottom tab bar.
  case inline
  /// The bar is expanded on top of the bottom tab bar, or at the bottom of the tab's content view.
  case expanded
}

/// The accessory a `tabViewBottomAccessory` modifier hands to the tab view inside it.
struct TabBottomAccessory: @unchecked Sendable {
  let content: AnyView
}

private struct TabBottomAccessoryKey: EnvironmentKey { static let defaultValue: TabBottomAccessory? = nil }
private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
  static let defaultValue: TabViewBottomAccessoryPlacement? = nil
}

extension EnvironmentValues {
  /// The current placement of the tab view bottom accessory; nil outside an accessory.
  public internal(set) var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
    get { self[TabViewBottomAccessoryPlacementKey.self] }
    set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
  }

  /// The accessory the next tab view inside draws above its bar.
  var tabBottomAccessory: TabBottomAccessory? {
    get { self[TabBottomAccessoryKey.self] }
    set { self[TabBottomAccessoryKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Places a view as the bottom accessory of the tab view (iOS 26). A tab bar at rest is full
  /// size, so the accessory is drawn expanded: on a capsule above the bar.
  public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    environment(\.tabBottomAccessory, TabBottomAccessory(content: AnyView(content())))
  }

  /// Places a view as the bottom accessory of the tab view when `isEnabled` (iOS 26.1).
  public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
    environment(\.tabBottomAccessory, isEnabled ? TabBottomAccessory(content: AnyView(content())) : nil)
  }
}

/// An expanded bottom accessory: its content on a 48-pt `.bar` capsule, inset by the system margin
/// and 8 pt above the tab bar (iOS 26's floating accessory; the sizes are Specimen's estimate from
/// screenshots, as Apple publishes none).
nonisolated struct TabBottomAccessoryBar: View {
  let accessory: TabBottomAccessory
  static let height: CGFloat = 48
  static let gapAboveBar: CGFloat = 8
  static let inset: CGFloat = 16

  var body: some View {
    accessory.content
      .environment(\.tabViewBottomAccessoryPlacement, .expanded)
      .padding(.horizontal, Self.inset)
      .frame(maxWidth: .infinity, minHeight: Self.height, maxHeight: Self.height)
      .background(Capsule().fill(.bar))
      .clipShape(Capsule())
      .padding(.horizontal, Self.inset)
      .padding(.bottom, Self.gapAboveBar)
  }
}
