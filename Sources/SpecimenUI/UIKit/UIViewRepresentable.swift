import Foundation

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view hierarchy.
///
/// Specimen calls `makeCoordinator()`, `makeUIView(context:)` and `updateUIView(_:context:)`
/// once while the view is built, then draws the UIKit view's `backgroundColor` (times its
/// `alpha`, nothing when `isHidden`) filling the space offered, as a representable without a
/// `sizeThatFits` takes on iOS, or at the size its `sizeThatFits(_:uiView:context:)` answers.
public protocol UIViewRepresentable: View {
  /// The type of view to present.
  associatedtype UIViewType: UIView
  /// A type to coordinate with the view.
  associatedtype Coordinator = Void
  /// The context in which SwiftUI makes and updates the view.
  typealias Context = UIViewRepresentableContext<Self>

  /// Creates the view object and configures its initial state.
  func makeUIView(context: Context) -> UIViewType
  /// Updates the state of the specified view with new information from SwiftUI.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Creates the custom instance that you use to communicate changes from your view to other parts of your SwiftUI interface.
  func makeCoordinator() -> Coordinator
  /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// Given a proposed size, returns the preferred size of the composite view (nil: the default sizing).
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
  /// Creates the (empty) coordinator.
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
  /// Does nothing by default.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  /// Returns nil by default: the system's sizing (the offered space, or the view's intrinsic size).
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? {
    context.sizingProbe?.usedDefault = true
    return nil
  }

  /// The representable's drawing: the made and updated view's background colour over the offered space, or at the
  /// size its own `sizeThatFits` answers.
  public var body: some View {
    let context = Context(coordinator: makeCoordinator(), environment: EnvironmentValues.current)
    let view = makeUIView(context: context)
    updateUIView(view, context: context)
    let sizing = RepresentableSizeAnswer.made(typeName: "\(Self.self)", method: "sizeThatFits(_:uiView:context:)") { proposal, probe in
      var asked = context
      asked.sizingProbe = probe
      return sizeThatFits(proposal, uiView: view, context: asked)
    }
    return UIKitViewBackdrop(view: view, sizing: sizing)
  }
}

/// Contextual information about the state of the system that you use to create and update your UIKit view.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
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

/// A view that represents a UIKit view controller.
///
/// Specimen makes and updates the controller once and draws its view's `backgroundColor`
/// over the offered space, like `UIViewRepresentable`.
public protocol UIViewControllerRepresentable: View {
  /// The type of view controller to present.
  associatedtype UIViewControllerType: UIViewController
  /// A type to coordinate with the view controller.
  associatedtype Coordinator = Void
  /// The context in which SwiftUI makes and updates the view controller.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Creates the view controller object and configures its initial state.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Updates the state of the specified view controller with new information from SwiftUI.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Creates the custom instance that you use to communicate changes from your view controller to other parts of your SwiftUI interface.
  func makeCoordinator() -> Coordinator
  /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  /// Given a proposed size, returns the preferred size of the composite view (nil: the default sizing).
  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// Creates the (empty) coordinator.
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
  /// Does nothing by default.
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

  /// Returns nil by default: the system's sizing (the offered space).
  public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? {
    context.sizingProbe?.usedDefault = true
    return nil
  }

  /// The representable's drawing: the controller's view's background colour over the offered
  /// space (or at the size its own `sizeThatFits` answers), and a `UIHostingController`'s root view centred over it.
  public var body: some View {
    let context = Context(coordinator: makeCoordinator(), environment: EnvironmentValues.current)
    let controller = makeUIViewController(context: context)
    updateUIViewController(controller, context: context)
    let sizing = RepresentableSizeAnswer.made(typeName: "\(Self.self)", method: "sizeThatFits(_:uiViewController:context:)") { proposal, probe in
      var asked = context
      asked.sizingProbe = probe
      return sizeThatFits(proposal, uiViewController: controller, context: asked)
    }
    return RepresentableSizing(answer: sizing, content: ZStack {
      UIKitViewBackdrop(view: controller.view, answered: sizing != nil)
      if let hosting = controller as? any HostedRootView, controller.view?.isHidden == false {
        hosting.hostedRootView
      }
    })
    .modifier(UserInterfaceStyleOverride(style: controller.adoptedUserInterfaceStyle))
  }
}

/// Contextual information about the state of the system that you use to create and update your UIKit view controller.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
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

