import Foundation

/// A primitive modifier that adds one accessibility layer to each view it modifies, without a
/// layout node: the layer is stamped on the view's own resolved node (like `.id(_:)`), so
/// accessibility never changes layout or drawing.
nonisolated public struct _AccessibilityModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let layer: (ResolveContext) -> AccessibilityAttributes
  package func makeNodes(content: any View, in context: ResolveContext) -> [ResolvedNode] {
    // Like SwiftUI, a modifier on a group applies to each of its views.
    let nodes = context.resolveChildren(content)
    guard !nodes.isEmpty else { return nodes }
    let attributes = layer(context)
    for node in nodes { node.accessibility.append(attributes) }
    return nodes
  }
}

nonisolated extension View {
  /// Adds the accessibility layer `change` makes from a fresh one.
  package func accessibilityLayer(_ change: @escaping (inout AccessibilityAttributes, ResolveContext) -> Void) -> some View {
    modifier(_AccessibilityModifier { context in
      var attributes = AccessibilityAttributes()
      change(&attributes, context)
      return attributes
    })
  }

  /// Marks this view as the control `role` makes, in the control's own environment.
  package func accessibilityRole(_ role: @escaping (ResolveContext) -> AccessibilityRole) -> some View {
    accessibilityLayer { attributes, context in attributes.role = role(context) }
  }
}

// Apple, "Accessibility modifiers" (SwiftUI): names, argument labels and defaults below follow it.
nonisolated extension View {
  /// Creates a new accessibility element, or modifies the accessibility element(s) of this view.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibilityLayer { attributes, _ in attributes.children = children }
  }

  /// Adds a label to the view that describes its contents.
  public func accessibilityLabel(_ label: Text) -> some View {
    accessibilityLayer { attributes, _ in attributes.label = label.content }
  }
  /// Adds a label to the view that describes its contents.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    accessibilityLayer { attributes, _ in attributes.label = labelKey.key }
  }
  /// Adds a label to the view that describes its contents.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    let text = String(label)
    return accessibilityLayer { attributes, _ in attributes.label = text }
  }

  /// Adds a label made of views (iOS 18): the text `content` shows, where the placeholder it
  /// receives stands for this view (so its own label can be combined with more).
  public func accessibilityLabel<V: View>(@ViewBuilder content: (PlaceholderContentView<Self>) -> V) -> some View {
    let label = content(PlaceholderContentView(content: self))
    return accessibilityLayer { attributes, context in attributes.label = context.resolve(label).spokenText }
  }

  /// Adds a textual description of the value that the view contains.
  public func accessibilityValue(_ valueDescription: Text) -> some View {
    accessibilityLayer { attributes, _ in attributes.value = valueDescription.content }
  }
  /// Adds a textual description of the value that the view contains.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    accessibilityLayer { attributes, _ in attributes.value = valueKey.key }
  }
  /// Adds a textual description of the value that the view contains.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    let text = String(value)
    return accessibilityLayer { attributes, _ in attributes.value = text }
  }

  /// Communicates to the user what happens after performing the view's action.
  public func accessibilityHint(_ hint: Text) -> some View {
    accessibilityLayer { attributes, _ in attributes.hint = hint.content }
  }
  /// Communicates to the user what happens after performing the view's action.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
    accessibilityLayer { attributes, _ in attributes.hint = hintKey.key }
  }
  /// Communicates to the user what happens after performing the view's action.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    let text = String(hint)
    return accessibilityLayer { attributes, _ in attributes.hint = text }
  }

  /// Specifies whether to hide this view from system accessibility features.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    accessibilityLayer { attributes, _ in attributes.isHidden = hidden }
  }

  /// Uses the string you specify to identify the view.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    accessibilityLayer { attributes, _ in attributes.identifier = identifier }
  }

  /// Adds the given traits to the view.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    accessibilityLayer { attributes, _ in attributes.addedTraits = traits }
  }

  /// Removes the given traits from this view.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accessibilityLayer { attributes, _ in attributes.removedTraits = traits }
  }

  /// Sets the sort priority order for this view's accessibility element, relative to other elements at the same level.
  ///
  /// Higher numbers are read first and the default is 0 (Apple's docs), so ±∞ orders the element first or last; NaN orders
  /// against nothing and is read as 0, with a warning.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    accessibilityLayer { attributes, _ in
      if sortPriority.isNaN {
        ResolveIssues.report(ResolveIssue(.invalidNumber, ".accessibilitySortPriority(nan) is not a number VoiceOver can order by; "
          + "read as 0, the default priority. Give a finite priority (higher ones are read first)"))
      }
      attributes.sortPriority = sortPriority.isNaN ? 0 : sortPriority
    }
  }

  /// Replaces the existing accessibility element's children with one or more new synthetic
  /// accessibility elements: the representation is resolved, never drawn, and read in this view's place.
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
    let view = representation()
    return accessibilityLayer { attributes, context in attributes.representation = context.resolve(view) }
  }
}
