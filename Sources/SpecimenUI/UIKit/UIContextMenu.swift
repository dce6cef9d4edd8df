import Foundation

// UIKit's context menus, which SwiftUI code attaches to a representable's view to get a custom
// preview (`UIContextMenuInteraction` with a delegate returning a `UIContextMenuConfiguration`).
// A still render never long-presses: the interaction is kept on its view, the delegate is never
// asked, and nothing of the menu or its preview is drawn (docs/unsupported.md).

/// An object that represents a menu element (an action or a submenu).
open class UIMenuElement: NSObject, @unchecked Sendable {}

/// A container for grouping related menu elements in an app menu or contextual menu.
open class UIMenu: UIMenuElement, @unchecked Sendable {
  /// A type that represents a menu identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  /// Options for configuring a menu's appearance.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Show the children inline in the parent menu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Show the menu in a destructive style.
    public static let destructive = Options(rawValue: 1 << 1)
    /// Allow only one child to be selected.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// Show the children as a palette.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The menu's title.
  public let title: String
  /// The menu's subtitle.
  public let subtitle: String?
  /// The menu's image.
  public let image: UIImage?
  /// The menu's identifier.
  public let identifier: Identifier
  /// The menu's options.
  public let options: Options
  /// The menu's children.
  public let children: [UIMenuElement]

  /// Creates a menu with the title, image, identifier, options and children you give.
  public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
              options: Options = [], children: [UIMenuElement] = []) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init()
  }
}

/// A closure that returns a menu for a context menu, given the system's suggested actions.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// A closure that returns the view controller a context menu previews.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// An interaction an app adds to a view (UIKit's `UIInteraction`).
public protocol UIInteraction: AnyObject {
  /// The view that owns the interaction.
  var view: UIView? { get }
  /// Tells the interaction that it is about to be added to or removed from a view.
  func willMove(to view: UIView?)
  /// Tells the interaction that it was added to or removed from a view.
  func didMove(to view: UIView?)
}

/// An interaction that shows a context menu for a view (never shown in a render).
open class UIContextMenuInteraction: NSObject, UIInteraction, @unchecked Sendable {
  /// The object that provides the menu and its preview.
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view the interaction is attached to.
  public private(set) weak var view: UIView?

  /// Creates a context menu interaction with the delegate you give.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }
  /// Tells the interaction that it is about to be added to or removed from a view.
  open func willMove(to view: UIView?) {}
  /// Tells the interaction that it was added to or removed from a view.
  open func didMove(to view: UIView?) { self.view = view }
  /// Dismisses the menu (none is shown in a render).
  open func dismissMenu() {}
  /// Returns the location of the interaction in a view (the origin: nothing is touched in a render).
  open func location(in view: UIView?) -> CGPoint { .zero }
}

/// The methods a context menu interaction asks of its delegate; only the configuration is required.
public protocol UIContextMenuInteractionDelegate: AnyObject {
  /// Returns the configuration of the menu for a location, or nil for no menu.
  func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}

/// The configuration of a context menu: its identifier, preview and actions.
open class UIContextMenuConfiguration: NSObject, @unchecked Sendable {
  /// The identifier of the configuration.
  public let identifier: any NSCopying
  let previewProvider: UIContextMenuContentPreviewProvider?
  let actionProvider: UIContextMenuActionProvider?

  /// Creates a configuration with the identifier, preview provider and action provider you give.
  public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
              actionProvider: UIContextMenuActionProvider? = nil) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }
}

/// The animator a context menu interaction passes to its delegate around the menu's animations.
public protocol UIContextMenuInteractionAnimating: AnyObject {
  /// The view controller shown as the preview.
  var previewViewController: UIViewController? { get }
  /// Adds animations to run alongside the menu's.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a closure to run when the animations finish.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator passed when the user commits the preview (tapping it).
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {}

/// The parameters of a targeted preview: the background and the paths of its visible area and shadow.
open class UIPreviewParameters: NSObject, @unchecked Sendable {
  /// The preview's background colour.
  open var backgroundColor: UIColor! = .systemBackground
  /// The visible area of the preview.
  open var visiblePath: UIBezierPath?
  /// The area of the preview's shadow.
  open var shadowPath: UIBezierPath?
  /// Creates default preview parameters.
  public override init() { super.init() }
}

/// A preview of a view, used when a context menu lifts it or puts it back.
open class UITargetedPreview: NSObject, @unchecked Sendable {
  /// The view the preview shows.
  public let view: UIView
  /// The preview's parameters.
  public let parameters: UIPreviewParameters

  /// Creates a preview of a view with the parameters you give.
  public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
    self.view = view
    self.parameters = parameters
    super.init()
  }
}

extension UIView {
  /// Adds an interaction to the view.
  public func addInteraction(_ interaction: any UIInteraction) {
    guard !interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: self)
    interactions.append(interaction)
    interaction.didMove(to: self)
  }
  /// Removes an interaction from the view.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    interactions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}
