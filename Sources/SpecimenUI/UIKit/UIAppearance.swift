import Foundation

// Appearance proxies that SwiftUI screens set in `init()` to restyle the UIKit pieces under
// SwiftUI controls (`UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]`,
// `UISegmentedControl.appearance().selectedSegmentTintColor = .systemIndigo`). A proxy is one instance per class
// for the render in progress (UIAppearanceStore); the navigation bar, tab bar, segmented picker and page dots read
// theirs (UIKitBarLooks.swift), other proxies are kept and change nothing drawn (docs/unsupported.md). Names follow
// UIKit's reference.

extension UIView {
  /// Returns the appearance proxy for the receiver: a fresh instance made through the required
  /// `init?(coder:)` from an empty coder (UIKit's own classes accept it); nothing reads it in a render.
  /// A subclass whose `init?(coder:)` fails or traps cannot be styled this way.
  public class func appearance() -> Self {
    UIAppearanceStore.current?.proxy(of: self, make: makeProxy) ?? makeProxy()
  }
  /// Returns the appearance proxy for the receiver when contained in the given classes: a fresh instance that nothing
  /// reads (Specimen draws no UIKit containment).
  public class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> Self { makeProxy() }

  private class func makeProxy() -> Self {
    guard let proxy = self.init(coder: NSCoder()) else { preconditionFailure("\(self).init(coder:) returned nil for its appearance proxy") }
    return proxy
  }
}

/// The base class for controls.
open class UIControl: UIView, @unchecked Sendable {
  /// Constants describing the state of a control.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }
  /// A Boolean value indicating whether the control is in the enabled state.
  open var isEnabled = true
  /// A Boolean value indicating whether the control is in the selected state.
  open var isSelected = false
  /// Associates the specified action with the control; no event fires in a still render, so it never runs.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  /// Removes the specified action from the control.
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  /// Removes the action with the specified identifier from the control.
  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {}
}

/// A view that allows the scrolling and zooming of its contained views.
open class UIScrollView: UIView, @unchecked Sendable {
  /// The manner in which the keyboard is dismissed when a drag begins in the scroll view.
  public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
  /// A Boolean value that determines whether scrolling is enabled.
  open var isScrollEnabled = true
  /// A Boolean value that controls whether the scroll view bounces past the edge of content and back again.
  open var bounces = true
  /// A Boolean value that controls whether the vertical scroll indicator is visible.
  open var showsVerticalScrollIndicator = true
  /// A Boolean value that controls whether the horizontal scroll indicator is visible.
  open var showsHorizontalScrollIndicator = true
  /// A Boolean value that determines whether paging is enabled for the scroll view.
  open var isPagingEnabled = false
  /// The smallest scale the content may be zoomed to.
  open var minimumZoomScale: CGFloat = 1
  /// The largest scale the content may be zoomed to.
  open var maximumZoomScale: CGFloat = 1
  /// The content's zoom scale (kept: a render draws the content at rest, unzoomed).
  open var zoomScale: CGFloat = 1
  /// Whether zooming past the limits bounces back.
  open var bouncesZoom = true
  /// Whether the scroll view is zooming (never in a still).
  open var isZooming: Bool { false }
  /// Sets the zoom scale (kept; the content is drawn unzoomed).
  open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
  /// Zooms to show `rect` (kept; the content is drawn unzoomed).
  open func zoom(to rect: CGRect, animated: Bool) {}
  /// The manner in which the keyboard is dismissed when a drag begins in the scroll view.
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// The custom distance that the content view is inset from the safe area or scroll view edges.
  open var contentInset: UIEdgeInsets = .zero
  /// Constants that indicate how safe area insets are added to the adjusted content inset.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
  /// The behavior for determining the adjusted content offsets.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// A Boolean value that determines whether bouncing always occurs when vertical scrolling reaches the end of the content.
  open var alwaysBounceVertical = false
  /// A Boolean value that determines whether bouncing always occurs when horizontal scrolling reaches the end of the content.
  open var alwaysBounceHorizontal = false
  /// The point at which the origin of the content view is offset from the origin of the scroll view (a still is never scrolled).
  open var contentOffset: CGPoint = .zero
  /// The size of the content view.
  open var contentSize: CGSize = .zero
  /// The refresh control associated with the scroll view (never shown: nothing is pulled in a still).
  open var refreshControl: UIRefreshControl?
  /// Sets the offset from the content view's origin (kept; the still is drawn at rest).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
}

