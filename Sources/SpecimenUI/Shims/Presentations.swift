import Foundation

// Modal presentations: sheets, covers, popovers, alerts and confirmation dialogs. A still render
// draws the presenting view only, as a snapshot of a view on iOS does (the presented content
// lives in another window). The content closures are never called.
// Apple: "Modal presentations" (View.sheet, fullScreenCover, popover, alert, confirmationDialog;
// the iOS 13 `Alert`/`ActionSheet` values); `PresentationDetent` and the presentation modifiers.

nonisolated extension View {
  /// Presents a sheet when a binding to a Boolean value is true (not drawn in a still).
  public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                   @ViewBuilder content: @escaping () -> Content) -> some View { inert() }
  /// Presents a sheet using the given item as a data source (not drawn in a still).
  public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                        @ViewBuilder content: @escaping (Item) -> Content) -> some View { inert() }
  /// Presents a modal view that covers as much of the screen as possible (not drawn in a still).
  public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                             @ViewBuilder content: @escaping () -> Content) -> some View { inert() }
  /// Presents a full-screen cover using the given item as a data source (not drawn in a still).
  public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                  @ViewBuilder content: @escaping (Item) -> Content) -> some View { inert() }
  /// Presents a popover when a Boolean binding is true (not drawn in a still).
  public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                     arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { inert() }
  /// Presents a popover using the given item as a data source (not drawn in a still).
  public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                          arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { inert() }

  /// Presents an alert with a title (a localized key) and actions (not drawn in a still).
  public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { inert() }
  /// Presents an alert with a string title and actions.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { inert() }
  /// Presents an alert with a text title and actions.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { inert() }
  /// Presents an alert with a title, actions and a message.
  public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                      @ViewBuilder message: () -> M) -> some View { inert() }
  /// Presents an alert with a string title, actions and a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                         @ViewBuilder message: () -> M) -> some View { inert() }
  /// Presents an alert with a text title, actions and a message.
  public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                      @ViewBuilder message: () -> M) -> some View { inert() }
  /// Presents an alert using data to produce its actions and message.
  public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                         @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { inert() }
  /// Presents an alert using data to produce its actions.
  public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                @ViewBuilder actions: (T) -> A) -> some View { inert() }
  /// Presents an iOS 13 alert when a Boolean binding is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { inert() }
  /// Presents an iOS 13 alert using the given item as a data source.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { inert() }

  /// Presents a confirmation dialog with actions (not drawn in a still).
  public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                          titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { inert() }
  /// Presents a confirmation dialog with a string title.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                             titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { inert() }
  /// Presents a confirmation dialog with actions and a message.
  public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                   titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                   @ViewBuilder message: () -> M) -> some View { inert() }
  /// Presents a confirmation dialog with a string title, actions and a message.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                      titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                                      @ViewBuilder message: () -> M) -> some View { inert() }
  /// Presents a confirmation dialog with a text title and actions.
  public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                          titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { inert() }
  /// Presents a confirmation dialog with a text title, actions and a message.
  public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                   titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                   @ViewBuilder message: () -> M) -> some View { inert() }
  /// Presents a confirmation dialog using data to produce the dialog's actions.
  public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                             titleVisibility: Visibility = .automatic, presenting data: T?,
                                             @ViewBuilder actions: (T) -> A) -> some View { inert() }
  /// Presents a confirmation dialog using data to produce the dialog's actions and message.
  public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                      titleVisibility: Visibility = .automatic, presenting data: T?,
                                                      @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { inert() }
  /// Presents a confirmation dialog with a string title using data to produce the dialog's actions.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                @ViewBuilder actions: (T) -> A) -> some View { inert() }
  /// Presents a confirmation dialog with a string title using data to produce the dialog's actions and message.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                         titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                         @ViewBuilder actions: (T) -> A,
                                                                         @ViewBuilder message: (T) -> M) -> some View { inert() }
  /// Presents an alert with a string title using data to produce its actions and message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                            @ViewBuilder actions: (T) -> A,
                                                            @ViewBuilder message: (T) -> M) -> some View { inert() }
  /// Presents an alert with a string title using data to produce its actions.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                   @ViewBuilder actions: (T) -> A) -> some View { inert() }
  /// Presents an alert with a text title using data to produce its actions.
  public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                @ViewBuilder actions: (T) -> A) -> some View { inert() }
  /// Presents an alert with a text title using data to produce its actions and message.
  public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                         @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { inert() }
  /// Presents an alert when an error is present (not drawn in a still).
  public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                @ViewBuilder actions: () -> A) -> some View { inert() }
  /// Presents an alert with a message when an error is present (not drawn in a still).
  public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                         @ViewBuilder message: (E) -> M) -> some View { inert() }
  /// Presents an iOS 13 action sheet when a Boolean binding is true.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { inert() }

  /// Sets the available detents for the enclosing sheet.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    environmentChange { _ in PresentationDetent.reportUnusable(Array(detents), in: ".presentationDetents") }
  }
  /// Sets the available detents and the selected one for the enclosing sheet.
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
    environmentChange { _ in PresentationDetent.reportUnusable(Array(detents) + [selection.wrappedValue], in: ".presentationDetents") }
  }
  /// Sets the visibility of the drag indicator on top of a sheet.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { inert() }
  /// Sets the corner radius of the enclosing sheet.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    environmentChange { _ in reportUnusableCornerRadius(cornerRadius) }
  }
  /// Conditionally prevents interactive dismissal of a popover or a sheet.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { inert() }
  /// Sets the presentation background of the enclosing sheet to a shape style (iOS 16.4; not drawn in a still).
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { inert() }
  /// Sets the presentation background of the enclosing sheet to a custom view (iOS 16.4; not drawn in a still).
  public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { inert() }
  /// Controls whether people can interact with the view behind a presentation (iOS 16.4).
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    environmentChange { _ in
      if case .enabled(let detent?) = interaction.kind {
        PresentationDetent.reportUnusable([detent], in: ".presentationBackgroundInteraction(.enabled(upThrough:))")
      }
    }
  }
  /// Configures the behavior of swipe gestures on a presentation (iOS 16.4).
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { inert() }
  /// Specifies how to adapt a presentation to compact size classes (iOS 16.4).
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { inert() }
  /// Specifies how to adapt a presentation to horizontally and vertically compact size classes (iOS 16.4).
  public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                            vertical verticalAdaptation: PresentationAdaptation) -> some View { inert() }
}

