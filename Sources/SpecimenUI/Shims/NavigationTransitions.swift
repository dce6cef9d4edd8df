import Foundation

/// A type that defines the transition to use when navigating to a view (iOS 18).
///
/// A still render shows the destination at rest, so a navigation transition draws nothing.
public protocol NavigationTransition {}

/// The transition a navigation stack uses by default.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A navigation transition that zooms the appearing view from a source view.
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The default navigation transition.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// Zooms the appearing view from the view marked with `matchedTransitionSource(id:in:)`.
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    ZoomNavigationTransition()
  }
}

/// A configuration of the source view of a matched transition (iOS 18).
public struct EmptyMatchedTransitionSourceConfiguration: Sendable {
  /// The source's background (kept, not drawn: the source draws as it is).
  public func background(_ style: Color) -> Self { self }
  /// The source's clip shape corner radius (kept, not drawn).
  public func clipShape(_ shape: RoundedRectangle) -> Self { self }
  /// The source's shadow (kept, not drawn).
  public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat,
                     x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
}

/// A type that represents a sizing strategy for presentations (iOS 18).
public protocol PresentationSizing {}

/// The system's presentation sizes.
public struct SystemPresentationSizing: PresentationSizing {
  let name: String
  /// Sizes the presentation to fit its content along the given axes.
  public func fitted(horizontal: Bool, vertical: Bool) -> SystemPresentationSizing { self }
  /// Keeps the presentation at least as large as it has been along the given axes.
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> SystemPresentationSizing { self }
}

extension PresentationSizing where Self == SystemPresentationSizing {
  /// The default presentation size.
  public static var automatic: SystemPresentationSizing { .init(name: "automatic") }
  /// A size like a page of paper.
  public static var page: SystemPresentationSizing { .init(name: "page") }
  /// A size for forms.
  public static var form: SystemPresentationSizing { .init(name: "form") }
  /// A size fitted to the content.
  public static var fitted: SystemPresentationSizing { .init(name: "fitted") }
}

nonisolated extension View {
  /// Sets the navigation transition style for this view (iOS 18); the destination draws at rest.
  public func navigationTransition(_ style: some NavigationTransition) -> some View { inert() }

  /// Identifies this view as the source of a navigation transition (iOS 18); drawn as it is.
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { inert() }

  /// Identifies this view as the source of a navigation transition, with a configuration (iOS 18); drawn as it is.
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID,
                                      configuration: (EmptyMatchedTransitionSourceConfiguration) -> EmptyMatchedTransitionSourceConfiguration) -> some View { inert() }

  /// Sets the sizing of the containing presentation (iOS 18); sheets are not drawn in a still.
  public func presentationSizing(_ sizing: some PresentationSizing) -> some View { inert() }

  /// Isolates the geometry of this view from its parent for animations (iOS 17); nothing to isolate in a still.
  public func geometryGroup() -> some View { inert() }

  /// Adds a modifier for this view that the system calls as the pointer moves over it (iOS 16);
  /// never called in a still.
  public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                perform action: @escaping (HoverPhase) -> Void) -> some View { inert() }

  /// Adds an action to perform when this view recognizes a tap gesture, with the tap's location (iOS 17); never called in a still.
  public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                           perform action: @escaping (CGPoint) -> Void) -> some View { inert() }

  /// Adds a condition that controls whether this view shows a focus effect (iOS 17); focus is a forced state here.
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View { environmentChange { $0.isFocusEffectEnabled = !disabled } }

  /// Adds a condition that controls whether a list or table row can be selected (iOS 17); nothing is selected in a still.
  public func selectionDisabled(_ isDisabled: Bool = true) -> some View { inert() }

  /// Flashes the scroll indicators when the view appears (iOS 17); a still has no indicators.
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View { inert() }

  /// Flashes the scroll indicators when `value` changes (iOS 17); a still has no indicators.
  public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { inert() }
}

/// The current hovering state and value of a pointer (iOS 16).
public enum HoverPhase: Equatable, Sendable {
  /// The pointer's location moved to the specified point within the view.
  case active(CGPoint)
  /// The pointer exited the view.
  case ended
}
