import Foundation

// Environment values that modifiers set and custom components read (Apple: EnvironmentValues.isScrollEnabled,
// verticalScrollIndicatorVisibility, horizontalScrollIndicatorVisibility, scrollDismissesKeyboardMode,
// horizontalScrollBounceBehavior, verticalScrollBounceBehavior, menuOrder, autocorrectionDisabled,
// disableAutocorrection, contentTransition, contentTransitionAddsDrawingGroup, allowedDynamicRange,
// isFocusEffectEnabled), with the system's settings an iPhone reports (undoManager, supportsMultipleWindows,
// isSceneCaptured, dismissWindow, and the accessibility settings a render has off).

private struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct VerticalScrollIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct HorizontalScrollIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct ScrollDismissesKeyboardKey: EnvironmentKey { static let defaultValue = ScrollDismissesKeyboardMode.automatic }
private struct HorizontalBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct VerticalBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct MenuOrderKey: EnvironmentKey { static let defaultValue = MenuOrder.automatic }
private struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }
private struct ContentTransitionDrawingGroupKey: EnvironmentKey { static let defaultValue = false }
private struct AllowedDynamicRangeKey: EnvironmentKey { static let defaultValue: Image.DynamicRange? = nil }
private struct FocusEffectEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct AccessibilitySettingKey<Setting>: EnvironmentKey { static var defaultValue: Bool { false } }
private enum SwitchControl {}
private enum DimFlashingLights {}
private enum LargeContentViewer {}
private enum AssistiveAccess {}
private enum AccessibilityOn {}
private struct PlayAnimatedImagesKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
  /// Whether scrollable views in this environment scroll (`scrollDisabled(_:)` turns it off; iOS 16).
  public var isScrollEnabled: Bool {
    get { self[ScrollEnabledKey.self] }
    set { self[ScrollEnabledKey.self] = newValue }
  }
  /// The visibility of vertical scroll indicators (`scrollIndicators(_:axes:)`; iOS 16).
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalScrollIndicatorKey.self] }
    set { self[VerticalScrollIndicatorKey.self] = newValue }
  }
  /// The visibility of horizontal scroll indicators (`scrollIndicators(_:axes:)`; iOS 16).
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalScrollIndicatorKey.self] }
    set { self[HorizontalScrollIndicatorKey.self] = newValue }
  }
  /// How scrolling dismisses the keyboard (`scrollDismissesKeyboard(_:)`; iOS 16).
  public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
    get { self[ScrollDismissesKeyboardKey.self] }
    set { self[ScrollDismissesKeyboardKey.self] = newValue }
  }
  /// How horizontal scrolling bounces (`scrollBounceBehavior(_:axes:)`; iOS 16.4).
  public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[HorizontalBounceKey.self] }
    set { self[HorizontalBounceKey.self] = newValue }
  }
  /// How vertical scrolling bounces (`scrollBounceBehavior(_:axes:)`; iOS 16.4).
  public var verticalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[VerticalBounceKey.self] }
    set { self[VerticalBounceKey.self] = newValue }
  }
  /// The order menus present their items in (`menuOrder(_:)`; iOS 16).
  public var menuOrder: MenuOrder {
    get { self[MenuOrderKey.self] }
    set { self[MenuOrderKey.self] = newValue }
  }
  /// Whether autocorrection is off for text input (`autocorrectionDisabled(_:)`; iOS 16).
  public var autocorrectionDisabled: Bool {
    get { self[AutocorrectionDisabledKey.self] }
    set { self[AutocorrectionDisabledKey.self] = newValue }
  }
  /// Whether autocorrection is off (iOS 13–17; nil when no view set it).
  public var disableAutocorrection: Bool? {
    get { holds(AutocorrectionDisabledKey.self) ? autocorrectionDisabled : nil }
    set { autocorrectionDisabled = newValue ?? false }
  }
  /// The transition a changing view's content uses (`contentTransition(_:)`; iOS 16).
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
  /// Whether content transitions draw in a drawing group (iOS 16).
  public var contentTransitionAddsDrawingGroup: Bool {
    get { self[ContentTransitionDrawingGroupKey.self] }
    set { self[ContentTransitionDrawingGroupKey.self] = newValue }
  }
  /// The dynamic range images may draw in (`allowedDynamicRange(_:)`; iOS 17).
  public var allowedDynamicRange: Image.DynamicRange? {
    get { self[AllowedDynamicRangeKey.self] }
    set { self[AllowedDynamicRangeKey.self] = newValue }
  }
  /// Whether focused views show the focus effect (`focusEffectDisabled(_:)` turns it off; iOS 17).
  public var isFocusEffectEnabled: Bool {
    get { self[FocusEffectEnabledKey.self] }
    set { self[FocusEffectEnabledKey.self] = newValue }
  }

  /// The undo manager of the view's window: a fresh one for each read (a still render undoes nothing).
  public var undoManager: UndoManager? { UndoManager() }
  /// Whether the app can open more than one window (false: an iPhone shows one).
  public var supportsMultipleWindows: Bool { false }
  /// Whether the screen is being recorded or mirrored (false; iOS 17).
  public var isSceneCaptured: Bool { false }
  /// An action that closes a window (`@Environment(\.dismissWindow)`; iOS 17).
  public var dismissWindow: DismissWindowAction { DismissWindowAction() }

  /// Whether Switch Control is on (off in a render).
  public var accessibilitySwitchControlEnabled: Bool { self[AccessibilitySettingKey<SwitchControl>.self] }
  /// Whether the user asked to dim flashing lights (off in a render; iOS 17).
  public var accessibilityDimFlashingLights: Bool { self[AccessibilitySettingKey<DimFlashingLights>.self] }
  /// Whether animated images play (on, as iOS has it unless the user turns it off; iOS 17).
  public var accessibilityPlayAnimatedImages: Bool { self[PlayAnimatedImagesKey.self] }
  /// Whether the large content viewer is on (off in a render; iOS 15).
  public var accessibilityLargeContentViewerEnabled: Bool { self[AccessibilitySettingKey<LargeContentViewer>.self] }
  /// Whether Assistive Access is on (off in a render; iOS 18).
  public var accessibilityAssistiveAccessEnabled: Bool { self[AccessibilitySettingKey<AssistiveAccess>.self] }
  /// Whether an assistive technology such as VoiceOver is on (off in a render).
  public var accessibilityEnabled: Bool {
    get { self[AccessibilitySettingKey<AccessibilityOn>.self] || accessibilityVoiceOverEnabled }
    set { self[AccessibilitySettingKey<AccessibilityOn>.self] = newValue }
  }
}

/// An action that closes a window (an iPhone has one window, so it does nothing; iOS 17).
public struct DismissWindowAction: Sendable {
  /// Closes the window of the view (nothing happens in a render).
  public func callAsFunction() {}
  /// Closes the window with `id` (nothing happens in a render).
  public func callAsFunction(id: String) {}
  /// Closes the window presenting `value` (nothing happens in a render).
  public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
  /// Closes the window with `id` presenting `value` (nothing happens in a render).
  public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}