/// The kinds of interaction available to views behind a presentation (iOS 16.4).
public struct PresentationBackgroundInteraction: Sendable {
  enum Kind: Sendable { case automatic, disabled, enabled(PresentationDetent?) }
  let kind: Kind
  /// The default background interaction for the presentation.
  public static var automatic: PresentationBackgroundInteraction { .init(kind: .automatic) }
  /// People can't interact with the view behind a presentation.
  public static var disabled: PresentationBackgroundInteraction { .init(kind: .disabled) }
  /// People can interact with the view behind a presentation.
  public static var enabled: PresentationBackgroundInteraction { .init(kind: .enabled(nil)) }
  /// People can interact with the view behind a presentation up through a specified detent.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .init(kind: .enabled(detent)) }
}

/// A behavior that you can use to influence how a presentation responds to swipe gestures (iOS 16.4).
public struct PresentationContentInteraction: Equatable, Sendable {
  let name: String
  /// The default swipe behavior for the presentation.
  public static var automatic: PresentationContentInteraction { .init(name: "automatic") }
  /// A behavior that prioritizes resizing a presentation when swiping.
  public static var resizes: PresentationContentInteraction { .init(name: "resizes") }
  /// A behavior that prioritizes scrolling the content of a presentation when swiping.
  public static var scrolls: PresentationContentInteraction { .init(name: "scrolls") }
}

/// Strategies for adapting a presentation to a different size class (iOS 16.4).
public struct PresentationAdaptation: Sendable {
  let name: String
  /// Use the default presentation adaptation.
  public static var automatic: PresentationAdaptation { .init(name: "automatic") }
  /// Don't adapt for the size class, if possible.
  public static var none: PresentationAdaptation { .init(name: "none") }
  /// Prefer a popover presentation.
  public static var popover: PresentationAdaptation { .init(name: "popover") }
  /// Prefer a sheet presentation.
  public static var sheet: PresentationAdaptation { .init(name: "sheet") }
  /// Prefer a full-screen-cover presentation.
  public static var fullScreenCover: PresentationAdaptation { .init(name: "fullScreenCover") }
}

/// A type that represents a height where a sheet naturally rests.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case medium, large, fraction(CGFloat), height(CGFloat), custom(String) }
  let kind: Kind
  /// The system detent for a sheet that's approximately half the height of the screen.
  public static let medium = PresentationDetent(kind: .medium)
  /// The system detent for a sheet at full height.
  public static let large = PresentationDetent(kind: .large)
  /// A custom detent with the specified fractional height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
  /// A custom detent with the specified height.
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}

/// An attachment anchor for a popover.
public enum PopoverAttachmentAnchor: Sendable {
  /// The anchor point for the popover relative to the source's frame.
  case rect(Anchor<CGRect>.Source)
  /// The anchor point for the popover expressed as a unit point.
  case point(UnitPoint)
}

/// A representation of an alert presentation (iOS 13).
public struct Alert {
  /// A button in an alert or action sheet.
  public struct Button {
    let label: Text
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel")) }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
  }
  let title: Text
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) { self.title = title }
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) { self.title = title }
}

/// A representation of an action sheet presentation (iOS 13).
public struct ActionSheet {
  let title: Text
  public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) { self.title = title }
}