/// A standard control that can initiate the refreshing of a scroll view's contents (never shown in a still).
open class UIRefreshControl: UIControl, @unchecked Sendable {
  /// A Boolean value indicating whether a refresh operation has been triggered and is in progress.
  open private(set) var isRefreshing = false
  /// The styled title text to display in the refresh control.
  open var attributedTitle: NSAttributedString?
  /// Tells the control that a refresh operation was started programmatically.
  open func beginRefreshing() { isRefreshing = true }
  /// Tells the control that a refresh operation has ended.
  open func endRefreshing() { isRefreshing = false }
}

/// A view that presents data using rows in a single column.
open class UITableView: UIScrollView, @unchecked Sendable {
  /// The style for table cell separators.
  public enum SeparatorStyle: Int, Sendable { case none, singleLine }
  /// The style for table cell separators.
  open var separatorStyle: SeparatorStyle = .singleLine
  /// The color of separator rows in the table view.
  open var separatorColor: UIColor?
  /// Padding above each section header.
  open var sectionHeaderTopPadding: CGFloat = 0
}

/// The visual style of a bar.
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }

/// An object for customizing the appearance of a bar.
///
/// A new appearance has the default background, as UIKit's does: the bar's blur (`systemChromeMaterial`, drawn
/// as the `.bar` material) under no colour, with the standard hairline. Background and shadow images are kept,
/// not drawn.
open class UIBarAppearance: NSObject, @unchecked Sendable {
  /// The standard hairline's colour (the separator colour); a bar draws it as a `Divider`.
  static let standardShadowColor = UIColor.separator
  /// The background color of the bar.
  open var backgroundColor: UIColor?
  /// The color of the bar's shadow.
  open var shadowColor: UIColor? = UIBarAppearance.standardShadowColor
  /// The image of the bar's shadow.
  open var shadowImage: UIImage?
  /// The background image of the bar.
  open var backgroundImage: UIImage?
  /// The blur effect of the bar's background.
  open var backgroundEffect: UIBlurEffect? = UIBlurEffect(style: .systemChromeMaterial)
  /// Creates a bar appearance with the default background.
  public override init() { super.init() }
  /// Configures the bar with default values and a background appropriate for the current theme: the bar's blur and the standard hairline.
  open func configureWithDefaultBackground() {
    configureBackground(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: Self.standardShadowColor)
  }
  /// Configures the bar with an opaque background appropriate for the current theme: the system background colour and the standard hairline.
  open func configureWithOpaqueBackground() {
    configureBackground(effect: nil, color: .systemBackground, shadow: Self.standardShadowColor)
  }
  /// Configures the bar with a transparent background and no shadow.
  open func configureWithTransparentBackground() {
    configureBackground(effect: nil, color: nil, shadow: nil)
  }

  private func configureBackground(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
    (backgroundEffect, backgroundColor, shadowColor) = (effect, color, shadow)
    (backgroundImage, shadowImage) = (nil, nil)
  }
}

/// An object for customizing the appearance of a navigation bar.
open class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
  /// Display attributes for the bar's title text.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Display attributes for the bar's large title text.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The appearance of plain-style bar buttons.
  open var buttonAppearance = UIBarButtonItemAppearance()
  /// The appearance of done-style bar buttons.
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
  /// The appearance of the back button.
  open var backButtonAppearance = UIBarButtonItemAppearance()
  /// The offset of the title text (kept, not drawn).
  open var titlePositionAdjustment = UIOffset.zero
  /// The image shown beside the back button.
  open private(set) var backIndicatorImage: UIImage?
  /// Sets the images of the back indicator and its transition mask.
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
    self.backIndicatorImage = backIndicatorImage
  }
}

/// An object for customizing the appearance of a tab bar.
open class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
  /// The appearance of tab bar items laid out stacked (icon above title), as on an iPhone in portrait.
  open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
  /// The appearance of tab bar items laid out inline (icon beside title).
  open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
  /// The appearance of tab bar items laid out inline in a compact bar.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
  /// The color of the selected item's indicator.
  open var selectionIndicatorTintColor: UIColor?
  /// The image of the selected item's indicator.
  open var selectionIndicatorImage: UIImage?
}

