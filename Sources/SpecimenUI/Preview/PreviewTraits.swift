import Foundation

/// A size constraint for a preview.
///
/// Specimen sizes a preview's cell from it: `.device` is the device's screen in points,
/// `.sizeThatFits` the preview's ideal size, `.fixed` exactly the given size.
/// Source: Apple, "PreviewLayout" (DeveloperToolsSupport documentation).
public enum PreviewLayout: Hashable, Sendable {
  /// Center the preview in a container the size of the device that the preview is running on.
  case device
  /// Fit the container to the size of the preview when offered the size of the device that the preview is running on.
  case sizeThatFits
  /// Center the preview in a fixed size container with the given dimensions.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device that runs a preview, named as Xcode names it (`"iPhone 15 Pro"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  /// The device's name.
  public let rawValue: String
  /// A device named `rawValue`, e.g. `PreviewDevice(rawValue: "iPad Pro (11-inch) (4th generation)")`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A device named by a string literal.
  public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// The orientation of the interface from the user's perspective.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
  /// The stable identity of the orientation.
  public let id: String
  /// The device is in portrait mode, with the top of the device on top.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// The device is in portrait mode, but is upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// The device is in landscape mode, with the top of the device on the left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// The device is in landscape mode, with the top of the device on the right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
  /// Every orientation.
  public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
  /// Whether the device lies on its side, so its screen is wider than tall.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// What the preview modifiers say about one preview: its name, layout, device and orientation.
public struct PreviewTraits: Hashable, Sendable {
  /// The name set by `previewDisplayName(_:)`.
  public var displayName: String?
  /// The layout set by `previewLayout(_:)`; `.device` when none is set, as in Xcode.
  public var layout: PreviewLayout = .device
  /// The device set by `previewDevice(_:)`.
  public var device: PreviewDevice?
  /// The orientation set by `previewInterfaceOrientation(_:)`.
  public var orientation: InterfaceOrientation = .portrait

  public init() {}
}
