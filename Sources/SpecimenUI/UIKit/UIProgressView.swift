import Foundation

/// A view that depicts the progress of a task over time.
///
/// Under a representable it is drawn at rest as iOS draws it: a 4-pt track across the width
/// offered (`trackTintColor`, or the system fill) with the leading `progress` of it filled
/// (`progressTintColor`, or the tint), rounded for `.default`, square for `.bar` (whose track
/// is clear unless tinted: Specimen's estimate). Progress outside 0…1 is pinned, as UIKit
/// pins it; NaN is 0. Track and progress images are kept, not drawn.
open class UIProgressView: UIView, @unchecked Sendable {
  /// The styles permitted for the progress bar (UIKit's raw values).
  public enum Style: Int, Sendable {
    /// The standard progress-view style, which is the default.
    case `default` = 0
    /// The style of progress view that is used in a toolbar.
    case bar = 1
  }

  /// The current graphical style of the progress view.
  open var progressViewStyle: Style = .default
  private var storedProgress: Float = 0
  /// The current progress of the progress view, pinned to 0…1 (NaN is 0).
  open var progress: Float {
    get { storedProgress }
    set { storedProgress = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
  }
  /// The color shown for the portion of the progress bar that's filled.
  open var progressTintColor: UIColor?
  /// The color shown for the portion of the progress bar that isn't filled.
  open var trackTintColor: UIColor?
  /// An image to use for the portion of the progress bar that's filled (kept, not drawn).
  open var progressImage: UIImage?
  /// An image to use for the portion of the track that isn't filled (kept, not drawn).
  open var trackImage: UIImage?
  /// The progress object to use for updating the progress view (its fraction completed is read at draw time).
  open var observedProgress: Progress?

  /// Creates a progress view with the specified style.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Adjusts the current progress, optionally animating the change (drawn at the new value).
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// The bar's height: no intrinsic width, 4 pt tall.
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }

  /// The fraction drawn: the observed progress's when there is one, else `progress`.
  var drawnFraction: Double {
    if let observed = observedProgress?.fractionCompleted, observed.isFinite {
      return min(max(observed, 0), 1)
    }
    return Double(progress)
  }
}

extension UIProgressView: UIKitRestingDrawing {
  var restingDrawing: AnyView? {
    let fill = progressTintColor.map { AnyShapeStyle(Color(uiColor: $0)) } ?? AnyShapeStyle(TintShapeStyle())
    let track: AnyShapeStyle = trackTintColor.map { AnyShapeStyle(Color(uiColor: $0)) }
      ?? (progressViewStyle == .bar ? AnyShapeStyle(Color.clear) : AnyShapeStyle(ControlsPalette.systemFill))
    let fraction = drawnFraction
    if progressViewStyle == .bar {
      return AnyView(GeometryReader { proxy in
        ZStack(alignment: .leading) {
          Rectangle().fill(track)
          Rectangle().fill(fill).frame(width: proxy.size.width * fraction)
        }
      })
    }
    return AnyView(ZStack {
      Capsule().fill(track)
      LeadingFractionCapsule(fraction: fraction).fill(fill)
    })
  }
}
