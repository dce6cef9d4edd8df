import Foundation

// AppKit's windows, screens and event monitors, for Mac and multiplatform files that put SwiftUI
// content in their own panels (`NSPanel` with `NSHostingView`) or place windows on a screen. A render
// shows no windows: a window holds what code sets on it (frame, level, style, content) and ordering it
// in or out, closing it or making it key changes only its flags; no notification is posted.

/// A window that an app displays on the screen (never shown in a render).
open class NSWindow: NSResponder, @unchecked Sendable {
  /// The window's frame, in screen coordinates (origin at the bottom left, as AppKit's).
  open private(set) var frame: NSRect
  /// The window's style.
  open var styleMask: StyleMask
  /// The window's backing store type.
  public let backingType: BackingStoreType
  /// The window's title.
  open var title = ""
  /// The window's content view.
  open var contentView: NSView?
  /// The window's content view controller (its view becomes the content view).
  open var contentViewController: NSViewController? {
    didSet { contentView = contentViewController?.view }
  }
  /// Whether the window is opaque.
  open var isOpaque = true
  /// The window's background colour.
  open var backgroundColor: NSColor = .windowBackgroundColor
  /// Whether the window has a shadow.
  open var hasShadow = true
  /// The window's level (its place in front of or behind other windows).
  open var level: Level = .normal
  /// How the window behaves in Spaces and full-screen.
  open var collectionBehavior: CollectionBehavior = []
  /// Whether the window can be moved by dragging.
  open var isMovable = true
  /// Whether the window can be moved by dragging its background.
  open var isMovableByWindowBackground = false
  /// Whether closing the window releases it.
  open var isReleasedWhenClosed = true
  /// The window's opacity, 0…1.
  open var alphaValue: CGFloat = 1
  /// Whether the title bar's title is hidden.
  open var titleVisibility: TitleVisibility = .visible
  /// Whether the title bar is transparent.
  open var titlebarAppearsTransparent = false
  /// Whether the window is on screen (set by ordering it in or out).
  open private(set) var isVisible = false
  /// Whether the window is the key window.
  open private(set) var isKeyWindow = false
  /// Whether the window can become the key window.
  open var canBecomeKey: Bool { !styleMask.isDisjoint(with: [.titled, .resizable]) }
  /// Whether the window can become the main window.
  open var canBecomeMain: Bool { canBecomeKey }
  /// The screen the window is on: the main screen.
  open var screen: NSScreen? { NSScreen.main }

  /// A window with a content rectangle, style, backing store and deferred creation flag.
  public init(contentRect: NSRect, styleMask style: StyleMask, backing backingStoreType: BackingStoreType, defer flag: Bool) {
    frame = contentRect
    styleMask = style
    backingType = backingStoreType
    super.init()
  }

  /// A window with a content rectangle, style, backing store, deferred creation flag and screen.
  public convenience init(contentRect: NSRect, styleMask style: StyleMask, backing backingStoreType: BackingStoreType,
                          defer flag: Bool, screen: NSScreen?) {
    self.init(contentRect: contentRect, styleMask: style, backing: backingStoreType, defer: flag)
  }

  /// A titled, closable, resizable window whose content is a view controller's view.
  public convenience init(contentViewController: NSViewController) {
    self.init(contentRect: NSRect(x: 0, y: 0, width: 480, height: 270),
              styleMask: [.titled, .closable, .miniaturizable, .resizable], backing: .buffered, defer: false)
    self.contentViewController = contentViewController
  }

  /// Moves the window's bottom-left corner to `point`.
  open func setFrameOrigin(_ point: NSPoint) { frame.origin = point }
  /// Moves the window's top-left corner to `point`.
  open func setFrameTopLeftPoint(_ point: NSPoint) { frame.origin = NSPoint(x: point.x, y: point.y - frame.height) }
  /// Sets the window's frame.
  open func setFrame(_ frameRect: NSRect, display flag: Bool) { frame = frameRect }
  /// Sets the window's frame (animation is not drawn).
  open func setFrame(_ frameRect: NSRect, display displayFlag: Bool, animate animateFlag: Bool) { frame = frameRect }
  /// Sets the size of the window's content.
  open func setContentSize(_ size: NSSize) { frame.size = size }
  /// Centres the window on its screen, a little above the middle as AppKit places it.
  open func center() {
    guard let area = screen?.visibleFrame else { return }
    frame.origin = NSPoint(x: area.midX - frame.width / 2, y: area.minY + (area.height - frame.height) * 2 / 3)
  }
  /// Orders the window in front and makes it key.
  open func makeKeyAndOrderFront(_ sender: Any?) { isVisible = true; isKeyWindow = canBecomeKey }
  /// Orders the window in front.
  open func orderFront(_ sender: Any?) { isVisible = true }
  /// Orders the window in front regardless of the app being active.
  open func orderFrontRegardless() { isVisible = true }
  /// Removes the window from the screen.
  open func orderOut(_ sender: Any?) { isVisible = false; isKeyWindow = false }
  /// Makes the window key.
  open func makeKey() { isKeyWindow = canBecomeKey }
  /// Closes the window.
  open func close() { orderOut(nil) }
  /// Closes the window as if its close button were clicked.
  open func performClose(_ sender: Any?) { close() }

