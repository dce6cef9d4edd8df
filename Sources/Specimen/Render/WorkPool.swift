import Foundation

/// Runs independent jobs on a fixed number of threads and returns their results in job order.
///
/// Results never depend on the thread count: each job is a pure function of its index.
enum WorkPool {
  static func map<T: Sendable>(_ count: Int, threads: Int, _ job: @escaping @Sendable (Int) -> T) -> [T] {
    let threads = max(1, min(threads, count))
    if threads == 1 { return (0..<count).map(job) }
    let state = PoolState<T>(count: count)
    let group = DispatchGroup()
    for _ in 0..<threads {
      group.enter()
      let thread = Thread {
        while let index = state.next() { state.store(job(index), at: index) }
        group.leave()
      }
      thread.stackSize = 8 << 20
      thread.start()
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
