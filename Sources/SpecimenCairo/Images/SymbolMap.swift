import Foundation
import SpecimenUI

/// Maps SF Symbol names onto SVG icons: the project's `Assets/Icons` first, then Bootstrap Icons (Debian's `bootstrap-icons`).
///
/// Symbols are sized like SF Symbols: `circle.fill`'s size for the font's point size, weight and image
/// scale (`inkHeight(pointSize:scale:weight:)`) sets the scale, and each measured symbol keeps its own
/// advance, ink and frame height at that scale (`SymbolMetrics`, `layout`), so a chevron is narrow and
/// short, a globe round and a minus flat; the stand-in drawing is fitted to the SF Symbol's ink.
enum SymbolMap {
  /// Where Debian's bootstrap-icons package installs its SVGs.
  static let bootstrapFolder = "/usr/share/bootstrap-icons/svg"

  /// The ink height of a full-height symbol (one as tall as `circle.fill`) for a font of
  /// `pointSize` and CSS `weight` (100…900) at image `scale`.
  ///
  /// iOS 18 sizes symbols by `circle.fill`'s diameter, a percentage of the point size per scale
  /// at ultraLight / regular / black: small 74.46 / 78.86 / 83.98, medium 94.63 / 99.61 / 106.64,
  /// large 121.66 / 127.2 / 135.89, interpolated linearly in UIKit's weight values (ultraLight
  /// −0.8, regular 0, black 0.62) (OpenSwiftUI `Sources/OpenSwiftUICore/View/Image/ImageScale.swift`,
  /// `circleDotFillSize`). So a regular body (17 pt) symbol is 16.93 pt tall, a bold one 17.70.
  static func inkHeight(pointSize: CGFloat, scale: Image.Scale, weight: Int) -> CGFloat {
    let (light, nominal, heavy): (CGFloat, CGFloat, CGFloat)
    switch scale {
    case .small: (light, nominal, heavy) = (74.46, 78.86, 83.98)
    case .medium: (light, nominal, heavy) = (94.63, 99.61, 106.64)
    case .large: (light, nominal, heavy) = (121.66, 127.2, 135.89)
    }
    let w = kitWeight(weight)
    let percentage = w < 0 ? light + (w + 0.8) / 0.8 * (nominal - light) : nominal + w / 0.62 * (heavy - nominal)
    return percentage * 0.01 * pointSize
  }

  /// A symbol's frame size and its ink's rectangle in it, for a stand-in drawing whose ink is `ink`, at
  /// `height` (`inkHeight` at the symbol's weight) and `regularHeight` (the same at regular weight).
  ///
  /// With `metrics` (`SymbolMetrics`), the frame is the SF Symbol's: its advance wide and its black ink
  /// tall, the regular ink at its place from the left margin and centred vertically; the stand-in
  /// drawing is fitted into that ink, keeping its proportions. Without, the symbol is sized like
  /// `circle.fill` (the measured symbol all others are scaled by): the drawing fitted to a box as tall as
  /// its diameter and `maxWidth` times as wide, with `circle.fill`'s side margins and frame height.
  static func layout(ink: CGRect, height: CGFloat, regularHeight: CGFloat, metrics: SymbolMetrics?) -> (size: CGSize, ink: CGRect) {
    guard let reference = metrics ?? SymbolMetrics.circleFill, height > 0, regularHeight > 0, height.isFinite, regularHeight.isFinite else {
      let side = height.isFinite ? max(height, 0) : 0
      return (CGSize(width: side, height: side), CGRect(x: 0, y: 0, width: side, height: side))
    }
    let k = height / SymbolMetrics.circleDiameter
    let frameHeight = max(reference.blackHeight * regularHeight, reference.inkHeight * height) / SymbolMetrics.circleDiameter
    let hasInk = ink.width > 0 && ink.height > 0 && ink.width.isFinite && ink.height.isFinite
    if metrics != nil {
      let box = CGRect(x: reference.inkLeft * k, y: (frameHeight - reference.inkHeight * k) / 2,
                       width: reference.inkWidth * k, height: reference.inkHeight * k)
      guard hasInk else { return (CGSize(width: reference.advance * k, height: frameHeight), box) }
      let fit = min(box.width / ink.width, box.height / ink.height)
      let drawn = CGSize(width: ink.width * fit, height: ink.height * fit)
      return (CGSize(width: reference.advance * k, height: frameHeight),
              CGRect(x: box.midX - drawn.width / 2, y: box.midY - drawn.height / 2, width: drawn.width, height: drawn.height))
    }
    // An unmeasured symbol: the drawing at circle.fill's size, its margins around it.
    let margin = reference.inkLeft * k
    guard hasInk else {
      return (CGSize(width: height + 2 * margin, height: frameHeight), CGRect(x: margin, y: (frameHeight - height) / 2, width: height, height: height))
    }
    let fit = height / max(ink.height, ink.width / maxWidth)
    let drawn = CGSize(width: ink.width * fit, height: ink.height * fit)
    return (CGSize(width: drawn.width + 2 * margin, height: frameHeight),
            CGRect(x: margin, y: (frameHeight - drawn.height) / 2, width: drawn.width, height: drawn.height))
  }