  /// The window's posted notifications (never posted in a render).
  public static let didMoveNotification = Notification.Name("NSWindowDidMoveNotification")
  public static let didResizeNotification = Notification.Name("NSWindowDidResizeNotification")
  public static let willCloseNotification = Notification.Name("NSWindowWillCloseNotification")
  public static let didBecomeKeyNotification = Notification.Name("NSWindowDidBecomeKeyNotification")
  public static let didResignKeyNotification = Notification.Name("NSWindowDidResignKeyNotification")
  public static let didBecomeMainNotification = Notification.Name("NSWindowDidBecomeMainNotification")
  public static let didResignMainNotification = Notification.Name("NSWindowDidResignMainNotification")

  /// The styles a window can have.
  public struct StyleMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let borderless = StyleMask([])
    public static let titled = StyleMask(rawValue: 1 << 0)
    public static let closable = StyleMask(rawValue: 1 << 1)
    public static let miniaturizable = StyleMask(rawValue: 1 << 2)
    public static let resizable = StyleMask(rawValue: 1 << 3)
    public static let unifiedTitleAndToolbar = StyleMask(rawValue: 1 << 12)
    public static let fullScreen = StyleMask(rawValue: 1 << 14)
    public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
    public static let utilityWindow = StyleMask(rawValue: 1 << 4)
    public static let docModalWindow = StyleMask(rawValue: 1 << 6)
    public static let nonactivatingPanel = StyleMask(rawValue: 1 << 7)
    public static let hudWindow = StyleMask(rawValue: 1 << 13)
  }

  /// How a window's contents are buffered.
  public enum BackingStoreType: UInt, Sendable { case retained = 0, nonretained = 1, buffered = 2 }

  /// A window's level, ordering it in front of or behind others.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    public static let normal = Level(0)
    public static let floating = Level(3)
    public static let submenu = Level(3)
    public static let tornOffMenu = Level(3)
    public static let modalPanel = Level(8)
    public static let mainMenu = Level(24)
    public static let statusBar = Level(25)
    public static let popUpMenu = Level(101)
    public static let screenSaver = Level(1000)
  }

  /// How a window behaves in Spaces, Exposé and full-screen.
  public struct CollectionBehavior: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let canJoinAllSpaces = CollectionBehavior(rawValue: 1 << 0)
    public static let moveToActiveSpace = CollectionBehavior(rawValue: 1 << 1)
    public static let managed = CollectionBehavior(rawValue: 1 << 2)
    public static let transient = CollectionBehavior(rawValue: 1 << 3)
    public static let stationary = CollectionBehavior(rawValue: 1 << 4)
    public static let participatesInCycle = CollectionBehavior(rawValue: 1 << 5)
    public static let ignoresCycle = CollectionBehavior(rawValue: 1 << 6)
    public static let fullScreenPrimary = CollectionBehavior(rawValue: 1 << 7)
    public static let fullScreenAuxiliary = CollectionBehavior(rawValue: 1 << 8)
    public static let fullScreenNone = CollectionBehavior(rawValue: 1 << 9)
  }

  /// Whether a window's title is shown in its title bar.
  public enum TitleVisibility: Int, Sendable { case visible = 0, hidden = 1 }
}

/// A window that floats over others, for inspectors and auxiliary controls (never shown in a render).
open class NSPanel: NSWindow, @unchecked Sendable {
  /// Whether the panel floats above other windows.
  open var isFloatingPanel = false
  /// Whether the panel becomes key only when a control in it needs it.
  open var becomesKeyOnlyIfNeeded = false
  /// Whether the panel takes events while a modal window is up.
  open var worksWhenModal = false
  /// Whether the panel hides when its app is not active.
  open var hidesOnDeactivate = true
}
