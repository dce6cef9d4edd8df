import Foundation

/// The system pasteboard (UIKit). A render has no pasteboard contents: the general pasteboard
/// starts empty, so `hasStrings` is false and `string` nil, and what a cell writes stays in that
/// render's copy only (each read of `general` gives a fresh, empty pasteboard).
open class UIPasteboard: @unchecked Sendable {
  /// The general pasteboard; empty in a render.
  public class var general: UIPasteboard { UIPasteboard() }

  /// Creates an empty pasteboard.
  public init() {}

  /// The first string on the pasteboard.
  open var string: String?
  /// The strings on the pasteboard.
  open var strings: [String]? {
    get { string.map { [$0] } }
    set { string = newValue?.first }
  }
  /// The first URL on the pasteboard.
  open var url: URL?
  /// The URLs on the pasteboard.
  open var urls: [URL]? {
    get { url.map { [$0] } }
    set { url = newValue?.first }
  }
  /// The first image on the pasteboard.
  open var image: UIImage?
  /// The images on the pasteboard.
  open var images: [UIImage]? {
    get { image.map { [$0] } }
    set { image = newValue?.first }
  }
  /// The first colour on the pasteboard.
  open var color: UIColor?
  /// Whether the pasteboard holds a string.
  open var hasStrings: Bool { string != nil }
  /// Whether the pasteboard holds a URL.
  open var hasURLs: Bool { url != nil }
  /// Whether the pasteboard holds an image.
  open var hasImages: Bool { image != nil }
  /// Whether the pasteboard holds a colour.
  open var hasColors: Bool { color != nil }
  /// How many times the pasteboard has changed (0 in a render).
  open var changeCount: Int { 0 }
  /// The number of items on the pasteboard.
  open var numberOfItems: Int { [string != nil, url != nil, image != nil, color != nil].filter { $0 }.count }
}
