import CPango
import Foundation
import SpecimenUI

/// The private set of fonts Specimen draws with: only files the project names, never the machine's own.
///
/// Every family SwiftUI code can ask for maps onto these files (`.default` → Inter, with
/// Inter Display from 20 pt like SF Pro Display; `.rounded` → Quicksand; `.serif` and
/// `.monospaced` → DejaVu), and every family list ends in the same fallbacks (Noto Sans
/// CJK, Noto Color Emoji, DejaVu Sans), so the same packages give the same glyphs on every
/// machine. Fonts in `Assets/Fonts` and in the folders of `SPECIMEN_FONT_PATH` (read once,
/// colon-separated) or `--font-path` are added for `Font.custom(_:size:)`; when those folders
/// hold Apple's own system fonts, the system designs are drawn with them (`SystemFaces`).
public final class FontLibrary: @unchecked Sendable {
  /// The library built from the project's font list, `Assets/Fonts` and `SPECIMEN_FONT_PATH`.
  public static let shared: FontLibrary = {
    let given = environmentFolders() + FontFolderRegistry.shared.freeze()
    return FontLibrary(extraFontFolders: defaultExtraFolders(given: given), given: given)
  }()

  /// The fontconfig configuration holding exactly `fontFiles`.
  let config: OpaquePointer
  /// The font files in use, absolute paths, sorted.
  public let fontFiles: [String]
  /// Why font files in the font folders were left out (not regular files, over `AssetLimits.maxFontBytes`).
  public let refusedFontFiles: [String]
  /// Every family name the configuration holds, lowercased.
  let families: Set<String>
  /// PostScript name (lowercased) → the face it names, so `.custom("Inter-Bold", size:)` works as on iOS.
  let postScriptFaces: [String: Face]
  /// Family name → the PostScript names of its faces, sorted (`UIFont.familyNames`, `fontNames(forFamilyName:)`).
  public let postScriptNamesByFamily: [String: [String]]
  /// Which faces draw the system font's designs: Apple's when installed, the stand-ins otherwise.
  let systemFaces: SystemFaces
  /// Seconds spent building the configuration (parsing every font file), for the benchmarks.
  public let setupSeconds: Double

  /// One face of a family, found by its PostScript name.
  struct Face: Hashable {
    var family: String
    var weight: Int
    var italic: Bool
  }