/// Navigational controls that display in a bar along the top of the screen.
///
/// The pre-iOS 13 properties write through to the bar's appearances as UIKit translates them: title attributes
/// into each appearance's, `barTintColor` into each appearance's background colour.
open class UINavigationBar: UIView, @unchecked Sendable {
  /// Display attributes for the bar's title text.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { forEachAppearance { $0.titleTextAttributes = titleTextAttributes ?? [:] } }
  }
  /// Display attributes for the bar's large title text.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { forEachAppearance { $0.largeTitleTextAttributes = largeTitleTextAttributes ?? [:] } }
  }
  /// The tint color to apply to the navigation bar background.
  open var barTintColor: UIColor? {
    didSet { forEachAppearance { $0.backgroundColor = barTintColor } }
  }
  /// A Boolean value indicating whether the navigation bar is translucent.
  open var isTranslucent = true
  /// A Boolean value indicating whether the title should be displayed in a large format.
  open var prefersLargeTitles = false
  /// The navigation bar's appearance style.
  open var barStyle: UIBarStyle = .default
  /// The appearance settings for a standard-height navigation bar.
  open var standardAppearance = UINavigationBarAppearance()
  /// The appearance settings for a compact-height navigation bar.
  open var compactAppearance: UINavigationBarAppearance?
  /// The appearance settings for the navigation bar when the edge of scrollable content aligns with the edge of the bar.
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The shadow image to use for the navigation bar.
  open var shadowImage: UIImage?

  private func forEachAppearance(_ change: (UINavigationBarAppearance) -> Void) {
    change(standardAppearance)
    compactAppearance.map(change)
    scrollEdgeAppearance.map(change)
  }
}

/// A control that displays one or more buttons in a tab bar.
///
/// As on UIKit, `barTintColor` writes through to the appearances' background colour and `unselectedItemTintColor`
/// to their unselected items' icon and title colour; `tintColor` colours the selected item.
open class UITabBar: UIView, @unchecked Sendable {
  /// The tint color to apply to the tab bar background.
  open var barTintColor: UIColor? {
    didSet { forEachAppearance { $0.backgroundColor = barTintColor } }
  }
  /// The tint color to apply to unselected tabs.
  open var unselectedItemTintColor: UIColor? {
    didSet {
      forEachAppearance { appearance in
        for items in [appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance, appearance.compactInlineLayoutAppearance] {
          items.normal.iconColor = unselectedItemTintColor
          items.normal.titleTextAttributes[.foregroundColor] = unselectedItemTintColor
        }
      }
    }
  }
  /// A Boolean value that indicates whether the tab bar is translucent.
  open var isTranslucent = true
  /// The appearance settings for a standard-height tab bar.
  open var standardAppearance = UITabBarAppearance()
  /// The appearance settings for the tab bar when the edge of scrollable content aligns with the edge of the bar.
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// The shadow image to use for the tab bar.
  open var shadowImage: UIImage?
  /// The background image for the tab bar.
  open var backgroundImage: UIImage?

  private func forEachAppearance(_ change: (UITabBarAppearance) -> Void) {
    change(standardAppearance)
    scrollEdgeAppearance.map(change)
  }
}


/// An object that displays a single image or a sequence of animated images in your interface.
open class UIImageView: UIView, @unchecked Sendable {
  /// The image displayed in the image view.
  open var image: UIImage?
  /// Returns an image view initialized with the specified image.
  public convenience init(image: UIImage?) {
    self.init(frame: .zero)
    self.image = image
  }
  /// The configuration a symbol image is drawn with, laid over the image's own (its point size or text style,
  /// weight and scale).
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
  /// The image's size (a symbol's at `preferredSymbolConfiguration`); none without an image or one of no size.
  open override var intrinsicContentSize: CGSize {
    guard let size = shownImage?.size, size.width > 0, size.height > 0 else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return size
  }
  /// The image as drawn: a symbol image with `preferredSymbolConfiguration` laid over its own.
  var shownImage: UIImage? {
    guard let image, let preferredSymbolConfiguration, image.isSymbolImage else { return image }
    return image.applyingSymbolConfiguration(preferredSymbolConfiguration)
  }
}
