/// The strings librsvg's XML parser (libxml2) makes of an SVG document, for the `data:` URL scan.
///
/// The URL an `<image href>` loads is the attribute's value after XML has expanded it, not its bytes in
/// the file: `&#100;ata:`, `&#x64;ata:`, an internal entity holding `data:image/png;base64,` or the payload
/// split over several entities (`data:image/png;base64,&a;&b;`) all load the image, and so does a default
/// value an `<!ATTLIST>` in the DOCTYPE gives `href`. So every attribute value (of elements and of
/// `<!ATTLIST>` defaults) and every run of character data is expanded as libxml2 does: character
/// references, the five predefined entities and the internal general entities the DOCTYPE declares (the
/// first declaration of a name wins; markup in an entity used in content is parsed as markup), within
/// `maxExpandedBytes` and `maxEntityDepth`. Parameter entities (`<!ENTITY % …>`), which can declare
/// further entities, are refused rather than expanded. External entities are not read: librsvg, given
/// no base file, loads none.
struct SVGMarkup {
  /// Whether a string was an attribute value (a URL there runs to the value's end) or character data.
  enum Kind {
    case attribute
    case text
  }

  /// One attribute value or run of character data, expanded.
  struct Piece {
    let bytes: [UInt8]
    let kind: Kind
  }

  /// The most bytes a document's expanded strings may hold together: twice the asset byte limit.
  static var maxExpandedBytes: Int { AssetLimits.maxImageBytes.multipliedReportingOverflow(by: 2).partialValue }
  /// How deep entities may refer to entities (libxml2's own limit is 40).
  static let maxEntityDepth = 40

  /// The expanded strings of `document`, or why it is refused.
  static func pieces(of document: [UInt8], path: String) -> Result<[Piece], SVGSource.Refusal> {
    var markup = SVGMarkup(path: path)
    do {
      try markup.content(document[...], depth: 0)
      markup.flushText()
      return .success(markup.pieces)
    } catch let refusal as SVGSource.Refusal {
      return .failure(refusal)
    } catch {
      return .failure(SVGSource.Refusal(description: "\(path) could not be read: \(error)"))
    }
  }

  private let path: String
  private var pieces: [Piece] = []
  private var entities: [[UInt8]: [UInt8]] = [:]
  /// Expanded lengths of entities measured so far (`expandedLength(of:depth:)`).
  private var lengths: [[UInt8]: Int] = [:]
  private var text: [UInt8] = []
  private var produced = 0
  private var sawDoctype = false

  private init(path: String) { self.path = path }

  // MARK: Content

  /// Scans element content: tags (their attributes become pieces), character data (gathered into `text`
  /// across entity boundaries), comments, CDATA sections, processing instructions and the DOCTYPE.
  private mutating func content(_ bytes: ArraySlice<UInt8>, depth: Int) throws {
    var i = bytes.startIndex
    let end = bytes.endIndex
    while i < end {
      let byte = bytes[i]
      if byte == Self.lt {
        if Self.has(bytes, at: i, "<!--") {
          i = Self.index(after: "-->", in: bytes, from: i + 4) ?? end
        } else if Self.has(bytes, at: i, "<![CDATA[") {
          let close = Self.index(of: "]]>", in: bytes, from: i + 9) ?? end
          try append(bytes[(i + 9)..<close])
          i = min(end, close + 3)
        } else if Self.has(bytes, at: i, "<?") {
          flushText()
          let close = Self.index(of: "?>", in: bytes, from: i + 2) ?? end
          try emit(Array(bytes[(i + 2)..<close]), .text)
          i = min(end, close + 2)
        } else if Self.has(bytes, at: i, "<!DOCTYPE"), depth == 0, !sawDoctype {
          sawDoctype = true
          i = try doctype(bytes, from: i + 9)
        } else if Self.has(bytes, at: i, "<!") || Self.has(bytes, at: i, "</") {
          flushText()
          i = Self.skipDeclaration(bytes, from: i + 2)
        } else {
          flushText()
          i = try startTag(bytes, from: i + 1, depth: depth)
        }
      } else if byte == Self.amp {
        let (reference, next) = Self.reference(bytes, at: i)
        i = next
        switch reference {
        case .character(let scalar): try append(ArraySlice(Array(String(scalar).utf8)))
        case .named(let name):
          if let value = entities[name] {
            guard depth < Self.maxEntityDepth else { throw tooDeep() }
            try count(0, total: try expandedLength(of: name, depth: depth))
            try content(value[...], depth: depth + 1)
          } else {
            try append(ArraySlice(Array("&".utf8) + name + Array(";".utf8)))
          }
        case .none: try append([Self.amp][...])
        }
      } else {
        var run = i + 1
        while run < end, bytes[run] != Self.lt, bytes[run] != Self.amp { run += 1 }
        try append(bytes[i..<run])
        i = run
      }
    }
  }

