import Foundation

/// The caps `Image.resizable(capInsets:resizingMode:)` keeps at their natural size while the rest of the image
/// stretches: a nine-part ("nine-slice") image, as `UIImage.resizableImage(withCapInsets:)` draws one.
///
/// In points of the image, from its left, top, right and bottom edges (leading is left: an image's pixels do not
/// mirror with the layout direction). Corners keep their size, edges stretch along their side, and the centre
/// stretches both ways. A frame narrower than the two caps across it shrinks them in proportion.
package struct ImageCapInsets: Hashable, Sendable, Codable {
  package var top: CGFloat
  package var left: CGFloat
  package var bottom: CGFloat
  package var right: CGFloat

  /// `insets` as caps, with each inset that is not a finite length of 0 or more taken as 0 and named in `issue`;
  /// nil (the whole image stretches) when every inset is 0.
  static func checked(_ insets: EdgeInsets) -> (caps: ImageCapInsets?, issue: String?) {
    let named = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
    let bad = named.filter { !($0.1.isFinite && $0.1 >= 0) }
    let issue = bad.isEmpty ? nil : ".resizable(capInsets:) " + bad.map { "\($0.0) \(NumberText.describe($0.1))" }
      .joined(separator: ", ") + " is not a finite length of 0 or more; taken as 0. Give cap insets of 0 or more, in points of the image"
    func usable(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? value : 0 }
    let caps = ImageCapInsets(top: usable(insets.top), left: usable(insets.leading), bottom: usable(insets.bottom),
                              right: usable(insets.trailing))
    return (caps.top + caps.left + caps.bottom + caps.right > 0 ? caps : nil, issue)
  }
}
