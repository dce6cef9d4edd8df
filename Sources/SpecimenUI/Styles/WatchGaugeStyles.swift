import Foundation

// watchOS's own gauge styles, `.circular` and `.linear` (watchOS 7), as complication and watch
// files use them, often with a gradient tint: `CircularGaugeStyle(tint: Gradient(colors: …))`.
// They draw as iOS's accessory gauges, which Apple describes in the same words; a gradient tint
// colours the whole track from its start to its end, with the marker at the value.
// https://developer.apple.com/documentation/swiftui/circulargaugestyle

/// A gauge style that displays an open ring with a marker that appears at a point along the ring to indicate the gauge's current value.
@available(iOS, unavailable)
@available(watchOS 7.0, *)
nonisolated public struct CircularGaugeStyle: GaugeStyle {
  let tint: AnyShapeStyle?

  /// Creates a circular gauge in the environment's tint.
  public init() { tint = nil }

  /// Creates a circular gauge that draws with `tint` (a `Gradient` colours the whole ring).
  public init<Tint: ShapeStyle>(tint: Tint) { self.tint = AnyShapeStyle(tint) }

  public func makeBody(configuration: Configuration) -> some View {
    WatchTinted(tint: tint) { gradient in OpenRingGaugeBody(configuration: configuration, gradient: gradient) }
  }
}

/// A gauge style that displays a bar with a marker that appears at a point along the bar to indicate the gauge's current value.
@available(iOS, unavailable)
@available(watchOS 7.0, *)
nonisolated public struct LinearGaugeStyle: GaugeStyle {
  let tint: AnyShapeStyle?

  /// Creates a linear gauge in the environment's tint.
  public init() { tint = nil }

  /// Creates a linear gauge that draws its marker in `tint`.
  public init<Tint: ShapeStyle>(tint: Tint) { self.tint = AnyShapeStyle(tint) }

  public func makeBody(configuration: Configuration) -> some View {
    WatchTinted(tint: tint) { _ in LinearGaugeBody(configuration: configuration, barHeight: 6, marker: true) }
  }
}

/// Draws `content` in `tint` (the environment's when nil), handing it the tint when it is a `Gradient`.
nonisolated struct WatchTinted<Content: View>: View {
  let tint: AnyShapeStyle?
  @ViewBuilder let content: (Gradient?) -> Content

  var body: some View {
    if let tint {
      content(tint.style as? Gradient).tint(tint)
    } else {
      content(nil)
    }
  }
}

@available(iOS, unavailable)
@available(watchOS 7.0, *)
nonisolated extension GaugeStyle where Self == CircularGaugeStyle {
  /// A gauge style that displays an open ring with a marker at the current value.
  public static var circular: CircularGaugeStyle { CircularGaugeStyle() }
}

@available(iOS, unavailable)
@available(watchOS 7.0, *)
nonisolated extension GaugeStyle where Self == LinearGaugeStyle {
  /// A gauge style that displays a bar with a marker at the current value.
  public static var linear: LinearGaugeStyle { LinearGaugeStyle() }
}
