import Foundation

// The iOS 13 spellings, `accessibility(label:)` and the rest, deprecated since iOS 14 in favour of
// the `accessibility…(_:)` modifiers they forward to here; Apple's tutorials and older apps use them.
nonisolated extension View {
  /// Adds a label to the view that describes its contents (iOS 13; use `accessibilityLabel(_:)`).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

  /// Adds a textual description of the value the view contains (iOS 13; use `accessibilityValue(_:)`).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
  public func accessibility(value: Text) -> some View { accessibilityValue(value) }

  /// Communicates to the user what happens after performing the view's action (iOS 13; use `accessibilityHint(_:)`).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
  public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

  /// Specifies whether to hide this view from system accessibility features (iOS 13; use `accessibilityHidden(_:)`).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
  public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

  /// Uses the string you specify to identify the view (iOS 13; use `accessibilityIdentifier(_:)`).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
  public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

  /// Adds the given traits to the view (iOS 13; use `accessibilityAddTraits(_:)`).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

  /// Removes the given traits from this view (iOS 13; use `accessibilityRemoveTraits(_:)`).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

  /// Sets the sort priority order for this view's accessibility element (iOS 13; use `accessibilitySortPriority(_:)`).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
  public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }

  /// Sets alternate input labels with which users identify a view (iOS 13; use `accessibilityInputLabels(_:)`).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
  public func accessibility(inputLabels: [Text]) -> some View { accessibilityInputLabels(inputLabels) }

  /// Sets an accessibility identifier for the view's selection (iOS 13; kept by nothing in a still).
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  public func accessibility(selectionIdentifier: AnyHashable) -> some View { inert() }

  /// Specifies the point where activations occur in the view (iOS 13; kept by nothing in a still).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
  public func accessibility(activationPoint: UnitPoint) -> some View { inert() }

  /// Specifies the point where activations occur in the view's own coordinates (iOS 13).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
  public func accessibility(activationPoint: CGPoint) -> some View { inert() }

  /// Specifies the unit point where activations occur in the view (iOS 14; nothing is activated in a still).
  public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { inert() }

  /// Specifies the point where activations occur in the view's own coordinates (iOS 14).
  public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { inert() }

  /// Adds a help text to the view: a tooltip on macOS and visionOS, the pointer's hover text on
  /// iPadOS, and VoiceOver's hint (nothing is drawn at rest).
  public func help(_ textKey: LocalizedStringKey) -> some View { accessibilityHint(Text(textKey)) }

  /// Adds help text from a string to the view.
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { accessibilityHint(Text(text)) }

  /// Adds help text from a text view to the view.
  public func help(_ text: Text) -> some View { accessibilityHint(text) }
}
