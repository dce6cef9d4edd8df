import Foundation
import SpecimenCairo

/// Runs a render's file jobs on a fixed number of threads with at most one sheet at a time, and
/// returns the results in job order.
///
/// A sheet's canvas and PNG rows are by far the largest buffers of a run, so letting two sheets
/// overlap made peak memory depend on how many sheets a run had. Sheets go in the given order
/// (biggest first); while one renders, the other threads take cells, and a thread with only
/// sheets left waits for the running one. Each job is a pure function of its index, so the
/// results never depend on the thread count.
enum JobScheduler {
  static func run<T: Sendable>(sheets: [Int], cells: [Int], threads: Int, _ job: @escaping @Sendable (Int) -> T) -> [T] {
    let state = SchedulerState<T>(sheets: sheets, cells: cells)
    let threads = max(1, min(threads, sheets.count + cells.count))
    let group = DispatchGroup()
    // The workers are `WorkPool`'s long-lived helpers (stacks sized for `ViewDepth.limit`).
    for _ in 0..<threads {
      group.enter()
      HelperThreads.shared.run {
        state.work(job)
        group.leave()
      }
    }
    group.wait()
    return state.results()
  }
}

/// The queues, the one-sheet flag and the result slots of one `JobScheduler.run`.
private final class SchedulerState<T>: @unchecked Sendable {
  private let condition = NSCondition()
  private let sheets: [Int]
  private let cells: [Int]
  private var nextSheet = 0
  private var nextCell = 0
  private var sheetRunning = false
  private var slots: [T?]

  init(sheets: [Int], cells: [Int]) {
    self.sheets = sheets
    self.cells = cells
    slots = Array(repeating: nil, count: (sheets + cells).max().map { $0 + 1 } ?? 0)
  }

  /// Takes jobs until none is left.
  func work(_ job: (Int) -> T) {
    condition.lock()
    while true {
      if !sheetRunning, nextSheet < sheets.count {
        let index = sheets[nextSheet]
        nextSheet += 1
        sheetRunning = true
        condition.unlock()
        let result = job(index)
        condition.lock()
        slots[index] = result
        sheetRunning = false
        condition.broadcast()
      } else if nextCell < cells.count {
        let index = cells[nextCell]
        nextCell += 1
        condition.unlock()
        let result = job(index)
        condition.lock()
        slots[index] = result
      } else if nextSheet < sheets.count {
        condition.wait()  // only sheets are left and one is running
      } else {
        break
      }
    }
    condition.unlock()
  }

  func results() -> [T] { slots.compactMap { $0 } }
}
