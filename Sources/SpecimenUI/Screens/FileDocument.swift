import Foundation

// Document types (iOS 14) that apps export with `fileExporter(isPresented:document:…)` and open with
// `DocumentGroup`. A render presents no save dialog: only the presenting view is drawn and
// `onCompletion` never runs, so a document is never asked for its file.

/// A type that you use to serialize documents to and from file.
public protocol FileDocument {
  /// The file and data types that the document reads from.
  static var readableContentTypes: [UTType] { get }
  /// The file types that the document supports saving or exporting to.
  static var writableContentTypes: [UTType] { get }
  /// Creates a document and initializes it with the contents of a file.
  init(configuration: ReadConfiguration) throws
  /// Serializes a document snapshot to a file wrapper.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
  /// The configuration for reading document contents.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// The configuration for serializing document contents.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  /// The file types a document writes: by default, the types it reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document model definition used to serialize reference type documents to and from file.
public protocol ReferenceFileDocument: ObservableObject {
  /// A type that represents the document's stored content.
  associatedtype Snapshot
  /// The file and data types that the document reads from.
  static var readableContentTypes: [UTType] { get }
  /// The file types that the document supports saving or exporting to.
  static var writableContentTypes: [UTType] { get }
  /// Creates a document and initializes it with the contents of a file.
  init(configuration: ReadConfiguration) throws
  /// Creates a snapshot that represents the current state of the document.
  func snapshot(contentType: UTType) throws -> Snapshot
  /// Serializes a document snapshot to a file wrapper.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
  /// The configuration for reading document contents.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// The configuration for serializing document contents.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  /// The file types a document writes: by default, the types it reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The properties of an open file document.
public struct FileDocumentReadConfiguration {
  /// The expected uniform type of the file contents.
  public let contentType: UTType
  /// The file wrapper containing the document content.
  public let file: FileWrapper
}

/// The properties of a file document to write.
public struct FileDocumentWriteConfiguration {
  /// The expected uniform type of the file contents.
  public let contentType: UTType
  /// The file wrapper containing the current document content, if any.
  public let existingFile: FileWrapper?
}

nonisolated extension View {
  /// Presents a system dialog exporting a document to a file (only the presenting view is drawn).
  public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                            defaultFilename: String? = nil,
                                            onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
    inert()
  }

  /// Presents a system dialog exporting a reference document to a file (only the presenting view is drawn).
  public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                     defaultFilename: String? = nil,
                                                     onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
    inert()
  }

  /// Presents a system dialog exporting documents to files (only the presenting view is drawn).
  public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                          onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
  where C.Element: FileDocument {
    inert()
  }

  /// Presents a system dialog exporting reference documents to files (only the presenting view is drawn).
  public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                          onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
  where C.Element: ReferenceFileDocument {
    inert()
  }

  /// Presents a system dialog exporting a document, with a cancellation handler (iOS 17; only the presenting view is drawn).
  public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                            defaultFilename: String? = nil,
                                            onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
                                            onCancellation: @escaping () -> Void) -> some View {
    inert()
  }

  /// Presents a system dialog moving a file to a new location (only the presenting view is drawn).
  public func fileMover(isPresented: Binding<Bool>, file: URL?,
                        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
    inert()
  }
}
