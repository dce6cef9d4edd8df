import Foundation

// The item-level parts of UIKit's bar appearance API that theme files set next to
// `UINavigationBar.appearance()` and `UITabBar.appearance()`: tab bar item states, bar button
// items, table view cells, toolbars and alert controllers. As with the other proxies
// (UIAppearance.swift), the values are kept and nothing drawn reads them (docs/unsupported.md).

/// A horizontal and vertical offset, in points.
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }
  public init() { (horizontal, vertical) = (0, 0) }
  /// No offset.
  public static let zero = UIOffset()
}

/// The appearance of a tab bar item in one state (normal, selected, disabled, focused).
open class UITabBarItemStateAppearance: NSObject, @unchecked Sendable {
  /// The color of the item's icon.
  open var iconColor: UIColor?
  /// Display attributes for the item's title.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The offset of the title.
  open var titlePositionAdjustment = UIOffset.zero
  /// The background color of the item's badge.
  open var badgeBackgroundColor: UIColor?
  /// Display attributes for the badge's text.
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The offset of the badge.
  open var badgePositionAdjustment = UIOffset.zero
  /// The offset of the badge's title.
  open var badgeTitlePositionAdjustment = UIOffset.zero
}

/// The appearance of tab bar items in one layout, state by state.
open class UITabBarItemAppearance: NSObject, @unchecked Sendable {
  /// How tab bar items are laid out.
  public enum Style: Int, Sendable { case stacked, inline, compactInline }
  /// The appearance of an item that is not selected.
  open var normal = UITabBarItemStateAppearance()
  /// The appearance of the selected item.
  open var selected = UITabBarItemStateAppearance()
  /// The appearance of a disabled item.
  open var disabled = UITabBarItemStateAppearance()
  /// The appearance of a focused item.
  open var focused = UITabBarItemStateAppearance()
  /// Creates the appearance of items in the given layout.
  public init(style: Style) { super.init() }
  /// Creates the appearance of stacked items.
  public override convenience init() { self.init(style: .stacked) }
  /// Resets the appearance to the defaults of a layout.
  open func configureWithDefault(for style: Style) {}
}

/// The appearance of a bar button item in one state.
open class UIBarButtonItemStateAppearance: NSObject, @unchecked Sendable {
  /// Display attributes for the button's title.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The offset of the title.
  open var titlePositionAdjustment = UIOffset.zero
  /// The background image of the button.
  open var backgroundImage: UIImage?
  /// The offset of the background image.
  open var backgroundImagePositionAdjustment = UIOffset.zero
}

/// The appearance of bar button items, state by state.
open class UIBarButtonItemAppearance: NSObject, @unchecked Sendable {
  /// The appearance of a button at rest.
  open var normal = UIBarButtonItemStateAppearance()
  /// The appearance of a pressed button.
  open var highlighted = UIBarButtonItemStateAppearance()
  /// The appearance of a disabled button.
  open var disabled = UIBarButtonItemStateAppearance()
  /// The appearance of a focused button.
  open var focused = UIBarButtonItemStateAppearance()
  /// Creates the appearance of buttons of a style.
  public init(style: UIBarButtonItem.Style) { super.init() }
  /// Creates the appearance of plain buttons.
  public override convenience init() { self.init(style: .plain) }
  /// Resets the appearance to the defaults of a style.
  open func configureWithDefault(for style: UIBarButtonItem.Style) {}
}

/// The base class of items in a navigation bar, toolbar or tab bar.
open class UIBarItem: NSObject, @unchecked Sendable {
  /// The item's title.
  open var title: String?
  /// The item's image.
  open var image: UIImage?
  /// Whether the item is enabled.
  open var isEnabled = true
  private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  public required override init() { super.init() }
  /// Returns the appearance proxy for the receiver (kept for the render like `UIView.appearance()`; nothing drawn reads it).
  public class func appearance() -> Self { UIAppearanceStore.current?.proxy(of: self, make: { self.init() }) ?? self.init() }
  /// Returns the appearance proxy for the receiver when contained in the given classes (a fresh instance).
  public class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> Self { self.init() }
  /// Sets the title's text attributes for a control state.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    textAttributes[state.rawValue] = attributes
  }
  /// The title's text attributes for a control state.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { textAttributes[state.rawValue] }
}

/// A button in a navigation bar or toolbar.
open class UIBarButtonItem: UIBarItem, @unchecked Sendable {
  /// The style of a bar button item.
  public enum Style: Int, Sendable { case plain, bordered, done, prominent }
  /// The item's style.
  open var style: Style = .plain
  /// The tint color of the item.
  open var tintColor: UIColor?
  /// Creates a plain item.
  public required init() { super.init() }
}

/// A cell of a table view.
open class UITableViewCell: UIView, @unchecked Sendable {
  /// How a selected cell is highlighted.
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
  /// How a selected cell is highlighted.
  open var selectionStyle: SelectionStyle = .default
  /// The view drawn behind a selected cell.
  open var selectedBackgroundView: UIView?
  /// The view drawn behind a cell selected among several.
  open var multipleSelectionBackgroundView: UIView?
}

/// A bar of buttons along the bottom of the screen.
open class UIToolbar: UIView, @unchecked Sendable {
  /// The tint color of the bar's background.
  open var barTintColor: UIColor?
  /// Whether the toolbar is translucent.
  open var isTranslucent = true
  /// The bar's style.
  open var barStyle: UIBarStyle = .default
}

/// An action of an alert controller.
open class UIAlertAction: NSObject, @unchecked Sendable {
  /// The style of an alert action.
  public enum Style: Int, Sendable { case `default`, cancel, destructive }
  /// The action's title.
  public let title: String?
  /// The action's style.
  public let style: Style
  /// Whether the action is enabled.
  open var isEnabled = true
  /// Creates an action; its handler never runs in a still render.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    (self.title, self.style) = (title, style)
    super.init()
  }
}

/// A controller that presents an alert or action sheet (never presented in a still render).
open class UIAlertController: UIViewController, @unchecked Sendable {
  /// How the alert is presented.
  public enum Style: Int, Sendable { case actionSheet, alert }
  /// The alert's message.
  open var message: String?
  /// How the alert is presented.
  public private(set) var preferredStyle: Style = .alert
  /// The alert's actions, in order.
  public private(set) var actions: [UIAlertAction] = []
  /// The preferred action.
  open var preferredAction: UIAlertAction?
  /// Creates an alert controller.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }
  /// Adds an action.
  open func addAction(_ action: UIAlertAction) { actions.append(action) }
  /// The alert's text fields, in order.
  public private(set) var textFields: [UITextField]?
  /// Adds a text field, letting `configurationHandler` set it up.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }
}
