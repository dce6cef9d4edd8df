import Foundation

extension SymbolMap {
  /// SF Symbol names from a seventh usage sample of public code (docs/sf-symbols-usage-sample7.txt: devices and
  /// connectivity, numbers and letters, arrows, art and creativity, animals and nature) that still drew the
  /// placeholder, mapped to Bootstrap Icons of the same meaning. As in `sample6Names`, a `.fill` name maps to
  /// Bootstrap's filled drawing of what its outline is mapped to; names Bootstrap has no drawing of the same
  /// meaning for are drawn by the project's own SVGs in `Assets/Icons`.
  static let sample7Names: [String: String] = [
    // A tablet turned on its side, as `ipad` is drawn (`tablet`)
    "ipad.landscape": "tablet-landscape",
    // A document with a down arrow, filled as `arrow.down.doc` is drawn outlined
    "arrow.down.doc.fill": "file-earmark-arrow-down-fill",
    // Flip vertical: two right triangles mirrored across a horizontal line
    "arrow.up.and.down.righttriangle.up.righttriangle.down": "symmetry-horizontal",
  ]
}
