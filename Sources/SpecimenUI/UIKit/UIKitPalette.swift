import Foundation

// iOS's UIKit colors, light and dark appearance, sRGB 0…255 plus alpha.
//
// Element colors (label … link): light values as published in Noah Gilmore's
// ColorCompatibility (github.com/noahsark769/ColorCompatibility), dark values from his
// table of resolved UIColors (noahgilmore.com/blog/dark-mode-uicolor-compatibility),
// both read from UIKit with `resolvedColor(with:)`; they match the Apple HIG "Color"
// page's system gray table. The system tint colors (systemRed … systemBrown) are
// SwiftUI's `Color.red` … `Color.brown` (Color.swift), so the two agree by construction.
// The fixed colors (UIColor.red …) are UIKit's documented component values.
extension UIColor {
  // MARK: Label colors
  /// The color for text labels that contain primary content.
  public static let label = UIColor("label", (0, 0, 0, 1), (255, 255, 255, 1))
  /// The color for text labels that contain secondary content.
  public static let secondaryLabel = UIColor("secondaryLabel", (60, 60, 67, 0.6), (235, 235, 245, 0.6))
  /// The color for text labels that contain tertiary content.
  public static let tertiaryLabel = UIColor("tertiaryLabel", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
  /// The color for text labels that contain quaternary content.
  public static let quaternaryLabel = UIColor("quaternaryLabel", (60, 60, 67, 0.18), (235, 235, 245, 0.16))
  /// The color for placeholder text in controls or text views.
  public static let placeholderText = UIColor("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
  /// The color for thin borders or divider lines that allows some underlying content to be visible.
  public static let separator = UIColor("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6))
  /// The color for borders or divider lines that hides any underlying content.
  public static let opaqueSeparator = UIColor("opaqueSeparator", (198, 198, 200, 1), (56, 56, 58, 1))
  /// The color for light text in controls (white at 60 %), on both appearances.
  public static let lightText = UIColor("lightText", (255, 255, 255, 0.6), (255, 255, 255, 0.6))
  /// The color for dark text in controls (black), on both appearances.
  public static let darkText = UIColor("darkText", (0, 0, 0, 1), (0, 0, 0, 1))
  /// The specified color for links.
  public static let link = UIColor("link", (0, 122, 255, 1), (9, 132, 255, 1))

  // MARK: Backgrounds
  /// The color for the main background of your interface.
  public static let systemBackground = UIColor("systemBackground", (255, 255, 255, 1), (0, 0, 0, 1))
  /// The color for content layered on top of the main background.
  public static let secondarySystemBackground = UIColor("secondarySystemBackground", (242, 242, 247, 1), (28, 28, 30, 1))
  /// The color for content layered on top of secondary backgrounds.
  public static let tertiarySystemBackground = UIColor("tertiarySystemBackground", (255, 255, 255, 1), (44, 44, 46, 1))
  /// The background color for table views with the grouped style (iOS 12's value; deprecated).
  public static let groupTableViewBackground = UIColor("groupTableViewBackground", (242, 242, 247, 1), (0, 0, 0, 1))
  /// The color for the main background of your grouped interface.
  public static let systemGroupedBackground = UIColor("systemGroupedBackground", (242, 242, 247, 1), (0, 0, 0, 1))
  /// The color for content layered on top of the main background of your grouped interface.
  public static let secondarySystemGroupedBackground = UIColor("secondarySystemGroupedBackground", (255, 255, 255, 1), (28, 28, 30, 1))
  /// The color for content layered on top of secondary backgrounds of your grouped interface.
  public static let tertiarySystemGroupedBackground = UIColor("tertiarySystemGroupedBackground", (242, 242, 247, 1), (44, 44, 46, 1))

  // MARK: Fills
  /// An overlay fill color for thin and small shapes.
  public static let systemFill = UIColor("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36))
  /// An overlay fill color for medium-size shapes.
  public static let secondarySystemFill = UIColor("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32))
  /// An overlay fill color for large shapes.
  public static let tertiarySystemFill = UIColor("tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24))
  /// An overlay fill color for large areas that contain complex content.
  public static let quaternarySystemFill = UIColor("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18))

  // MARK: Grays
  /// A standard base gray color that adapts to the environment.
  public static let systemGray = UIColor(Color.gray)
  /// A second-level shade of gray that adapts to the environment.
  public static let systemGray2 = UIColor("systemGray2", (174, 174, 178, 1), (99, 99, 102, 1))
  /// A third-level shade of gray that adapts to the environment.
  public static let systemGray3 = UIColor("systemGray3", (199, 199, 204, 1), (72, 72, 74, 1))
  /// A fourth-level shade of gray that adapts to the environment.
  public static let systemGray4 = UIColor("systemGray4", (209, 209, 214, 1), (58, 58, 60, 1))
  /// A fifth-level shade of gray that adapts to the environment.
  public static let systemGray5 = UIColor("systemGray5", (229, 229, 234, 1), (44, 44, 46, 1))
  /// A sixth-level shade of gray that adapts to the environment.
  public static let systemGray6 = UIColor("systemGray6", (242, 242, 247, 1), (28, 28, 30, 1))

  // MARK: System tint colors (the same values as SwiftUI's Color.red …)
  /// A red color that automatically adapts to the current trait environment.
  public static let systemRed = UIColor(Color.red)
  /// An orange color that automatically adapts to the current trait environment.
  public static let systemOrange = UIColor(Color.orange)
  /// A yellow color that automatically adapts to the current trait environment.
  public static let systemYellow = UIColor(Color.yellow)
  /// A green color that automatically adapts to the current trait environment.
  public static let systemGreen = UIColor(Color.green)
  /// A mint color that automatically adapts to the current trait environment.
  public static let systemMint = UIColor(Color.mint)
  /// A teal color that automatically adapts to the current trait environment.
  public static let systemTeal = UIColor(Color.teal)
  /// A cyan color that automatically adapts to the current trait environment.
  public static let systemCyan = UIColor(Color.cyan)
  /// A blue color that automatically adapts to the current trait environment.
  public static let systemBlue = UIColor(Color.blue)
  /// An indigo color that automatically adapts to the current trait environment.
  public static let systemIndigo = UIColor(Color.indigo)
  /// A purple color that automatically adapts to the current trait environment.
  public static let systemPurple = UIColor(Color.purple)
  /// A pink color that automatically adapts to the current trait environment.
  public static let systemPink = UIColor(Color.pink)
  /// A brown color that automatically adapts to the current trait environment.
  public static let systemBrown = UIColor(Color.brown)
  /// The tint color the app uses (the accent color).
  public static let tintColor = UIColor(Color.accentColor)

  // MARK: Fixed colors
  /// A color object with grayscale and alpha values that are both 0.0.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// A color object in the sRGB color space with a grayscale value of 0.0 and an alpha value of 1.0.
  public static let black = UIColor(white: 0, alpha: 1)
  /// A color object with a grayscale value of 1/3 and an alpha value of 1.0.
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// A color object with a grayscale value of 0.5 and an alpha value of 1.0.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// A color object with a grayscale value of 2/3 and an alpha value of 1.0.
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// A color object with grayscale and alpha values that are both 1.0.
  public static let white = UIColor(white: 1, alpha: 1)
  /// A color object with RGB values of 1.0, 0.0, and 0.0, and an alpha value of 1.0.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// A color object with RGB values of 0.0, 1.0, and 0.0, and an alpha value of 1.0.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// A color object with RGB values of 0.0, 0.0, and 1.0, and an alpha value of 1.0.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// A color object with RGB values of 0.0, 1.0, and 1.0, and an alpha value of 1.0.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// A color object with RGB values of 1.0, 1.0, and 0.0, and an alpha value of 1.0.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// A color object with RGB values of 1.0, 0.0, and 1.0, and an alpha value of 1.0.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// A color object with RGB values of 1.0, 0.5, and 0.0, and an alpha value of 1.0.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// A color object with RGB values of 0.5, 0.0, and 0.5, and an alpha value of 1.0.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// A color object with RGB values of 0.6, 0.4, and 0.2, and an alpha value of 1.0.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
