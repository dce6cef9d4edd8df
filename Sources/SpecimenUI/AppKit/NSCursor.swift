import Foundation

/// The pointer's image on macOS (AppKit's `NSCursor`), as Mac and shared style files set it from
/// `.onHover`: `NSCursor.pointingHand.push()` … `NSCursor.pop()`.
///
/// A still render has no pointer: the cursors exist so such files compile; pushing, popping or setting
/// one changes nothing, and the current cursor is always the arrow.
public final class NSCursor: NSObject, @unchecked Sendable {
  /// The cursor's name, for descriptions.
  let name: String

  init(name: String) { self.name = name }

  public override var description: String { "NSCursor(\(name))" }

  /// The default arrow.
  public static let arrow = NSCursor(name: "arrow")
  /// The I-beam over text.
  public static let iBeam = NSCursor(name: "iBeam")
  /// The I-beam over vertical text.
  public static let iBeamCursorForVerticalLayout = NSCursor(name: "iBeamCursorForVerticalLayout")
  /// The pointing hand over a link or a control.
  public static let pointingHand = NSCursor(name: "pointingHand")
  /// The closed hand while dragging.
  public static let closedHand = NSCursor(name: "closedHand")
  /// The open hand over something that can be dragged.
  public static let openHand = NSCursor(name: "openHand")
  /// The cross-hair for precise selection.
  public static let crosshair = NSCursor(name: "crosshair")
  /// The cursor shown where an operation is not allowed.
  public static let operationNotAllowed = NSCursor(name: "operationNotAllowed")
  /// The cursor shown while dragging a link.
  public static let dragLink = NSCursor(name: "dragLink")
  /// The cursor shown while dragging a copy.
  public static let dragCopy = NSCursor(name: "dragCopy")
  /// The cursor shown over something with a contextual menu.
  public static let contextualMenu = NSCursor(name: "contextualMenu")
  /// The cursor shown while dragging something that disappears when dropped.
  public static let disappearingItem = NSCursor(name: "disappearingItem")
  /// The cursor for resizing to the left.
  public static let resizeLeft = NSCursor(name: "resizeLeft")
  /// The cursor for resizing to the right.
  public static let resizeRight = NSCursor(name: "resizeRight")
  /// The cursor for resizing left or right.
  public static let resizeLeftRight = NSCursor(name: "resizeLeftRight")
  /// The cursor for resizing upward.
  public static let resizeUp = NSCursor(name: "resizeUp")
  /// The cursor for resizing downward.
  public static let resizeDown = NSCursor(name: "resizeDown")
  /// The cursor for resizing up or down.
  public static let resizeUpDown = NSCursor(name: "resizeUpDown")

  /// The cursor the application shows now: the arrow (there is no pointer in a still render).
  public class var current: NSCursor { arrow }
  /// The cursor the system shows now.
  public class var currentSystem: NSCursor? { arrow }

  /// Makes this cursor current, remembering the previous one (no pointer here: changes nothing).
  public func push() {}
  /// Restores the cursor that was current before the last push.
  public func pop() {}
  /// Restores the cursor that was current before the last push.
  public class func pop() {}
  /// Makes this cursor current.
  public func set() {}

  /// Hides the cursor (nothing to hide in a still render).
  public class func hide() {}
  /// Shows the cursor again.
  public class func unhide() {}
  /// Hides the cursor until the mouse moves.
  public class func setHiddenUntilMouseMoves(_ flag: Bool) {}
}