  /// How much wider than tall an unmeasured symbol's drawing may be, as a fraction of `circle.fill`'s
  /// diameter: wide pictograms (an envelope, a camera, a tray) reach about a quarter more in width at a
  /// smaller height, and flat ones (a minus, an ellipsis) stay flat (scaling every ink to full height made an
  /// ellipsis 70 pt wide). Specimen's estimate from common wide symbols.
  static let maxWidth: CGFloat = 1.25

  /// UIKit's `UIFont.Weight` value for a CSS weight: ultraLight (100) −0.8, thin −0.6, light −0.4,
  /// regular (400) 0, medium 0.23, semibold 0.3, bold 0.4, heavy 0.56, black (900) 0.62; linear
  /// between the hundreds and clamped outside 100…900.
  static func kitWeight(_ weight: Int) -> CGFloat {
    byWeight([-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62], weight)
  }

  /// The value of `table` (one entry per CSS weight 100, 200 … 900) at `weight`: linear between the
  /// hundreds, clamped outside 100…900.
  static func byWeight(_ table: [CGFloat], _ weight: Int) -> CGFloat {
    let position = min(max(CGFloat(weight) / 100 - 1, 0), 8)
    let lower = Int(position.rounded(.down)), upper = min(lower + 1, 8)
    return table[lower] + (position - CGFloat(lower)) * (table[upper] - table[lower])
  }

