import Foundation

extension EnvironmentValues {
  /// UIKit's system minimum layout margin for the device screen (`screenSize`): 16 pt on iPhones
  /// narrower than 414 pt (every iPhone but the Plus and Max models, in portrait) and 20 pt from
  /// 414 pt. Lists, forms and the navigation bar's large title inset their content by it.
  ///
  /// Sources: UIKit's `systemMinimumLayoutMargins` (on an iPhone in portrait a label pinned to the
  /// root view's margins "ends up 16 points from the leading edge of the screen", useyourloaf.com,
  /// "Changing Root View Layout Margins"); 20 pt on the Plus/Max widths as UIKit's inset-grouped
  /// tables show there.
  package var systemLayoutMargin: CGFloat {
    screenSize.width < 414 ? 16 : 20
  }
}
