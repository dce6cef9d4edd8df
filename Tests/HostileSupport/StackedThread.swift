import Foundation

/// Runs `work` on a new thread with a stack of `bytes` and waits for its result: a test runner's or app's thread can
/// have less stack than the renderer needs, and `RenderStack` decides by the calling thread's stack.
public func onThread<T: Sendable>(stackBytes bytes: Int, _ work: @escaping @Sendable () -> T) -> T {
  let slot = ThreadResultSlot<T>(), done = DispatchSemaphore(value: 0)
  let thread = Thread { slot.value = work(); done.signal() }
  thread.stackSize = bytes
  thread.start()
  done.wait()
  return slot.value!
}

/// Where a thread leaves its result for the caller waiting on it.
private final class ThreadResultSlot<T>: @unchecked Sendable {
  var value: T?
}