  /// SF Symbol name → Bootstrap Icons name (the seed styles' symbols and the most common in apps).
  static let bootstrapNames: [String: String] = [
    "trash": "trash",
    "trash.fill": "trash-fill",
    "star": "star",
    "star.fill": "star-fill",
    "star.leadinghalf.filled": "star-half",
    "globe": "globe",
    "checkmark.seal": "patch-check",
    "checkmark.seal.fill": "patch-check-fill",
    "square": "square",
    "square.fill": "square-fill",
    "circle": "circle",
    "circle.fill": "circle-fill",
    "plus": "plus-lg",
    "minus": "dash-lg",
    "xmark": "x-lg",
    "checkmark": "check-lg",
    "person": "person",
    "person.fill": "person-fill",
    "person.circle": "person-circle",
    "person.crop.circle": "person-circle",
    "person.2": "people",
    "person.2.fill": "people-fill",
    "square.and.arrow.up": "box-arrow-up",
    "square.and.arrow.down": "box-arrow-in-down",
    "square.and.pencil": "pencil-square",
    "pencil": "pencil",
    "speaker": "volume-off",
    "speaker.fill": "volume-off-fill",
    "speaker.wave.1": "volume-down",
    "speaker.wave.2": "volume-down",
    "speaker.wave.3": "volume-up",
    "speaker.wave.3.fill": "volume-up-fill",
    "speaker.slash": "volume-mute",
    "heart": "heart",
    "heart.fill": "heart-fill",
    "gear": "gear",
    "gearshape": "gear",
    "gearshape.fill": "gear-fill",
    "house": "house",
    "house.fill": "house-fill",
    "magnifyingglass": "search",
    "bell": "bell",
    "bell.fill": "bell-fill",
    "bell.slash": "bell-slash",
    "envelope": "envelope",
    "envelope.fill": "envelope-fill",
    "calendar": "calendar",
    "clock": "clock",
    "clock.fill": "clock-fill",
    "chevron.right": "chevron-right",
    "chevron.left": "chevron-left",
    "chevron.down": "chevron-down",
    "chevron.up": "chevron-up",
    "arrow.right": "arrow-right",
    "arrow.left": "arrow-left",
    "arrow.up": "arrow-up",
    "arrow.down": "arrow-down",
    "arrow.clockwise": "arrow-clockwise",
    "arrow.counterclockwise": "arrow-counterclockwise",
    "arrow.up.right": "arrow-up-right",
    "arrow.triangle.2.circlepath": "arrow-repeat",
    "info.circle": "info-circle",
    "info.circle.fill": "info-circle-fill",
    "exclamationmark.triangle": "exclamation-triangle",
    "exclamationmark.triangle.fill": "exclamation-triangle-fill",
    "exclamationmark.circle": "exclamation-circle",
    "questionmark.circle": "question-circle",
    "bookmark": "bookmark",
    "bookmark.fill": "bookmark-fill",
    "cart": "cart",
    "cart.fill": "cart-fill",
    "bag": "bag",
    "creditcard": "credit-card",
    "camera": "camera",
    "camera.fill": "camera-fill",
    "photo": "image",
    "folder": "folder",
    "folder.fill": "folder-fill",
    "doc": "file-earmark",
    "doc.text": "file-earmark-text",
    "paperclip": "paperclip",
    "link": "link-45deg",
    "lock": "lock",
    "lock.fill": "lock-fill",
    "lock.open": "unlock",
    "eye": "eye",
    "eye.slash": "eye-slash",
    "paperplane": "send",
    "paperplane.fill": "send-fill",
    "arrow.up.circle": "arrow-up-circle",
    "ellipsis": "three-dots",
    "ellipsis.circle": "three-dots",
    "plus.circle": "plus-circle",
    "plus.circle.fill": "plus-circle-fill",
    "minus.circle": "dash-circle",
    "xmark.circle": "x-circle",
    "xmark.circle.fill": "x-circle-fill",
    "checkmark.circle": "check-circle",
    "checkmark.circle.fill": "check-circle-fill",
    "checkmark.square": "check-square",
    "play": "play",
    "play.fill": "play-fill",
    "pause.fill": "pause-fill",
    "stop.fill": "stop-fill",
    "forward.fill": "fast-forward-fill",
    "backward.fill": "rewind-fill",
    "mic": "mic",
    "mic.fill": "mic-fill",
    "phone": "telephone",
    "phone.fill": "telephone-fill",
    "message": "chat",
    "bubble.left": "chat-left",
    "video": "camera-video",
    "map": "map",
    "location": "geo-alt",
    "location.fill": "geo-alt-fill",
    "cloud": "cloud",
    "sun.max": "sun",
    "moon": "moon",
    "bolt": "lightning",
    "bolt.fill": "lightning-fill",
    "flag": "flag",
    "flag.fill": "flag-fill",
    "tag": "tag",
    "wifi": "wifi",
    "list.bullet": "list-ul",
    "line.3.horizontal": "list",
    "slider.horizontal.3": "sliders",
    "square.grid.2x2": "grid",
    "hand.thumbsup": "hand-thumbs-up",
    "hand.thumbsup.fill": "hand-thumbs-up-fill",
    "square.and.arrow.up.fill": "box-arrow-up",
    "lightbulb": "lightbulb",
    "gift": "gift",
  ]

