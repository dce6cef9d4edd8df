import Foundation

// visionOS's glass background, as files shared between visionOS and iOS use it:
// `.glassBackgroundEffect()` on a panel or an ornament's controls. It draws like Liquid Glass here
// (`Glass.regular`'s translucent fill, `LiquidGlass.swift`): no passthrough behind a cell to blur.
// https://developer.apple.com/documentation/swiftui/view/glassbackgroundeffect(displaymode:)

/// When a glass background effect shows.
@available(iOS, unavailable)
@available(visionOS 1.0, *)
public enum GlassBackgroundDisplayMode: Hashable, Sendable {
  /// The glass background always shows.
  case always
  /// The glass background shows when the view is not already on glass (always, in a still render).
  case implicit
  /// The glass background never shows.
  case never
}

@available(iOS, unavailable)
@available(visionOS 1.0, *)
nonisolated extension View {
  /// Fills the view's background with glass in a container-relative rounded rectangle.
  ///
  /// The rectangle takes the nearest `.containerShape(_:)`'s corners, else `GlassBackgroundMetrics.cornerRadius`
  /// (a visionOS window's; a small view's corners round to half its side).
  public func glassBackgroundEffect(displayMode: GlassBackgroundDisplayMode = .always) -> some View {
    glassBackgroundEffect(
      in: ConcentricRectangle(corners: .concentric(minimum: .fixed(GlassBackgroundMetrics.cornerRadius)), isUniform: true),
      displayMode: displayMode)
  }

  /// Fills the view's background with glass in `shape`.
  public func glassBackgroundEffect<S: InsettableShape>(in shape: S, displayMode: GlassBackgroundDisplayMode = .always) -> some View {
    background(GlassStyle(glass: displayMode == .never ? .identity : .regular), in: shape)
  }
}

/// The glass background's sizes.
enum GlassBackgroundMetrics {
  /// The corner radius of a visionOS window, which a glass background without a container shape takes.
  /// Apple does not publish it; 46 pt is Specimen's estimate.
  static let cornerRadius: CGFloat = 46
}