  /// The library of the project's font list and the font files directly inside `extraFontFolders`; `given` are the folders
  /// the user named (`SPECIMEN_FONT_PATH`, `--font-path`; nil: those of `SPECIMEN_FONT_PATH`), whose mistakes are named.
  init(extraFontFolders: [URL], given: [URL]? = nil) {
    let start = DispatchTime.now().uptimeNanoseconds
    var files = FontCatalog.systemFontFiles()
    var refused: [String] = []
    let named = Set((given ?? FontLibrary.environmentFolders()).map(\.path))
    for folder in extraFontFolders {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
      if exists, !isFolder.boolValue {
        // SPECIMEN_FONT_PATH=~/Fonts/SF-Pro.otf: a font path names folders; a file there was passed over without a word.
        refused.append("font folder refused: \(folder.path) is a file, not a folder; put the fonts in a folder and give that folder")
        continue
      }
      if !exists, named.contains(folder.path) {
        var link = stat()
        // A link to itself (or to a link back) or to nothing: `fileExists` follows it and finds no folder.
        let dangling = lstat(folder.path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
        refused.append("font folder refused: \(folder.path) (in SPECIMEN_FONT_PATH) "
          + (dangling ? "is a symbolic link that leads to no folder (a loop or a missing target); give the folder itself"
                      : "does not exist; give folders that hold .ttf/.otf files"))
        continue
      }
      let found = FontCatalog.fontFiles(in: folder.path, refused: &refused)
      if found.isEmpty, named.contains(folder.path), !refused.contains(where: { $0.hasPrefix("font file refused: \(folder.path)/") }) {
        // SPECIMEN_FONT_PATH=~/Fonts holding only ~/Fonts/SF-Pro/*.otf: nothing was added, and Font.custom said only "not installed".
        refused.append("font folder refused: \(folder.path) holds no .ttf, .otf or .ttc file (its subfolders are not searched); "
          + "give the folder that holds the font files")
      }
      files += found
    }
    guard let config = FcConfigCreate() else { fatalError("fontconfig could not create a configuration") }
    self.config = config
    _ = FontCatalog.configXML.withCString { FcConfigParseAndLoadFromMemory(config, $0, 1) }
    let listed = FontCatalog.uniqueFiles(files.sorted())
    let unreadable = Set(FontCatalog.addFonts(listed, to: config))
    // An empty, truncated or non-font file holds no face: it draws nothing, so it is named rather than listed as used.
    refused += listed.filter(unreadable.contains).map { "font file refused: \($0) holds no font fontconfig can read "
      + "(empty, truncated or not TrueType/OpenType); replace it with the font file" }
    fontFiles = listed.filter { !unreadable.contains($0) }
    refusedFontFiles = refused
    for line in FontLibrary.warningLines(refused) { FileHandle.standardError.write(Data("specimen: warning: \(line)\n".utf8)) }
    (families, postScriptFaces, postScriptNamesByFamily) = FontLibrary.index(config)
    systemFaces = SystemFaces(families: families)
    setupSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// The most refusals printed one line each at start; past them one line gives the count of the rest.
  static let listedRefusals = 5

  /// The warning lines for `refused`: each of the first `listedRefusals`, then, past them, one line naming how many more
  /// there are (a folder of 10 000 broken `.ttf` files printed 10 000 lines). `refusedFontFiles` keeps every one.
  static func warningLines(_ refused: [String]) -> [String] {
    guard refused.count > listedRefusals else { return refused }
    let rest = refused.count - listedRefusals
    return Array(refused.prefix(listedRefusals)) + ["\(rest) more font files or folders refused, not listed (\(refused.count) in all); "
      + "the first \(listedRefusals) above say why, and most often the rest are refused for the same reason"]
  }

  /// `Assets/Fonts`, then `given` (each folder of `SPECIMEN_FONT_PATH`, then each folder given to `addFontFolder(_:)`),
  /// then the folders of the resource bundles beside the running executable (a package's own fonts,
  /// which its code registers with Core Text on iOS).
  static func defaultExtraFolders(given: [URL]) -> [URL] {
    [AssetLocator.builtinAssets.appendingPathComponent("Fonts")] + given + FontCatalog.resourceBundleFolders(beside: Bundle.main.bundleURL)
  }

  /// The folders `SPECIMEN_FONT_PATH` names (colon-separated), in order.
  static func environmentFolders() -> [URL] {
    (ProcessInfo.processInfo.environment["SPECIMEN_FONT_PATH"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
  }

  /// Adds `folder` to the fonts of `shared` (the CLI's `--font-path`); false when `shared` was
  /// already built in this process, so the folder could no longer take effect.
  public static func addFontFolder(_ folder: URL) -> Bool { FontFolderRegistry.shared.add(folder) }

  /// Design → the face drawing it (e.g. `"default": "SF Pro Text + SF Pro Display"`) when Apple's
  /// system fonts are installed in a font folder; nil when the stand-ins draw every design.
  public var systemFontSummary: [String: String]? { systemFaces.summary }

  /// One line for sheet captions naming Apple's system fonts in use, nil with only the stand-ins.
  public var systemFontCaption: String? {
    guard let summary = systemFontSummary else { return nil }
    let order = ["default", "rounded", "serif", "monospaced"]
    return "System font: " + order.compactMap { key in summary[key].map { "\(key) \($0)" } }.joined(separator: ", ")
  }

  /// The face drawing the system font of `font`'s design and size.
  func systemFace(for font: ResolvedFont) -> SystemFace { systemFaces.face(design: font.design, size: font.size) }

  /// The family names and PostScript names of every face in `config`.
  private static func index(_ config: OpaquePointer) -> (Set<String>, [String: Face], [String: [String]]) {
    var families: Set<String> = []
    var faces: [String: Face] = [:]
    var names: [String: Set<String>] = [:]
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return (families, faces, [:]) }
    for i in 0..<Int(set.pointee.nfont) {
      guard let pattern = set.pointee.fonts[i] else { continue }
      var first: String?
      var n: Int32 = 0
      while true {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FAMILY, n, &value) == FcResultMatch, let value else { break }
        let name = String(cString: value)
        families.insert(name.lowercased())
        if first == nil { first = name }
        n += 1
      }
      var ps: UnsafeMutablePointer<FcChar8>?
      var weight: Int32 = 80, slant: Int32 = 0
      _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
      _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
      if FcPatternGetString(pattern, FC_POSTSCRIPT_NAME, 0, &ps) == FcResultMatch, let ps, let first {
        let css = Int(FcWeightToOpenType(Int32(weight)))
        faces[String(cString: ps).lowercased()] = Face(family: first, weight: css, italic: slant != 0)
        names[first, default: []].insert(String(cString: ps))
      }
    }
    return (families, faces, names.mapValues { $0.sorted() })
  }

  /// A new Pango font map over this library's fonts (one per thread: Pango objects are not thread-safe).
  func makeFontMap() -> UnsafeMutablePointer<PangoFontMap> {
    guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      fatalError("Pango has no FreeType font map")
    }
    pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
    return fontMap
  }

  /// The fallbacks after every primary family: CJK (Japanese or Chinese shapes first), emoji, then DejaVu Sans.
  static func fallbacks(japanese: Bool) -> String {
    let cjk = japanese ? "Noto Sans CJK JP, Noto Sans CJK SC" : "Noto Sans CJK SC, Noto Sans CJK JP"
    return "\(cjk), Noto Color Emoji, DejaVu Sans"
  }

  /// How a resolved font is asked of Pango: the family list, weight and slant, and a warning when the family is unknown.
  func request(for font: ResolvedFont, japanese: Bool) -> FontRequest {
    var weight = font.weight, italic = font.italic
    var primary: String
    var warning: String?
    var variations: String?
    var systemFace = false
    if let family = font.family {
      if families.contains(family.lowercased()) {
        primary = family
      } else if let face = postScriptFaces[family.lowercased()] {
        primary = face.family
        // A PostScript name names one face: its weight and slant apply unless the font overrides them.
        if weight == 400 { weight = face.weight }
        italic = italic || face.italic
      } else if let standIn = AppleFontStandIns.standIn(for: family), families.contains(standIn.family.lowercased()) {
        primary = standIn.family
        if weight == 400, let named = standIn.weight { weight = named }
        italic = italic || standIn.italic
        warning = "Font.custom(\"\(family)\") is \(standIn.appleFamily), which iOS has and Specimen cannot ship; drawing with "
          + "\(primary), which has its letter widths. For its own glyphs, give a folder holding its font file with --font-path or SPECIMEN_FONT_PATH"
      } else {
        let face = self.systemFace(for: font)
        (primary, variations, systemFace) = (face.family, face.variations, true)
        warning = "Font.custom(\"\(TextLength.quoted(family))\") is not installed; drawing with \(primary). "
          + "Add its .ttf/.otf file to the package's resources, or give its folder with --font-path or SPECIMEN_FONT_PATH"
      }
    } else {
      let face = self.systemFace(for: font)
      (primary, variations, systemFace) = (face.family, face.variations, true)
    }
    return FontRequest(families: "\(primary), Inter, \(FontLibrary.fallbacks(japanese: japanese))", weight: weight,
                       italic: italic, variations: variations, warning: warning, systemFace: systemFace)
  }
}

/// Font folders added at run time (`--font-path`), read once when `FontLibrary.shared` is built.
final class FontFolderRegistry: @unchecked Sendable {
  static let shared = FontFolderRegistry()
  private let lock = NSLock()
  private var folders: [URL] = []
  private var frozen = false

