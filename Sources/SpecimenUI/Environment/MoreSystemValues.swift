import Foundation

// More environment values iOS provides, with the values an iPhone has at rest in the light
// (Apple: EnvironmentValues.defaultMinListRowHeight, pixelLength, backgroundProminence,
// badgeProminence, headerProminence, isLuminanceReduced, accessibilityVoiceOverEnabled,
// menuIndicatorVisibility, keyboardShortcut, isHoverEffectEnabled, refresh, openWindow).

/// The prominence of a background (iOS 17): `.increased` inside a selected row, say.
public struct BackgroundProminence: Hashable, Sendable {
  let level: Int
  /// The standard prominence.
  public static let standard = BackgroundProminence(level: 0)
  /// A more prominent background: content on it may draw in a less colourful style.
  public static let increased = BackgroundProminence(level: 1)
}

/// A prominence for section headers and other secondary elements.
public enum Prominence: Hashable, Sendable {
  case standard, increased
}

/// An action that refreshes content (`@Environment(\.refresh)`, set by `.refreshable`).
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void
  /// Runs the refresh.
  public func callAsFunction() async { await action() }
}

/// An action that opens a window (`@Environment(\.openWindow)`; an iPhone has one window, so it does nothing).
public struct OpenWindowAction: Sendable {
  /// Opens the window with `id` (nothing happens in a render).
  public func callAsFunction(id: String) {}
  /// Opens the window presenting `value` (nothing happens in a render).
  public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
  /// Opens the window with `id` presenting `value` (nothing happens in a render).
  public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }
private struct BadgeProminenceKey: EnvironmentKey { static let defaultValue = BadgeProminence.standard }
private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
private struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct MenuIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct KeyboardShortcutKey: EnvironmentKey { static let defaultValue: KeyboardShortcut? = nil }
private struct HoverEffectEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }
private struct OpenWindowKey: EnvironmentKey { static let defaultValue = OpenWindowAction() }

extension EnvironmentValues {
  /// The least height of a list row (44 pt on iPhone).
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }
  /// The least height of a list section header (nil: the style's).
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }
  /// The size of a pixel in points: 1 / `displayScale`. A length past any screen (a scale of 10⁻³⁰⁰) is named
  /// with the scale, since the frame or padding that uses it is where the cell then fails; a scale that is not above
  /// 0 and finite (0, -1, NaN, infinity) gives 1 pt, named.
  public var pixelLength: CGFloat {
    guard displayScale > 0 && displayScale.isFinite else {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "EnvironmentValues.pixelLength: displayScale \(NumberText.describe(Double(displayScale))) "
        + "is not a scale above 0, so a pixel is taken as 1 pt. Give .environment(\\.displayScale, _) a screen's scale, such as 1, 2 or 3"))
      return 1
    }
    let length = 1 / displayScale
    if length > LayoutArgumentCheck.longestLength {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "EnvironmentValues.pixelLength is \(NumberText.describe(Double(length))) pt "
        + "(1 / displayScale \(displayScale)), \(LayoutArgumentCheck.beyondAnyScreen). Give "
        + ".environment(\\.displayScale, _) a screen's scale, such as 1, 2 or 3"))
    }
    return length
  }
  /// The prominence of the background under this view.
  public var backgroundProminence: BackgroundProminence {
    get { self[BackgroundProminenceKey.self] }
    set { self[BackgroundProminenceKey.self] = newValue }
  }
  /// The prominence of badges in this view.
  public var badgeProminence: BadgeProminence {
    get { self[BadgeProminenceKey.self] }
    set { self[BadgeProminenceKey.self] = newValue }
  }
  /// The prominence of section headers in this view.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }
  /// Whether the display is in its always-on, dimmed state (never in a render).
  public var isLuminanceReduced: Bool {
    get { self[LuminanceReducedKey.self] }
    set { self[LuminanceReducedKey.self] = newValue }
  }
  /// Whether VoiceOver is on (off in a render).
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[VoiceOverEnabledKey.self] }
    set { self[VoiceOverEnabledKey.self] = newValue }
  }
  /// Whether menus show their indicator.
  public var menuIndicatorVisibility: Visibility {
    get { self[MenuIndicatorVisibilityKey.self] }
    set { self[MenuIndicatorVisibilityKey.self] = newValue }
  }
  /// The keyboard shortcut of the button this view is in, if any.
  public var keyboardShortcut: KeyboardShortcut? {
    get { self[KeyboardShortcutKey.self] }
    set { self[KeyboardShortcutKey.self] = newValue }
  }
  /// Whether hover effects are enabled.
  public var isHoverEffectEnabled: Bool {
    get { self[HoverEffectEnabledKey.self] }
    set { self[HoverEffectEnabledKey.self] = newValue }
  }
  /// The refresh action that `.refreshable` installs (nil: not refreshable).
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
  /// An action that opens a window.
  public var openWindow: OpenWindowAction {
    get { self[OpenWindowKey.self] }
    set { self[OpenWindowKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the prominence of section headers in this view; on a `Section` it sets that section's
  /// (a list reads it as a section trait, as it reads `listSectionSeparator`).
  public func headerProminence(_ prominence: Prominence) -> some View {
    environmentChange { $0.headerProminence = prominence }
      .modifier(_ListRowTraitModifier { $0.headerProminence = prominence })
  }
}
