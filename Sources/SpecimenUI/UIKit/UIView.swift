import Foundation

// The UIKit view classes that `UIViewRepresentable`/`UIViewControllerRepresentable` wrappers
// create in view files. Specimen draws SwiftUI views, not UIKit hierarchies: a UIKit view here
// holds the properties code sets on it, and a representable draws the view's
// `backgroundColor` (with its `alpha` and `isHidden`), or its Core Animation layer tree
// (`LayerTreeDrawing`), over the space SwiftUI offers it, then its `draw(_:)` and its subviews at
// their frames (`UIViewContentDrawing`). Constraints are kept, not solved (docs/unsupported.md).

/// An abstract class for objects that respond to and handle events, and the source of keyboard notifications.
open class UIResponder: NSObject, @unchecked Sendable {
  /// Posted immediately prior to the display of the keyboard (never posted in a still render).
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  /// Posted immediately after the display of the keyboard.
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  /// Posted immediately prior to the dismissal of the keyboard.
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  /// Posted immediately after the dismissal of the keyboard.
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  /// Posted immediately prior to a change in the keyboard's frame.
  public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  /// The user-info key for the keyboard's frame at the end of its animation.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key for the keyboard's frame at the beginning of its animation.
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key for the duration of the keyboard animation.
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"

  /// Creates a responder.
  public override init() { super.init() }
  /// Asks UIKit to make this object the first responder; nothing takes focus in a still render.
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  /// Notifies this object that it has been asked to relinquish its status as first responder.
  @discardableResult open func resignFirstResponder() -> Bool { true }
  /// Returns a Boolean value indicating whether this object is the first responder (never, here).
  open var isFirstResponder: Bool { false }
  /// Tells this object that one or more new touches occurred (never called: a still delivers no touches).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Tells the responder when one or more touches associated with an event changed (never called).
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Tells the responder when one or more fingers are raised from a view or window (never called).
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Tells the responder when a system event cancels a touch sequence (never called).
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// An object that manages the content for a rectangular area on the screen.
open class UIView: UIResponder, @unchecked Sendable {
  /// The frame rectangle, which describes the view's location and size in its superview's coordinate system (one
  /// that is not finite is named: Core Animation refuses it).
  open var frame: CGRect { didSet { Self.checkFrame(frame) } }
  /// The bounds rectangle, which describes the view's location and size in its own coordinate system.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The view's background color; a representable draws it.
  open var backgroundColor: UIColor?
  /// Whether the view is opaque (kept: a view's `draw(_:)` is drawn over its background colour either way).
  open var isOpaque = true
  /// Whether the view's bounds are cleared before `draw(_:)` (kept).
  open var clearsContextBeforeDrawing = true
  /// The center point of the view's frame rectangle, in its superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The interactions added to the view (`addInteraction(_:)`), in order.
  open var interactions: [any UIInteraction] = []
  /// The view's alpha value, clamped to 0…1 when drawn (NaN draws as 1).
  open var alpha: CGFloat = 1
  /// A Boolean value that determines whether the view is hidden.
  open var isHidden = false
  /// The style the view and its subviews take their colours in (`.unspecified`: the one around them), as a view
  /// forced dark or light is drawn; its dynamic colours and `draw(_:)` see that style.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// The first nondefault tint color value in the view's hierarchy.
  open var tintColor: UIColor! = UIColor.systemBlue { didSet { tintWasSet = true } }
  /// Whether code set `tintColor` (a tab bar's proxy colours its selected item only then).
  package private(set) var tintWasSet = false
  /// A Boolean value that determines whether subviews are confined to the bounds of the view: its layer's
  /// `masksToBounds`, as in UIKit (with the layer's `cornerRadius`, the view clips to its rounded outline).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// An optional view whose alpha channel is used to mask this view's content (drawn at its frame).
  open var mask: UIView?
  /// A Boolean value that determines whether user events are ignored.
  open var isUserInteractionEnabled = true
  /// A Boolean value that indicates whether the view receives more than one touch at a time (kept).
  open var isMultipleTouchEnabled = false
  /// A Boolean value that indicates whether the receiver handles touch events exclusively (kept).
  open var isExclusiveTouch = false
  /// A flag used to determine how a view lays out its content when its bounds change.
  open var contentMode: ContentMode = .scaleToFill
  /// A Boolean value that determines whether the view's autoresizing mask is translated into Auto Layout constraints.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// Specifies the transform applied to the view, relative to the center of its bounds (drawn for subviews).
  open var transform: CGAffineTransform = .identity
  /// An integer bit mask that determines how the receiver resizes itself when its superview's bounds change (kept, not applied).
  open var autoresizingMask: AutoresizingMask = []
  /// The view's Core Animation layer, an instance of the class's `layerClass`.
  open private(set) lazy var layer: CALayer = (type(of: self).layerClass as? CALayer.Type)?.init() ?? CALayer()
  /// The class of the view's layer (`CALayer`; a subclass overrides it to back the view with a gradient or shape layer).
  open class var layerClass: AnyClass { CALayer.self }
  /// The receiver's immediate subviews.
  open private(set) var subviews: [UIView] = []
  /// The receiver's superview, or nil if it has none.
  open private(set) weak var superview: UIView?
  /// An integer that you can use to identify view objects in your application.
  open var tag = 0
  /// The view's Auto Layout anchors and constraints (its `layoutSubviews()` solves them: `AutoLayoutSolver`).
  private(set) lazy var anchors = UIViewAnchors(view: self)
  /// The view's leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { anchors.guide.leadingAnchor }
  /// The view's trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { anchors.guide.trailingAnchor }
  /// The view's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { anchors.guide.leftAnchor }
  /// The view's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { anchors.guide.rightAnchor }
  /// The view's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { anchors.guide.topAnchor }
  /// The view's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { anchors.guide.bottomAnchor }
  /// The view's horizontal center.
  public var centerXAnchor: NSLayoutXAxisAnchor { anchors.guide.centerXAnchor }
  /// The view's vertical center.
  public var centerYAnchor: NSLayoutYAxisAnchor { anchors.guide.centerYAnchor }
  /// The view's width.
  public var widthAnchor: NSLayoutDimension { anchors.guide.widthAnchor }
  /// The view's height.
  public var heightAnchor: NSLayoutDimension { anchors.guide.heightAnchor }
  /// The layout guide representing the portion of the view that is unobscured by bars and other content.
  public var safeAreaLayoutGuide: UILayoutGuide { anchors.safeArea }
  /// A layout guide representing the view's margins.
  public var layoutMarginsGuide: UILayoutGuide { anchors.margins }
  /// The constraints held by the view (kept, never solved).
  open var constraints: [NSLayoutConstraint] { anchors.constraints }
  /// Adds a constraint on the layout of the receiving view or its subviews.
  open func addConstraint(_ constraint: NSLayoutConstraint) { anchors.constraints.append(constraint) }
  /// Adds multiple constraints on the layout of the receiving view or its subviews.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { anchors.constraints += constraints }
  /// The insets of the view's margins (8 pt on each side, UIKit's default for a view).
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The layout guides the view owns.
  open var layoutGuides: [UILayoutGuide] { anchors.added }
  /// Adds a layout guide, placed by its own constraints.
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.view = self
    layoutGuide.owningView = self
    anchors.added.append(layoutGuide)
  }
  /// Removes a layout guide the view owns.
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { anchors.added.removeAll { $0 === layoutGuide } }

