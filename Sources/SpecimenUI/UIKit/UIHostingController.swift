import Foundation

// UIKit glue that hosts SwiftUI views (SwiftUI declares `UIHostingController` for UIKit apps).
// A hosting controller returned by a `UIViewControllerRepresentable` draws its root view, as on
// iOS, over its view's background colour; one added to a UIKit hierarchy by hand (`addChild`,
// `view.addSubview`) is kept and not drawn, like every UIKit subview.

/// A UIKit view controller that manages a SwiftUI view hierarchy.
open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
  /// The root view of the SwiftUI view hierarchy managed by this controller.
  public var rootView: Content
  /// The options for how the hosting controller tracks changes to the size of its SwiftUI content.
  public var sizingOptions: UIHostingControllerSizingOptions = []
  /// The safe area regions that this controller's view respects (kept, not applied).
  public var safeAreaRegions: SafeAreaRegions = .all

  /// Creates a hosting controller object that wraps the specified SwiftUI view.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a hosting controller object from an archive and the specified SwiftUI view; Specimen has no archives, so the root view is used as given.
  public init?(coder aDecoder: NSCoder, rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a hosting controller from an archive; like UIKit's, it cannot (the root view is unknown).
  public required init?(coder aDecoder: NSCoder) { return nil }

  /// Creates the controller's view, filled with the system background as UIKit's is.
  open override func loadView() {
    super.loadView()
    view.backgroundColor = .systemBackground
  }

  /// Calculates and returns the most appropriate size for the current view; Specimen lays views
  /// out only when it renders them, so this returns the size offered.
  open func sizeThatFits(in size: CGSize) -> CGSize { size }
}

/// Options for how a hosting controller tracks its content's size.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The controller tracks its content's ideal size in its preferred content size.
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
  /// The controller's view tracks its content's ideal size in its intrinsic content size.
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

extension UIViewController {
  /// The SwiftUI root view when this is a hosting controller, or nil (for snapshot strategies, which draw it on a
  /// device's screen).
  @_spi(SnapshotTesting) public var hostedRootViewForSnapshot: AnyView? { (self as? HostedRootView)?.hostedRootView }
}

/// A hosting controller seen without its content type, so a representable can draw its root view.
protocol HostedRootView {
  /// The root view, type-erased.
  var hostedRootView: AnyView { get }
}

extension UIHostingController: HostedRootView {
  var hostedRootView: AnyView { AnyView(rootView) }
}
