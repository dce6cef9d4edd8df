import Foundation
import SpecimenUI
import Testing

/// Foundation's undo manager, which Linux lacks: actions registered by code run on undo, register their redo while
/// undoing, and take the name set after them.
@Suite struct UndoManagerTests {
  final class Counter { var value = 0 }

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
}
