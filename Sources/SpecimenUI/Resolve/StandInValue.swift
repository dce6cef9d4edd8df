import Foundation
@_spi(Reflection) import Swift

/// Makes up a value of a type nobody gave one of, so a read that would trap on iOS (an intent's unset `@Parameter`)
/// can fail its cell instead of ending the run: nil for an optional, zero, false or empty for the basic types and
/// collections, an enumeration's first case, the reference date, `about:blank`, and a structure built field by field
/// from its fields' stand-ins. Nil for a type with no stand-in (a class, an enumeration that is not `CaseIterable`,
/// a function, an existential): there is nothing safe to hand back.
package enum StandInValue {
  /// How many structures deep a stand-in is built.
  static let maximumDepth = 16

  /// A value of `type`, or nil when one cannot be made up.
  package static func make(_ type: Any.Type) -> Any? { make(type, kind: kind(of: type), depth: 0) }

  private static func make(_ type: Any.Type, kind: _MetadataKind, depth: Int) -> Any? {
    if let leaf = leaf(type) { return leaf }
    guard kind == .struct, depth < maximumDepth else { return nil }
    return structure(type, depth: depth)
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

  /// A structure whose every stored property holds its type's stand-in, or nil when one has none.
  private static func structure(_ type: Any.Type, depth: Int) -> Any? {
    func build<T>(_: T.Type) -> Any? {
      let memory = UnsafeMutablePointer<T>.allocate(capacity: 1)
      defer { memory.deallocate() }
      let raw = UnsafeMutableRawPointer(memory)
      var stored: [(offset: Int, type: Any.Type)] = []
      // No options: a field whose type the runtime cannot name ends the walk (false) rather than being skipped.
      let complete = _forEachField(of: T.self) { _, offset, fieldType, fieldKind in
        guard let value = make(fieldType, kind: fieldKind, depth: depth + 1) else { return false }
        store(value, as: fieldType, at: raw + offset)
        stored.append((offset, fieldType))
        return true
      }
      guard complete else {
        for field in stored { destroy(field.type, at: raw + field.offset) }
        return nil
      }
      return memory.move()
    }
    return build(type)
  }

  private static func store<F>(_ value: Any, as _: F.Type, at pointer: UnsafeMutableRawPointer) {
    pointer.initializeMemory(as: F.self, to: value as! F)
  }

  private static func destroy<F>(_: F.Type, at pointer: UnsafeMutableRawPointer) {
    pointer.assumingMemoryBound(to: F.self).deinitialize(count: 1)
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
