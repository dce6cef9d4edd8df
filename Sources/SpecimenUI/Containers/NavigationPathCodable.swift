import Foundation

extension NavigationPath {
  /// A serializable form of a navigation path whose every element is `Codable` (iOS 16): each element's type name
  /// and JSON, so a path saved with `@SceneStorage` or to a file comes back as the same values. The exact strings
  /// SwiftUI writes are not published, so a path is read back by the program that wrote it.
  public struct CodableRepresentation: Codable, Equatable, @unchecked Sendable {
    /// The path's elements, first to last: the qualified type name and the element's JSON text.
    fileprivate let entries: [(type: String, json: String)]
    /// The elements themselves.
    fileprivate let values: [AnyHashable]

    fileprivate init(entries: [(type: String, json: String)], values: [AnyHashable]) {
      self.entries = entries
      self.values = values
    }

    /// Reads a flat list of strings, last element first: its type's name, then its JSON. A type
    /// this program does not have, or JSON that does not decode as its type, throws a `DecodingError`.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var entries: [(type: String, json: String)] = []
      var values: [AnyHashable] = []
      let json = JSONDecoder()
      while !container.isAtEnd {
        let name = try container.decode(String.self)
        guard !container.isAtEnd else {
          throw DecodingError.dataCorruptedError(in: container, debugDescription: "NavigationPath: the type name \(name) has no value after it")
        }
        let text = try container.decode(String.self)
        guard let type = _typeByName(name) as? any (Decodable & Hashable).Type else {
          throw DecodingError.dataCorruptedError(in: container, debugDescription: "NavigationPath: no Decodable & Hashable type is named "
                                                 + "\(TextLength.quoted(name, length: 80)) in this program")
        }
        entries.append((name, text))
        values.append(try Self.decode(type, text, json))
      }
      self.entries = entries.reversed()
      self.values = values.reversed()
    }

    private static func decode<T: Decodable & Hashable>(_ type: T.Type, _ text: String, _ decoder: JSONDecoder) throws -> AnyHashable {
      AnyHashable(try decoder.decode(T.self, from: Data(text.utf8)))
    }

    /// Writes a flat list of strings, last element first: its type's mangled name (which names nested and generic
    /// types too), then its JSON.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for entry in entries.reversed() {
        try container.encode(entry.type)
        try container.encode(entry.json)
      }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.entries.count == rhs.entries.count && zip(lhs.entries, rhs.entries).allSatisfy { $0.type == $1.type && $0.json == $1.json }
    }
  }

  /// The path in a serializable form, or nil when one of its elements is not `Codable` (or is of a private type,
  /// whose name cannot be looked up again on Linux).
  public var codable: CodableRepresentation? {
    var entries: [(type: String, json: String)] = []
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for element in elements {
      guard let value = element.base as? any Encodable,
            let data = try? encoder.encode(value), let json = String(data: data, encoding: .utf8) else { return nil }
      // A private type's mangled name holds a reference only this process can follow; it could not be read back.
      guard let name = _mangledTypeName(type(of: element.base)), !name.contains("$"), _typeByName(name) != nil else { return nil }
      entries.append((name, json))
    }
    return CodableRepresentation(entries: entries, values: elements)
  }

  /// Creates a path from its serializable form.
  public init(_ codable: CodableRepresentation) {
    self.init()
    elements = codable.values
  }
}
