// `import SafariServices` for the in-app browser that public apps wrap in a
// `UIViewControllerRepresentable`. A render loads no web page: the controller's view is the
// system background, which its representable draws over the space it is offered, with neither the
// page nor Safari's bars (docs/unsupported.md). Re-exports SpecimenUI.
@_exported import SpecimenUI

/// A view controller that provides a visible standard interface for browsing the web.
open class SFSafariViewController: UIViewController, @unchecked Sendable {
  /// The URL the controller opens (never loaded in a render).
  public let initialURL: URL
  /// The configuration the controller was created with.
  public let configuration: Configuration
  /// The controller's delegate; none of its methods is called in a render.
  open weak var delegate: (any SFSafariViewControllerDelegate)?
  /// The color to tint the background of the navigation bar and the toolbar (not drawn).
  open var preferredBarTintColor: UIColor?
  /// The color to tint the control buttons on the navigation bar and the toolbar (not drawn).
  open var preferredControlTintColor: UIColor?
  /// The style of dismiss button to use in the navigation bar to close the controller.
  open var dismissButtonStyle: DismissButtonStyle = .done

  /// Creates and configures a Safari view controller that loads the specified URL.
  public init(url URL: URL, configuration: Configuration = Configuration()) {
    initialURL = URL
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a Safari view controller from an archive; like SafariServices', it cannot.
  public required init?(coder: NSCoder) { return nil }

  /// Creates the controller's view: the system background a page loads over.
  open override func loadView() {
    super.loadView()
    view.backgroundColor = .systemBackground
  }

  /// The configuration of a Safari view controller.
  open class Configuration: NSObject, @unchecked Sendable {
    /// Whether the controller enters Reader mode when it is available.
    open var entersReaderIfAvailable = false
    /// Whether the bars collapse on scrolling.
    open var barCollapsingEnabled = true
    /// Creates the default configuration.
    public override init() { super.init() }
  }

  /// The dismiss button's title.
  public enum DismissButtonStyle: Int, Sendable {
    case done = 0, close, cancel
  }
}

/// The methods a Safari view controller's delegate implements (never called in a render).
public protocol SFSafariViewControllerDelegate: AnyObject {
  /// Tells the delegate that the user dismissed the view.
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  /// Tells the delegate that the initial URL load completed.
  func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}
