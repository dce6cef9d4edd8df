import Foundation

/// The appearance proxies UIKit code asked for during one render (`UINavigationBar.appearance()`,
/// `UISegmentedControl.appearance()` …), one per class, so that what a view's `init()` sets on a proxy reaches the
/// bars and controls drawn after it, as UIKit applies a proxy's settings to every instance made afterwards.
///
/// A store belongs to one resolve pass (`ResolveReport`), so one cell's settings never reach another cell and
/// every pass of a render sees the same settings: a render stays deterministic on any number of threads. Outside
/// a render (an `App`'s `init()`, a test calling the proxy directly) `current` is nil and each proxy is a
/// throwaway instance, as before. A proxy asked for `appearance(whenContainedInInstancesOf:)` is never stored:
/// Specimen draws no UIKit containment (docs/unsupported.md).
package final class UIAppearanceStore: @unchecked Sendable {
  /// The store of the resolve pass in progress on this thread, nil outside one.
  @TaskLocal package static var current: UIAppearanceStore?

  private let lock = NSLock()
  private var proxies: [ObjectIdentifier: AnyObject] = [:]

  package init() {}

  /// The proxy of `type` in this store, made by `make` the first time it is asked for.
  func proxy<T: AnyObject>(of type: T.Type, make: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    if let stored = proxies[ObjectIdentifier(type)] as? T { return stored }
    let made = make()
    proxies[ObjectIdentifier(type)] = made
    return made
  }

  /// The proxy of `type` if code in this pass asked for it (and so may have set something on it); nil otherwise.
  package func existing<T: AnyObject>(_ type: T.Type) -> T? {
    lock.lock()
    defer { lock.unlock() }
    return proxies[ObjectIdentifier(type)] as? T
  }

  /// The proxy of `type` the pass in progress holds, if any.
  package static func proxy<T: AnyObject>(_ type: T.Type) -> T? { current?.existing(type) }
}
