import Foundation

// What UIKit's appearance API sets, turned into what SwiftUI's bars and controls draw. SwiftUI draws its
// navigation bar, tab bar, segmented picker and page dots with UIKit's `UINavigationBar`, `UITabBar`,
// `UISegmentedControl` and `UIPageControl`, so the proxies a screen sets in its `init()` restyle them
// (UIAppearanceStore keeps the proxies of one render). Names and fallbacks follow UIKit's reference.

/// The colour and font a UIKit text-attributes dictionary gives (`.foregroundColor` a `UIColor`, `.font` a `UIFont`;
/// other keys are kept and not drawn). A value of another type under either key, or a font whose size is not a
/// finite number above 0, is named (`owner` says whose dictionary it is) and left out.
struct UIKitTextLook {
  var color: Color?
  var font: Font?

  init(_ attributes: [NSAttributedString.Key: Any]?, of owner: @autoclosure () -> String) {
    let colorValue = attributes?[.foregroundColor], fontValue = attributes?[.font]
    color = checkedUIColor(colorValue as? UIColor, "\(owner())[.foregroundColor]")
    var uiFont = fontValue as? UIFont
    if let colorValue, !(colorValue is UIColor) {
      Self.reportWrongType(owner(), ".foregroundColor", colorValue, expected: "UIColor", example: "UIColor.white", drawn: "colour")
    }
    if let fontValue, !(fontValue is UIFont) {
      Self.reportWrongType(owner(), ".font", fontValue, expected: "UIFont", example: "UIFont.systemFont(ofSize: 17)", drawn: "font")
    }
    if let size = uiFont?.pointSize, !(size.isFinite && size > 0) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(owner())[.font] is a UIFont of size \(NumberText.describe(Double(size))), "
        + "not a finite size above 0; drawn in the default font. Give a size above 0 (e.g. UIFont.systemFont(ofSize: 17))"))
      uiFont = nil
    }
    font = uiFont.map { Font($0) }
  }

  /// Names a value of the wrong type under `key` (UIKit reads it as the type it expects, and an app stops there).
  private static func reportWrongType(_ owner: String, _ key: String, _ value: Any, expected: String, example: String, drawn: String) {
    let text = String(describing: value)
    let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(owner)[\(key)] holds a value of type \(type(of: value)) (\(shown)), not a \(expected): UIKit "
      + "sends it \(expected) messages when it draws, and the app stops (\"unrecognized selector sent to instance\"); drawn in the "
      + "default \(drawn). Give a \(expected) (e.g. \(example))"))
  }

  /// These attributes, each missing one taken from `fallback` (UIKit's other control states fall back to `.normal`).
  func over(_ fallback: UIKitTextLook) -> UIKitTextLook {
    var merged = self
    merged.color = color ?? fallback.color
    merged.font = font ?? fallback.font
    return merged
  }
}

/// A bar's background as a `UIBarAppearance` describes it: its blur effect, its colour over the blur, and the
/// hairline ("shadow") along the edge it shares with the content.
struct UIKitBarBackground {
  var effect: UIBlurEffect?
  var color: Color?
  /// The hairline's colour; nil draws none.
  var shadow: UIColor?

  /// The background `appearance` describes; `owner` names it in a warning about a colour that is not finite.
  init(_ appearance: UIBarAppearance, of owner: @autoclosure () -> String) {
    effect = appearance.backgroundEffect
    color = checkedUIColor(appearance.backgroundColor, "\(owner()).backgroundColor")
    shadow = appearance.shadowColor
    if let shadowColor = shadow, shadowColor !== UIBarAppearance.standardShadowColor {
      shadow = checkedUIColor(shadowColor, "\(owner()).shadowColor").map { UIColor($0) }
    }
  }

  /// Whether anything but the hairline is drawn.
  var fills: Bool { effect != nil || color != nil }
}

