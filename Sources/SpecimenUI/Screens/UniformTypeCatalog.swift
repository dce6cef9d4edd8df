import Foundation

// The system types of UniformTypeIdentifiers that app code names, with Apple's identifiers, tags
// and conformance (Apple's "System-declared uniform type identifiers").

extension UTType {
  /// A declared type and the filename extensions it is found by.
  struct Entry: Sendable {
    let type: UTType
    let extensions: [String]
  }

  private static func t(_ id: String, _ parents: [String], _ exts: [String] = [], _ mime: String? = nil) -> Entry {
    Entry(type: UTType(id, exts.first, mime, parents), extensions: exts)
  }

  /// Every declared type, most specific first within a family so a tag finds the narrowest type.
  static let all: [Entry] = [
    t("public.item", []),
    t("public.content", ["public.item"]),
    t("public.composite-content", ["public.content"]),
    t("public.data", ["public.item"]),
    t("public.directory", ["public.item"]),
    t("public.folder", ["public.directory"]),
    t("com.apple.package", ["public.directory"]),
    t("com.apple.bundle", ["public.directory"]),
    t("com.apple.application", ["com.apple.bundle"]),
    t("com.apple.application-bundle", ["com.apple.application"], ["app"]),
    t("public.executable", ["public.item"]),
    t("public.text", ["public.data", "public.content"]),
    t("public.plain-text", ["public.text"], ["txt", "text"], "text/plain"),
    t("public.utf8-plain-text", ["public.plain-text"]),
    t("public.utf16-plain-text", ["public.plain-text"]),
    t("public.rtf", ["public.text"], ["rtf"], "text/rtf"),
    t("public.html", ["public.text"], ["html", "htm"], "text/html"),
    t("public.xml", ["public.text"], ["xml"], "application/xml"),
    t("public.json", ["public.text"], ["json"], "application/json"),
    t("public.yaml", ["public.text"], ["yaml", "yml"], "application/x-yaml"),
    t("public.comma-separated-values-text", ["public.text"], ["csv"], "text/csv"),
    t("public.tab-separated-values-text", ["public.text"], ["tsv"], "text/tab-separated-values"),
    t("public.log", ["public.plain-text"], ["log"]),
    t("public.source-code", ["public.plain-text"]),
    t("public.swift-source", ["public.source-code"], ["swift"]),
    t("public.script", ["public.source-code"]),
    t("public.shell-script", ["public.script"], ["sh"], "application/x-sh"),
    t("public.vcard", ["public.text"], ["vcf", "vcard"], "text/vcard"),
    t("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], "application/pdf"),
    t("com.apple.rtfd", ["com.apple.package", "public.composite-content"], ["rtfd"]),
    t("public.image", ["public.data", "public.content"]),
    t("public.png", ["public.image"], ["png"], "image/png"),
    t("public.jpeg", ["public.image"], ["jpeg", "jpg"], "image/jpeg"),
    t("public.heic", ["public.image"], ["heic"], "image/heic"),
    t("public.heif", ["public.image"], ["heif"], "image/heif"),
    t("com.compuserve.gif", ["public.image"], ["gif"], "image/gif"),
    t("public.tiff", ["public.image"], ["tiff", "tif"], "image/tiff"),
    t("com.microsoft.bmp", ["public.image"], ["bmp"], "image/bmp"),
    t("com.microsoft.ico", ["public.image"], ["ico"], "image/vnd.microsoft.icon"),
    t("com.apple.icns", ["public.image"], ["icns"]),
    t("public.svg-image", ["public.image"], ["svg"], "image/svg+xml"),
    t("org.webmproject.webp", ["public.image"], ["webp"], "image/webp"),
    t("public.camera-raw-image", ["public.image"]),
    t("public.audiovisual-content", ["public.data", "public.content"]),
    t("public.movie", ["public.audiovisual-content"]),
    t("public.video", ["public.movie"]),
    t("public.audio", ["public.audiovisual-content"]),
    t("public.mp3", ["public.audio"], ["mp3"], "audio/mpeg"),
    t("public.mpeg-4-audio", ["public.audio"], ["m4a"], "audio/mp4"),
    t("com.microsoft.waveform-audio", ["public.audio"], ["wav"], "audio/vnd.wave"),
    t("public.aiff-audio", ["public.audio"], ["aiff", "aif"], "audio/aiff"),
    t("public.mpeg-4", ["public.movie"], ["mp4"], "video/mp4"),
    t("com.apple.quicktime-movie", ["public.movie"], ["mov"], "video/quicktime"),
    t("public.avi", ["public.movie"], ["avi"], "video/avi"),
    t("public.archive", ["public.data"]),
    t("public.zip-archive", ["public.archive"], ["zip"], "application/zip"),
    t("org.gnu.gnu-zip-archive", ["public.archive"], ["gz"], "application/x-gzip"),
    t("public.spreadsheet", ["public.content"]),
    t("public.presentation", ["public.composite-content"]),
    t("public.database", ["public.item"]),
    t("public.url", ["public.data"]),
    t("public.file-url", ["public.url"]),
    t("public.email-message", ["public.data", "public.content"], ["eml"], "message/rfc822"),
    t("org.idpf.epub-container", ["public.data", "public.composite-content"], ["epub"], "application/epub+zip"),
    t("com.pixar.universal-scene-description-mobile", ["public.data"], ["usdz"], "model/vnd.usdz+zip"),
    t("public.font", ["public.data"]),
    t("com.apple.property-list", ["public.data"], ["plist"]),
    t("public.calendar-event", ["public.item"]),
    t("public.contact", ["public.item"]),
    t("public.message", ["public.item"]),
  ]

  /// The declared types by identifier.
  static let declared: [String: UTType] = Dictionary(all.map { ($0.type.identifier, $0.type) }, uniquingKeysWith: { first, _ in first })

  static let descriptions: [String: String] = [
    "com.adobe.pdf": "PDF document", "public.png": "PNG image", "public.jpeg": "JPEG image", "public.heic": "HEIC image",
    "public.image": "image", "public.text": "text", "public.plain-text": "plain text", "public.folder": "folder",
    "public.movie": "movie", "public.audio": "audio", "public.json": "JSON", "public.comma-separated-values-text": "comma-separated values",
    "public.zip-archive": "ZIP archive", "public.data": "data", "public.item": "item",
  ]

  private static func named(_ id: String) -> UTType { declared[id] ?? UTType(id, nil, nil, ["public.data"]) }

  /// A generic base type for most things (files, directories).
  public static var item: UTType { named("public.item") }
  /// A base type for all document content.
  public static var content: UTType { named("public.content") }
  /// A base type for content formats that support mixed embedded content.
  public static var compositeContent: UTType { named("public.composite-content") }
  /// A base type for any sort of simple byte stream.
  public static var data: UTType { named("public.data") }
  /// A type that represents a file system directory.
  public static var directory: UTType { named("public.directory") }
  /// A type that represents a user-browsable directory.
  public static var folder: UTType { named("public.folder") }
  /// A base type for packages.
  public static var package: UTType { named("com.apple.package") }
  /// A base type for bundles.
  public static var bundle: UTType { named("com.apple.bundle") }
  /// A base type for applications.
  public static var application: UTType { named("com.apple.application") }
  /// A type for application bundles.
  public static var applicationBundle: UTType { named("com.apple.application-bundle") }
  /// A base type for executables.
  public static var executable: UTType { named("public.executable") }
  /// A base type for all text-encoded data.
  public static var text: UTType { named("public.text") }
  /// A type for text with no markup in an unspecified encoding.
  public static var plainText: UTType { named("public.plain-text") }
  /// A type for plain text encoded as UTF-8.
  public static var utf8PlainText: UTType { named("public.utf8-plain-text") }
  /// A type for plain text encoded as UTF-16.
  public static var utf16PlainText: UTType { named("public.utf16-plain-text") }
  /// A type for Rich Text Format.
  public static var rtf: UTType { named("public.rtf") }
  /// A type for HTML.
  public static var html: UTType { named("public.html") }
  /// A type for XML.
  public static var xml: UTType { named("public.xml") }
  /// A type for JSON.
  public static var json: UTType { named("public.json") }
  /// A type for YAML.
  public static var yaml: UTType { named("public.yaml") }
  /// A type for comma-separated values.
  public static var commaSeparatedText: UTType { named("public.comma-separated-values-text") }
  /// A type for tab-separated values.
  public static var tabSeparatedText: UTType { named("public.tab-separated-values-text") }
  /// A type for log files.
  public static var log: UTType { named("public.log") }
  /// A base type for source code.
  public static var sourceCode: UTType { named("public.source-code") }
  /// A type for Swift source code.
  public static var swiftSource: UTType { named("public.swift-source") }
  /// A base type for scripts.
  public static var script: UTType { named("public.script") }
  /// A type for shell scripts.
  public static var shellScript: UTType { named("public.shell-script") }
  /// A type for vCard contacts.
  public static var vCard: UTType { named("public.vcard") }
  /// A type for PDF documents.
  public static var pdf: UTType { named("com.adobe.pdf") }
  /// A type for Rich Text Format with attachments.
  public static var rtfd: UTType { named("com.apple.rtfd") }
  /// A base type for images.
  public static var image: UTType { named("public.image") }
  /// A type for PNG images.
  public static var png: UTType { named("public.png") }
  /// A type for JPEG images.
  public static var jpeg: UTType { named("public.jpeg") }
  /// A type for HEIC images.
  public static var heic: UTType { named("public.heic") }
  /// A type for HEIF images.
  public static var heif: UTType { named("public.heif") }
  /// A type for GIF images.
  public static var gif: UTType { named("com.compuserve.gif") }
  /// A type for TIFF images.
  public static var tiff: UTType { named("public.tiff") }
  /// A type for Windows bitmap images.
  public static var bmp: UTType { named("com.microsoft.bmp") }
  /// A type for Windows icons.
  public static var ico: UTType { named("com.microsoft.ico") }
  /// A type for Apple icon images.
  public static var icns: UTType { named("com.apple.icns") }
  /// A type for SVG images.
  public static var svg: UTType { named("public.svg-image") }
  /// A type for WebP images.
  public static var webP: UTType { named("org.webmproject.webp") }
  /// A base type for raw camera images.
  public static var rawImage: UTType { named("public.camera-raw-image") }
  /// A base type for audio and video content.
  public static var audiovisualContent: UTType { named("public.audiovisual-content") }
  /// A base type for media formats that may contain video and audio.
  public static var movie: UTType { named("public.movie") }
  /// A base type for video with no audio.
  public static var video: UTType { named("public.video") }
  /// A base type for audio with no video.
  public static var audio: UTType { named("public.audio") }
  /// A type for MP3 audio.
  public static var mp3: UTType { named("public.mp3") }
  /// A type for MPEG-4 audio.
  public static var mpeg4Audio: UTType { named("public.mpeg-4-audio") }
  /// A type for Waveform audio.
  public static var wav: UTType { named("com.microsoft.waveform-audio") }
  /// A type for AIFF audio.
  public static var aiff: UTType { named("public.aiff-audio") }
  /// A type for MPEG-4 movies.
  public static var mpeg4Movie: UTType { named("public.mpeg-4") }
  /// A type for QuickTime movies.
  public static var quickTimeMovie: UTType { named("com.apple.quicktime-movie") }
  /// A type for AVI movies.
  public static var avi: UTType { named("public.avi") }
  /// A base type for archives.
  public static var archive: UTType { named("public.archive") }
  /// A type for ZIP archives.
  public static var zip: UTType { named("public.zip-archive") }
  /// A type for gzip archives.
  public static var gzip: UTType { named("org.gnu.gnu-zip-archive") }
  /// A base type for spreadsheets.
  public static var spreadsheet: UTType { named("public.spreadsheet") }
  /// A base type for presentations.
  public static var presentation: UTType { named("public.presentation") }
  /// A base type for databases.
  public static var database: UTType { named("public.database") }
  /// A type for URLs.
  public static var url: UTType { named("public.url") }
  /// A type for file URLs.
  public static var fileURL: UTType { named("public.file-url") }
  /// A type for e-mail messages.
  public static var emailMessage: UTType { named("public.email-message") }
  /// A type for EPUB documents.
  public static var epub: UTType { named("org.idpf.epub-container") }
  /// A type for USDZ scenes.
  public static var usdz: UTType { named("com.pixar.universal-scene-description-mobile") }
  /// A base type for fonts.
  public static var font: UTType { named("public.font") }
  /// A type for property lists.
  public static var propertyList: UTType { named("com.apple.property-list") }
  /// A base type for calendar events.
  public static var calendarEvent: UTType { named("public.calendar-event") }
  /// A base type for contacts.
  public static var contact: UTType { named("public.contact") }
  /// A base type for messages.
  public static var message: UTType { named("public.message") }
}