  /// The natural size for the receiving view, considering only properties of the view itself.
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

  /// The absence of an intrinsic metric for a given numeric view property.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Initializes and returns a newly allocated view object with the specified frame rectangle.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }

  /// Creates a view from data in an unarchiver; Specimen has no archives, so the view starts with a zero frame.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  /// Adds a view to the end of the receiver's list of subviews.
  open func addSubview(_ view: UIView) {
    guard view !== self else {
      ResolveIssues.report(ResolveIssue(.trap, "UIView.addSubview(_:): a \(type(of: self)) was added as its own subview; UIKit "
        + "raises an exception here (\"Can't add self as subview\") and the app stops. Add another view"))
      return
    }
    guard !isInSubtree(of: view) else {
      ResolveIssues.report(ResolveIssue(.trap, "UIView.addSubview(_:): the \(type(of: view)) added is above this \(type(of: self)) in "
        + "its tree, so the tree would be a cycle; Core Animation raises an exception here (CALayerInvalid: \"layer is a part "
        + "of cycle in its layer tree\") and the app stops. Add a view that is not above this one"))
      return
    }
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }
  /// Whether this view is `view` or one of its descendants (only a view with subviews can be above another, so
  /// adding fresh views walks nothing).
  private func isInSubtree(of view: UIView) -> Bool {
    guard !view.subviews.isEmpty else { return false }
    var above = superview
    while let current = above {
      if current === view { return true }
      above = current.superview
    }
    return false
  }
  /// Names a frame Core Animation refuses: a NaN position or size raises `CALayerInvalidGeometry` as the layer is set
  /// from it, an infinite one as it is drawn; the cell fails.
  private static func checkFrame(_ frame: CGRect) {
    let numbers = [frame.origin.x, frame.origin.y, frame.width, frame.height]
    guard numbers.contains(where: { !$0.isFinite }) else { return }
    let position = [frame.origin.x + frame.width / 2, frame.origin.y + frame.height / 2]
    let (name, shown) = position.allSatisfy(\.isFinite)
      ? ("bounds", [0, 0, frame.width, frame.height]) : ("position", position)
    let listed = shown.map { NumberText.describe($0) }
    let text = listed.count == 4 ? "[\(listed[0]) \(listed[1]); \(listed[2]) \(listed[3])]" : "[\(listed.joined(separator: " "))]"
    let reason = shown.contains(where: \.isNaN) ? "CALayer \(name) contains NaN: \(text)" : "sublayer with non-finite \(name) \(text)"
    ResolveIssues.report(ResolveIssue(.trap, "UIView.frame (\(numbers.map { NumberText.describe($0) }.joined(separator: ", "))) is not "
      + "finite; UIKit sets the view's layer from it and Core Animation raises an exception (CALayerInvalidGeometry: "
      + "\"\(reason)\") and the app stops. Give the view a finite frame, center and bounds"))
  }
  /// Unlinks the view from its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
  /// Causes the view (or one of its embedded text fields) to resign the first responder status; nothing has focus in a still render.
  @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
  /// Lays out subviews: those that do not translate their autoresizing mask get the frames the active constraints
  /// give them (`AutoLayoutSolver`).
  open func layoutSubviews() { AutoLayoutSolver.layOutSubviews(of: self) }
  /// Invalidates the current layout of the receiver.
  open func setNeedsLayout() {}
  /// Lays out the subviews immediately, if layout updates are pending.
  open func layoutIfNeeded() {}
  /// Marks the receiver's entire bounds rectangle as needing to be redrawn.
  open func setNeedsDisplay() {}
  /// Draws the receiver's image within the passed-in rectangle; a representable runs it against a canvas.
  open func draw(_ rect: CGRect) {}
  /// Asks the view to calculate and return the size that best fits the specified size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
  /// Resizes and moves the receiver view so it just encloses its subviews.
  open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
  /// Sets the priority with which a view resists being made larger than its intrinsic size.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
  /// Sets the priority with which a view resists being made smaller than its intrinsic size.
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}

  /// Options for automatic view resizing.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Options to specify how a view adjusts its content when its size changes.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }
}