/// Draws a bar background behind `content`: the blur as the SwiftUI material of its thickness, the colour over
/// it, and the hairline along `edge` (the standard one as a `Divider`, another colour as a hairline of it).
nonisolated struct UIKitBarBackgroundModifier: ViewModifier {
  /// nil draws nothing (a transparent appearance).
  let background: UIKitBarBackground?
  let edge: VerticalEdge

  func body(content: Content) -> some View {
    content
      .background {
        ZStack {
          if let effect = background?.effect {
            let drawn = effect.drawn
            Rectangle().fill(drawn.material)
              .environmentChange { if let scheme = drawn.scheme { $0.colorScheme = scheme } }
          }
          if let color = background?.color { Rectangle().fill(color) }
        }
        // A bar's background reaches through the unsafe area on its outer side: a navigation bar's up under the
        // status bar, a tab bar's down under the home indicator.
        .ignoresSafeArea(.container, edges: edge == .top ? .bottom : .top)
      }
      .overlay(alignment: edge == .top ? .top : .bottom) {
        if let shadow = background?.shadow {
          if shadow === UIBarAppearance.standardShadowColor {
            Divider()
          } else {
            // A divider's hairline (one pixel) in the appearance's colour.
            Divider().hidden().overlay(Color(uiColor: shadow))
          }
        }
      }
  }
}

/// The navigation bar at rest, as the `UINavigationBar` appearance proxy of the render styles it.
///
/// A still shows content scrolled to its top, so UIKit uses the proxy's `scrollEdgeAppearance`; without one, its
/// `standardAppearance` with a transparent background (UIKit's documented fallback since iOS 15), whose title
/// attributes still apply. The bar view's own `backgroundColor` fills the bar (not the status bar above it).
struct UIKitNavigationBarLook {
  var background: UIKitBarBackground?
  var viewBackground: Color?
  var title: UIKitTextLook
  var largeTitle: UIKitTextLook

  init(_ bar: UINavigationBar) {
    let edge = bar.scrollEdgeAppearance
    let appearance = edge ?? bar.standardAppearance
    let name = "UINavigationBar.appearance().\(edge == nil ? "standardAppearance" : "scrollEdgeAppearance")"
    background = edge.map { UIKitBarBackground($0, of: name) }
    viewBackground = checkedUIColor(bar.backgroundColor, "UINavigationBar.appearance().backgroundColor")
    title = UIKitTextLook(appearance.titleTextAttributes, of: "\(name).titleTextAttributes")
    largeTitle = UIKitTextLook(appearance.largeTitleTextAttributes, of: "\(name).largeTitleTextAttributes")
  }

  /// The look the render's proxy gives, nil when no code asked for the proxy.
  static var current: UIKitNavigationBarLook? { UIAppearanceStore.proxy(UINavigationBar.self).map(UIKitNavigationBarLook.init) }
}

/// The tab bar, as the `UITabBar` appearance proxy of the render styles it. While scroll content lies under the
/// bar, the proxy's `standardAppearance` gives the background and the stacked item colours; at the scroll edge
/// its `scrollEdgeAppearance` does, or without one the standard appearance with a transparent background (UIKit's
/// documented fallback since iOS 15; see `BottomBarScrollEdge`). The bar's `tintColor`, when code set it, colours
/// the selected item when the appearance does not.
struct UIKitTabBarLook {
  /// nil: a transparent background.
  var background: UIKitBarBackground?
  var viewBackground: Color?
  var normalIcon: Color?
  var normalTitle: Color?
  var selectedIcon: Color?
  var selectedTitle: Color?

