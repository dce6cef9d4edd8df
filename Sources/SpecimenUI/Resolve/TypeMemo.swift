import Foundation

/// A value worked out once per type and shared by every render thread (a type's name, what its
/// fields hold): for work that only depends on the type and is too slow to repeat per view.
final class TypeMemo<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [ObjectIdentifier: Value] = [:]

  /// The value for `type`, made by `make` the first time it is asked for (outside the lock).
  func value(for type: Any.Type, make: (Any.Type) -> Value) -> Value {
    let id = ObjectIdentifier(type)
    lock.lock()
    let known = values[id]
    lock.unlock()
    if let known { return known }
    let made = make(type)
    lock.lock()
    values[id] = made
    lock.unlock()
    return made
  }
}
