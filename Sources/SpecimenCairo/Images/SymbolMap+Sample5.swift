import Foundation

extension SymbolMap {
  /// SF Symbol names from a fifth usage sample of public code (docs/sf-symbols-usage-sample5.txt: communication,
  /// security and privacy, files, editing, shapes, maps, photography, charts, power and connectivity) that still
  /// drew the placeholder, mapped to Bootstrap Icons of the same meaning. As in `sample4Names`, a `.fill` name
  /// maps to Bootstrap's filled drawing of what its outline is mapped to; names Bootstrap has no drawing of the
  /// same meaning for are drawn by the project's own SVGs in `Assets/Icons` (`chart.dots.scatter`,
  /// `circle.dashed.inset.filled`, `dot.radiowaves.up.forward`).
  static let sample5Names: [String: String] = [
    // Calls: a handset with an arrow going out, coming in, or forwarded to the right
    "phone.arrow.up.right.fill": "telephone-outbound-fill",
    "phone.fill.arrow.up.right": "telephone-outbound-fill",
    "phone.arrow.down.left": "telephone-inbound",
    "phone.arrow.down.left.fill": "telephone-inbound-fill",
    "phone.fill.arrow.down.left": "telephone-inbound-fill",
    "phone.arrow.right": "telephone-forward",
    "phone.arrow.right.fill": "telephone-forward-fill",
    // A speech bubble as `bubble.middle.bottom` is drawn, a tray as `tray.and.arrow.down` is drawn
    "bubble.middle.bottom.fill": "chat-square-fill",
    "tray.and.arrow.down.fill": "inbox-fill",
    // Security: a shield with a cross, a document with a lock (`shield.righthalf.filled` is a project drawing: Bootstrap's
    // shield-shaded fills the left half, and is `shield.lefthalf.filled`)
    "xmark.shield": "shield-x",
    "xmark.shield.fill": "shield-fill-x",
    "lock.doc": "file-earmark-lock2",
    "lock.doc.fill": "file-earmark-lock2-fill",
    // Uploads and downloads to the cloud, filled as `icloud.and.arrow.up`/`.down` are drawn outlined
    "icloud.and.arrow.up.fill": "cloud-upload-fill",
    "icloud.and.arrow.down.fill": "cloud-download-fill",
    // Editing and photography: a wand with sparkles, two arrows out to the upper right and lower left corners,
    // a frame with corner marks
    "wand.and.sparkles": "magic",
    "arrow.up.right.and.arrow.down.left": "arrows-angle-expand",
    "aspectratio": "aspect-ratio",
    "aspectratio.fill": "aspect-ratio-fill",
  ]
}