/// The priority of a constraint or of a view's content hugging and compression resistance.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
}


/// Modal presentation styles available when presenting view controllers.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1
  case automatic = -2
}

/// An object that manages a view hierarchy for your UIKit app.
open class UIViewController: UIResponder, @unchecked Sendable {
  private var loadedView: UIView?
  /// The view that the controller manages (created on first access).
  open var view: UIView! {
    get {
      if loadedView == nil { loadView(); viewDidLoad() }
      return loadedView
    }
    set { loadedView = newValue }
  }
  /// A localized string that represents the view this controller manages.
  open var title: String?
  /// The style the controller's view and its content take their colours in (`.unspecified`: the one around them).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

  /// Creates a view controller.
  public init(nibName: String? = nil, bundle: Bundle? = nil) { super.init() }
  /// Creates a view controller with a nil nib.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  /// Creates a view controller from data in an unarchiver; Specimen has no archives, so this always fails.
  /// Main-actor isolated as UIKit's is, so a subclass's `@MainActor required init?(coder:)` (Xcode's
  /// fix-it for a `UIHostingController` subclass) overrides it.
  @MainActor @preconcurrency public required init?(coder: NSCoder) { return nil }

  /// Creates the view that the controller manages.
  open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
  /// Called after the controller's view is loaded into memory.
  open func viewDidLoad() {}
  /// Notifies the view controller that its view is about to be added to a view hierarchy (never, here).
  open func viewWillAppear(_ animated: Bool) {}
  /// Notifies the view controller that its view was added to a view hierarchy (never, here).
  open func viewDidAppear(_ animated: Bool) {}
  /// The view controller's children (kept; only a representable's own controller is drawn).
  open private(set) var children: [UIViewController] = []
  /// The parent view controller of the recipient.
  open private(set) weak var parent: UIViewController?
  /// The presentation style for modal view controllers.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The preferred size for the view controller's view.
  open var preferredContentSize: CGSize = .zero

  /// Adds the specified view controller as a child of the current view controller.
  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    children.append(childController)
    childController.parent = self
  }
  /// Removes the view controller from its parent.
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
  /// Called just before the view controller is added or removed from a container view controller.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the view controller is added or removed from a container view controller.
  open func didMove(toParent parent: UIViewController?) {}
  /// Presents a view controller modally; a presentation lives in its own window, so a still draws nothing of it.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    completion?()
  }
  /// Dismisses the view controller that was presented modally by the view controller.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
}