/// What a representable draws for its UIKit view: the background colour filling the offered space (or, when its
/// layer draws something, its layer tree: `LayerTreeDrawing`), for the UIKit views Specimen knows
/// (`UIKitRestingDrawing`) their resting look over it, and over that the view's own `draw(_:)` and its subviews
/// (`UIViewContentDrawing`). A dimension in which the view has an intrinsic size (a spinner's 20 pt) takes that size,
/// unless the view is `placed` in a frame its superview gave it.
nonisolated struct UIKitViewBackdrop: View {
  let view: UIView?
  /// How many views deep this one is (0: the representable's own view).
  var depth = 0
  /// Whether the view is a subview drawn in the frame its code gave it (which then decides its size).
  var placed = false
  /// The representable's own `sizeThatFits`, which sizes the drawing (`RepresentableSizeLayout`).
  var sizing: RepresentableSizeAnswer?
  /// Whether a representable's `sizeThatFits` around this drawing sizes it (so its intrinsic size does not).
  var answered = false

  var body: some View {
    let alpha = view?.alpha ?? 1
    let opacity = alpha.isNaN ? 1 : min(max(Double(alpha), 0), 1)
    let hidden = view?.isHidden ?? true
    let color = hidden ? UIColor.clear : (view?.backgroundColor ?? .clear)
    let resting = view as? any UIKitRestingDrawing
    let drawing = hidden ? nil : resting?.restingDrawing
    let drawsItself = resting?.sizesToDrawing == true
    if drawsItself, !placed {
      // A button takes its drawing's size, as UIKit sizes it to its content; its background fills behind.
      let sized = ZStack { drawing }
        .fixedSize()
        .background { backgroundLayer(view, hidden: hidden, color: color) }
      return answering(AnyView(masked(sized, hidden: hidden, laysOut: false).opacity(opacity).modifier(styleOverride)), intrinsic: nil)
    }
    let none = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    let own = placed ? none : view?.intrinsicContentSize ?? none
    // Under the representable's own `sizeThatFits` the intrinsic size is only its default sizing.
    let intrinsic = answered || sizing != nil ? none : own
    let composed = ZStack {
      backgroundLayer(view, hidden: hidden, color: color)
      drawing
      // A button's or stack view's own drawing holds its subviews; placed in a frame, it lays out in that frame.
      if let view, !hidden, !drawsItself { UIViewContentDrawing(view: view, depth: depth) }
    }
    return answering(AnyView(masked(composed, hidden: hidden, laysOut: !drawsItself)
    .opacity(opacity)
    .frame(width: Self.intrinsic(intrinsic.width), height: Self.intrinsic(intrinsic.height))
    .modifier(styleOverride)), intrinsic: own)
  }

  /// `drawing` sized by the representable's own `sizeThatFits` when it has one, with the view's `intrinsic` size as
  /// the default sizing in the dimensions that have one.
  private func answering(_ drawing: AnyView, intrinsic: CGSize?) -> AnyView {
    guard let sizing else { return drawing }
    let usable = (width: intrinsic.flatMap { Self.intrinsic($0.width) }, height: intrinsic.flatMap { Self.intrinsic($0.height) })
    return AnyView(RepresentableSizeLayout(answer: sizing, intrinsic: usable) { drawing })
  }

  /// The view's `overrideUserInterfaceStyle`, around everything it draws (its subviews inherit it).
  private var styleOverride: UserInterfaceStyleOverride {
    UserInterfaceStyleOverride(style: view?.overrideUserInterfaceStyle ?? .unspecified)
  }

  /// `content` clipped and masked as the view clips and masks (`UIViewMasking`), when it may.
  private func masked<V: View>(_ content: V, hidden: Bool, laysOut: Bool) -> AnyView {
    guard let view, !hidden, UIViewMasking.applies(to: view) else { return AnyView(content) }
    return AnyView(content.modifier(UIViewMasking(view: view, depth: depth, laysOut: laysOut)))
  }

  /// The view's background: its layer tree when the layer draws something (or, for the app's own class, may once
  /// `layoutSubviews()` has run), else its background colour.
  @ViewBuilder private func backgroundLayer(_ view: UIView?, hidden: Bool, color: UIColor) -> some View {
    if let view, !hidden, view.layer.drawsContent || view.isAppClass {
      LayerTreeDrawing(view: view)
    } else {
      Color(uiColor: color)
    }
  }

  /// A usable intrinsic dimension, or nil (none, negative, not finite, or past 10 000 pt).
  static func intrinsic(_ value: CGFloat) -> CGFloat? {
    value.isFinite && value >= 0 && value <= 10_000 ? value : nil
  }
}

/// A UIKit view Specimen draws at rest under a representable (a blur, a spinner, page dots, a
/// search field, a text view's text, a button), drawn over the view's background colour.
protocol UIKitRestingDrawing {
  /// The view's resting look, or nil to draw only the background colour.
  var restingDrawing: AnyView? { get }
  /// Whether the view takes its drawing's ideal size (a button sizes to its content), not the space offered.
  var sizesToDrawing: Bool { get }
}

extension UIKitRestingDrawing {
  var sizesToDrawing: Bool { false }
}
