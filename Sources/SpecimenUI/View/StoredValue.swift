import Foundation

/// The value stored type-erased for a key (a trait, container value, layout value or transaction value), or
/// `fallback` when none is stored. A stored nil of an optional type is that nil (a generic setter stores it
/// boxed). Reading with `stored as? T ?? fallback` was wrong for an optional `T`: a missing value casts to
/// `.some(nil)`, so a variadic child's `AnyView?` trait read nil whatever its view set, and a default was never used.
func storedValue<T>(_ stored: Any?, or fallback: @autoclosure () -> T) -> T {
  guard let stored, let value = stored as? T else { return fallback() }
  return value
}
