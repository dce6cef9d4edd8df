import Foundation

/// Runs view code that the iOS 18 SDK declares main-actor-isolated (`View.body`, a style's
/// `makeBody`, `ViewModifier.body(content:)`) on the calling render thread.
///
/// Those requirements are `@MainActor @preconcurrency`, as in the SDK, so user code that calls
/// its own `@MainActor` helpers from a `body` or `makeBody`, or marks a style `@MainActor`,
/// compiles in Swift 6 mode. Rendering still runs on worker threads (`render -j`): resolution
/// only reads immutable view values, so running that code off the main thread is safe; this is
/// the same call `MainActor.assumeIsolated` makes, without its main-thread check.
/// docs/ARCHITECTURE.md ("Main-actor view code on render threads") explains the choice.
@inline(__always)
package func runAsMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
  try withoutActuallyEscaping(body) { isolated in
    try unsafeBitCast(isolated, to: (() throws -> T).self)()
  }
}
