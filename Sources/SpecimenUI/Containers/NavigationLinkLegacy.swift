import Foundation

// The iOS 13 navigation-link initializers that take the destination as a view value, and the
// programmatic `isActive:` / `tag:selection:` forms (deprecated since iOS 16, still in many
// screens). A still frame draws the link as its label, as for the closure forms: the binding of a
// programmatic link is never read, so a link bound to `true` still shows the view that presents it
// (as `navigationDestination(isPresented:)` does).

extension NavigationLink {
  /// Creates a navigation link that presents the destination view (iOS 13).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
  }

  /// Creates a navigation link that presents the destination view when `isActive` is `true` (iOS 13).
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
  }

  /// Creates a navigation link that presents the destination view when `selection` equals `tag` (iOS 13).
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
  public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
  }

  /// Creates a navigation link that presents the destination view when `isActive` is `true` (iOS 16 closure form).
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination, label: label)
  }

  /// Creates a navigation link that presents the destination view when `selection` equals `tag` (iOS 16 closure form).
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
  public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// Creates a navigation link with a localized text label that presents the destination view (iOS 13).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: { destination }, label: { Text(titleKey) })
  }

  /// Creates a navigation link with a text label that presents the destination view (iOS 13).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: { destination }, label: { Text(title) })
  }

  /// Creates a navigation link with a localized text label, active while `isActive` is `true` (iOS 13).
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) or navigationDestination(isPresented:destination:)")
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: { destination }, label: { Text(titleKey) })
  }

  /// Creates a navigation link with a text label, active while `isActive` is `true` (iOS 13).
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) or navigationDestination(isPresented:destination:)")
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: { destination }, label: { Text(title) })
  }

  /// Creates a navigation link with a localized text label, active while `selection` equals `tag` (iOS 13).
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView")
  public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
    self.init(destination: { destination }, label: { Text(titleKey) })
  }

  /// Creates a navigation link with a text label, active while `selection` equals `tag` (iOS 13).
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView")
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
    self.init(destination: { destination }, label: { Text(title) })
  }

  /// Creates a navigation link with a localized text label, active while `isActive` is `true` (closure form).
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) or navigationDestination(isPresented:destination:)")
  public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { Text(titleKey) })
  }

  /// Creates a navigation link with a text label, active while `isActive` is `true` (closure form).
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) or navigationDestination(isPresented:destination:)")
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { Text(title) })
  }

  /// Creates a navigation link with a localized text label, active while `selection` equals `tag` (closure form).
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView")
  public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { Text(titleKey) })
  }

  /// Creates a navigation link with a text label, active while `selection` equals `tag` (closure form).
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView")
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { Text(title) })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// Creates a navigation link with a localized text label that presents the view for a value (iOS 16).
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value, label: { Text(titleKey) })
  }
}

nonisolated extension View {
  /// Sets whether a navigation link presents its destination as the detail of a split view (iOS 13);
  /// an iPhone stack pushes either way, so a still frame is unchanged.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use NavigationSplitView(columnVisibility:sidebar:content:detail:)")
  public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}
