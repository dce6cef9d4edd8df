import Foundation

/// Maps SF Symbol names onto SVG icons: the project's `Assets/Icons` first, then Bootstrap Icons (Debian's `bootstrap-icons`).
enum SymbolMap {
  /// Where Debian's bootstrap-icons package installs its SVGs.
  static let bootstrapFolder = "/usr/share/bootstrap-icons/svg"

  /// A symbol's side relative to its font's point size.
  static let sizeRatio: CGFloat = 1.1

  /// SF Symbol name → Bootstrap Icons name, for names that differ.
  static let bootstrapNames: [String: String] = [
    "trash": "trash", "trash.fill": "trash-fill", "star": "star", "star.fill": "star-fill",
    "globe": "globe", "checkmark.seal": "patch-check", "checkmark.seal.fill": "patch-check-fill",
    "square": "square", "plus": "plus-lg", "minus": "dash-lg", "person": "person", "person.fill": "person-fill",
    "square.and.arrow.up": "box-arrow-up", "speaker": "volume-off", "speaker.wave.3": "volume-up",
    "heart": "heart", "heart.fill": "heart-fill", "gear": "gear", "house": "house", "house.fill": "house-fill",
    "magnifyingglass": "search", "xmark": "x-lg", "checkmark": "check-lg", "bell": "bell", "bell.fill": "bell-fill",
    "envelope": "envelope", "envelope.fill": "envelope-fill", "calendar": "calendar", "pencil": "pencil",
    "chevron.right": "chevron-right", "chevron.left": "chevron-left", "chevron.down": "chevron-down", "chevron.up": "chevron-up",
    "info.circle": "info-circle", "exclamationmark.triangle": "exclamation-triangle", "bookmark": "bookmark",
    "cart": "cart", "camera": "camera", "photo": "image", "folder": "folder", "doc": "file-earmark", "lock": "lock",
    "lock.fill": "lock-fill", "paperplane": "send", "arrow.right": "arrow-right", "arrow.left": "arrow-left",
    "ellipsis": "three-dots", "plus.circle": "plus-circle", "plus.circle.fill": "plus-circle-fill", "circle": "circle",
    "xmark.circle": "x-circle", "xmark.circle.fill": "x-circle-fill", "checkmark.circle": "check-circle",
    "checkmark.circle.fill": "check-circle-fill", "play.fill": "play-fill", "pause.fill": "pause-fill", "phone": "telephone",
    "message": "chat", "map": "map", "location": "geo-alt", "cloud": "cloud", "sun.max": "sun", "moon": "moon",
  ]

  /// The SVG file for an SF Symbol name, or nil when neither source has it.
  static func file(for name: String, assetFolders: [URL]) -> String? {
    for folder in assetFolders {
      let path = folder.appendingPathComponent("Icons/\(name).svg").path
      if FileManager.default.fileExists(atPath: path) { return path }
    }
    guard let mapped = bootstrapNames[name] else { return nil }
    let path = "\(bootstrapFolder)/\(mapped).svg"
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }
}
