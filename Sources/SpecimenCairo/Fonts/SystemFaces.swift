import Foundation
import SpecimenUI

/// Which faces draw the system font's four designs: Apple's own when a font folder holds them,
/// Specimen's stand-ins otherwise.
///
/// Teams that hold Apple's fonts under Apple's licence put them in a folder of `SPECIMEN_FONT_PATH`
/// (or `--font-path`); nothing of Apple's is shipped or downloaded. Found by family name as Apple's
/// installers name them: the variable "SF Pro" (SF-Pro.ttf) or the static "SF Pro Text" and
/// "SF Pro Display"; "SF Pro Rounded"; the variable "New York" or the static "New York Small",
/// "New York Medium", "New York Large" and "New York Extra Large"; "SF Mono".
struct SystemFaces: Hashable, Sendable {
  /// How `.default` is drawn.
  enum Pro: Hashable, Sendable {
    /// SF-Pro.ttf: one face whose optical size axis follows the point size (iOS 14 and later).
    case variable
    /// The static SF Pro Text (below 20 pt) and SF Pro Display (from 20 pt); either may be missing.
    case textAndDisplay(text: Bool, display: Bool)
    /// Inter and Inter Display, spaced like SF Pro (`SystemTypography`).
    case standIn
  }

  var pro: Pro
  var rounded: Bool
  /// The New York families installed, lowercased ("new york" is the variable font).
  var newYork: Set<String>
  var mono: Bool

  /// The static New York families by the smallest point size each is drawn at.
  ///
  /// Apple names the optical sizes but publishes no sizes for them; Specimen switches from Small
  /// to Medium at 20 pt, where SF switches from Text to Display, and to Large and Extra Large at
  /// 36 and 54 pt (where New York's HIG tracking steps, see `TrackingTable.newYork`).
  static let newYorkStatic: [(from: CGFloat, family: String)] = [
    (0, "New York Small"), (20, "New York Medium"), (36, "New York Large"), (54, "New York Extra Large"),
  ]

  /// The faces found among `families` (lowercased family names of the loaded fonts).
  init(families: Set<String>) {
    if families.contains("sf pro") {
      pro = .variable
    } else if families.contains("sf pro text") || families.contains("sf pro display") {
      pro = .textAndDisplay(text: families.contains("sf pro text"), display: families.contains("sf pro display"))
    } else {
      pro = .standIn
    }
    rounded = families.contains("sf pro rounded")
    newYork = families.filter { $0 == "new york" || SystemFaces.newYorkStatic.map { $0.family.lowercased() }.contains($0) }
    mono = families.contains("sf mono")
  }

  /// The face that draws the system font of `design` at `size` points.
  func face(design: Font.Design, size: CGFloat) -> SystemFace {
    let points = size.isFinite && size > 0 ? min(size, 10_000) : 17
    switch design {
    case .default:
      switch pro {
      case .variable:
        return SystemFace(family: "SF Pro", opticalSize: points, table: .sfPro)
      case .textAndDisplay(let text, let display):
        let useDisplay = display && (points >= SystemTypography.displayFromSize || !text)
        return useDisplay ? SystemFace(family: "SF Pro Display", table: .sfProDisplay) : SystemFace(family: "SF Pro Text", table: .sfProText)
      case .standIn:
        return SystemFace(family: points >= SystemTypography.displayFromSize ? "Inter Display" : "Inter", standIn: true)
      }
    case .rounded:
      return rounded ? SystemFace(family: "SF Pro Rounded", table: .sfProRounded) : SystemFace(family: "Quicksand", standIn: true)
    case .serif:
      if newYork.contains("new york") { return SystemFace(family: "New York", opticalSize: points, table: .newYork) }
      let installed = SystemFaces.newYorkStatic.filter { newYork.contains($0.family.lowercased()) }
      if let pick = installed.last(where: { $0.from <= points }) ?? installed.first {
        return SystemFace(family: pick.family, table: .newYork)
      }
      return SystemFace(family: "DejaVu Serif", standIn: true)
    case .monospaced:
      // Apple publishes no tracking for SF Mono.
      return mono ? SystemFace(family: "SF Mono") : SystemFace(family: "DejaVu Sans Mono", standIn: true)
    }
  }

  /// Whether any of Apple's faces is in use.
  var usesAppleFaces: Bool { pro != .standIn || rounded || !newYork.isEmpty || mono }

  /// Design → the face family used (e.g. `"default": "SF Pro (variable, optical size by point size)"`), nil with only stand-ins.
  var summary: [String: String]? {
    guard usesAppleFaces else { return nil }
    var result: [String: String] = [:]
    for design in [Font.Design.default, .rounded, .serif, .monospaced] {
      let name: String
      switch design {
      case .default: name = "default"
      case .rounded: name = "rounded"
      case .serif: name = "serif"
      case .monospaced: name = "monospaced"
      }
      switch (design, pro) {
      case (.default, .textAndDisplay(let text, let display)):
        result[name] = [text ? "SF Pro Text" : nil, display ? "SF Pro Display" : nil].compactMap { $0 }.joined(separator: " + ")
      case (.serif, _) where newYork.count > 1 || (newYork.count == 1 && !newYork.contains("new york")):
        result[name] = SystemFaces.newYorkStatic.filter { newYork.contains($0.family.lowercased()) }.map(\.family).joined(separator: " + ")
      default:
        let face = face(design: design, size: 17)
        result[name] = face.family + (face.opticalSize != nil ? " (variable, optical size by point size)" : face.standIn ? " (stand-in)" : "")
      }
    }
    return result
  }
}

/// One face of the system font: its family, the optical size to set on a variable font, and the
/// tracking Apple publishes for it.
struct SystemFace: Hashable, Sendable {
  var family: String
  /// The `opsz` axis value for a variable face (the point size, as Core Text sets it); nil for static faces.
  var opticalSize: CGFloat?
  /// Apple's tracking table for this face; nil for SF Mono and the stand-ins (whose tracking is `SystemTypography.tracking(design:size:)`).
  var table: SystemTypography.TrackingTable?
  /// Whether this is one of Specimen's stand-ins rather than Apple's face.
  var standIn = false

  init(family: String, opticalSize: CGFloat? = nil, table: SystemTypography.TrackingTable? = nil, standIn: Bool = false) {
    self.family = family
    self.opticalSize = opticalSize
    self.table = table
    self.standIn = standIn
  }

  /// The Pango font variations for this face ("opsz=17"), nil for static faces.
  var variations: String? {
    guard let opticalSize else { return nil }
    return "opsz=\(Double((opticalSize * 100).rounded()) / 100)"
  }

  /// The tracking of this face for `design` at `size` points, in points.
  func tracking(design: Font.Design, size: CGFloat) -> CGFloat {
    if standIn { return SystemTypography.tracking(design: design, size: size) }
    guard let table else { return 0 }
    return SystemTypography.tracking(table, size: size)
  }
}
