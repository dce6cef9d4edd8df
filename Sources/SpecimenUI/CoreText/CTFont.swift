import Foundation

/// A Core Text font: `UIFont` here, as `UIFont` is toll-free bridged to it on iOS, so
/// `Font(uiFont as CTFont)` and `uiFont as CTFont` compile and draw the UIKit font.
public typealias CTFont = UIFont

/// A font with `name` at `size` points (12 when `size` is 0, as Core Text's default); a name
/// Specimen does not have draws as the system font. The transform is not applied.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
  let points = size.isFinite && size > 0 ? size : 12
  return UIFont(name: name as String, size: points) ?? UIFont.systemFont(ofSize: points)
}

/// The point size of `font`.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }
