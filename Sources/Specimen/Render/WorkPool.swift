import Foundation
import SpecimenUI

/// Runs independent jobs on a fixed number of threads and returns their results in job order.
///
/// Results never depend on the thread count: each job is a pure function of its index.
enum WorkPool {
  static func map<T: Sendable>(_ count: Int, threads: Int, _ job: @escaping @Sendable (Int) -> T) -> [T] {
    let threads = max(1, min(threads, count))
    let state = PoolState<T>(count: count)
    let group = DispatchGroup()
    // Every worker is a long-lived helper thread: per-thread text and font state (Pango sessions,
    // layout caches) stays warm from one map to the next, and each has a stack sized for
    // `ViewDepth.limit`, whatever thread (a test runner's, say) called.
    for _ in 0..<threads {
      group.enter()
      HelperThreads.shared.run {
        while let index = state.next() { state.store(job(index), at: index) }
        group.leave()
      }
    }
    group.wait()
    return state.results()
  }
}

/// The shared job counter and result slots of one `WorkPool.map` call.
private final class PoolState<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var nextIndex = 0
  private var slots: [T?]
  private let count: Int

  init(count: Int) {
    self.count = count
    slots = Array(repeating: nil, count: count)
  }

  func next() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard nextIndex < count else { return nil }
    nextIndex += 1
    return nextIndex - 1
  }

  func store(_ value: T, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  func results() -> [T] { slots.compactMap { $0 } }
}

/// Threads that live for the process and run submitted tasks; a task never waits for a busy one
/// (a new thread starts when none is idle), so tasks that themselves use `WorkPool` cannot deadlock.
final class HelperThreads: @unchecked Sendable {
  static let shared = HelperThreads()
  private let condition = NSCondition()
  private var tasks: [@Sendable () -> Void] = []
  private var idle = 0

  /// Runs `task` on a helper thread.
  func run(_ task: @escaping @Sendable () -> Void) {
    condition.lock()
    tasks.append(task)
    if idle >= tasks.count {
      condition.signal()
    } else {
      let thread = Thread { [self] in loop() }
      thread.stackSize = ViewDepth.stackBytes
      thread.start()
    }
    condition.unlock()
  }

  private func loop() {
    condition.lock()
    while true {
      if let task = tasks.first {
        tasks.removeFirst()
        condition.unlock()
        task()
        condition.lock()
      } else {
        idle += 1
        condition.wait()
        idle -= 1
      }
    }
  }
}
