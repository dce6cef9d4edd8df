import Foundation

/// A made-up function, `StandInValue`'s stand-in for a value of a function type: called, it returns its result type's
/// stand-in and does nothing else. Made for Swift functions of up to three parameters, throwing or not, `@Sendable` or
/// not (read from the type's metadata); nil for any other (`inout` or variadic parameters, `async`, a global actor,
/// typed throws), or when the result has no stand-in.
enum StandInFunction {
  /// Flags of function type metadata (the word after its kind).
  private enum Flag {
    static let parameterCount: UInt = 0xFFFF
    static let convention: UInt = 0xFF_0000
    static let throwing: UInt = 0x0100_0000
    static let parameterFlags: UInt = 0x0200_0000
    static let globalActor: UInt = 0x1000_0000
    static let async: UInt = 0x2000_0000
    static let sendable: UInt = 0x4000_0000
    static let extended: UInt = 0x8000_0000
    static let differentiable: UInt = 0x0800_0000
  }

  static func make(_ type: Any.Type, depth: Int) -> Any? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let flags = metadata.load(fromByteOffset: 8, as: UInt.self)
    let unsupported = Flag.convention | Flag.parameterFlags | Flag.globalActor | Flag.async | Flag.extended | Flag.differentiable
    guard flags & unsupported == 0 else { return nil }
    let count = Int(flags & Flag.parameterCount)
    guard count <= 3 else { return nil }
    let result = unsafeBitCast(metadata.load(fromByteOffset: 16, as: UnsafeRawPointer.self), to: Any.Type.self)
    let parameters = (0..<count).map { unsafeBitCast(metadata.load(fromByteOffset: 24 + 8 * $0, as: UnsafeRawPointer.self), to: Any.Type.self) }
    guard let value = StandInValue.make(result, depth: depth + 1) else { return nil }
    let shape = Shape(sendable: flags & Flag.sendable != 0, throwing: flags & Flag.throwing != 0)
    let made: Any
    switch parameters.count {
    case 0: made = shape.function(returning: value, as: result)
    case 1: made = shape.function(parameters[0], returning: value, as: result)
    case 2: made = shape.function(parameters[0], parameters[1], returning: value, as: result)
    default: made = shape.function(parameters[0], parameters[1], parameters[2], returning: value, as: result)
    }
    // The cast to the asked type succeeds only when the made function's type is it.
    return made
  }

  /// Whether the function to make is `@Sendable` and whether it throws.
  private struct Shape {
    let sendable: Bool
    let throwing: Bool

    func function(returning value: Any, as result: Any.Type) -> Any {
      func make<R>(_: R.Type) -> Any {
        let r = UncheckedBox(value as! R)
        switch (sendable, throwing) {
        case (false, false): return { () -> R in r.value } as () -> R
        case (false, true): return { () throws -> R in r.value } as () throws -> R
        case (true, false): return { @Sendable () -> R in r.value } as @Sendable () -> R
        case (true, true): return { @Sendable () throws -> R in r.value } as @Sendable () throws -> R
        }
      }
      return make(result)
    }

    func function(_ a: Any.Type, returning value: Any, as result: Any.Type) -> Any {
      func make<A, R>(_: A.Type, _: R.Type) -> Any {
        let r = UncheckedBox(value as! R)
        switch (sendable, throwing) {
        case (false, false): return { (_: A) -> R in r.value } as (A) -> R
        case (false, true): return { (_: A) throws -> R in r.value } as (A) throws -> R
        case (true, false): return { @Sendable (_: A) -> R in r.value } as @Sendable (A) -> R
        case (true, true): return { @Sendable (_: A) throws -> R in r.value } as @Sendable (A) throws -> R
        }
      }
      return make(a, result)
    }

    func function(_ a: Any.Type, _ b: Any.Type, returning value: Any, as result: Any.Type) -> Any {
      func make<A, B, R>(_: A.Type, _: B.Type, _: R.Type) -> Any {
        let r = UncheckedBox(value as! R)
        switch (sendable, throwing) {
        case (false, false): return { (_: A, _: B) -> R in r.value } as (A, B) -> R
        case (false, true): return { (_: A, _: B) throws -> R in r.value } as (A, B) throws -> R
        case (true, false): return { @Sendable (_: A, _: B) -> R in r.value } as @Sendable (A, B) -> R
        case (true, true): return { @Sendable (_: A, _: B) throws -> R in r.value } as @Sendable (A, B) throws -> R
        }
      }
      return make(a, b, result)
    }

    func function(_ a: Any.Type, _ b: Any.Type, _ c: Any.Type, returning value: Any, as result: Any.Type) -> Any {
      func make<A, B, C, R>(_: A.Type, _: B.Type, _: C.Type, _: R.Type) -> Any {
        let r = UncheckedBox(value as! R)
        switch (sendable, throwing) {
        case (false, false): return { (_: A, _: B, _: C) -> R in r.value } as (A, B, C) -> R
        case (false, true): return { (_: A, _: B, _: C) throws -> R in r.value } as (A, B, C) throws -> R
        case (true, false): return { @Sendable (_: A, _: B, _: C) -> R in r.value } as @Sendable (A, B, C) -> R
        case (true, true): return { @Sendable (_: A, _: B, _: C) throws -> R in r.value } as @Sendable (A, B, C) throws -> R
        }
      }
      return make(a, b, c, result)
    }
  }
}

/// A value a `@Sendable` stand-in function hands back (each call returns a copy of the same stand-in).
private struct UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
