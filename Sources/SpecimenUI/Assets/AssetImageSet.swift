import AssetCatalogFiles
import Foundation

/// An image set (`Name.imageset`) or symbol set (`Name.symbolset`) of an asset catalog.
///
/// Bitmaps (PNG, JPEG) come at 1x/2x/3x; a PDF or SVG is "single scale" and drawn as a
/// vector when `preserves-vector-representation` is set (Specimen always draws vectors
/// as vectors: the result at the cell's scale is what a preserved vector gives on iOS).
/// A symbol set holds a custom SF Symbol exported from the SF Symbols app.
public struct AssetImageSet: Sendable {
  /// The image's name in its catalog (with namespace folders).
  public let name: String
  /// Whether this is a custom symbol (`.symbolset`), drawn like `Image(systemName:)`.
  public let isSymbol: Bool
  /// `template-rendering-intent`: `template` tints the image with the foreground style, `original` never does; nil is "Default".
  public let templateIntent: Image.TemplateRenderingMode?
  let variants: [(key: AssetVariantKey, file: CatalogImage.File)]

  init(name: String, folder: URL, isSymbol: Bool, contents: [String: Any], problems: inout [String]) {
    self.name = name
    self.isSymbol = isSymbol
    let properties = (contents["properties"] as? [String: Any]) ?? [:]
    switch properties["template-rendering-intent"] as? String {
    case "template": templateIntent = .template
    case "original": templateIntent = .original
    default: templateIntent = nil
    }
    let kind = isSymbol ? "symbolset" : "imageset"
    var variants: [(AssetVariantKey, CatalogImage.File)] = []
    for entry in (contents[isSymbol ? "symbols" : "images"] as? [[String: Any]]) ?? [] {
      guard let rawName = entry["filename"] else { continue }  // an empty slot in Xcode's grid
      guard let filename = rawName as? String else {
        problems.append("\(name).\(kind): filename \(AssetContents.describe(rawName)) is not a file name; open and save the set in Xcode to repair it")
        continue
      }
      guard !filename.contains("/"), filename != "..", filename != "." else {
        problems.append("\(name).\(kind): filename \(filename) leaves the set's folder; not read")
        continue
      }
      let path = folder.appendingPathComponent(filename).path
      if let broken = BrokenLink.describe(path) {
        problems.append("\(name).\(kind): \(filename) \(broken); replace the link with the image file")
        continue
      }
      guard FileManager.default.fileExists(atPath: path) else {
        problems.append("\(name).\(kind): \(filename) is listed in Contents.json but missing; add the file or clear the slot in Xcode")
        continue
      }
      var scale: Double?
      if let rawScale = entry["scale"] {
        if let text = rawScale as? String, text.hasSuffix("x"), let value = Double(text.dropLast()), value >= 1, value <= 3 {
          scale = value
        } else {
          // Xcode writes "1x", "2x" or "3x"; anything else ("1e999x", 2, "-1x") is read as a single-scale file.
          problems.append("\(name).\(kind): scale \(AssetContents.describe(rawScale)) of \(filename) is not 1x, 2x or 3x; "
            + "drawn as a single-scale image (pick the scale in Xcode's attributes inspector)")
        }
      }
      variants.append((AssetVariantKey(entry), CatalogImage.File(path: path, scale: scale)))
    }
    if variants.isEmpty {
      problems.append("\(name).\(kind): no image files; drop one into the set in Xcode")
    }
    self.variants = variants
  }

  /// The files of the variant that fits `appearance` best (all scales of it), or an empty list.
  func files(for appearance: AssetAppearance) -> [CatalogImage.File] {
    guard let best = variants.best(for: appearance, key: { $0.key }) else { return [] }
    // Every scale of the chosen appearance: entries that share its luminosity and contrast.
    return variants.filter { $0.key.luminosity == best.key.luminosity && $0.key.highContrast == best.key.highContrast
      && $0.key.score(for: appearance) != nil }.map(\.file)
  }
}

/// An asset-catalog image chosen at resolve time: its files (one per scale) and how it draws.
public struct CatalogImage: Hashable, Sendable, Codable {
  /// One image file and the scale it was made for (nil: a single-scale PDF or SVG).
  public struct File: Hashable, Sendable, Codable {
    public var path: String
    public var scale: Double?
    public init(path: String, scale: Double?) {
      self.path = path
      self.scale = scale
    }
  }
  /// The asset's name.
  public var name: String
  /// The catalog it came from, for messages.
  public var catalog: String
  /// The files of the appearance in effect, one per scale.
  public var files: [File]
  /// Whether it is a custom symbol (drawn by its Regular-M or Regular-S glyph, sized by the font).
  public var isSymbol: Bool

  public init(name: String, catalog: String, files: [File], isSymbol: Bool) {
    self.name = name
    self.catalog = catalog
    self.files = files
    self.isSymbol = isSymbol
  }

  /// The file to draw at `scale` device pixels per point: an exact scale, else a vector, else the nearest
  /// scale above, else the nearest below (as UIKit loads the closest larger representation).
  public func file(forScale scale: Double) -> File? {
    if let exact = files.first(where: { $0.scale == scale }) { return exact }
    if let vector = files.first(where: { $0.scale == nil }) { return vector }
    let above = files.filter { ($0.scale ?? 0) > scale }.min { ($0.scale ?? 0) < ($1.scale ?? 0) }
    return above ?? files.max { ($0.scale ?? 0) < ($1.scale ?? 0) }
  }
}
