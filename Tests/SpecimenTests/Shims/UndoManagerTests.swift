import Foundation
import SpecimenUI
import Testing

/// Foundation's undo manager, which Linux lacks: actions registered by code run on undo, register their redo while
/// undoing, and take the name set after them.
@Suite struct UndoManagerTests {
  final class Counter: @unchecked Sendable { var value = 0 }

  private func increment(_ counter: Counter, _ manager: UndoManager) {
    counter.value += 1
    manager.registerUndo(withTarget: counter) { counter in
      counter.value -= 1
      manager.registerUndo(withTarget: counter) { self.increment($0, manager) }
    }
  }

  @Test func undoRunsTheLastActionAndRedoRunsItAgain() {
    let manager = UndoManager()
    let counter = Counter()
    increment(counter, manager)
    manager.setActionName("Add")
    increment(counter, manager)
    manager.setActionName("Add Again")
    #expect(counter.value == 2 && manager.undoMenuItemTitle == "Undo Add Again")
    manager.undo()
    #expect(counter.value == 1 && manager.canRedo && manager.undoActionName == "Add")
    manager.redo()
    #expect(counter.value == 2)
    manager.removeAllActions()
    #expect(!manager.canUndo && !manager.canRedo)
  }

  /// `levelsOfUndo` keeps the newest actions: of 10 registered under 3 levels, three undo (the newest first) and the
  /// fourth does nothing; 0 and negative levels keep all. 100 000 actions under 50 000 levels register in linear time
  /// (before, each dropped the oldest by moving every other: about 2.5 × 10⁹ moves).
  @Test func levelsOfUndoKeepTheNewestActions() {
    let manager = UndoManager()
    manager.levelsOfUndo = 3
    let counter = Counter()
    for i in 1...10 {
      manager.registerUndo(withTarget: counter) { $0.value = i }
      manager.setActionName("Set \(i)")
    }
    var undone: [Int] = []
    while manager.canUndo {
      manager.undo()
      undone.append(counter.value)
    }
    #expect(undone == [10, 9, 8] && manager.undoMenuItemTitle == "Undo")
    for levels in [0, -1] {
      let unlimited = UndoManager()
      unlimited.levelsOfUndo = levels
      for _ in 0..<1_000 { unlimited.registerUndo(withTarget: counter) { $0.value += 1 } }
      counter.value = 0
      while unlimited.canUndo { unlimited.undo() }
      #expect(counter.value == 1_000)
    }
    let many = UndoManager()
    many.levelsOfUndo = 50_000
    let start = Date()
    for i in 0..<100_000 {
      many.registerUndo(withTarget: counter) { $0.value = i }
      many.setActionName("A\(i)")
    }
    #expect(Date().timeIntervalSince(start) < 5 && many.undoActionName == "A99999")
    many.levelsOfUndo = 2
    many.undo()
    many.undo()
    #expect(!many.canUndo && counter.value == 99_998)
  }

  /// A new change forgets what could be redone, as Foundation's undo manager does; a redo's own registration does not.
  @Test func aNewChangeForgetsTheRedoStack() {
    let manager = UndoManager()
    let counter = Counter()
    increment(counter, manager)
    increment(counter, manager)
    manager.undo()
    manager.redo()
    #expect(counter.value == 2 && manager.canUndo)
    manager.undo()
    #expect(manager.canRedo)
    increment(counter, manager)
    #expect(!manager.canRedo && counter.value == 2)
  }

  /// Registrations from many threads, as cells sharing one manager render in parallel, are all kept.
  @Test func registrationsFromManyThreadsAreAllKept() {
    let manager = UndoManager()
    let counter = Counter()
    DispatchQueue.concurrentPerform(iterations: 20_000) { _ in manager.registerUndo(withTarget: counter) { $0.value += 1 } }
    while manager.canUndo { manager.undo() }
    #expect(counter.value == 20_000)
  }
}
