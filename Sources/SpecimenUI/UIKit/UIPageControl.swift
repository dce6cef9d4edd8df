import Foundation

/// A control that displays a horizontal series of dots, each of which corresponds to a page.
///
/// Under a representable it is drawn at rest, 26 pt tall across the width offered: one 8-pt dot
/// per page, 8 pt apart, centred in the control's frame, the current page in `currentPageIndicatorTintColor` (white by default)
/// and the others in `pageIndicatorTintColor` (white at 35% by default), the look of a paged
/// `TabView`'s dots (sizes are Specimen's estimate). With `.prominent` the dots sit on a dark
/// translucent capsule; a single page draws nothing when `hidesForSinglePage`. At most 100
/// dots are drawn. `numberOfPages` below zero counts as zero; `currentPage` is clamped to the
/// pages, as UIKit clamps it.
open class UIPageControl: UIControl, @unchecked Sendable {
  /// The background style for a page control.
  public enum BackgroundStyle: Int, Sendable {
    case automatic = 0, prominent = 1, minimal = 2
  }

  /// The tint color for the current page indicator.
  open var currentPageIndicatorTintColor: UIColor?
  /// The tint color for non-selected indicators.
  open var pageIndicatorTintColor: UIColor?
  /// The number of pages the page control shows as dots.
  open var numberOfPages: Int = 0 {
    didSet { currentPage = clampedPage(currentPage) }
  }
  private var page = 0
  /// The current page, which the page control shows as a highlighted dot.
  open var currentPage: Int {
    get { page }
    set { page = clampedPage(newValue) }
  }
  /// A Boolean value that determines whether to hide the indicator when there's only one page.
  open var hidesForSinglePage = false
  /// The preferred background style.
  open var backgroundStyle: BackgroundStyle = .automatic
  /// A Boolean value that determines whether the page control allows continuous interaction.
  open var allowsContinuousInteraction = true

  /// Returns the size the page control needs to display the specified number of pages.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(min(max(pageCount, 0), 100))
    let padding = Self.platter.leading + Self.platter.trailing
    return CGSize(width: count * 8 + max(count - 1, 0) * 8 + padding, height: 26)
  }

  /// The current and other dots' colours: the given tints, else the render's appearance proxy's (UIKit applies the
  /// proxy to each new control), else white and white at 35 %. A paged `TabView`'s dots pass no tints.
  static func dotColors(current: UIColor?, other: UIColor?) -> (current: Color, other: Color) {
    let proxy = UIAppearanceStore.proxy(UIPageControl.self)
    let owner = { (property: String, own: UIColor?) in own != nil ? "UIPageControl \(property)" : "UIPageControl.appearance().\(property)" }
    let currentColor = checkedUIColor(current ?? proxy?.currentPageIndicatorTintColor, owner("currentPageIndicatorTintColor", current)) ?? Color.white
    let otherColor = checkedUIColor(other ?? proxy?.pageIndicatorTintColor, owner("pageIndicatorTintColor", other)) ?? Color.white.opacity(0.35)
    return (currentColor, otherColor)
  }

  /// The dots' row height (26 pt, as `size(forNumberOfPages:)`); no intrinsic width, so the control
  /// spans the width offered with its dots centred.
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 26) }

  private func clampedPage(_ value: Int) -> Int { min(max(value, 0), numberOfPages > 0 ? numberOfPages - 1 : 0) }

  static let platter = EdgeInsets(top: 9, leading: 12, bottom: 9, trailing: 12)
}

extension UIPageControl: UIKitRestingDrawing {
  var restingDrawing: AnyView? {
    let count = min(max(numberOfPages, 0), 100)
    if count == 0 || (count == 1 && hidesForSinglePage) { return nil }
    let (current, other) = Self.dotColors(current: currentPageIndicatorTintColor, other: pageIndicatorTintColor)
    let selected = currentPage
    let prominent = backgroundStyle == .prominent
    return AnyView(HStack(spacing: 8) {
      ForEach(0..<count, id: \.self) { index in
        Circle().fill(index == selected ? current : other).frame(width: 8, height: 8)
      }
    }
    .padding(prominent ? Self.platter : EdgeInsets())
    .background { if prominent { Capsule().fill(Color.black.opacity(0.25)) } })
  }
}
