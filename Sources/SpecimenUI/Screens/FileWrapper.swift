import Foundation

/// A representation of a node (a file, directory, or symbolic link) in the file system: Foundation's
/// class, which Linux's Foundation lacks, declared for `FileDocument`. It holds contents in memory and
/// reads or writes them only when asked.
open class FileWrapper: NSObject, @unchecked Sendable {
  /// Reading options for a file wrapper.
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Reads the contents of every file immediately.
    public static let immediate = ReadingOptions(rawValue: 1 << 0)
    /// Whether file mapping for regular file wrappers is disallowed.
    public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
  }

  /// Writing options for a file wrapper.
  public struct WritingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Whether writing is done atomically.
    public static let atomic = WritingOptions(rawValue: 1 << 0)
    /// Whether descendant file wrappers' filenames are updated.
    public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
  }

  /// The contents of the file if it is a regular file.
  open private(set) var regularFileContents: Data?
  /// The children of the file wrapper if it is a directory.
  open private(set) var fileWrappers: [String: FileWrapper]?
  /// The filename of the file wrapper object.
  open var filename: String?
  /// The preferred filename for the file wrapper object.
  open var preferredFilename: String?
  /// The file attributes.
  open var fileAttributes: [String: Any] = [:]

  /// Creates a regular-file file wrapper with the given contents.
  public init(regularFileWithContents contents: Data) {
    regularFileContents = contents
    super.init()
  }

  /// Creates a directory file wrapper with the given children.
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    fileWrappers = childrenByPreferredName
    super.init()
  }

  /// Creates a file wrapper from the file or directory at the given URL.
  public init(url: URL, options: ReadingOptions = []) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    filename = url.lastPathComponent
    preferredFilename = url.lastPathComponent
    if isDirectory.boolValue {
      var children: [String: FileWrapper] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
        children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
      }
      fileWrappers = children
    } else {
      regularFileContents = try Data(contentsOf: url)
    }
    super.init()
  }

  /// Whether this file wrapper is for a regular file.
  open var isRegularFile: Bool { regularFileContents != nil }
  /// Whether this file wrapper is for a directory.
  open var isDirectory: Bool { fileWrappers != nil }
  /// Whether this file wrapper is for a symbolic link (never: this class holds none).
  open var isSymbolicLink: Bool { false }

  /// Adds a child file wrapper to this directory and returns its dictionary key.
  @discardableResult
  open func addFileWrapper(_ child: FileWrapper) -> String {
    let name = child.preferredFilename ?? child.filename ?? UUID().uuidString
    fileWrappers?[name] = child
    return name
  }

  /// Creates a regular-file child from the given data and adds it to this directory.
  @discardableResult
  open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
    let child = FileWrapper(regularFileWithContents: data)
    child.preferredFilename = fileName
    return addFileWrapper(child)
  }

  /// Removes a child file wrapper from this directory.
  open func removeFileWrapper(_ child: FileWrapper) {
    guard let key = fileWrappers?.first(where: { $0.value === child })?.key else { return }
    fileWrappers?[key] = nil
  }

  /// Writes the file wrapper's contents to the given URL.
  open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
    if let regularFileContents {
      try regularFileContents.write(to: url, options: options.contains(.atomic) ? .atomic : [])
    } else if let fileWrappers {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (name, child) in fileWrappers {
        try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
      }
    }
  }
}
