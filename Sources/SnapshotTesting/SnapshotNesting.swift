import Foundation

/// How deeply a value given to `.json` or `.dump` may nest: both recurse once per level, so a cyclic object graph
/// (or a list linked 100 000 deep) would recurse until the test process's stack ran out and the process died.
enum SnapshotNesting {
  /// The deepest nesting snapshotted: 512 levels, the depth Foundation's JSON parser accepts.
  static let limit = 512

  /// The problem to report when `value`'s encoding nests deeper than `limit`, else nil; nothing is written.
  static func encodingProblem(_ value: some Encodable, userInfo: [CodingUserInfoKey: Any]) -> String? {
    do {
      try value.encode(to: DepthEncoder(depth: 0, userInfo: userInfo))
      return nil
    } catch is TooDeep {
      return "the value nests more than SnapshotNesting.limit (\(limit)) levels deep when encoded (a cyclic object graph "
        + "nests for ever), so JSONEncoder would exhaust the stack; break the cycle, or encode a shallower value"
    } catch {
      return nil  // JSONEncoder meets the same error and names it.
    }
  }

  /// The problem to report when `value`'s mirror nests deeper than `limit`, else nil. Objects already seen are not
  /// walked again, as `dump` prints a cycle once.
  static func dumpProblem(_ value: Any) -> String? {
    var pending: [(mirror: Mirror, depth: Int)] = [(Mirror(reflecting: value), 0)]
    var seen: Set<ObjectIdentifier> = []
    while let next = pending.popLast() {
      let (mirror, depth) = next
      guard depth < limit || mirror.children.isEmpty else {
        return "the value nests more than SnapshotNesting.limit (\(limit)) levels deep, so dump would exhaust the stack; "
          + "snapshot a shallower value (or a description of it)"
      }
      if let superclass = mirror.superclassMirror { pending.append((superclass, depth)) }
      for child in mirror.children {
        let childMirror = Mirror(reflecting: child.value)
        if childMirror.displayStyle == .class, !seen.insert(ObjectIdentifier(child.value as AnyObject)).inserted { continue }
        pending.append((childMirror, depth + 1))
      }
    }
    return nil
  }

  /// Thrown when an encoding goes past `limit`.
  struct TooDeep: Error {}
}

/// An encoder that writes nothing and throws `TooDeep` past `SnapshotNesting.limit` levels.
private struct DepthEncoder: Encoder {
  let depth: Int
  let userInfo: [CodingUserInfoKey: Any]
  var codingPath: [CodingKey] { [] }

  /// The encoder one level down, for a nested container (which cannot throw; the values in it check the limit).
  var deeper: DepthEncoder { DepthEncoder(depth: depth + 1, userInfo: userInfo) }

  func child() throws -> DepthEncoder {
    guard depth < SnapshotNesting.limit else { throw SnapshotNesting.TooDeep() }
    return deeper
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> { KeyedEncodingContainer(Keyed(encoder: self)) }
  func unkeyedContainer() -> UnkeyedEncodingContainer { Unkeyed(encoder: self) }
  func singleValueContainer() -> SingleValueEncodingContainer { Unkeyed(encoder: self) }

  /// A keyed container: primitives are dropped, nested values encoded one level deeper.
  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: DepthEncoder
    var codingPath: [CodingKey] { [] }
    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode(_ value: Bool, forKey key: Key) throws {}
    mutating func encode(_ value: String, forKey key: Key) throws {}
    mutating func encode(_ value: Double, forKey key: Key) throws {}
    mutating func encode(_ value: Float, forKey key: Key) throws {}
    mutating func encode(_ value: Int, forKey key: Key) throws {}
    mutating func encode(_ value: Int8, forKey key: Key) throws {}
    mutating func encode(_ value: Int16, forKey key: Key) throws {}
    mutating func encode(_ value: Int32, forKey key: Key) throws {}
    mutating func encode(_ value: Int64, forKey key: Key) throws {}
    mutating func encode(_ value: UInt, forKey key: Key) throws {}
    mutating func encode(_ value: UInt8, forKey key: Key) throws {}
    mutating func encode(_ value: UInt16, forKey key: Key) throws {}
    mutating func encode(_ value: UInt32, forKey key: Key) throws {}
    mutating func encode(_ value: UInt64, forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try value.encode(to: encoder.child()) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder.deeper))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
      Unkeyed(encoder: encoder.deeper)
    }
    mutating func superEncoder() -> Encoder { encoder.deeper }
    mutating func superEncoder(forKey key: Key) -> Encoder { superEncoder() }
  }

  /// An unkeyed or single-value container: primitives are dropped, nested values encoded one level deeper.
  struct Unkeyed: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let encoder: DepthEncoder
    var codingPath: [CodingKey] { [] }
    var count = 0
    mutating func encodeNil() throws {}
    mutating func encode(_ value: Bool) throws {}
    mutating func encode(_ value: String) throws {}
    mutating func encode(_ value: Double) throws {}
    mutating func encode(_ value: Float) throws {}
    mutating func encode(_ value: Int) throws {}
    mutating func encode(_ value: Int8) throws {}
    mutating func encode(_ value: Int16) throws {}
    mutating func encode(_ value: Int32) throws {}
    mutating func encode(_ value: Int64) throws {}
    mutating func encode(_ value: UInt) throws {}
    mutating func encode(_ value: UInt8) throws {}
    mutating func encode(_ value: UInt16) throws {}
    mutating func encode(_ value: UInt32) throws {}
    mutating func encode(_ value: UInt64) throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {
      count += 1
      try value.encode(to: encoder.child())
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder.deeper))
    }
    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
      Unkeyed(encoder: encoder.deeper)
    }
    mutating func superEncoder() -> Encoder { encoder.deeper }
  }
}
