import Foundation

// macOS's AppKit colors, aqua (light) and darkAqua (dark) appearance, sRGB 0…255 plus alpha.
//
// Values are macOS 14's, as `NSColor.usingColorSpace(.sRGB)` reports them in each appearance
// (the label family is black/white at 85 %, 50 %, 25 % and 10 % opacity, Apple HIG "Color",
// "Specifications – macOS system colors"); the accent and system tints are the HIG's table,
// shared with iOS's (`Color.blue` …).
extension NSColor {
  convenience init(_ name: String, _ light: (Int, Int, Int, Double), _ dark: (Int, Int, Int, Double)) {
    self.init(storage: .dynamic(name: name, light: RGBA(light.0, light.1, light.2, light.3), dark: RGBA(dark.0, dark.1, dark.2, dark.3)))
  }

  // MARK: Label colors
  /// The primary color to use for text labels.
  public static let labelColor = NSColor("labelColor", (0, 0, 0, 0.85), (255, 255, 255, 0.85))
  /// The secondary color to use for text labels.
  public static let secondaryLabelColor = NSColor("secondaryLabelColor", (0, 0, 0, 0.5), (255, 255, 255, 0.55))
  /// The tertiary color to use for text labels.
  public static let tertiaryLabelColor = NSColor("tertiaryLabelColor", (0, 0, 0, 0.26), (255, 255, 255, 0.25))
  /// The quaternary color to use for text labels and separators.
  public static let quaternaryLabelColor = NSColor("quaternaryLabelColor", (0, 0, 0, 0.1), (255, 255, 255, 0.1))

  // MARK: Text colors
  /// The color to use for text.
  public static let textColor = NSColor("textColor", (0, 0, 0, 1), (255, 255, 255, 1))
  /// The color to use for placeholder text in controls or text views.
  public static let placeholderTextColor = NSColor("placeholderTextColor", (0, 0, 0, 0.25), (255, 255, 255, 0.25))
  /// The color to use for selected text.
  public static let selectedTextColor = NSColor("selectedTextColor", (0, 0, 0, 1), (255, 255, 255, 1))
  /// The color to use for the background area behind text.
  public static let textBackgroundColor = NSColor("textBackgroundColor", (255, 255, 255, 1), (30, 30, 30, 1))
  /// The color to use for the background of selected text.
  public static let selectedTextBackgroundColor = NSColor("selectedTextBackgroundColor", (179, 215, 255, 1), (63, 99, 139, 1))
  /// The color to use for the keyboard focus ring around controls.
  public static let keyboardFocusIndicatorColor = NSColor("keyboardFocusIndicatorColor", (0, 103, 244, 0.5), (26, 169, 255, 0.3))
  /// The color to use for selected text in an unemphasized context.
  public static let unemphasizedSelectedTextColor = NSColor("unemphasizedSelectedTextColor", (0, 0, 0, 1), (255, 255, 255, 1))
  /// The color to use for the text background in an unemphasized context.
  public static let unemphasizedSelectedTextBackgroundColor = NSColor("unemphasizedSelectedTextBackgroundColor", (220, 220, 220, 1), (70, 70, 70, 1))

  // MARK: Content colors
  /// The color to use for links.
  public static let linkColor = NSColor("linkColor", (0, 104, 218, 1), (65, 156, 255, 1))
  /// The color to use for separators between different sections of content.
  public static let separatorColor = NSColor("separatorColor", (0, 0, 0, 0.1), (255, 255, 255, 0.1))
  /// The background color for selected content in a key window or view.
  public static let selectedContentBackgroundColor = NSColor("selectedContentBackgroundColor", (0, 99, 225, 1), (0, 89, 209, 1))
  /// The background color for selected content in a non-key window or view.
  public static let unemphasizedSelectedContentBackgroundColor = NSColor("unemphasizedSelectedContentBackgroundColor", (220, 220, 220, 1), (70, 70, 70, 1))

  // MARK: Menu colors
  /// The color to use for the text of selected menu items.
  public static let selectedMenuItemTextColor = NSColor("selectedMenuItemTextColor", (255, 255, 255, 1), (255, 255, 255, 1))

  // MARK: Table colors
  /// The color to use for the optional gridlines, such as those in a table view.
  public static let gridColor = NSColor("gridColor", (230, 230, 230, 1), (26, 26, 26, 1))
  /// The color to use for text in header cells in table views and outline views.
  public static let headerTextColor = NSColor("headerTextColor", (0, 0, 0, 0.85), (255, 255, 255, 1))
  /// The colors to use for alternating content, typically found in table views and collection views.
  public static let alternatingContentBackgroundColors: [NSColor] = [
    NSColor("alternatingContentBackgroundColor0", (255, 255, 255, 1), (30, 30, 30, 1)),
    NSColor("alternatingContentBackgroundColor1", (244, 245, 245, 1), (255, 255, 255, 0.05)),
  ]

