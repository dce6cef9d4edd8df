import Foundation

/// A wrapper for an AppKit view that you use to integrate that view into your SwiftUI view hierarchy.
///
/// Specimen calls `makeCoordinator()`, `makeNSView(context:)` and `updateNSView(_:context:)` once
/// while the view is built, then draws the AppKit view's layer background colour (times its
/// `alphaValue`, nothing when `isHidden`) filling the space offered, as `UIViewRepresentable` does, or
/// at the size its `sizeThatFits(_:nsView:context:)` answers.
public protocol NSViewRepresentable: View {
  /// The type of view to present.
  associatedtype NSViewType: NSView
  /// A type to coordinate with the view.
  associatedtype Coordinator = Void
  /// The context in which SwiftUI makes and updates the view.
  typealias Context = NSViewRepresentableContext<Self>

  /// Creates the view object and configures its initial state.
  func makeNSView(context: Context) -> NSViewType
  /// Updates the state of the specified view with new information from SwiftUI.
  func updateNSView(_ nsView: NSViewType, context: Context)
  /// Creates the custom instance that you use to communicate changes from your view to other parts of your SwiftUI interface.
  func makeCoordinator() -> Coordinator
  /// Cleans up the presented AppKit view (and coordinator) in anticipation of their removal.
  static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
  /// Given a proposed size, returns the preferred size of the composite view (nil: the default sizing).
  func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize?
}

extension NSViewRepresentable where Coordinator == Void {
  /// Creates the (empty) coordinator.
  public func makeCoordinator() -> Coordinator { () }
}

extension NSViewRepresentable {
  /// Does nothing by default.
  public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}

  /// Returns nil by default: the system's sizing (the offered space, or the view's intrinsic size).
  public func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize? {
    context.sizingProbe?.usedDefault = true
    return nil
  }

  /// The representable's drawing: the made and updated view's layer colour over the offered space, or at the
  /// size its own `sizeThatFits` answers.
  public var body: some View {
    let context = Context(coordinator: makeCoordinator(), environment: EnvironmentValues.current)
    let view = makeNSView(context: context)
    updateNSView(view, context: context)
    let sizing = RepresentableSizeAnswer.made(typeName: "\(Self.self)", method: "sizeThatFits(_:nsView:context:)") { proposal, probe in
      var asked = context
      asked.sizingProbe = probe
      return sizeThatFits(proposal, nsView: view, context: asked)
    }
    return RepresentableSizing(answer: sizing, content: AppKitViewBackdrop(view: view))
  }
}

/// Contextual information about the state of the system that you use to create and update your AppKit view.
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
  /// The view's associated coordinator.
  public let coordinator: Representable.Coordinator
  /// The current transaction.
  public var transaction = Transaction()
  /// Environment data that describes the current state of the system.
  public var environment: EnvironmentValues
  /// Set while Specimen asks whether the representable implements `sizeThatFits` itself.
  var sizingProbe: RepresentableSizingProbe?
  init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
    self.coordinator = coordinator
    self.environment = environment
  }
}

/// A wrapper for an AppKit view controller that you use to integrate it into your SwiftUI view hierarchy.
///
/// Specimen makes and updates the controller once and draws its view like `NSViewRepresentable`.
public protocol NSViewControllerRepresentable: View {
  /// The type of view controller to present.
  associatedtype NSViewControllerType: NSViewController
  /// A type to coordinate with the view controller.
  associatedtype Coordinator = Void
  /// The context in which SwiftUI makes and updates the view controller.
  typealias Context = NSViewControllerRepresentableContext<Self>

  /// Creates the view controller object and configures its initial state.
  func makeNSViewController(context: Context) -> NSViewControllerType
  /// Updates the state of the specified view controller with new information from SwiftUI.
  func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
  /// Creates the custom instance that you use to communicate changes from your view controller to other parts of your SwiftUI interface.
  func makeCoordinator() -> Coordinator
  /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
  static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator)
  /// Given a proposed size, returns the preferred size of the composite view (nil: the default sizing).
  func sizeThatFits(_ proposal: ProposedViewSize, nsViewController: NSViewControllerType, context: Context) -> CGSize?
}

extension NSViewControllerRepresentable where Coordinator == Void {
  /// Creates the (empty) coordinator.
  public func makeCoordinator() -> Coordinator { () }
}

extension NSViewControllerRepresentable {
  /// Does nothing by default.
  public static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator) {}

  /// Returns nil by default: the system's sizing (the offered space, or the view's intrinsic size).
  public func sizeThatFits(_ proposal: ProposedViewSize, nsViewController: NSViewControllerType, context: Context) -> CGSize? {
    context.sizingProbe?.usedDefault = true
    return nil
  }

  /// The representable's drawing: the controller's view's layer colour over the offered space, or at the size
  /// its own `sizeThatFits` answers.
  public var body: some View {
    let context = Context(coordinator: makeCoordinator(), environment: EnvironmentValues.current)
    let controller = makeNSViewController(context: context)
    updateNSViewController(controller, context: context)
    let sizing = RepresentableSizeAnswer.made(typeName: "\(Self.self)", method: "sizeThatFits(_:nsViewController:context:)") { proposal, probe in
      var asked = context
      asked.sizingProbe = probe
      return sizeThatFits(proposal, nsViewController: controller, context: asked)
    }
    return RepresentableSizing(answer: sizing, content: AppKitViewBackdrop(view: controller.view))
  }
}

/// Contextual information about the state of the system that you use to create and update your AppKit view controller.
public struct NSViewControllerRepresentableContext<Representable: NSViewControllerRepresentable> {
  /// The view controller's associated coordinator.
  public let coordinator: Representable.Coordinator
  /// The current transaction.
  public var transaction = Transaction()
  /// Environment data that describes the current state of the system.
  public var environment: EnvironmentValues
  /// Set while Specimen asks whether the representable implements `sizeThatFits` itself.
  var sizingProbe: RepresentableSizingProbe?
  init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
    self.coordinator = coordinator
    self.environment = environment
  }
}

/// What a representable draws for its AppKit view: its layer's background colour filling the offered
/// space (clear without a layer), an `NSVisualEffectView`'s material over it, at the view's `alphaValue`. A dimension in which the view has an
/// intrinsic size takes that size.
nonisolated struct AppKitViewBackdrop: View {
  let view: NSView

  var body: some View {
    let alpha = view.alphaValue
    let opacity = alpha.isNaN ? 1 : min(max(Double(alpha), 0), 1)
    let color = view.isHidden ? nil : view.layer?.backgroundColor
    let intrinsic = view.intrinsicContentSize
    let effect = view.isHidden ? nil : (view as? NSVisualEffectView)?.drawn
    return ZStack {
      if let color { Color(cgColor: color) } else { Color.clear }
      if let effect {
        Rectangle().fill(effect.material).environment(\.colorScheme, effect.scheme ?? EnvironmentValues.current.colorScheme)
      }
    }
    .opacity(opacity)
    .frame(width: UIKitViewBackdrop.intrinsic(intrinsic.width), height: UIKitViewBackdrop.intrinsic(intrinsic.height))
  }
}
