import Foundation

extension UIControl {
  /// Constants describing the types of events possible for controls (UIKit's raw values).
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}

/// A type of handler block for an action.
public typealias UIActionHandler = (UIAction) -> Void

/// A menu element that performs its action in a closure.
///
/// Nothing triggers an action in a still render: the handler is kept and never called.
open class UIAction: UIMenuElement, @unchecked Sendable {
  /// A type that represents an action identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's title.
  open var title: String
  /// The action's image.
  open var image: UIImage?
  /// The unique identifier for the action.
  public let identifier: Identifier
  /// An elaborated title that explains the purpose of the action.
  open var discoverabilityTitle: String?
  /// The object responsible for the action handler (nil: no event fires in a still render).
  open var sender: Any? { nil }
  let handler: UIActionHandler

  /// Creates an action with the specified title, image, identifier and handler.
  public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
              discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.handler = handler
    super.init()
  }
}
