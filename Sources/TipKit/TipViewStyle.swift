import SpecimenUI

/// A type that applies custom appearance to all tips within a view hierarchy (iOS 17): set with
/// `.tipViewStyle(_:)`, it draws what a `TipView` holds, over the tip's background.
public protocol TipViewStyle {
  /// The view a style makes for a tip.
  associatedtype Body: View
  /// The tip style's configuration.
  typealias Configuration = TipViewStyleConfiguration
  /// Makes the tip's view from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The container type that holds a tip's configuration: the tip and the parts a style draws.
public struct TipViewStyleConfiguration: @unchecked Sendable {
  /// The tip being drawn (a style may invalidate it from a close button).
  public let tip: any Tip
  /// The tip's image.
  public var image: Image? { tip.image }
  /// The tip's title.
  public var title: Text? { tip.title }
  /// The tip's message.
  public var message: Text? { tip.message }
  /// The tip's actions, in order.
  public var actions: [Tips.Action] { tip.actions }
}

/// A type-erased tip style held in the environment.
struct AnyTipViewStyle: @unchecked Sendable {
  let makeBody: (TipViewStyleConfiguration) -> AnyView
  init<Style: TipViewStyle>(_ style: Style) {
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }
}

private struct TipViewStyleKey: EnvironmentKey { static let defaultValue: AnyTipViewStyle? = nil }

extension EnvironmentValues {
  /// The style a `.tipViewStyle(_:)` modifier set, or nil for the system card.
  var tipViewStyle: AnyTipViewStyle? {
    get { self[TipViewStyleKey.self] }
    set { self[TipViewStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the given style for `TipView` within the view hierarchy.
  public func tipViewStyle(_ style: some TipViewStyle) -> some View {
    environment(\.tipViewStyle, AnyTipViewStyle(style))
  }
}
