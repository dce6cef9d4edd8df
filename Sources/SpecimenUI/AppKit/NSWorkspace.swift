import Foundation

// AppKit's workspace and pasteboard, for Mac code paths that `#if canImport(AppKit)` guards: the
// AppKit shim makes that condition true here, as on a Mac. A render opens no app or Finder window,
// and the general pasteboard is a private in-memory one that starts empty.

/// A workspace that can launch other apps and perform a variety of file-handling services.
open class NSWorkspace: NSObject, @unchecked Sendable {
  private static let workspace = NSWorkspace()
  /// The shared workspace object.
  open class var shared: NSWorkspace { workspace }

  /// Opens a URL in its default app: nothing opens in a render, so this returns false.
  @discardableResult
  open func open(_ url: URL) -> Bool { false }
  /// Reveals files in Finder windows (none opens in a render).
  open func activateFileViewerSelecting(_ fileURLs: [URL]) {}
  /// Selects a file in a Finder window (none opens in a render); returns false.
  @discardableResult
  open func selectFile(_ fullPath: String?, inFileViewerRootedAtPath rootFullPath: String) -> Bool { false }
}

/// An object that transfers data to and from the pasteboard server (in a render, an in-memory
/// pasteboard of this process that starts empty).
open class NSPasteboard: NSObject, @unchecked Sendable {
  /// A type of data on a pasteboard.
  public struct PasteboardType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Plain text.
    public static let string = PasteboardType(rawValue: "public.utf8-plain-text")
    /// A URL.
    public static let URL = PasteboardType(rawValue: "public.url")
    /// A file URL.
    public static let fileURL = PasteboardType(rawValue: "public.file-url")
    /// Rich text.
    public static let rtf = PasteboardType(rawValue: "public.rtf")
    /// HTML.
    public static let html = PasteboardType(rawValue: "public.html")
    /// PNG image data.
    public static let png = PasteboardType(rawValue: "public.png")
    /// TIFF image data.
    public static let tiff = PasteboardType(rawValue: "public.tiff")
  }

  private static let generalPasteboard = NSPasteboard()
  private var items: [PasteboardType: Data] = [:]
  /// The number of times the contents changed.
  open private(set) var changeCount = 0

  /// The shared pasteboard object to use for general content.
  open class var general: NSPasteboard { generalPasteboard }

  /// Clears the existing contents of the pasteboard and returns the new change count.
  @discardableResult
  open func clearContents() -> Int {
    items.removeAll()
    changeCount += 1
    return changeCount
  }
  /// Sets a string for a type; returns true.
  @discardableResult
  open func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
    items[dataType] = Data(string.utf8)
    return true
  }
  /// Sets data for a type; returns true.
  @discardableResult
  open func setData(_ data: Data?, forType dataType: PasteboardType) -> Bool {
    items[dataType] = data
    return true
  }
  /// The string for a type, if the pasteboard holds one.
  open func string(forType dataType: PasteboardType) -> String? { items[dataType].flatMap { String(data: $0, encoding: .utf8) } }
  /// The data for a type, if the pasteboard holds it.
  open func data(forType dataType: PasteboardType) -> Data? { items[dataType] }
  /// The types the pasteboard holds.
  open var types: [PasteboardType]? { Array(items.keys) }
}