  init(_ bar: UITabBar, atScrollEdge: Bool) {
    let edge = atScrollEdge ? bar.scrollEdgeAppearance : nil
    let appearance = edge ?? bar.standardAppearance
    let appearanceName = "UITabBar.appearance().\(edge == nil ? "standardAppearance" : "scrollEdgeAppearance")"
    let items = appearance.stackedLayoutAppearance
    // The standard background is read (and its numbers checked) at the scroll edge too, where it is not drawn.
    let standard = UIKitBarBackground(bar.standardAppearance, of: "UITabBar.appearance().standardAppearance")
    background = atScrollEdge ? edge.map { UIKitBarBackground($0, of: appearanceName) } : standard
    viewBackground = checkedUIColor(bar.backgroundColor, "UITabBar.appearance().backgroundColor")
    let tint = bar.tintWasSet ? checkedUIColor(bar.tintColor, "UITabBar.appearance().tintColor") : nil
    let name = "\(appearanceName).stackedLayoutAppearance"
    normalIcon = checkedUIColor(items.normal.iconColor, "\(name).normal.iconColor")
    normalTitle = UIKitTextLook(items.normal.titleTextAttributes, of: "\(name).normal.titleTextAttributes").color
    selectedIcon = checkedUIColor(items.selected.iconColor, "\(name).selected.iconColor") ?? tint
    selectedTitle = UIKitTextLook(items.selected.titleTextAttributes, of: "\(name).selected.titleTextAttributes").color ?? tint
  }

  /// The look the render's proxy gives the bar in its state, nil when no code asked for the proxy.
  static func current(atScrollEdge: Bool) -> UIKitTabBarLook? {
    UIAppearanceStore.proxy(UITabBar.self).map { UIKitTabBarLook($0, atScrollEdge: atScrollEdge) }
  }
}

/// A segmented picker's colours and title fonts from a `UISegmentedControl` (an instance under a representable,
/// or the appearance proxy): the selected segment's fill, the track's colour, and the titles' attributes for
/// `.normal` and `.selected` (`.selected` falls back to `.normal`, as UIKit's control states do).
struct SegmentedControlLook {
  var selectedTint: Color?
  var track: Color?
  var normalTitle: UIKitTextLook
  var selectedTitle: UIKitTextLook

  init(_ control: UISegmentedControl) {
    selectedTint = checkedUIColor(control.selectedSegmentTintColor, "UISegmentedControl selectedSegmentTintColor")
    track = checkedUIColor(control.backgroundColor, "UISegmentedControl backgroundColor")
    normalTitle = UIKitTextLook(control.titleTextAttributes(for: .normal), of: "UISegmentedControl titleTextAttributes(for: .normal)")
    selectedTitle = UIKitTextLook(control.titleTextAttributes(for: .selected), of: "UISegmentedControl titleTextAttributes(for: .selected)")
      .over(normalTitle)
  }

  /// This look, each part it leaves unset taken from `fallback` (an instance's own settings over the proxy's).
  func over(_ fallback: SegmentedControlLook?) -> SegmentedControlLook {
    guard let fallback else { return self }
    var merged = self
    merged.selectedTint = selectedTint ?? fallback.selectedTint
    merged.track = track ?? fallback.track
    merged.normalTitle = normalTitle.over(fallback.normalTitle)
    merged.selectedTitle = selectedTitle.over(fallback.selectedTitle)
    return merged
  }

  static var current: SegmentedControlLook? { UIAppearanceStore.proxy(UISegmentedControl.self).map(SegmentedControlLook.init) }
}

/// Colours text with a UIKit attribute's colour when there is one, and leaves it as it is otherwise.
nonisolated struct UIKitTextColor: ViewModifier {
  let color: Color?
  init(color: Color?) { self.color = color }
  init(look: UIKitTextLook?) { color = look?.color }
  func body(content: Content) -> some View {
    if let color { content.foregroundStyle(color) } else { content }
  }
}

struct SegmentedControlLookKey: EnvironmentKey { static let defaultValue: SegmentedControlLook? = nil }

extension EnvironmentValues {
  /// The look of the `UISegmentedControl` a representable draws (its own settings over its proxy's); nil elsewhere.
  var segmentedControlLook: SegmentedControlLook? {
    get { self[SegmentedControlLookKey.self] }
    set { self[SegmentedControlLookKey.self] = newValue }
  }
}