  /// Reads a start tag's attributes from after its `<`; returns the index after its `>`.
  private mutating func startTag(_ bytes: ArraySlice<UInt8>, from start: Int, depth: Int) throws -> Int {
    var i = start
    let end = bytes.endIndex
    while i < end {
      let byte = bytes[i]
      if byte == Self.gt { return i + 1 }
      if byte == Self.quote || byte == Self.apostrophe {
        let close = bytes[(i + 1)...].firstIndex(of: byte) ?? end
        try emit(try expanded(bytes[(i + 1)..<close], depth: depth), .attribute)
        i = min(end, close + 1)
      } else {
        i += 1
      }
    }
    return end
  }

  // MARK: DOCTYPE

  /// Reads a DOCTYPE from after `<!DOCTYPE`: its internal subset's entity declarations and `<!ATTLIST>`
  /// defaults; returns the index after its closing `>`.
  private mutating func doctype(_ bytes: ArraySlice<UInt8>, from start: Int) throws -> Int {
    var i = start
    let end = bytes.endIndex
    // The name and external ID, up to the internal subset or the end.
    while i < end, bytes[i] != Self.openBracket, bytes[i] != Self.gt {
      if bytes[i] == Self.quote || bytes[i] == Self.apostrophe {
        i = min(end, (bytes[(i + 1)...].firstIndex(of: bytes[i]) ?? end) + 1)
      } else {
        i += 1
      }
    }
    guard i < end, bytes[i] == Self.openBracket else { return min(end, i + 1) }
    i += 1
    while i < end {
      let byte = bytes[i]
      if byte == Self.closeBracket {
        return Self.skipDeclaration(bytes, from: i + 1)
      } else if Self.has(bytes, at: i, "<!--") {
        i = Self.index(after: "-->", in: bytes, from: i + 4) ?? end
      } else if Self.has(bytes, at: i, "<?") {
        i = Self.index(after: "?>", in: bytes, from: i + 2) ?? end
      } else if Self.has(bytes, at: i, "<!ENTITY") {
        i = try entityDeclaration(bytes, from: i + 8)
      } else if Self.has(bytes, at: i, "<!ATTLIST") {
        i = try attributeList(bytes, from: i + 9)
      } else if byte == Self.lt {
        i = Self.skipDeclaration(bytes, from: i + 1)
      } else if byte == Self.percent {
        throw parameterEntities()
      } else {
        i += 1
      }
    }
    return end
  }

  /// Reads `<!ENTITY name "value">` from after `<!ENTITY`; an external entity (SYSTEM or PUBLIC) is skipped.
  private mutating func entityDeclaration(_ bytes: ArraySlice<UInt8>, from start: Int) throws -> Int {
    var i = Self.skipSpace(bytes, from: start)
    let end = bytes.endIndex
    if i < end, bytes[i] == Self.percent { throw parameterEntities() }
    let nameStart = i
    while i < end, !Self.isSpace(bytes[i]), bytes[i] != Self.quote, bytes[i] != Self.apostrophe, bytes[i] != Self.gt { i += 1 }
    let name = Array(bytes[nameStart..<i])
    i = Self.skipSpace(bytes, from: i)
    guard i < end, bytes[i] == Self.quote || bytes[i] == Self.apostrophe else { return Self.skipDeclaration(bytes, from: i) }
    let close = bytes[(i + 1)...].firstIndex(of: bytes[i]) ?? end
    // In a literal, character references are replaced when it is declared; entity references when it is used.
    var value: [UInt8] = []
    var j = i + 1
    while j < close {
      if bytes[j] == Self.amp, case (.character(let scalar), let next) = Self.reference(bytes[..<close], at: j) {
        value += Array(String(scalar).utf8)
        j = next
      } else {
        value.append(bytes[j])
        j += 1
      }
    }
    try count(value.count)
    if !name.isEmpty, entities[name] == nil { entities[name] = value }
    return Self.skipDeclaration(bytes, from: min(end, close + 1))
  }

