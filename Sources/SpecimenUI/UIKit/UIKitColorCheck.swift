import Foundation

/// A UIKit colour an appearance proxy or a control holds, as SwiftUI draws it: a component that is not a finite
/// number is named by `owner` (the proxy and property that hold it, e.g. `UITabBar.appearance().tintColor`) and drawn
/// as the renderer draws it (NaN and -∞ as 0, +∞ as 1), so the warning names the setting rather than "Color red nan".
func checkedUIColor(_ color: UIColor?, _ owner: @autoclosure () -> String) -> Color? {
  guard let color else { return nil }
  guard let checked = finiteColor(color.storage, type: "UIColor", example: "UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)", owner()) else {
    return Color(uiColor: color)
  }
  ResolveIssues.report(ResolveIssue(.invalidNumber, checked.warning))
  return checked.color
}

/// The colour `storage` holds with its components that are not finite drawn as the renderer draws them (NaN and
/// -∞ as 0, +∞ as 1), and the warning naming `owner`; nil when every component is finite (or the colour is not plain RGBA).
func finiteColor(_ storage: Color.Storage, type: String, example: String, _ owner: @autoclosure () -> String)
  -> (color: Color, warning: String)? {
  guard case .rgba(let c) = storage, !(c.red.isFinite && c.green.isFinite && c.blue.isFinite && c.alpha.isFinite) else {
    return nil
  }
  let parts = [("red", c.red), ("green", c.green), ("blue", c.blue), ("alpha", c.alpha)].filter { !$0.1.isFinite }
  let listed = parts.map { "\($0.0) \(NumberText.describe($0.1))" }.joined(separator: ", ")
  func clean(_ v: Double) -> Double { v.isFinite ? v : ColorArgumentCheck.stand(v) }
  return (Color(.rgba(RGBA(red: clean(c.red), green: clean(c.green), blue: clean(c.blue), alpha: clean(c.alpha)))),
          "\(owner()) is a \(type) with \(listed), not finite components; drawn with NaN and -∞ as 0 and ∞ as 1. "
            + "Give components from 0 to 1 (e.g. \(example))")
}
