import Foundation
import SpecimenUI

/// Runs the pipeline's recursive work on a stack sized for `ViewDepth.limit`, whatever thread calls.
///
/// Resolving, laying out and painting recurse a few frames per level of nesting, so a tree (or a nested value, such
/// as a camera position's chain of fallbacks) as deep as the limits allow needs `ViewDepth.stackBytes` of stack. The
/// threads callers bring have less: a process's main thread and a test runner's threads usually get 8 MiB. Work
/// called on such a thread runs on one of `HelperThreads` (whose stacks are that size) while the caller waits; work
/// already on a big enough stack (a catalog's workers, a view measured inside another's body) runs where it is.
///
/// Task-local values the caller bound are not seen by work that moves; the pipeline binds its own inside it.
enum RenderStack {
  /// `work`'s result, computed on a stack of at least `ViewDepth.stackBytes`.
  static func run<T>(_ work: () -> T) -> T {
    if hasRoom { return work() }
    return withoutActuallyEscaping(work) { work in
      let hop = Hop(work)
      return hop.run()
    }
  }

  /// `work`'s result or error, computed on a stack of at least `ViewDepth.stackBytes`.
  static func run<T>(_ work: () throws -> T) throws -> T {
    if hasRoom { return try work() }
    return try withoutActuallyEscaping(work) { work in
      let hop = Hop { Result(catching: work) }
      return try hop.run().get()
    }
  }

  /// Whether the calling thread's stack is at least `ViewDepth.stackBytes`.
  static var hasRoom: Bool {
    // The main thread's stack is the process's `ulimit -s` (8 MiB by default). A thread Foundation started reports the
    // size it was started with; any other (a dispatch or test runner's thread) reports the size new threads get by
    // default, `ulimit -s` again, and is treated as having that.
    !Thread.isMainThread && Thread.current.stackSize >= ViewDepth.stackBytes
  }
}

/// One piece of work handed to a helper thread while its caller waits: the caller's closure, which does not outlive
/// the call (the helper lets go of it before the caller goes on), and the slot for its result.
private final class Hop<T>: @unchecked Sendable {
  private var work: (() -> T)?
  private var result: T?
  private let done = DispatchSemaphore(value: 0)

  init(_ work: @escaping () -> T) { self.work = work }

  func run() -> T {
    HelperThreads.shared.run { [self] in
      result = runOnce()
      done.signal()
    }
    done.wait()
    return result!
  }

  /// Runs the work and lets go of it, so nothing holds the caller's closure once the caller is signalled.
  private func runOnce() -> T {
    let work = self.work!
    self.work = nil
    return work()
  }
}
