// Interface and device orientations, for app code that locks or unlocks rotation around a screen.
// A render is portrait, and nothing rotates.

/// The orientations an app's user interface supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Portrait orientation.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Landscape-left orientation.
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Landscape-right orientation.
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Upside-down portrait orientation.
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Both landscape orientations.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// All orientations.
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
  /// All but the upside-down portrait orientation.
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The orientation of the app's user interface.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

  /// Whether the orientation is portrait.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is landscape.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 3, landscapeRight = 4, faceUp = 5, faceDown = 6

  /// Whether the orientation is portrait.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is landscape.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the orientation is flat (face up or down).
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the orientation is a valid interface orientation.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIDevice {
  /// The physical orientation of the device: portrait, as every render is.
  public var orientation: UIDeviceOrientation { .portrait }
}
