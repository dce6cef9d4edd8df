import Foundation

/// Edge insets that take the layout direction into account (UIKit's `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
  public static let zero = NSDirectionalEdgeInsets()
}

/// The edges of a rectangle, relative to the layout direction.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A control that runs an action when tapped (UIKit's `UIButton`). Under a representable it is drawn at rest
/// (`UIButtonDrawing`) at its own size: a configured button as SwiftUI's button in the matching built-in style, a
/// legacy one as its title (and image) in its title colour.
open class UIButton: UIControl, @unchecked Sendable {
  /// The kinds of button.
  public enum ButtonType: Int, Sendable {
    case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, plain = 115, close = 7
    /// A rounded-rectangle button (a system button since iOS 7).
    public static var roundedRect: ButtonType { .system }
  }
  /// The role of a button.
  public enum Role: Int, Sendable { case normal = 0, primary = 1, cancel = 2, destructive = 3 }

  /// The button's type.
  public let buttonType: ButtonType
  /// The button's configuration (iOS 15); it decides the button's look when set.
  open var configuration: Configuration?
  /// Called to update the configuration when the button's state changes (called once, at rest).
  open var configurationUpdateHandler: ((UIButton) -> Void)?
  /// Whether the configuration follows the button's state.
  open var automaticallyUpdatesConfiguration = true
  /// The button's role.
  open var role: Role = .normal
  /// The menu the button shows (never opened at rest).
  open var menu: UIMenu?
  /// Whether the menu opens on a tap.
  open var showsMenuAsPrimaryAction = false
  /// Whether a tap toggles the selection.
  open var changesSelectionAsPrimaryAction = false
  /// Whether the pointer interacts with the button (kept).
  open var isPointerInteractionEnabled = false
  /// The insets of the content (legacy, before configurations).
  open var contentEdgeInsets = UIEdgeInsets.zero
  /// The insets of the title (kept).
  open var titleEdgeInsets = UIEdgeInsets.zero
  /// The insets of the image (kept).
  open var imageEdgeInsets = UIEdgeInsets.zero
  /// Whether the image darkens when highlighted (kept).
  open var adjustsImageWhenHighlighted = true
  /// Whether the image dims when disabled (kept).
  open var adjustsImageWhenDisabled = true
  /// Whether a tap glows (kept).
  open var showsTouchWhenHighlighted = false
  /// The label showing the title (its font sets a legacy button's title font: 15-pt system by default).
  public private(set) lazy var titleLabel: UILabel? = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    return label
  }()
  /// The view showing the image.
  public private(set) lazy var imageView: UIImageView? = UIImageView(image: nil)
  /// The label showing the subtitle (iOS 15).
  public private(set) lazy var subtitleLabel: UILabel? = UILabel()

  private var titles: [UInt: String] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]

  /// A button of `buttonType`.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
  }
  /// A button of `buttonType` running `primaryAction`.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }
  /// A button with `configuration` (iOS 15).
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }
  /// A custom button of `frame`.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
  }

  /// The value set for `state`, else the normal one.
  private func value<T>(_ table: [UInt: T], _ state: UIControl.State) -> T? { table[state.rawValue] ?? table[UIControl.State.normal.rawValue] }

  /// Sets the title for a state.
  open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
  /// The title for a state.
  open func title(for state: UIControl.State) -> String? { value(titles, state) }
  /// Sets the styled title for a state.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { attributedTitles[state.rawValue] = title }
  /// The styled title for a state.
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { value(attributedTitles, state) }
  /// Sets the title colour for a state.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
  /// The title colour for a state.
  open func titleColor(for state: UIControl.State) -> UIColor? { value(titleColors, state) }
  /// Sets the title's shadow colour for a state (kept).
  open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {}
  /// Sets the image for a state.
  open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
  /// The image for a state.
  open func image(for state: UIControl.State) -> UIImage? { value(images, state) }
  /// Sets the background image for a state (kept).
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state.rawValue] = image }
  /// The background image for a state.
  open func backgroundImage(for state: UIControl.State) -> UIImage? { value(backgroundImages, state) }
  /// Sets the symbol configuration of the image for a state (kept).
  open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {}

  /// The state the button is drawn in.
  var drawnState: UIControl.State { !isEnabled ? .disabled : isSelected ? .selected : .normal }
  /// The current title.
  open var currentTitle: String? { title(for: drawnState) }
  /// The current styled title.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: drawnState) }
  /// The current title colour.
  open var currentTitleColor: UIColor { titleColor(for: drawnState) ?? (buttonType == .custom ? .white : tintColor) }
  /// The current image.
  open var currentImage: UIImage? { image(for: drawnState) }

  /// Asks for the configuration to be updated.
  open func setNeedsUpdateConfiguration() {}
  /// Updates the configuration (runs the update handler).
  open func updateConfiguration() { configurationUpdateHandler?(self) }
}
