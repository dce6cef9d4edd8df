import Foundation

/// A view type that compares itself against its previous value and prevents its child updating if
/// its new value is the same as its old value.
///
/// A still renders each body once, so there is no previous value: the content is drawn as it is.
nonisolated public struct EquatableView<Content: View & Equatable>: View {
  /// The view whose updates are compared.
  public var content: Content
  /// Creates a view that skips updates its content says are equal.
  public init(content: Content) { self.content = content }
  public var body: some View { content }
}

nonisolated extension View where Self: Equatable {
  /// Prevents the view from updating its child view when its new value is the same as its old value
  /// (drawn as the view itself: a still has one value).
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

nonisolated extension View {
  /// Binds the focus of the search field of a `.searchable` view to a Boolean (iOS 18); the resting field is drawn unfocused.
  public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View { inert() }
  /// Binds the focus of the search field to a value (iOS 18); the resting field is drawn unfocused.
  public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { inert() }
  /// Stops submission triggers in this view from reaching `onSubmit` actions above it (nothing is submitted in a still).
  public func submitScope(_ isBlocking: Bool = true) -> some View { inert() }
  /// Sets the default hover effect of the views inside (iOS 17); pointers do not hover over a still.
  public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { inert() }
}
