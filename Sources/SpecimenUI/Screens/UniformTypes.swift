import Foundation

/// A structure that represents a type of data to load, send, or receive (UniformTypeIdentifiers'
/// `UTType`, which Foundation on Linux lacks).
///
/// The system types a file importer is usually given are declared with Apple's identifiers,
/// preferred filename extensions and MIME types (`.pdf` is "com.adobe.pdf", "pdf",
/// "application/pdf"), and conformance follows Apple's hierarchy for them (`.png` conforms to
/// `.image`, `.data` and `.item`). `UTType(filenameExtension:)` and `UTType(mimeType:)` find
/// these types; any other tag gives a dynamic type ("dyn." plus the tag; Apple's encoding of
/// dynamic identifiers is not published), as on iOS, where an unknown tag is not nil.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, Codable {
  /// The type's identifier ("public.png").
  public let identifier: String
  /// The type's preferred filename extension ("png").
  public let preferredFilenameExtension: String?
  /// The type's preferred MIME type ("image/png").
  public let preferredMIMEType: String?
  /// The identifiers of the types this one directly conforms to.
  let parents: [String]
  /// Whether the type was made for a tag no declared type has.
  public let isDynamic: Bool

  init(_ identifier: String, _ ext: String? = nil, _ mime: String? = nil, _ parents: [String], dynamic: Bool = false) {
    self.identifier = identifier
    self.preferredFilenameExtension = ext
    self.preferredMIMEType = mime
    self.parents = parents
    self.isDynamic = dynamic
  }

  /// The declared type with the given identifier, or nil if no such type is declared.
  public init?(_ identifier: String) {
    guard let type = UTType.declared[identifier] else { return nil }
    self = type
  }

  /// A type the app exports (declared in its Info.plist), conforming to `parentType`.
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self = UTType.declared[identifier] ?? UTType(identifier, nil, nil, [(parentType ?? .data).identifier])
  }

  /// A type the app imports (declared by another app), conforming to `parentType`.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(exportedAs: identifier, conformingTo: parentType)
  }

  /// The type with the given filename extension that conforms to `supertype` (a dynamic type if none is declared).
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let ext = filenameExtension.lowercased()
    guard !ext.isEmpty else { return nil }
    if let type = UTType.all.first(where: { $0.extensions.contains(ext) && $0.type.conforms(to: supertype) })?.type {
      self = type
    } else {
      self = UTType("dyn.ext-" + ext, ext, nil, [supertype.identifier], dynamic: true)
    }
  }

  /// The type with the given MIME type that conforms to `supertype` (a dynamic type if none is declared).
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    let mime = mimeType.lowercased()
    guard !mime.isEmpty else { return nil }
    if let type = UTType.all.first(where: { $0.type.preferredMIMEType == mime && $0.type.conforms(to: supertype) })?.type {
      self = type
    } else {
      self = UTType("dyn.mime-" + mime, nil, mime, [supertype.identifier], dynamic: true)
    }
  }

  /// Whether this type is declared (every type here but a dynamic one).
  public var isDeclared: Bool { !isDynamic }
  /// Whether this type is one of the system's own types.
  public var isPublic: Bool { identifier.hasPrefix("public.") }
  /// A description of the type for people ("PDF document").
  public var localizedDescription: String? { UTType.descriptions[identifier] }
  /// Every type this one conforms to, not counting itself.
  public var supertypes: Set<UTType> {
    var found = Set<UTType>()
    var queue = parents
    while let next = queue.popLast() {
      guard let type = UTType.declared[next], found.insert(type).inserted else { continue }
      queue.append(contentsOf: type.parents)
    }
    return found
  }

  /// Whether this type is `type` or conforms to it.
  public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
  /// Whether `type` conforms to this type.
  public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
  /// Whether this type conforms to `type` and is not it.
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

  /// The type's identifier.
  public var description: String { identifier }
  /// The type's identifier.
  public var debugDescription: String { identifier }

  /// Two types are equal when their identifiers are.
  public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
