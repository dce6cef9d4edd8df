import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI

/// The whole pipeline for one view: resolve → layout → display list → pixels or vectors.
///
/// Its work runs on a stack sized for `ViewDepth.limit` (`RenderStack`), whatever thread calls it.
public struct ViewRenderer: Sendable {
  /// Device pixels per point (2 by default, like most iPhones).
  public var scale: CGFloat
  /// Filled under the view; nil leaves the background transparent.
  public var background: RGBA?
  /// The root's safe-area insets, as a device's status bar and home indicator make them: the view is laid out inside
  /// them, and views that ignore the safe area reach under them. Zero by default (a component on its own).
  public var safeAreaInsets = EdgeInsets()

  public init(scale: CGFloat = 2, background: RGBA? = RGBA.white) {
    self.scale = scale
    self.background = background
    // Made before any view is resolved: the Pango measurer installs what UIKit code in a body measures with
    // (`size(withAttributes:)`, `UIFont.lineHeight` of an installed font), so the first cell measures as the rest.
    _ = ViewRenderer.measurers
    _ = ViewRenderer.installRasterizer
    _ = ViewRenderer.installMeasurer
  }

  /// Installs the layout engine as SpecimenUI's view measurer, which Auto Layout in UIKit code uses while a body runs
  /// (a button's or stack view's content size), in a fresh environment on the screen of the body that measures.
  private static let installMeasurer: Void = ViewMeasurer.install { view, proposal in
    let scale = EnvironmentValues.current.displayScale
    return ViewRenderer(scale: scale.isFinite && scale > 0 ? scale : 1, background: nil).size(of: view, in: proposal)
  }

  /// Installs the pipeline as SpecimenUI's view rasterizer, which `ImageRenderer` and UIKit string drawing into an
  /// image context use while a body runs: the view laid out for the proposal in a fresh environment, drawn on a
  /// transparent background at the scale asked for. A view that fails its render (or whose pixels would pass
  /// `BitmapImage.maxSide`) gives no pixels.
  private static let installRasterizer: Void = ViewRasterizer.install { view, proposal, scale in
    let renderer = ViewRenderer(scale: scale, background: nil)
    var environment = EnvironmentValues()
    environment.displayScale = scale
    let raster = try renderer.rasterize(view, in: proposal, environment: environment)
    let points = CGSize(width: CGFloat(raster.width) / scale, height: CGFloat(raster.height) / scale)
    guard let bitmap = BitmapImage(width: raster.width, height: raster.height, rgba: raster.rgbaBytes(), pointSize: points) else {
      throw RenderError.surfaceFailed("bitmap of \(raster.width)×\(raster.height) pixels")
    }
    return (bitmap, raster.diagnostics.warnings.map(\.message))
  }

  /// A fresh layout engine (one per pass) for this renderer's screen scale.
  var engine: LayoutEngine {
    var engine = LayoutEngine(measurers: ViewRenderer.measurers, safeAreaInsets: safeAreaInsets)
    engine.displayScale = scale
    return engine
  }

  /// `environment` on this renderer's screen: its `displayScale` is the renderer's scale unless the caller set one, as
  /// a view on an iPhone reads its own screen's scale (`pixelLength`, `UIScreen.main.scale`, a canvas's pixels).
  func onScreen(_ environment: EnvironmentValues) -> EnvironmentValues {
    guard !environment.setsDisplayScale else { return environment }
    var environment = environment
    environment.displayScale = scale
    return environment
  }

  /// Text and image measurement with Pango and the shared image store.
  public static let measurers = Measurers(text: PangoTextMeasurer(), image: ImageStore.shared)

  /// The placed tree of `view` for `proposal` in `environment`, its frames snapped to the
  /// pixel grid of `scale` as SwiftUI snaps them (docs/pixel-snapping.md).
  /// A tree deeper than `ViewDepth.limit` is cut there (see `checkedPlace`).
  public func place<V: View>(_ view: V, in proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) -> PlacedNode {
    RenderStack.run { place(view, in: proposal, environment: environment, snapped: true) }
  }

  private func place<V: View>(_ view: V, in proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues(),
                              snapped: Bool) -> PlacedNode {
    var context = ResolveContext(environment: onScreen(environment))
    // A tree cut at `ViewCount.limit` fails its render (`checkedPlace`); measuring it lays out nothing,
    // rather than the limit's worth of views.
    var resolved = context.resolve(view)
    if let scheme = preferredScheme(of: resolved, context: context, drawnIn: environment) {
      var environment = environment
      environment.colorScheme = scheme
      context = ResolveContext(environment: onScreen(environment))
      resolved = context.resolve(view)
    }
    let node = context.viewCountExceeded ? ResolvedNode(.empty, type: "ViewCountLimit") : resolved
    let placed = engine.place(node, in: proposal)
    return snapped ? placed.snapped(toPixelsOf: scale) : placed
  }

  /// The size `view` takes for `proposal`, before pixel snapping: what a box must hold for the view
  /// to lay out as it was measured. (A snapped size can be a fraction of a pixel smaller, and text
  /// proposed that much less than its width wraps.)
  public func size<V: View>(of view: V, in proposal: ProposedViewSize) -> CGSize {
    RenderStack.run { place(view, in: proposal, snapped: false).frame.size }
  }

