import Foundation

/// The size a view takes, measured while a body runs, for UIKit code laid out there: Auto Layout gives a UIKit
/// button or stack view placed on one side its content's size (`AutoLayoutSolver`). SpecimenUI has no layout engine
/// (sizes come from SpecimenLayout after resolve), so the renderer installs a measurer when it starts; before that
/// there is no size (nil). Measures nest at most `ViewRasterizer.maxDepth` deep, like images of views.
package enum ViewMeasurer {
  /// Measures a view for a proposal.
  package typealias Measure = @Sendable (AnyView, ProposedViewSize) -> CGSize

  private static let lock = NSLock()
  nonisolated(unsafe) private static var measure: Measure?
  private static let depthKey = "SpecimenViewMeasurerDepth"

  /// Sets how views are measured (the first renderer's measurer stays).
  package static func install(_ measure: @escaping Measure) {
    lock.lock()
    defer { lock.unlock() }
    if Self.measure == nil { Self.measure = measure }
  }

  /// The size `view` takes for `proposal`; nil without a measurer, or nested past `ViewRasterizer.maxDepth`.
  static func size<V: View>(of view: V, proposal: ProposedViewSize) -> CGSize? {
    lock.lock()
    let measure = Self.measure
    lock.unlock()
    guard let measure else { return nil }
    let thread = Thread.current.threadDictionary
    let depth = thread[depthKey] as? Int ?? 0
    guard depth < ViewRasterizer.maxDepth else { return nil }
    thread[depthKey] = depth + 1
    defer { thread[depthKey] = depth }
    let size = measure(AnyView(view), proposal)
    return size.width.isFinite && size.height.isFinite ? size : nil
  }
}