  /// The SVG file for an SF Symbol name, or nil when neither source has it: a drawing in an asset
  /// folder's `Icons`, else the mapped Bootstrap icon. A container or slash variant SF Symbols has
  /// (`heart.circle.fill`, `car.slash`) with no drawing of the whole symbol is composed from its glyph's
  /// drawing (`SymbolDecoration`): the glyph's `.fill` form for a filled variant when there is one, else
  /// the glyph, else what the name is mapped to (an icon of the glyph alone). The composition is named by
  /// a `specimen-composed:` path. A badged name SF Symbols has (`folder.badge.plus`) with no mapped drawing
  /// is composed from the glyph's and the badge's drawings (`SymbolBadge`, a `specimen-badged:` path).
  static func file(for name: String, assetFolders: [URL]) -> String? {
    if let icon = iconFile(for: name, assetFolders: assetFolders) { return icon }
    // A renamed symbol draws as its other name does (`renamedNames`).
    if let older = renamedNames[name], let drawing = file(for: older, assetFolders: assetFolders) { return drawing }
    let mapped = mappedFile(for: name)
    if mapped == nil, let badged = SymbolBadge.parse(name), SFSymbolNames.contains(name), SFSymbolNames.contains(badged.glyph),
       let glyph = file(for: badged.glyph, assetFolders: assetFolders), let badge = file(for: badged.badge, assetFolders: assetFolders),
       !isComposed(glyph), !isComposed(badge) {
      return SymbolBadge.Composition(glyphPath: glyph, badgePath: badge).path
    }
    guard let variant = SymbolDecoration.parse(name), SFSymbolNames.contains(name), SFSymbolNames.contains(variant.glyph) else {
      return mapped
    }
    if let mapped, variant.decoration.isWholeDrawing(mapped) { return mapped }
    let glyph = (variant.isFilled ? file(for: variant.glyph + ".fill", assetFolders: assetFolders) : nil)
      ?? file(for: variant.glyph, assetFolders: assetFolders) ?? mapped
    guard let glyph, !isComposed(glyph) else { return mapped }
    return SymbolDecoration.Composition(decoration: variant.decoration, isFilled: variant.isFilled, glyphPath: glyph).path
  }

  /// Whether `path` names a composed drawing rather than a file (compositions are not composed again).
  static func isComposed(_ path: String) -> Bool {
    path.hasPrefix(SymbolDecoration.scheme) || path.hasPrefix(SymbolBadge.scheme)
  }

  /// The project's own drawing of `name` in an asset folder (`Icons/<name>.svg`), if any.
  static func iconFile(for name: String, assetFolders: [URL]) -> String? {
    for folder in assetFolders {
      let path = folder.appendingPathComponent("Icons/\(name).svg").path
      if FileManager.default.fileExists(atPath: path) { return path }
    }
    return nil
  }

  /// The name maps `mappedFile` reads, first the one that wins: Bootstrap's own names, the common list, then
  /// the usage samples' maps in the order the samples were taken.
  static let mapsInOrder: [[String: String]] = [bootstrapNames, commonNames, usageNames, sample2Names, sample3Names, sample4Names, sample5Names, sample6Names, sample7Names, sample8Names, sample9Names, sample10Names, sample11Names, sample12Names, sample13Names]

  /// The Bootstrap icon `name` is mapped to, when it is installed.
  static func mappedFile(for name: String) -> String? {
    guard let mapped = mapsInOrder.lazy.compactMap({ $0[name] }).first else { return nil }
    let path = "\(bootstrapFolder)/\(mapped).svg"
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }
}
