import Foundation
import SpecimenCairo

/// The global `--font-path PATH` option (repeatable): a folder of font files added like a folder of
/// `SPECIMEN_FONT_PATH`, for `Font.custom` and for Apple's own system fonts (SF Pro, SF Pro Rounded,
/// New York, SF Mono) when a team holds them under Apple's licence.
enum FontPathOption {
  /// Help text, shown in the overview.
  static let help = "  --font-path PATH  a folder of .ttf/.otf fonts (e.g. Apple's SF Pro, New York, SF Mono); repeatable, any command"

  /// Removes every `--font-path PATH` / `--font-path=PATH` from `arguments` and adds the folders to the shared font library.
  static func extract(_ arguments: inout [String], add: (URL) -> Bool = FontLibrary.addFontFolder) throws {
    let usage = "--font-path takes a folder; e.g. --font-path ~/Fonts/Apple"
    try RepeatablePathOption(name: "--font-path", missingValue: usage, emptyValue: usage).extract(&arguments) { path in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw UsageError(message: "--font-path \(path): no such folder; give a folder holding .ttf/.otf files")
      }
      guard add(URL(fileURLWithPath: path)) else {
        throw UsageError(message: "--font-path \(path): fonts were already loaded in this process; set SPECIMEN_FONT_PATH before it starts instead")
      }
    }
  }
}