  /// Reads `<!ATTLIST …>` from after `<!ATTLIST`: each quoted default value is an attribute value.
  private mutating func attributeList(_ bytes: ArraySlice<UInt8>, from start: Int) throws -> Int {
    var i = start
    let end = bytes.endIndex
    while i < end, bytes[i] != Self.gt {
      if bytes[i] == Self.quote || bytes[i] == Self.apostrophe {
        let close = bytes[(i + 1)...].firstIndex(of: bytes[i]) ?? end
        try emit(try expanded(bytes[(i + 1)..<close], depth: 0), .attribute)
        i = min(end, close + 1)
      } else if bytes[i] == Self.percent {
        throw parameterEntities()
      } else {
        i += 1
      }
    }
    return min(end, i + 1)
  }

  // MARK: Expansion

  /// An attribute value with its references replaced (entities recursively).
  private mutating func expanded(_ bytes: ArraySlice<UInt8>, depth: Int) throws -> [UInt8] {
    var out: [UInt8] = []
    var i = bytes.startIndex
    while i < bytes.endIndex {
      guard bytes[i] == Self.amp else {
        out.append(bytes[i])
        i += 1
        continue
      }
      let (reference, next) = Self.reference(bytes, at: i)
      i = next
      switch reference {
      case .character(let scalar): out += Array(String(scalar).utf8)
      case .named(let name):
        if let value = entities[name] {
          guard depth < Self.maxEntityDepth else { throw tooDeep() }
          try count(0, total: out.count + (try expandedLength(of: name, depth: depth)))
          out += try expanded(value[...], depth: depth + 1)
        } else {
          out += Array("&".utf8) + name + Array(";".utf8)
        }
      case .none: out.append(Self.amp)
      }
      try count(0, total: out.count)
    }
    return out
  }

  /// How many bytes entity `name` expands to (markup included), at most `maxExpandedBytes + 1`, memoised: nine
  /// entities each repeating the one before ten times were refused only after 16 MiB of real expansion (9 s in a
  /// debug build); measured first, they are refused after reading their declarations once.
  private mutating func expandedLength(of name: [UInt8], depth: Int) throws -> Int {
    if let known = lengths[name] { return known }
    guard let value = entities[name] else { return name.count + 2 }
    guard depth < Self.maxEntityDepth else { throw tooDeep() }
    let cap = Self.maxExpandedBytes + 1
    var total = 0
    var i = value.startIndex
    while i < value.endIndex, total < cap {
      guard value[i] == Self.amp else {
        total += 1
        i += 1
        continue
      }
      let (reference, next) = Self.reference(value[...], at: i)
      i = next
      switch reference {
      case .character(let scalar): total += String(scalar).utf8.count
      case .named(let other): total = min(cap, total + (try expandedLength(of: other, depth: depth + 1)))
      case .none: total += 1
      }
    }
    lengths[name] = min(total, cap)
    return min(total, cap)
  }

  private enum Reference {
    case character(Character)
    case named([UInt8])
    case none
  }

