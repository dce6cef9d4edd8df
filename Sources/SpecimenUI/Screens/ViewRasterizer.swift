import Foundation

/// Pixels of a view made while a body runs, for the calls that need them there: `ImageRenderer`'s images and
/// UIKit string drawing into an image context. SpecimenUI has no rasterizer (pixels come from SpecimenCairo after
/// layout), so the renderer installs one when it starts; before that there are no pixels (nil). The view is laid
/// out in a fresh environment (light, as an `ImageRenderer`'s content is), at the scale asked for.
package enum ViewRasterizer {
  /// Rasterizes a view for a proposal at a scale (pixels per point) into its pixels and the warnings its render
  /// raised, or throws why it cannot be drawn.
  package typealias Rasterize = @Sendable (AnyView, ProposedViewSize, CGFloat) throws -> (bitmap: BitmapImage, warnings: [String])

  private static let lock = NSLock()
  nonisolated(unsafe) private static var rasterize: Rasterize?

  /// How deep images of views may nest inside images of views (an `ImageRenderer` whose content makes its own):
  /// deeper, there are no pixels.
  static let maxDepth = 4

  /// Sets how views are rasterized (the first renderer's rasterizer stays).
  package static func install(_ rasterize: @escaping Rasterize) {
    lock.lock()
    defer { lock.unlock() }
    if Self.rasterize == nil { Self.rasterize = rasterize }
  }

  private static let depthKey = "SpecimenViewRasterizerDepth"

  /// The pixels of `view` laid out for `proposal` at `scale` pixels per point; nil without a rasterizer, for a
  /// scale that is not finite and positive, past `maxDepth`, or when the view cannot be drawn. The last two are
  /// named as `caller` (the call that wanted the pixels), as the nil an app then gets. With `reportsWarnings`, the
  /// render's own warnings are reported too, each after `caller` (once).
  static func image<V: View>(of view: V, proposal: ProposedViewSize, scale: CGFloat, by caller: String,
                             reportsWarnings: Bool = false) -> BitmapImage? {
    lock.lock()
    let rasterize = Self.rasterize
    lock.unlock()
    guard let rasterize, scale.isFinite, scale > 0 else { return nil }
    let thread = Thread.current.threadDictionary
    let depth = thread[depthKey] as? Int ?? 0
    guard depth < maxDepth else {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(caller): images of views are nested more than \(maxDepth) deep here "
        + "(ViewRasterizer.maxDepth), so the innermost gives no image (nil). Make the image once, outside the view it shows in"))
      return nil
    }
    thread[depthKey] = depth + 1
    defer { thread[depthKey] = depth }
    do {
      let drawn = try rasterize(AnyView(view), proposal, scale)
      if reportsWarnings {
        // A warning already said as `caller` (an image nested in one) is not named twice.
        for warning in drawn.warnings {
          ResolveIssues.report(ResolveIssue(.invalidNumber, warning.hasPrefix(caller + ": ") ? warning : "\(caller): \(warning)"))
        }
      }
      return drawn.bitmap
    } catch {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(caller): the content cannot be drawn (\(error)), so it gives no image (nil)"))
      return nil
    }
  }
}
