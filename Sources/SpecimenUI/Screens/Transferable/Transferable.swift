import Foundation

// CoreTransferable (iOS 16), which Foundation on Linux lacks: the `Transferable` protocol and the
// representations app code builds a conformance from, so models that drag, share, paste or load
// from a photo picker compile. A still render transfers nothing: no representation's closure runs.

/// A type that can be transferred (shared, dragged, pasted, loaded from a picker).
public protocol Transferable {
  /// The type of the representation used to import and export the item.
  associatedtype Representation: TransferRepresentation
  /// The representation used to import and export the item.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A declarative description of the process of importing and exporting a transferable item.
public protocol TransferRepresentation<Item>: Sendable {
  /// The transferable type this representation moves.
  associatedtype Item: Transferable
}

/// A result builder that combines the representations of a transferable item, in order of preference.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
  /// One representation.
  public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
    representation
  }
  /// One representation, as the whole body.
  public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
    representation
  }
  /// Two representations, the first preferred.
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation>(_ r0: R0, _ r1: R1)
    -> _TransferRepresentationList<Item> where R0.Item == Item, R1.Item == Item {
    _TransferRepresentationList(count: 2)
  }
  /// Three representations, in order of preference.
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation>(
    _ r0: R0, _ r1: R1, _ r2: R2) -> _TransferRepresentationList<Item> where R0.Item == Item, R1.Item == Item, R2.Item == Item {
    _TransferRepresentationList(count: 3)
  }
  /// Four representations, in order of preference.
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation>(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3) -> _TransferRepresentationList<Item>
  where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item {
    _TransferRepresentationList(count: 4)
  }
}

/// Several representations of one item, built by `TransferRepresentationBuilder`.
public struct _TransferRepresentationList<Item: Transferable>: TransferRepresentation {
  /// How many representations the item offers.
  public let count: Int
}

/// A transfer representation for types that transfer as binary data.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  /// The uniform type of the data.
  public let contentType: UTType
  /// Creates a representation that exports and imports the item as data of a content type.
  public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
              importing: @escaping @Sendable (Data) async throws -> Item) {
    self.contentType = contentType
  }
  /// Creates a representation that only exports the item as data.
  public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
    self.contentType = exportedContentType
  }
  /// Creates a representation that only imports the item from data.
  public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
    self.contentType = importedContentType
  }
}

/// A file that a transfer sends.
public struct SentTransferredFile: Sendable {
  /// The file's URL.
  public let file: URL
  /// Whether the receiver may open the file in place.
  public let allowAccessingOriginalFile: Bool
  /// Creates a sent file.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file that a transfer received.
public struct ReceivedTransferredFile: Sendable {
  /// The received file's URL.
  public let file: URL
  /// Whether the file is the original rather than a copy.
  public let isOriginalFile: Bool
}

/// A transfer representation for types that transfer as files.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
  /// The uniform type of the file.
  public let contentType: UTType
  /// Creates a representation that exports and imports the item as a file.
  public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
              exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
              importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
    self.contentType = contentType
  }
  /// Creates a representation that only exports the item as a file.
  public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
              exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
    self.contentType = exportedContentType
  }
  /// Creates a representation that only imports the item from a file.
  public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
              importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
    self.contentType = importedContentType
  }
}

/// A transfer representation that uses another type's representation as a proxy.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
  /// Creates a representation that exports and imports the item through the proxy type.
  public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
              importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {}
  /// Creates a representation that only exports the item through the proxy type.
  public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {}
}

/// A transfer representation that uses `Codable` to move the item as JSON of a content type.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
  /// The uniform type of the encoded item.
  public let contentType: UTType
  /// Creates a representation that encodes the item as JSON of a content type.
  public init(contentType: UTType) { self.contentType = contentType }
  /// Creates a representation with the item's own encoder and decoder.
  public init<Encoder, Decoder>(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
    self.contentType = contentType
  }
}

/// The visibility of a representation to other processes.
public struct TransferRepresentationVisibility: Sendable, Hashable {
  let name: String
  /// Visible to all processes.
  public static let all = TransferRepresentationVisibility(name: "all")
  /// Visible only within the app.
  public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
  /// Visible to apps of the same team.
  public static let team = TransferRepresentationVisibility(name: "team")
}

extension TransferRepresentation {
  /// Suggests a file name for the exported item (nothing is exported in a render).
  public func suggestedFileName(_ fileName: String) -> Self { self }
  /// Suggests a file name computed from the item (nothing is exported in a render).
  public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> Self { self }
  /// Exports the item only when `condition` holds (nothing is exported in a render).
  public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> Self { self }
  /// Sets which processes see the representation.
  public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

/// The representation SpecimenUI gives system types (`Data`, `String`, `URL`, `Image` …): data of their content type.
public struct _SystemTransferRepresentation<Item: Transferable>: TransferRepresentation {
  /// The uniform type of the item.
  public let contentType: UTType
}

extension Data: Transferable {
  public static var transferRepresentation: _SystemTransferRepresentation<Data> { _SystemTransferRepresentation<Data>(contentType: UTType.data) }
}

extension String: Transferable {
  public static var transferRepresentation: _SystemTransferRepresentation<String> { _SystemTransferRepresentation<String>(contentType: UTType.plainText) }
}

extension URL: Transferable {
  public static var transferRepresentation: _SystemTransferRepresentation<URL> { _SystemTransferRepresentation<URL>(contentType: UTType.url) }
}

extension AttributedString: Transferable {
  public static var transferRepresentation: _SystemTransferRepresentation<AttributedString> { _SystemTransferRepresentation<AttributedString>(contentType: UTType.rtf) }
}

extension Image: Transferable {
  public static var transferRepresentation: _SystemTransferRepresentation<Image> { _SystemTransferRepresentation<Image>(contentType: UTType.image) }
}

extension Color: Transferable {
  public static var transferRepresentation: _SystemTransferRepresentation<Color> { _SystemTransferRepresentation<Color>(contentType: UTType.data) }
}
