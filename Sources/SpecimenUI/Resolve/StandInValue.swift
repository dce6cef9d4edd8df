import Foundation
@_spi(Reflection) import Swift

/// Makes up a value of a type nobody gave one of, so a read that would trap on iOS (an intent's unset `@Parameter`)
/// can fail its cell instead of ending the run: nil for an optional, zero, false or empty for the basic types and
/// collections, an enumeration's first case, the reference date, `about:blank`, a structure, tuple or class instance
/// built field by field from its fields' stand-ins, an enumeration's first case that has one (`StandInRuntime`) and a
/// function that returns its result's stand-in (`StandInFunction`). Nil for a type with none (an existential, a
/// function stored inside another value, a function with `inout` parameters or a global actor, a type nested deeper
/// than `maximumDepth`).
package enum StandInValue {
  /// How many values deep a stand-in is built.
  static let maximumDepth = 16

  /// A value of `type`, or nil when one cannot be made up.
  package static func make(_ type: Any.Type) -> Any? { make(type, depth: 0) }

  /// A value of `type` made `depth` values inside another, or nil.
  static func make(_ type: Any.Type, depth: Int) -> Any? {
    if let leaf = leaf(type) { return leaf }
    guard depth < maximumDepth else { return nil }
    switch kind(of: type) {
    case .struct, .tuple: return fields(of: type, depth: depth)
    case .class: return StandInRuntime.instance(of: type, depth: depth)
    case .enum: return StandInRuntime.enumCase(of: type, depth: depth)
    // Only the value asked for: a function stored in a field or payload is laid out for its concrete type, which
    // a stand-in built here (for any type) is not, so calling it would trap.
    case .function: return depth == 0 ? StandInFunction.make(type, depth: depth) : nil
    default: return nil
    }
  }

  /// The stand-in of a type that is not built from fields, or nil.
  private static func leaf(_ type: Any.Type) -> Any? {
    if let optional = type as? any ExpressibleByNilLiteral.Type { return optional.init(nilLiteral: ()) }
    if let number = type as? any AdditiveArithmetic.Type { return number.zero }
    if let flag = type as? any ExpressibleByBooleanLiteral.Type { return falseValue(flag) }
    if let collection = type as? any RangeReplaceableCollection.Type { return collection.init() }
    if let list = type as? any ExpressibleByArrayLiteral.Type { return emptyList(list) }
    if let dictionary = type as? any ExpressibleByDictionaryLiteral.Type { return emptyDictionary(dictionary) }
    if let cases = type as? any CaseIterable.Type { return firstCase(cases) }
    if type == Date.self { return Date(timeIntervalSinceReferenceDate: 0) }
    if type == URL.self { return URL(string: "about:blank") }
    return nil
  }

  private static func falseValue<T: ExpressibleByBooleanLiteral>(_: T.Type) -> Any { false as T }
  private static func emptyList<T: ExpressibleByArrayLiteral>(_: T.Type) -> Any { T() }
  private static func emptyDictionary<T: ExpressibleByDictionaryLiteral>(_: T.Type) -> Any { T() }
  private static func firstCase<T: CaseIterable>(_: T.Type) -> Any? { T.allCases.first }

  /// A structure or tuple whose every stored property holds its type's stand-in, or nil when one has none.
  private static func fields(of type: Any.Type, depth: Int) -> Any? {
    func build<T>(_: T.Type) -> Any? {
      let memory = UnsafeMutablePointer<T>.allocate(capacity: 1)
      defer { memory.deallocate() }
      guard fill(UnsafeMutableRawPointer(memory), fieldsOf: T.self, isClass: false, depth: depth) else { return nil }
      return memory.move()
    }
    return build(type)
  }

  /// Initialises every stored property of `type` at `base` (a structure, tuple or class instance) with its stand-in;
  /// false, with nothing left initialised, when one has none.
  static func fill(_ base: UnsafeMutableRawPointer, fieldsOf type: Any.Type, isClass: Bool, depth: Int) -> Bool {
    var stored: [(offset: Int, type: Any.Type)] = []
    // A field whose type the runtime cannot name ends the walk (false) rather than being skipped. (The raw value
    // of `.classType`, a mutable static that Swift 6 does not let us read.)
    let complete = _forEachField(of: type, options: isClass ? _EachFieldOptions(rawValue: 1) : []) { _, offset, fieldType, _ in
      guard let value = make(fieldType, depth: depth + 1) else { return false }
      store(value, as: fieldType, at: base + offset)
      stored.append((offset, fieldType))
      return true
    }
    guard complete else {
      for field in stored { destroy(field.type, at: base + field.offset) }
      return false
    }
    return true
  }

  /// Moves `value` (a value of `type`) into uninitialised memory at `pointer`.
  static func store(_ value: Any, as type: Any.Type, at pointer: UnsafeMutableRawPointer) {
    func store<F>(_: F.Type) { pointer.initializeMemory(as: F.self, to: value as! F) }
    _openExistential(type, do: store)
  }

  private static func destroy(_ type: Any.Type, at pointer: UnsafeMutableRawPointer) {
    func destroy<F>(_: F.Type) { pointer.assumingMemoryBound(to: F.self).deinitialize(count: 1) }
    _openExistential(type, do: destroy)
  }

  /// A structure holding one value of its parameter, so the runtime names that type's metadata kind.
  private struct Holder<T> { var value: T }

  /// The metadata kind of `type` (struct, class, enum, …).
  private static func kind(of type: Any.Type) -> _MetadataKind {
    func kind<T>(_: T.Type) -> _MetadataKind {
      var found = _MetadataKind.unknown
      _forEachField(of: Holder<T>.self) { _, _, _, kind in
        found = kind
        return false
      }
      return found
    }
    return kind(type)
  }
}
