import CPango
import Foundation
import SpecimenUI

/// The private set of fonts Specimen draws with: only files the project names, never the machine's own.
///
/// Every family SwiftUI code can ask for maps onto these files (the `.default` design to
/// Inter, `.rounded` to Quicksand, `.serif` and `.monospaced` to DejaVu), so the same
/// packages give the same glyphs on every machine.
public final class FontLibrary: @unchecked Sendable {
  /// The library built from the project's font list and `Assets/Fonts`.
  public static let shared = FontLibrary(extraFontFolders: [AssetLocator.builtinAssets.appendingPathComponent("Fonts")])

  /// The fontconfig configuration holding exactly `fontFiles`.
  let config: OpaquePointer
  /// The font files in use, absolute paths, sorted.
  public let fontFiles: [String]

  init(extraFontFolders: [URL]) {
    var files = FontCatalog.systemFontFiles()
    for folder in extraFontFolders {
      files += FontCatalog.fontFiles(in: folder.path)
    }
    fontFiles = files.sorted()
    guard let config = FcConfigCreate() else { fatalError("fontconfig could not create a configuration") }
    self.config = config
    _ = FontCatalog.configXML.withCString { FcConfigParseAndLoadFromMemory(config, $0, 1) }
    for file in fontFiles {
      _ = file.withCString { path in
        path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
      }
    }
  }

  /// A new Pango font map over this library's fonts (one per thread: Pango objects are not thread-safe).
  func makeFontMap() -> UnsafeMutablePointer<PangoFontMap> {
    guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      fatalError("Pango has no FreeType font map")
    }
    pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
    return fontMap
  }

  /// The Pango family list for a resolved font: its family or design's face, then fallbacks.
  static func familyList(for font: ResolvedFont) -> String {
    let primary: String
    if let family = font.family {
      primary = family
    } else {
      switch font.design {
      case .default: primary = "Inter"
      case .rounded: primary = "Quicksand"
      case .serif: primary = "DejaVu Serif"
      case .monospaced: primary = "DejaVu Sans Mono"
      }
    }
    return primary + ", Inter, DejaVu Sans"
  }
}

/// Which font files Specimen uses, by Debian package, and the fontconfig rules it applies.
enum FontCatalog {
  /// Folders of Debian font packages and the file-name prefixes taken from each.
  static let packages: [(folder: String, prefixes: [String])] = [
    ("/usr/share/fonts/opentype/inter", ["Inter-"]),  // fonts-inter
    ("/usr/share/fonts/truetype/quicksand", ["Quicksand-"]),  // fonts-quicksand
    ("/usr/share/fonts/truetype/dejavu", ["DejaVuSans.", "DejaVuSans-Bold.", "DejaVuSerif", "DejaVuSansMono"]),  // fonts-dejavu-core
  ]

  static func systemFontFiles() -> [String] {
    packages.flatMap { package in
      fontFiles(in: package.folder).filter { file in
        let name = (file as NSString).lastPathComponent
        return package.prefixes.contains { name.hasPrefix($0) }
      }
    }
  }

  static func fontFiles(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { ["ttf", "otf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }
      .map { (folder as NSString).appendingPathComponent($0) }
  }

  /// Rendering options pinned for every font: grey antialiasing, no hinting, no subpixel order.
  static let configXML = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <match target="font">
        <edit name="antialias" mode="assign"><bool>true</bool></edit>
        <edit name="hinting" mode="assign"><bool>false</bool></edit>
        <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
        <edit name="autohint" mode="assign"><bool>false</bool></edit>
        <edit name="rgba" mode="assign"><const>none</const></edit>
        <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
        <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
      </match>
      <alias binding="same"><family>sans-serif</family><prefer><family>Inter</family></prefer></alias>
      <alias binding="same"><family>system-ui</family><prefer><family>Inter</family></prefer></alias>
      <alias binding="same"><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
      <alias binding="same"><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
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