  // MARK: Control colors
  /// The user's current accent color preference.
  public static let controlAccentColor = NSColor(Color.accentColor)
  /// The color to use for the flat surfaces of a control.
  public static let controlColor = NSColor("controlColor", (255, 255, 255, 1), (255, 255, 255, 0.25))
  /// The color to use for the background of large controls, such as scroll views or table views.
  public static let controlBackgroundColor = NSColor("controlBackgroundColor", (255, 255, 255, 1), (30, 30, 30, 1))
  /// The color to use for text on enabled controls.
  public static let controlTextColor = NSColor("controlTextColor", (0, 0, 0, 0.85), (255, 255, 255, 0.85))
  /// The color to use for text on disabled controls.
  public static let disabledControlTextColor = NSColor("disabledControlTextColor", (0, 0, 0, 0.25), (255, 255, 255, 0.25))
  /// The color to use for the face of a selected control.
  public static let selectedControlColor = NSColor("selectedControlColor", (179, 215, 255, 1), (63, 99, 139, 1))
  /// The color to use for text in a selected control.
  public static let selectedControlTextColor = NSColor("selectedControlTextColor", (0, 0, 0, 0.85), (255, 255, 255, 0.85))
  /// The color to use for text in a selected control that is also the keyboard focus (alternate).
  public static let alternateSelectedControlTextColor = NSColor("alternateSelectedControlTextColor", (255, 255, 255, 1), (255, 255, 255, 1))
  /// The patterned color to use for the background of a scrubber control.
  public static let scrubberTexturedBackground = NSColor("scrubberTexturedBackground", (255, 255, 255, 1), (255, 255, 255, 1))

  // MARK: Window colors
  /// The color to use for the window background.
  public static let windowBackgroundColor = NSColor("windowBackgroundColor", (236, 236, 236, 1), (50, 50, 50, 1))
  /// The color to use for text in a window's frame.
  public static let windowFrameTextColor = NSColor("windowFrameTextColor", (0, 0, 0, 0.85), (255, 255, 255, 0.85))
  /// The color to use in the area beneath your window's views.
  public static let underPageBackgroundColor = NSColor("underPageBackgroundColor", (150, 150, 150, 0.9), (40, 40, 40, 1))

  // MARK: Highlights and shadows
  /// The highlight color to use for the bubble that shows inline search result values.
  public static let findHighlightColor = NSColor("findHighlightColor", (255, 255, 0, 1), (255, 255, 0, 1))
  /// The color to use as a virtual light source on the screen.
  public static let highlightColor = NSColor("highlightColor", (255, 255, 255, 1), (180, 180, 180, 1))
  /// The color to use for virtual shadows cast by raised objects on the screen.
  public static let shadowColor = NSColor("shadowColor", (0, 0, 0, 1), (0, 0, 0, 1))

  // MARK: System colors (the same values as SwiftUI's Color.red …)
  public static let systemRed = NSColor(Color.red)
  public static let systemOrange = NSColor(Color.orange)
  public static let systemYellow = NSColor(Color.yellow)
  public static let systemGreen = NSColor(Color.green)
  public static let systemMint = NSColor(Color.mint)
  public static let systemTeal = NSColor(Color.teal)
  public static let systemCyan = NSColor(Color.cyan)
  public static let systemBlue = NSColor(Color.blue)
  public static let systemIndigo = NSColor(Color.indigo)
  public static let systemPurple = NSColor(Color.purple)
  public static let systemPink = NSColor(Color.pink)
  public static let systemBrown = NSColor(Color.brown)
  public static let systemGray = NSColor(Color.gray)
  /// The fill colors for shapes, like iOS's system fills.
  public static let systemFill = NSColor(storage: UIColor.systemFill.storage)
  public static let secondarySystemFill = NSColor(storage: UIColor.secondarySystemFill.storage)
  public static let tertiarySystemFill = NSColor(storage: UIColor.tertiarySystemFill.storage)
  public static let quaternarySystemFill = NSColor(storage: UIColor.quaternarySystemFill.storage)

  // MARK: Fixed colors
  public static let clear = NSColor(white: 0, alpha: 0)
  public static let black = NSColor(white: 0, alpha: 1)
  public static let darkGray = NSColor(white: 1.0 / 3, alpha: 1)
  public static let gray = NSColor(white: 0.5, alpha: 1)
  public static let lightGray = NSColor(white: 2.0 / 3, alpha: 1)
  public static let white = NSColor(white: 1, alpha: 1)
  public static let red = NSColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = NSColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = NSColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = NSColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = NSColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = NSColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = NSColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = NSColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = NSColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