  /// Adds `folder` unless the shared library was already built; returns whether it was added.
  func add(_ folder: URL) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !frozen else { return false }
    folders.append(folder)
    return true
  }

  /// The folders added so far; later additions are refused.
  func freeze() -> [URL] {
    lock.lock()
    defer { lock.unlock() }
    frozen = true
    return folders
  }
}

/// What Pango is asked for one resolved font.
struct FontRequest: Hashable {
  /// A comma-separated Pango family list, primary first.
  var families: String
  var weight: Int
  var italic: Bool
  /// OpenType variations for a variable system face ("opsz=17"), nil otherwise.
  var variations: String?
  /// Set when a custom family was not found and the system face or a stand-in is used instead.
  var warning: String?
  /// Whether the system face draws (no family, or a custom family that is not installed and has no
  /// stand-in): then the text is set like San Francisco (tracking, line box).
  var systemFace: Bool
}

/// Which font files Specimen uses, by Debian package, and the fontconfig rules it applies.
enum FontCatalog {
  /// Folders of Debian font packages and the file-name prefixes taken from each.
  static let packages: [(folder: String, prefixes: [String])] = [
    ("/usr/share/fonts/opentype/inter", ["Inter-", "InterDisplay-"]),  // fonts-inter
    ("/usr/share/fonts/truetype/quicksand", ["Quicksand-"]),  // fonts-quicksand
    ("/usr/share/fonts/truetype/dejavu", ["DejaVuSans.", "DejaVuSans-Bold.", "DejaVuSerif.", "DejaVuSerif-", "DejaVuSansMono"]),  // fonts-dejavu-core
    ("/usr/share/fonts/opentype/noto", ["NotoSansCJK-"]),  // fonts-noto-cjk (Regular and Bold collections)
    ("/usr/share/fonts/truetype/noto", ["NotoColorEmoji."]),  // fonts-noto-color-emoji
    ("/usr/share/fonts/truetype/liberation2", ["LiberationSans-", "LiberationSerif-", "LiberationMono-"]),  // fonts-liberation2 (AppleFontStandIns)
  ]

