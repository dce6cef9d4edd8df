import Foundation

/// A display (AppKit's screen): a render has one, the size of the screen the render is for.
open class NSScreen: NSObject, @unchecked Sendable {
  /// The screens (one: the render's).
  open class var screens: [NSScreen] { [NSScreen()] }
  /// The screen with the key window (the render's).
  open class var main: NSScreen? { NSScreen() }
  /// The screen's frame: the render's screen size, origin at the bottom left.
  open var frame: NSRect { NSRect(origin: .zero, size: EnvironmentValues.current.screenSize) }
  /// The part of the screen windows may use: the frame under the 24-pt menu bar (there is no Dock in a render).
  open var visibleFrame: NSRect {
    let full = frame
    return NSRect(x: full.minX, y: full.minY, width: full.width, height: max(full.height - NSScreen.menuBarHeight, 0))
  }
  /// The scale of the screen's backing store (the render's display scale).
  open var backingScaleFactor: CGFloat { EnvironmentValues.current.displayScale }
  /// The screen's name.
  open var localizedName: String { "Built-in Display" }
  /// The height of the menu bar at the top of the main screen.
  static let menuBarHeight: CGFloat = 24
}
