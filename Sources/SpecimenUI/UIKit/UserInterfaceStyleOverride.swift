import Foundation

/// UIKit's `overrideUserInterfaceStyle` on the SwiftUI side: content drawn in the forced style's colour scheme, so
/// dynamic colours, `UITraitCollection.current` in `draw(_:)` and SwiftUI content inside resolve in it.
nonisolated struct UserInterfaceStyleOverride: ViewModifier {
  let style: UIUserInterfaceStyle

  func body(content: Content) -> some View {
    switch style {
    case .dark: content.environment(\.colorScheme, .dark)
    case .light: content.environment(\.colorScheme, .light)
    case .unspecified: content
    }
  }
}

extension UIViewController {
  /// The style the controller's content is drawn in: its view's override, else its own (`.unspecified`: none).
  @_spi(SnapshotTesting) public var adoptedUserInterfaceStyle: UIUserInterfaceStyle {
    let viewStyle = view?.overrideUserInterfaceStyle ?? .unspecified
    return viewStyle == .unspecified ? overrideUserInterfaceStyle : viewStyle
  }
}
