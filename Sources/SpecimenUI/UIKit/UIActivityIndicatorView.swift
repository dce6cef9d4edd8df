import Foundation

/// A view that shows that a task is in progress.
///
/// Under a representable it is drawn as iOS draws it at rest: the eight-spoke spinner of
/// `ProgressView()` (20 pt, or 37 pt for `.large`) in `color` or the secondary label colour,
/// at its intrinsic size; nothing while stopped when `hidesWhenStopped` (the default).
/// `startAnimating()` shows the spinner at its first frame.
open class UIActivityIndicatorView: UIView, @unchecked Sendable {
  /// The visual style of the progress indicator (UIKit's raw values).
  public enum Style: Int, Sendable {
    /// The large white style (deprecated in iOS 13).
    case whiteLarge = 0
    /// The white style (deprecated in iOS 13).
    case white = 1
    /// The gray style (deprecated in iOS 13).
    case gray = 2
    /// The default style of indicator.
    case medium = 100
    /// The large style of indicator.
    case large = 101
  }

  /// The basic appearance of the activity indicator.
  open var style: Style
  private var explicitColor: UIColor?
  /// The color of the activity indicator (the style's colour until one is set).
  open var color: UIColor! {
    get { explicitColor ?? styleColor }
    set { explicitColor = newValue }
  }
  /// A Boolean value that controls whether the activity indicator is hidden when the animation is stopped.
  open var hidesWhenStopped = true
  /// A Boolean value indicating whether the activity indicator is currently running its animation.
  open private(set) var isAnimating = false

  /// Creates an activity indicator view with the specified style.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
  }

  /// Creates an activity indicator view with the specified frame rectangle (the medium style).
  public override init(frame: CGRect) {
    self.style = .medium
    super.init(frame: frame)
  }

  /// Creates an activity indicator view from data in an unarchiver (the medium style).
  public required init?(coder: NSCoder) {
    self.style = .medium
    super.init(coder: coder)
  }

  /// Starts the animation of the progress indicator.
  open func startAnimating() { isAnimating = true }
  /// Stops the animation of the progress indicator.
  open func stopAnimating() { isAnimating = false }

  /// The spinner's side: 37 pt for the large styles, 20 pt otherwise.
  var side: CGFloat { style == .large || style == .whiteLarge ? 37 : 20 }

  private var styleColor: UIColor {
    switch style {
    case .white, .whiteLarge: return .white
    case .gray: return .gray
    case .medium, .large: return .secondaryLabel
    }
  }

  /// The spinner's size for its style.
  open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
}

extension UIActivityIndicatorView: UIKitRestingDrawing {
  var restingDrawing: AnyView? {
    guard isAnimating || !hidesWhenStopped else { return nil }
    return AnyView(ActivitySpinner(color: AnyShapeStyle(Color(uiColor: color ?? .secondaryLabel)), lineWidth: side * 0.12)
      .frame(width: side, height: side))
  }
}
