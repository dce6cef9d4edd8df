import Foundation

/// Finds an `onPreferenceChange` action that writes state which changes the same preference again.
///
/// SwiftUI runs the action when the preference changes, updates the views with the state it wrote in the same frame,
/// and when the preference changes again logs "Bound preference K tried to update multiple times per frame." and
/// updates every frame after. Specimen draws one frame from the state before any action ran; when an action changed
/// a state value (`log`, set around a layout pass), `ViewRenderer` lays the view out once more with the new state
/// to see whether an action changes one again, and names each key whose action did (`warning`). A view made afresh
/// for each pass (a catalog cell's) makes fresh state: the states of the first pass are kept in the order they were
/// made (`recording`) and the second pass's states, made in the same order, start from their values (`replaying`),
/// as SwiftUI keeps a view's state while it stays in place.
package enum PreferenceFeedback {
  /// The state boxes one pass made, in order: recorded by the first pass, their values taken by the second.
  package final class States: @unchecked Sendable {
    private let lock = NSLock()
    private var boxes: [AnyObject] = []
    private var next = 0

    package init() {}

    func record(_ box: AnyObject) {
      lock.lock()
      boxes.append(box)
      lock.unlock()
    }

    /// The box the first pass made where this pass makes its next one.
    func take() -> AnyObject? {
      lock.lock()
      defer { lock.unlock() }
      guard next < boxes.count else { return nil }
      next += 1
      return boxes[next - 1]
    }
  }

  /// The states of the pass in progress, recorded for a second pass (nil: not recorded).
  @TaskLocal package static var recording: States?
  /// The states of the first pass, whose values the second pass's states start from (nil: fresh values).
  @TaskLocal package static var replaying: States?

  /// What the actions of one layout pass wrote: the keys whose action changed a state value, in order.
  package final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var running: [String] = []
    private var changed: [String] = []

    package init() {}

    /// The keys whose action changed a state value, each once, in the order they did.
    package var changedKeys: [String] {
      lock.lock()
      defer { lock.unlock() }
      return changed
    }

    func run(_ key: String, _ action: () -> Void) {
      lock.lock()
      running.append(key)
      lock.unlock()
      action()
      lock.lock()
      running.removeLast()
      lock.unlock()
    }

    func noteChange() {
      lock.lock()
      if let key = running.last, !changed.contains(key) { changed.append(key) }
      lock.unlock()
    }
  }

  /// The log of the layout pass in progress, or nil (then actions are not watched).
  @TaskLocal package static var log: Log?

  /// Runs the `onPreferenceChange` action of `key` (its type's name), noting the state it changes.
  static func run(_ key: String, _ action: () -> Void) {
    guard let log else { return action() }
    log.run(key, action)
  }

  /// Notes a write of a state value from `old` to `new` (a change when they differ or cannot be compared).
  static func noteWrite<Value>(old: Value, new: Value) {
    guard let log, !StateEquality.equal(old, new) else { return }
    log.noteChange()
  }

  /// What a feedback warning names for `key`: the modifier a user wrote when the key is one of Specimen's own
  /// (`onGeometryChange(for: CGFloat.self)`), else the key's type name.
  static func name<K: PreferenceKey>(of key: K.Type) -> String {
    (key as? any ModifierPreferenceKey.Type)?.modifier ?? String(describing: key)
  }

  /// The warning for `key` (a name from `name(of:)`), whose action changed state that changed the preference again.
  package static func warning(_ key: String) -> ResolveIssue {
    if key.hasPrefix("onGeometryChange(") {
      return ResolveIssue(.invalidNumber, "\(key) runs an action that writes state which changes the value it reads again, so the view updates "
        + "every frame and never settles; drawn with the state before the action ran. Read a value the action does not change, or stop "
        + "writing once the value settles")
    }
    return ResolveIssue(.invalidNumber, "onPreferenceChange(\(key).self) writes state that changes \(key) again (SwiftUI: \"Bound preference \(key) "
      + "tried to update multiple times per frame.\"), so the view updates every frame and never settles; drawn with the state before the "
      + "action ran. Make the preference from something the action does not write, or stop writing once the value settles")
  }
}

/// A preference key that carries a modifier's value to its own observer, named in warnings by that modifier.
protocol ModifierPreferenceKey {
  /// The modifier as a user writes it, e.g. `onGeometryChange(for: CGFloat.self)`.
  static var modifier: String { get }
}

/// Compares two values of one type when it is `Equatable`.
enum StateEquality {
  /// Whether `a` and `b` are equal; false when their type is not `Equatable`.
  static func equal<Value>(_ a: Value, _ b: Value) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(to: b)
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
