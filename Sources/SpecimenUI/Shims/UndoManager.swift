import Foundation

/// Foundation's undo manager, which Linux Foundation lacks: SwiftUI hands views one (`\.undoManager`) and Core Data
/// contexts hold one. It records undo actions and runs them on `undo()`, as Foundation's does, grouping each
/// registration on its own (a still render has no run-loop events to group by).
open class UndoManager: NSObject, @unchecked Sendable {
  private struct Action {
    let run: () -> Void
    var name: String
  }
  /// Guards the stacks: cells render in parallel, and a preview's undo manager (a context's) can be shared by several
  /// (recursive, as an action run by `undo()` registers its redo).
  private let lock = NSRecursiveLock()
  private var undoStack: [Action] = []
  /// How many of `undoStack`'s first actions are past `levelsOfUndo` and forgotten; they are removed at once when they
  /// are as many as the kept ones, so 100 000 registrations under a limit take linear time, not quadratic.
  private var forgotten = 0
  private var redoStack: [Action] = []
  /// Whether an undo is running.
  open private(set) var isUndoing = false
  /// Whether a redo is running.
  open private(set) var isRedoing = false

  /// The most undo groups kept (0, or a negative number, which Foundation's unsigned count makes huge: no limit).
  open var levelsOfUndo = 0 {
    didSet { lock.withLock { trim() } }
  }
  /// Whether each run-loop pass groups its registrations (kept).
  open var groupsByEvent = true
  /// Whether registration is on.
  open private(set) var isUndoRegistrationEnabled = true

  /// Creates an empty undo manager.
  public override init() { super.init() }

  /// Whether there is something to undo.
  open var canUndo: Bool { lock.withLock { undoStack.count > forgotten } }
  /// Whether there is something to redo.
  open var canRedo: Bool { lock.withLock { !redoStack.isEmpty } }
  /// The name of the action `undo()` would undo.
  open var undoActionName: String { lock.withLock { canUndo ? undoStack.last?.name ?? "" : "" } }
  /// The name of the action `redo()` would redo.
  open var redoActionName: String { lock.withLock { redoStack.last?.name ?? "" } }
  /// The menu title for undo ("Undo" and the action's name).
  open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
  /// The menu title for redo.
  open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

  /// Registers `handler` to run with `target` when the change is undone. While undoing it is the redo; otherwise a
  /// new change, which forgets what could be redone, as Foundation's does (a redo's registration keeps it).
  open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
    lock.withLock {
      guard isUndoRegistrationEnabled else { return }
      let action = Action(run: { handler(target) }, name: "")
      if isUndoing {
        redoStack.append(action)
      } else {
        if !isRedoing { redoStack.removeAll() }
        undoStack.append(action)
        trim()
      }
    }
  }

  /// Forgets the oldest actions past `levelsOfUndo`, removing them once they are as many as the kept ones.
  private func trim() {
    guard levelsOfUndo > 0 else { return }
    forgotten = max(forgotten, undoStack.count - levelsOfUndo)
    if forgotten > 0 && forgotten >= undoStack.count - forgotten {
      undoStack.removeFirst(forgotten)
      forgotten = 0
    }
  }

  /// Names the action registered last (the one `undo()` would undo, or `redo()` while undoing).
  open func setActionName(_ actionName: String) {
    lock.withLock {
      if isUndoing {
        if !redoStack.isEmpty { redoStack[redoStack.count - 1].name = actionName }
      } else if undoStack.count > forgotten {
        undoStack[undoStack.count - 1].name = actionName
      }
    }
  }
  /// Undoes the last action.
  open func undo() {
    lock.withLock {
      guard undoStack.count > forgotten, let action = undoStack.popLast() else { return }
      isUndoing = true
      action.run()
      isUndoing = false
    }
  }
  /// Redoes the last undone action.
  open func redo() {
    lock.withLock {
      guard let action = redoStack.popLast() else { return }
      isRedoing = true
      action.run()
      isRedoing = false
    }
  }
  /// Starts a group (each registration is its own group here).
  open func beginUndoGrouping() {}
  /// Ends a group.
  open func endUndoGrouping() {}
  /// Forgets every action.
  open func removeAllActions() {
    lock.withLock {
      undoStack.removeAll()
      redoStack.removeAll()
      forgotten = 0
    }
  }
  /// Forgets the actions registered with `target`.
  open func removeAllActions(withTarget target: Any) { removeAllActions() }
  /// Stops recording.
  open func disableUndoRegistration() { isUndoRegistrationEnabled = false }
  /// Resumes recording.
  open func enableUndoRegistration() { isUndoRegistrationEnabled = true }
}
