import Foundation

/// Foundation's undo manager, which Linux Foundation lacks: SwiftUI hands views one (`\.undoManager`) and Core Data
/// contexts hold one. It records undo actions and runs them on `undo()`, as Foundation's does, grouping each
/// registration on its own (a still render has no run-loop events to group by).
open class UndoManager: NSObject, @unchecked Sendable {
  private struct Action {
    let run: () -> Void
    var name: String
  }
  private var undoStack: [Action] = []
  private var redoStack: [Action] = []
  /// Whether an undo is running.
  open private(set) var isUndoing = false

  /// The most undo groups kept (0: no limit).
  open var levelsOfUndo = 0
  /// Whether each run-loop pass groups its registrations (kept).
  open var groupsByEvent = true
  /// Whether registration is on.
  open private(set) var isUndoRegistrationEnabled = true

  /// Creates an empty undo manager.
  public override init() { super.init() }

  /// Whether there is something to undo.
  open var canUndo: Bool { !undoStack.isEmpty }
  /// Whether there is something to redo.
  open var canRedo: Bool { !redoStack.isEmpty }
  /// The name of the action `undo()` would undo.
  open var undoActionName: String { undoStack.last?.name ?? "" }
  /// The name of the action `redo()` would redo.
  open var redoActionName: String { redoStack.last?.name ?? "" }
  /// The menu title for undo ("Undo" and the action's name).
  open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
  /// The menu title for redo.
  open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

  /// Registers `handler` to run with `target` when the change is undone.
  open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
    guard isUndoRegistrationEnabled else { return }
    let action = Action(run: { handler(target) }, name: "")
    if isUndoing {
      redoStack.append(action)
    } else {
      undoStack.append(action)
      if levelsOfUndo > 0 && undoStack.count > levelsOfUndo { undoStack.removeFirst() }
    }
  }

  /// Names the action registered last (the one `undo()` would undo, or `redo()` while undoing).
  open func setActionName(_ actionName: String) {
    if isUndoing {
      if !redoStack.isEmpty { redoStack[redoStack.count - 1].name = actionName }
    } else if !undoStack.isEmpty {
      undoStack[undoStack.count - 1].name = actionName
    }
  }
  /// Undoes the last action.
  open func undo() {
    guard let action = undoStack.popLast() else { return }
    isUndoing = true
    action.run()
    isUndoing = false
  }
  /// Redoes the last undone action.
  open func redo() {
    guard let action = redoStack.popLast() else { return }
    action.run()
  }
  /// Starts a group (each registration is its own group here).
  open func beginUndoGrouping() {}
  /// Ends a group.
  open func endUndoGrouping() {}
  /// Forgets every action.
  open func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
  }
  /// Forgets the actions registered with `target`.
  open func removeAllActions(withTarget target: Any) { removeAllActions() }
  /// Stops recording.
  open func disableUndoRegistration() { isUndoRegistrationEnabled = false }
  /// Resumes recording.
  open func enableUndoRegistration() { isUndoRegistrationEnabled = true }
}