  /// `files` without later paths to a file already listed (two symlinks to one font), by device and inode.
  static func uniqueFiles(_ files: [String]) -> [String] {
    var seen: Set<[UInt64]> = []
    return files.filter { path in
      var info = stat()
      guard stat(path, &info) == 0 else { return true }
      return seen.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted
    }
  }

  static func systemFontFiles() -> [String] {
    packages.flatMap { package in
      fontFiles(in: package.folder).filter { file in
        let name = (file as NSString).lastPathComponent
        return package.prefixes.contains { name.hasPrefix($0) }
      }
    }
  }

  /// The resource bundles (`*.resources`, `*.bundle`) directly inside `folder` and their subfolders, four
  /// levels deep, sorted: where SwiftPM puts a target's resources beside its executable, fonts included
  /// (`.process` flattens them into the bundle, `.copy("Fonts")` keeps the folder, an asset catalog's data
  /// sets nest them further). Symbolic links to folders are not followed (no loops), and at most
  /// `maxResourceFolders` folders are listed.
  static func resourceBundleFolders(beside folder: URL) -> [URL] {
    let manager = FileManager.default
    func subfolders(of url: URL) -> [URL] {
      let names = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
      return names.map { url.appendingPathComponent($0) }.filter { child in
        guard let attributes = try? manager.attributesOfItem(atPath: child.path) else { return false }
        return attributes[.type] as? FileAttributeType == .typeDirectory
      }
    }
    var found: [URL] = []
    var level = subfolders(of: folder).filter { ["resources", "bundle"].contains($0.pathExtension) }
    for _ in 0..<5 where !level.isEmpty && found.count < maxResourceFolders {
      found += level.prefix(maxResourceFolders - found.count)
      level = level.flatMap(subfolders(of:))
    }
    return found
  }

  /// The most folders of resource bundles searched for fonts.
  static let maxResourceFolders = 2000

  /// The font files directly inside `folder` (not its subfolders), sorted; `refused` receives why others were left out.
  ///
  /// fontconfig is only ever given this explicit list, never a folder, so it cannot recurse into a symlink
  /// loop (`self -> .`, `dir.ttf -> .`). Only regular files (symlinks followed) of at most
  /// `AssetLimits.maxFontBytes` are listed: opening a FIFO named `x.ttf` would block forever; and no collection
  /// of more than `AssetLimits.maxFontFaces` fonts.
  static func fontFiles(in folder: String, refused: inout [String]) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { ["ttf", "otf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }
      .sorted()
      .map { (folder as NSString).appendingPathComponent($0) }
      .filter { path in
        guard let refusal = AssetFiles.fileRefusal(path, maxBytes: AssetLimits.maxFontBytes, limitName: "SPECIMEN_MAX_FONT_BYTES")
                ?? AssetFiles.fontCollectionRefusal(path) else {
          return true
        }
        refused.append("font file refused: \(refusal)")
        return false
      }
  }

  static func fontFiles(in folder: String) -> [String] {
    var refused: [String] = []
    return fontFiles(in: folder, refused: &refused)
  }

  /// Rendering options pinned for every font: grey antialiasing, no hinting, no subpixel order;
  /// embedded bitmaps off, except in bitmap-only fonts (the color emoji), which are scaled from
  /// their one strike to the requested pixel size by a font matrix. (Assigning `antialias` to a
  /// color bitmap font makes Cairo 1.16 draw nothing, so it is set on outline fonts only; the
  /// Pango context's Cairo options give grey antialiasing anyway.)
  static let configXML = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <cachedir>/var/cache/fontconfig</cachedir>
      <match target="font">
        <test name="outline" compare="eq"><bool>true</bool></test>
        <edit name="antialias" mode="assign"><bool>true</bool></edit>
      </match>
      <match target="font">
        <edit name="hinting" mode="assign"><bool>false</bool></edit>
        <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
        <edit name="autohint" mode="assign"><bool>false</bool></edit>
        <edit name="rgba" mode="assign"><const>none</const></edit>
        <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
        <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="embeddedbitmap" mode="assign"><bool>true</bool></edit>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix>
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide><double>0</double>
              <double>0</double><divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </matrix>
          </times>
        </edit>
      </match>
      <alias binding="same"><family>sans-serif</family><prefer><family>Inter</family></prefer></alias>
      <alias binding="same"><family>system-ui</family><prefer><family>Inter</family></prefer></alias>
      <alias binding="same"><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
      <alias binding="same"><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
      <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
    </fontconfig>
    """
}

/// Where Specimen's own assets (icons, fonts) live: the `Assets` folder of this package.
public enum AssetLocator {
  /// The package's `Assets` folder, found from this source file's location at build time.
  public static let builtinAssets: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets")
}
