import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place where Specimen's render threads call main-actor-isolated view code.
///
/// Since the iOS 18 SDK, SwiftUI declares `View`, `ViewModifier` and the style protocols
/// `@MainActor @preconcurrency`, so a style's `makeBody` may read a `@MainActor` theme or call a
/// `@MainActor` helper. SpecimenUI declares them the same way, so such files compile unchanged, but
/// renders cells in parallel on worker threads (`render -j`). Bodies are therefore evaluated with
/// main-actor isolation in the type system and no runtime hop:
///
/// - `call(_:)` invokes a `@MainActor` closure synchronously on the calling thread (an unchecked
///   cast of its type, as `MainActor.assumeIsolated` does without its check).
/// - While a thread is inside `call(_:)` or `withRenderIsolation(_:)`, the Concurrency runtime's
///   dynamic isolation checks for the main actor pass on that thread. Swift 6 mode inserts such a
///   check (SE-0423) into every main-actor closure that a body hands to a module built without
///   strict concurrency, the standard library included (`items.map { … }` in `makeBody`), and off the
///   main thread it traps (`dispatch_assert_queue`). The checks ask the runtime's
///   `swift_task_isIsolatingCurrentContext_hook` and `swift_task_checkIsolated_hook`; the bridge
///   installs both once, answers "isolated" for the main actor on a thread inside the bridge, and
///   hands every other question to the previous hook or the runtime unchanged.
///
/// The limit (docs/unsupported.md): view code must not depend on actually running on the main
/// thread (`Thread.isMainThread`, `dispatchPrecondition(condition: .onQueue(.main))`,
/// `DispatchQueue.main.sync`), and main-actor state a body mutates is shared by the cells rendering
/// at the same time, as in any parallel renderer; reading themes, singletons and statics is safe.
package enum MainActorBridge {
  /// Calls the main-actor-isolated `body` on this thread, with main-actor checks passing inside it.
  @inline(__always)
  package static func call<T>(_ body: @MainActor () -> T) -> T {
    withRenderIsolation {
      withoutActuallyEscaping(body) { isolated in
        unsafeBitCast(isolated, to: (() -> T).self)()
      }
    }
  }

  /// Runs `work` (which may call user closures formed in main-actor bodies, e.g. at layout time)
  /// with main-actor isolation checks passing on this thread.
  package static func withRenderIsolation<T>(_ work: () throws -> T) rethrows -> T {
    guard RuntimeHooks.installed else { return try work() }
    let outer = pthread_getspecific(RuntimeHooks.key)
    if outer == nil { pthread_setspecific(RuntimeHooks.key, RuntimeHooks.marker) }
    defer { if outer == nil { pthread_setspecific(RuntimeHooks.key, nil) } }
    return try work()
  }

  /// Whether this thread is inside the bridge.
  package static var isActive: Bool {
    RuntimeHooks.installed && pthread_getspecific(RuntimeHooks.key) != nil
  }
}

/// The two Concurrency runtime hooks the bridge installs (see `MainActorBridge`).
///
/// Their C declarations (swift/Runtime/ConcurrencyHooks.def): each takes the executor
/// (`SerialExecutorRef`, two words: identity and implementation) and the runtime's own
/// implementation. Two word-sized arguments and a function pointer are passed alike in the
/// Swift and C calling conventions on x86-64 and arm64 Linux.
private enum RuntimeHooks {
  typealias CheckIsolatedOriginal = @convention(c) (UnsafeRawPointer?, UInt) -> Void
  typealias CheckIsolatedHook = @convention(c) (UnsafeRawPointer?, UInt, CheckIsolatedOriginal) -> Void
  /// `IsIsolatingCurrentContextDecision`: -1 unknown, 0 not isolated, 1 isolated.
  typealias IsIsolatingOriginal = @convention(c) (UnsafeRawPointer?, UInt) -> Int8
  typealias IsIsolatingHook = @convention(c) (UnsafeRawPointer?, UInt, IsIsolatingOriginal) -> Int8

  /// The thread-specific flag set inside the bridge.
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()
  nonisolated(unsafe) static let marker = UnsafeRawPointer(bitPattern: 1)

  /// The main actor's executor identity, compared with the executor a check asks about.
  nonisolated(unsafe) static let mainExecutor: UnsafeRawPointer? =
    unsafeBitCast(MainActor.sharedUnownedExecutor, to: (UnsafeRawPointer?, UInt).self).0

  /// The hooks that were installed before ours, called for every question we do not answer.
  nonisolated(unsafe) static var previousCheckIsolated: CheckIsolatedHook?
  nonisolated(unsafe) static var previousIsIsolating: IsIsolatingHook?

  /// True once both hooks are installed (Swift's global initialisers run once, thread-safely).
  static let installed: Bool = {
    _ = key
    let runtime = dlopen(nil, RTLD_NOW)
    guard let checkSlot = dlsym(runtime, "swift_task_checkIsolated_hook"),
      let isIsolatingSlot = dlsym(runtime, "swift_task_isIsolatingCurrentContext_hook")
    else { return false }
    let check = checkSlot.assumingMemoryBound(to: Optional<CheckIsolatedHook>.self)
    previousCheckIsolated = check.pointee
    check.pointee = { identity, implementation, original in
      if identity == RuntimeHooks.mainExecutor, pthread_getspecific(RuntimeHooks.key) != nil { return }
      if let previous = RuntimeHooks.previousCheckIsolated {
        previous(identity, implementation, original)
      } else {
        original(identity, implementation)
      }
    }
    let isIsolating = isIsolatingSlot.assumingMemoryBound(to: Optional<IsIsolatingHook>.self)
    previousIsIsolating = isIsolating.pointee
    isIsolating.pointee = { identity, implementation, original in
      if identity == RuntimeHooks.mainExecutor, pthread_getspecific(RuntimeHooks.key) != nil { return 1 }
      if let previous = RuntimeHooks.previousIsIsolating {
        return previous(identity, implementation, original)
      }
      return original(identity, implementation)
    }
    return true
  }()
}
