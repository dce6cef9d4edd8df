import Foundation

/// An AppKit view that hosts a SwiftUI view hierarchy (SwiftUI declares it for AppKit apps). It holds
/// its root view; it is drawn nowhere, since a render shows no windows, and like every AppKit subview
/// it is not drawn inside an `NSViewRepresentable` either.
open class NSHostingView<Content: View>: NSView, @unchecked Sendable {
  /// The root view of the hosted hierarchy.
  public var rootView: Content
  /// The options for how the view sizes itself to its content (kept).
  public var sizingOptions: NSHostingSizingOptions = .standardBounds

  /// A view hosting `rootView`.
  public required init(rootView: Content) {
    self.rootView = rootView
    super.init(frame: .zero)
  }

  /// Like AppKit's, a hosting view cannot be made from an archive (the root view is unknown).
  public required init?(coder: NSCoder) { return nil }
}

/// An AppKit view controller that hosts a SwiftUI view hierarchy (kept, not drawn; see `NSHostingView`).
open class NSHostingController<Content: View>: NSViewController, @unchecked Sendable {
  /// The root view of the hosted hierarchy.
  public var rootView: Content
  /// The options for how the controller sizes its view to its content (kept).
  public var sizingOptions: NSHostingSizingOptions = []

  /// A controller hosting `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// Like AppKit's, a hosting controller cannot be made from an archive (the root view is unknown).
  public required init?(coder: NSCoder) { return nil }
}

/// How an AppKit hosting view or controller sizes itself to its SwiftUI content.
public struct NSHostingSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The content's minimum size.
  public static let minSize = NSHostingSizingOptions(rawValue: 1 << 0)
  /// The content's ideal size.
  public static let intrinsicContentSize = NSHostingSizingOptions(rawValue: 1 << 1)
  /// The content's maximum size.
  public static let maxSize = NSHostingSizingOptions(rawValue: 1 << 2)
  /// The ideal size, and the minimum and maximum sizes.
  public static let preferredContentSize = NSHostingSizingOptions(rawValue: 1 << 3)
  /// The minimum, ideal and maximum sizes.
  public static let standardBounds: NSHostingSizingOptions = [.minSize, .intrinsicContentSize, .maxSize]
}

nonisolated extension View {
  /// Performs `action` when the user presses Escape or Command-period (macOS, tvOS's Menu button);
  /// there is no input in a render, so the action never runs.
  public func onExitCommand(perform action: (() -> Void)?) -> some View { self }
}