  /// The reference starting at `start` (an `&`) and the index after it: a character (numeric or predefined),
  /// another entity's name, or none when no `;` closes it within 1 024 bytes.
  private static func reference(_ bytes: ArraySlice<UInt8>, at start: Int) -> (Reference, Int) {
    let limit = min(bytes.endIndex, start + 1_025)
    guard let semicolon = bytes[(start + 1)..<limit].firstIndex(of: UInt8(ascii: ";")) else { return (.none, start + 1) }
    let name = Array(bytes[(start + 1)..<semicolon])
    let next = semicolon + 1
    if name.first == UInt8(ascii: "#") {
      let hex = name.count > 1 && (name[1] | 0x20) == UInt8(ascii: "x")
      let digits = String(decoding: name.dropFirst(hex ? 2 : 1), as: UTF8.self)
      guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value) else {
        return (.none, start + 1)
      }
      return (.character(Character(scalar)), next)
    }
    switch String(decoding: name, as: UTF8.self) {
    case "lt": return (.character("<"), next)
    case "gt": return (.character(">"), next)
    case "amp": return (.character("&"), next)
    case "quot": return (.character("\""), next)
    case "apos": return (.character("'"), next)
    default: return name.isEmpty ? (.none, start + 1) : (.named(name), next)
    }
  }

  // MARK: Output

  private mutating func append(_ bytes: ArraySlice<UInt8>) throws {
    text += bytes
    try count(bytes.count)
  }

  private mutating func flushText() {
    guard !text.isEmpty else { return }
    pieces.append(Piece(bytes: text, kind: .text))
    text = []
  }

  private mutating func emit(_ bytes: [UInt8], _ kind: Kind) throws {
    guard !bytes.isEmpty else { return }
    try count(bytes.count)
    pieces.append(Piece(bytes: bytes, kind: kind))
  }

  /// Counts `bytes` more expanded bytes (and a string being built of `total`); refuses past the limit.
  private mutating func count(_ bytes: Int, total: Int = 0) throws {
    produced += bytes
    guard produced <= Self.maxExpandedBytes, total <= Self.maxExpandedBytes else {
      throw SVGSource.Refusal(description: "\(path) expands its XML entities to over \(Self.maxExpandedBytes) bytes; "
        + "write the text out instead of declaring entities (<!ENTITY …>) that repeat each other")
    }
  }

  private func tooDeep() -> SVGSource.Refusal {
    SVGSource.Refusal(description: "\(path) nests XML entities more than \(Self.maxEntityDepth) deep (or an entity refers to itself); "
      + "write the text out instead")
  }

  private func parameterEntities() -> SVGSource.Refusal {
    SVGSource.Refusal(description: "\(path) uses parameter entities (<!ENTITY % …> or %name;) in its DOCTYPE, which Specimen does not expand; "
      + "declare general entities only, or remove the DOCTYPE")
  }

  // MARK: Bytes

  private static let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), amp = UInt8(ascii: "&"), percent = UInt8(ascii: "%")
  private static let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")
  private static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

  private static func skipSpace(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
    var i = start
    while i < bytes.endIndex, isSpace(bytes[i]) { i += 1 }
    return i
  }

  /// The index after the `>` that ends a declaration or end tag, quoted literals skipped.
  private static func skipDeclaration(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
    var i = start
    while i < bytes.endIndex, bytes[i] != gt {
      if bytes[i] == quote || bytes[i] == apostrophe {
        i = (bytes[(i + 1)...].firstIndex(of: bytes[i]) ?? bytes.endIndex - 1) + 1
      } else {
        i += 1
      }
    }
    return min(bytes.endIndex, i + 1)
  }

  private static func has(_ bytes: ArraySlice<UInt8>, at index: Int, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index + count <= bytes.endIndex else { return false }
    return literal.withUTF8Buffer { token in (0..<count).allSatisfy { bytes[index + $0] == token[$0] } }
  }

  private static func index(of literal: StaticString, in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
    var i = start
    let first = literal.withUTF8Buffer { $0[0] }
    while i < bytes.endIndex {
      if bytes[i] == first, has(bytes, at: i, literal) { return i }
      i += 1
    }
    return nil
  }

  private static func index(after literal: StaticString, in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
    index(of: literal, in: bytes, from: start).map { $0 + literal.utf8CodeUnitCount }
  }
}