  /// The placed tree of `view`, or `ViewDepthError` when it nests deeper than `ViewDepth.limit`,
  /// or `ViewCountError` when it has more than `ViewCount.limit` views,
  /// or `MissingEnvironmentObjectError` when a view reads an environment object no view above supplies.
  public func checkedPlace<V: View>(_ view: V, in proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) throws -> PlacedNode {
    try RenderStack.run { try checkedPlaceHere(view, in: proposal, environment: environment) }
  }

  /// `checkedPlace` on the calling thread's stack.
  private func checkedPlaceHere<V: View>(_ view: V, in proposal: ProposedViewSize, environment: EnvironmentValues) throws -> PlacedNode {
    var environment = environment
    var context = ResolveContext(environment: onScreen(environment))
    // The states made while resolving and laying out, for a second pass after an action wrote one (`noteFeedback`).
    var states = PreferenceFeedback.States()
    var node = PreferenceFeedback.$recording.withValue(states) { context.resolve(view) }
    if let scheme = preferredScheme(of: node, context: context, drawnIn: environment) {
      environment.colorScheme = scheme
      (context, states) = (ResolveContext(environment: onScreen(environment)), PreferenceFeedback.States())
      node = PreferenceFeedback.$recording.withValue(states) { context.resolve(view) }
    }
    guard !context.depthLimitExceeded else { throw ViewDepthError() }
    guard !context.viewCountExceeded else { throw context.viewCountError }
    if let failure = context.renderFailure { throw MissingEnvironmentObjectError(failure) }
    let log = PreferenceFeedback.Log()
    let placed = PreferenceFeedback.$log.withValue(log) { PreferenceFeedback.$recording.withValue(states) { engine.place(node, in: proposal) } }
    // A GeometryReader (a Canvas too) resolves its content during layout: check the limits again.
    guard !context.depthLimitExceeded else { throw ViewDepthError() }
    guard !context.viewCountExceeded else { throw context.viewCountError }
    if !log.changedKeys.isEmpty { noteFeedback(view, in: proposal, environment: environment, states: states, on: placed) }
    if safeAreaInsets != EdgeInsets() { placed.node.recordIssues(safeAreaIssues(for: proposal)) }
    return placed.snapped(toPixelsOf: scale)
  }

  /// The colour scheme a view resolved in `context` asks for with `preferredColorScheme(_:)` when it is not the one
  /// `environment` draws it in; nil when it asks for none, asks for that one, or its tree was cut at a limit.
  private func preferredScheme(of node: ResolvedNode, context: ResolveContext, drawnIn environment: EnvironmentValues) -> ColorScheme? {
    guard !context.depthLimitExceeded, !context.viewCountExceeded, context.renderFailure == nil,
          let scheme = node.firstPreferenceValue(PreferredColorSchemeKey.self, stoppingAt: []) ?? nil,
          scheme != onScreen(environment).colorScheme else { return nil }
    return scheme
  }

  /// SwiftUI updates the views in the same frame after an `onPreferenceChange` action changed state: one more pass
  /// with that state (`states`, the first pass's, replayed; its result not drawn) finds actions that change state
  /// again, named on `placed`'s root.
  private func noteFeedback<V: View>(_ view: V, in proposal: ProposedViewSize, environment: EnvironmentValues,
                                     states: PreferenceFeedback.States, on placed: PlacedNode) {
    let again = PreferenceFeedback.Log()
    PreferenceFeedback.$log.withValue(again) { PreferenceFeedback.$replaying.withValue(states) {
      let context = ResolveContext(environment: onScreen(environment))
      let node = context.resolve(view)
      guard !context.depthLimitExceeded, !context.viewCountExceeded, context.renderFailure == nil else { return }
      _ = engine.place(node, in: proposal)
    } }
    placed.node.recordIssues(again.changedKeys.map(PreferenceFeedback.warning))
  }

  /// The display list of `view` laid out for `proposal`.
  public func displayList<V: View>(_ view: V, in proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) -> DisplayList {
    RenderStack.run { Painter.displayList(of: place(view, in: proposal, environment: environment)) }
  }

  /// The pixels of `view` laid out for `proposal`.
  public func rasterize<V: View>(_ view: V, in proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) throws -> RasterImage {
    try RenderStack.run { try rasterize(checkedPlace(view, in: proposal, environment: environment)) }
  }

  /// The pixels of a placed tree (from `checkedPlace`), for a caller that reads its layout before drawing it.
  public func rasterize(_ placed: PlacedNode) throws -> RasterImage {
    try RenderStack.run {
      do {
        return try CairoRenderer(scale: scale, background: background).rasterize(Painter.displayList(of: placed))
      } catch {
        throw OversizedCanvasError.explaining(error, in: placed, over: CGFloat(RenderLimits.maxPixelSide) / scale)
      }
    }
  }

  /// PNG bytes of `view` laid out for `proposal`.
  public func png<V: View>(_ view: V, in proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) throws -> Data {
    try rasterize(view, in: proposal, environment: environment).pngData()
  }
}
