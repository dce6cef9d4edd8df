import Foundation

extension UIButton {
  /// A button's look (iOS 15): its style, title, subtitle, image, colours, size, corners and insets.
  public struct Configuration {
    /// The built-in looks.
    enum Look: Sendable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }
    let look: Look

    /// The title.
    public var title: String?
    /// The styled title.
    public var attributedTitle: AttributedString?
    /// The subtitle.
    public var subtitle: String?
    /// The styled subtitle.
    public var attributedSubtitle: AttributedString?
    /// The image.
    public var image: UIImage?
    /// Where the image sits next to the title.
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// The space between the image and the title.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// The alignment of the title and subtitle.
    public var titleAlignment: TitleAlignment = .automatic
    /// The colour of the title, subtitle and image (nil: the look's).
    public var baseForegroundColor: UIColor?
    /// The colour of the background (nil: the look's).
    public var baseBackgroundColor: UIColor?
    /// The background's own settings.
    public var background = UIBackgroundConfiguration.clear()
    /// The corners of the background.
    public var cornerStyle: CornerStyle = .dynamic
    /// The size of the button.
    public var buttonSize: Size = .medium
    /// The insets of the content.
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// Whether an activity indicator replaces the image.
    public var showsActivityIndicator = false
    /// The symbol configuration of the image (kept).
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// Changes the title's attributes (kept).
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// Changes the subtitle's attributes (kept).
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// Changes the image's colour (kept).
    public var imageColorTransformer: UIConfigurationColorTransformer?
    /// The look of a Mac Catalyst button (kept).
    public var macIdiomStyle: MacIdiomStyle = .automatic

    init(_ look: Look) { self.look = look }

    /// A plain button: the title in the tint colour.
    public static func plain() -> Configuration { Configuration(.plain) }
    /// A tinted button: a translucent tint background, the title in the tint colour.
    public static func tinted() -> Configuration { Configuration(.tinted) }
    /// A gray button: a gray background, the title in the tint colour.
    public static func gray() -> Configuration { Configuration(.gray) }
    /// A filled button: a tint background, a white title.
    public static func filled() -> Configuration { Configuration(.filled) }
    /// A borderless button.
    public static func borderless() -> Configuration { Configuration(.borderless) }
    /// A bordered button.
    public static func bordered() -> Configuration { Configuration(.bordered) }
    /// A bordered, tinted button.
    public static func borderedTinted() -> Configuration { Configuration(.borderedTinted) }
    /// A bordered, prominent button.
    public static func borderedProminent() -> Configuration { Configuration(.borderedProminent) }

    /// This configuration for a button's state (unchanged at rest).
    public func updated(for button: UIButton) -> Configuration { self }

    /// The corners of a button's background.
    public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
    /// The sizes of a button.
    public enum Size: Sendable { case mini, small, medium, large }
    /// How the title and subtitle align.
    public enum TitleAlignment: Sendable { case automatic, leading, center, trailing }
    /// The Mac Catalyst looks.
    public enum MacIdiomStyle: Sendable { case automatic, bordered, borderless, borderlessTinted }
  }
}

/// A function that changes text attributes of a configuration.
public struct UIConfigurationTextAttributesTransformer: Sendable {
  let transform: @Sendable (AttributeContainer) -> AttributeContainer
  public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { self.transform = transform }
}

/// A function that changes a colour of a configuration.
public struct UIConfigurationColorTransformer: Sendable {
  let transform: @Sendable (UIColor) -> UIColor
  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }
  /// A transformer that makes a colour grayscale.
  public static let grayscale = UIConfigurationColorTransformer { $0 }
  /// A transformer that gives the preferred tint (kept: the colour unchanged).
  public static let preferredTint = UIConfigurationColorTransformer { $0 }
  /// A transformer that gives the monochrome tint (kept: the colour unchanged).
  public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}

/// A background's settings (iOS 14): its colour, corner radius and stroke.
public struct UIBackgroundConfiguration {
  /// The background colour.
  public var backgroundColor: UIColor?
  /// The corner radius (used by a button's `.fixed` corner style).
  public var cornerRadius: CGFloat = 0
  /// The colour of the stroke.
  public var strokeColor: UIColor?
  /// The width of the stroke.
  public var strokeWidth: CGFloat = 0
  /// A custom view (kept).
  public var customView: UIView?
  /// An image (kept).
  public var image: UIImage?
  /// Insets of the background (kept).
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// A clear background.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// A list cell's plain background (kept).
  public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// A list cell's grouped background (kept).
  public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
