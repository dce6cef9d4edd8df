import Foundation

/// A window's appearance and interaction (macOS 11, visionOS 1): compiles; a render has no window,
/// so every style draws the scene's content the same (docs/unsupported.md).
public protocol WindowStyle {}

/// The default window style.
public struct DefaultWindowStyle: WindowStyle {
  public init() {}
}

/// A window style that hides the title and the title bar's backing (macOS 11).
public struct HiddenTitleBarWindowStyle: WindowStyle {
  public init() {}
}

/// A window style that shows the title bar (macOS 11).
public struct TitleBarWindowStyle: WindowStyle {
  public init() {}
}

/// A window without glass background or chrome (macOS 15, visionOS 1).
public struct PlainWindowStyle: WindowStyle {
  public init() {}
}

/// A 3D volumetric window (visionOS 1).
public struct VolumetricWindowStyle: WindowStyle {
  public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
  /// The default window style.
  public static var automatic: DefaultWindowStyle { .init() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
  /// A window style that hides the title and the title bar's backing.
  public static var hiddenTitleBar: HiddenTitleBarWindowStyle { .init() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
  /// A window style that shows the title bar.
  public static var titleBar: TitleBarWindowStyle { .init() }
}

extension WindowStyle where Self == PlainWindowStyle {
  /// The plain window style.
  public static var plain: PlainWindowStyle { .init() }
}

extension WindowStyle where Self == VolumetricWindowStyle {
  /// A window style that creates a 3D volumetric window.
  public static var volumetric: VolumetricWindowStyle { .init() }
}
