import Foundation

/// An input event (AppKit's): a render has no input, so no event is ever made or delivered, and a
/// monitor's handler is never called.
open class NSEvent: NSObject, @unchecked Sendable {
  /// The event's type.
  open var type: EventType { .appKitDefined }
  /// The window the event was sent to.
  open var window: NSWindow? { nil }
  /// The event's location in its window's coordinates.
  open var locationInWindow: NSPoint { .zero }
  /// The modifier keys held during the event.
  open var modifierFlags: ModifierFlags { [] }
  /// The virtual key code of a key event.
  open var keyCode: UInt16 { 0 }
  /// The characters of a key event.
  open var characters: String? { nil }
  /// The characters of a key event, ignoring modifier keys.
  open var charactersIgnoringModifiers: String? { nil }
  /// The number of clicks of a mouse event.
  open var clickCount: Int { 0 }
  /// The horizontal scroll amount of a scroll-wheel event.
  open var scrollingDeltaX: CGFloat { 0 }
  /// The vertical scroll amount of a scroll-wheel event.
  open var scrollingDeltaY: CGFloat { 0 }

  /// The mouse pointer's location in screen coordinates (the screen's origin: there is no pointer).
  open class var mouseLocation: NSPoint { .zero }
  /// The modifier keys currently held (none).
  open class var modifierFlags: ModifierFlags { [] }

  /// Installs a monitor for events sent to other apps; returns the monitor (its handler is never called).
  open class func addGlobalMonitorForEvents(matching mask: EventTypeMask, handler block: @escaping (NSEvent) -> Void) -> Any? {
    NSEventMonitor(mask: mask)
  }
  /// Installs a monitor for the app's own events; returns the monitor (its handler is never called).
  open class func addLocalMonitorForEvents(matching mask: EventTypeMask, handler block: @escaping (NSEvent) -> NSEvent?) -> Any? {
    NSEventMonitor(mask: mask)
  }
  /// Removes a monitor.
  open class func removeMonitor(_ eventMonitor: Any) {}

  /// The kinds of events.
  public enum EventType: UInt, Sendable {
    case leftMouseDown = 1, leftMouseUp = 2, rightMouseDown = 3, rightMouseUp = 4, mouseMoved = 5
    case leftMouseDragged = 6, rightMouseDragged = 7, mouseEntered = 8, mouseExited = 9
    case keyDown = 10, keyUp = 11, flagsChanged = 12, appKitDefined = 13, systemDefined = 14
    case applicationDefined = 15, periodic = 16, cursorUpdate = 17, scrollWheel = 22
    case otherMouseDown = 25, otherMouseUp = 26, otherMouseDragged = 27
    case gesture = 29, magnify = 30, swipe = 31, rotate = 18, beginGesture = 19, endGesture = 20
    case smartMagnify = 32, pressure = 34
  }

  /// A set of event kinds, for a monitor to match.
  public struct EventTypeMask: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// The mask of one event kind.
    public init(type: EventType) { rawValue = 1 << UInt64(type.rawValue) }
    public static let leftMouseDown = EventTypeMask(type: .leftMouseDown)
    public static let leftMouseUp = EventTypeMask(type: .leftMouseUp)
    public static let rightMouseDown = EventTypeMask(type: .rightMouseDown)
    public static let rightMouseUp = EventTypeMask(type: .rightMouseUp)
    public static let otherMouseDown = EventTypeMask(type: .otherMouseDown)
    public static let otherMouseUp = EventTypeMask(type: .otherMouseUp)
    public static let mouseMoved = EventTypeMask(type: .mouseMoved)
    public static let leftMouseDragged = EventTypeMask(type: .leftMouseDragged)
    public static let rightMouseDragged = EventTypeMask(type: .rightMouseDragged)
    public static let mouseEntered = EventTypeMask(type: .mouseEntered)
    public static let mouseExited = EventTypeMask(type: .mouseExited)
    public static let keyDown = EventTypeMask(type: .keyDown)
    public static let keyUp = EventTypeMask(type: .keyUp)
    public static let flagsChanged = EventTypeMask(type: .flagsChanged)
    public static let scrollWheel = EventTypeMask(type: .scrollWheel)
    public static let magnify = EventTypeMask(type: .magnify)
    public static let any = EventTypeMask(rawValue: .max)
  }

  /// The modifier keys of an event.
  public struct ModifierFlags: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let capsLock = ModifierFlags(rawValue: 1 << 16)
    public static let shift = ModifierFlags(rawValue: 1 << 17)
    public static let control = ModifierFlags(rawValue: 1 << 18)
    public static let option = ModifierFlags(rawValue: 1 << 19)
    public static let command = ModifierFlags(rawValue: 1 << 20)
    public static let numericPad = ModifierFlags(rawValue: 1 << 21)
    public static let help = ModifierFlags(rawValue: 1 << 22)
    public static let function = ModifierFlags(rawValue: 1 << 23)
    public static let deviceIndependentFlagsMask = ModifierFlags(rawValue: 0xffff0000)
  }
}

/// The token an event monitor is returned as.
final class NSEventMonitor: NSObject, @unchecked Sendable {
  let mask: NSEvent.EventTypeMask
  init(mask: NSEvent.EventTypeMask) { self.mask = mask }
}
