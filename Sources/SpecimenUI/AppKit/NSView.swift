import Foundation

// The AppKit view classes that `NSViewRepresentable`/`NSViewControllerRepresentable` wrappers create
// in Mac and multiplatform view files (on Linux `#if canImport(AppKit)` is true, so an AppKit branch
// written first is the one that compiles). As with UIKit's shims, a view holds the properties code
// sets on it, and a representable draws what a still shows of it: its layer's background colour
// (`wantsLayer` then `layer?.backgroundColor`), with its `alphaValue` and `isHidden`. Subviews,
// constraints and `draw(_:)` are kept or ignored, never drawn (docs/unsupported.md).

/// An abstract class that forms the basis of event and command processing in AppKit.
open class NSResponder: NSObject, @unchecked Sendable {
  /// Creates a responder.
  public override init() { super.init() }
  /// Whether the responder accepts first-responder status.
  open var acceptsFirstResponder: Bool { false }
  /// Asks the responder to become first responder; nothing takes focus in a still render.
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  /// Asks the responder to give up first-responder status.
  @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// The infrastructure for drawing, printing, and handling events in an app (AppKit's view).
open class NSView: NSResponder, @unchecked Sendable {
  /// The view's frame rectangle, in its superview's coordinates.
  open var frame: NSRect
  /// The view's bounds rectangle, in its own coordinates.
  open var bounds: NSRect {
    get { NSRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The Core Animation layer the view uses as its backing store: nil until `wantsLayer` is set.
  open var layer: CALayer?
  /// Whether the view uses a layer as its backing store; setting it makes the layer.
  open var wantsLayer = false {
    didSet { if wantsLayer, layer == nil { layer = makeBackingLayer() } }
  }
  /// Whether the view is hidden.
  open var isHidden = false
  /// The opacity of the view, from 0 to 1.
  open var alphaValue: CGFloat = 1
  /// Whether the view's coordinate system has its origin at the top left.
  open var isFlipped: Bool { false }
  /// Whether the view needs to be redrawn.
  open var needsDisplay = false
  /// Whether the view needs a layout pass.
  open var needsLayout = false
  /// The text of the view's tooltip.
  open var toolTip: String?
  /// Whether autoresizing-mask constraints are made for the view.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// How the view resizes when its superview's bounds change.
  open var autoresizingMask: AutoresizingMask = []
  /// The view's subviews.
  open private(set) var subviews: [NSView] = []
  /// The view's superview.
  open private(set) weak var superview: NSView?

  /// The view's Auto Layout anchors and constraints (kept, never solved).
  let anchors = UIViewAnchors(view: nil)
  /// The leading edge of the view's frame.
  public var leadingAnchor: NSLayoutXAxisAnchor { anchors.guide.leadingAnchor }
  /// The trailing edge of the view's frame.
  public var trailingAnchor: NSLayoutXAxisAnchor { anchors.guide.trailingAnchor }
  /// The left edge of the view's frame.
  public var leftAnchor: NSLayoutXAxisAnchor { anchors.guide.leftAnchor }
  /// The right edge of the view's frame.
  public var rightAnchor: NSLayoutXAxisAnchor { anchors.guide.rightAnchor }
  /// The top edge of the view's frame.
  public var topAnchor: NSLayoutYAxisAnchor { anchors.guide.topAnchor }
  /// The bottom edge of the view's frame.
  public var bottomAnchor: NSLayoutYAxisAnchor { anchors.guide.bottomAnchor }
  /// The horizontal center of the view's frame.
  public var centerXAnchor: NSLayoutXAxisAnchor { anchors.guide.centerXAnchor }
  /// The vertical center of the view's frame.
  public var centerYAnchor: NSLayoutYAxisAnchor { anchors.guide.centerYAnchor }
  /// The width of the view's frame.
  public var widthAnchor: NSLayoutDimension { anchors.guide.widthAnchor }
  /// The height of the view's frame.
  public var heightAnchor: NSLayoutDimension { anchors.guide.heightAnchor }
  /// The constraints held by the view.
  open var constraints: [NSLayoutConstraint] { anchors.constraints }
  /// Adds a constraint on the layout of the view or its subviews.
  open func addConstraint(_ constraint: NSLayoutConstraint) { anchors.constraints.append(constraint) }
  /// Adds constraints on the layout of the view or its subviews.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { anchors.constraints += constraints }

  /// The natural size of the view, considering only its own properties.
  open var intrinsicContentSize: NSSize { NSSize(width: NSView.noIntrinsicMetric, height: NSView.noIntrinsicMetric) }
  /// The absence of an intrinsic metric.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Creates a view with the given frame rectangle.
  public init(frame frameRect: NSRect) {
    self.frame = frameRect
    super.init()
  }
  /// Creates a view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }
  /// Creates a view from data in an unarchiver; Specimen has no archives, so the view starts with a zero frame.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  /// Makes the view's backing layer (a plain layer).
  open func makeBackingLayer() -> CALayer { CALayer() }
  /// Adds a view to the end of the view's subviews.
  open func addSubview(_ view: NSView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }
  /// Removes the view from its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
  /// Draws the view's content in `dirtyRect` (never called: a representable draws its layer's colour).
  open func draw(_ dirtyRect: NSRect) {}
  /// Updates the view's layer (never called in a still render).
  open func updateLayer() {}
  /// Whether the view updates its layer instead of drawing.
  open var wantsUpdateLayer: Bool { false }
  /// Lays out the view's subviews.
  open func layout() {}
  /// Lays out the view if it needs it.
  open func layoutSubtreeIfNeeded() {}
  /// The size that fits the view's content, given its constraints.
  open var fittingSize: NSSize { frame.size }
  /// Sets the view's priority for not growing past its intrinsic size.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for orientation: NSLayoutConstraint.Axis) {}
  /// Sets the view's priority for not shrinking below its intrinsic size.
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for orientation: NSLayoutConstraint.Axis) {}

  /// Options for automatic view resizing.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let none = AutoresizingMask([])
    public static let minXMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let width = AutoresizingMask(rawValue: 1 << 1)
    public static let maxXMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let minYMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let height = AutoresizingMask(rawValue: 1 << 4)
    public static let maxYMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}

/// A controller that manages a view (AppKit's view controller).
open class NSViewController: NSResponder, @unchecked Sendable {
  private var loadedView: NSView?
  /// The view the controller manages (loaded on first access).
  open var view: NSView {
    get {
      if let loadedView { return loadedView }
      loadView()
      viewDidLoad()
      return loadedView ?? NSView()
    }
    set { loadedView = newValue }
  }
  /// Whether the controller's view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }
  /// The title of the view the controller manages.
  open var title: String?
  /// The object the controller's view represents.
  open var representedObject: Any?
  /// The size the controller's view prefers.
  open var preferredContentSize: NSSize = .zero
  /// The controller's children.
  open private(set) var children: [NSViewController] = []

  /// Creates a view controller; there are no nib files in a still render.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  /// Creates a view controller without a nib.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  /// Creates a view controller from data in an unarchiver; Specimen has no archives, so this always fails.
  public required init?(coder: NSCoder) { return nil }

  /// Creates the controller's view: an empty view (AppKit would load a nib).
  open func loadView() { loadedView = NSView() }
  /// Called after the controller's view is loaded.
  open func viewDidLoad() {}
  /// Called before the view appears (never, here).
  open func viewWillAppear() {}
  /// Called after the view appeared (never, here).
  open func viewDidAppear() {}
  /// Called before the view disappears (never, here).
  open func viewWillDisappear() {}
  /// Adds a child view controller.
  open func addChild(_ childViewController: NSViewController) { children.append(childViewController) }
}

extension NSLayoutConstraint {
  /// AppKit's name for a layout priority.
  public typealias Priority = UILayoutPriority
  /// AppKit's name for the axis a priority applies to.
  public typealias Orientation = Axis
}
