import Foundation

/// SwiftUI `Path`'s adders that take a `transform:` (each maps the added outline, not what is already
/// there), the iOS 17 uneven rounded-rectangle initialiser and `forEach(_:)`.
extension Path {
  /// Creates a path holding a rectangle whose corners have their own radii (iOS 17).
  public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.init()
    if let issue = cornerRadii.issue { ShapeArgumentCheck.report("Path(roundedRect:cornerRadii:style:): \(issue)") }
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// Calls `body` with each element of the path, in order.
  public func forEach(_ body: (Path.Element) -> Void) {
    for element in elements { body(element) }
  }

  /// Adds a rectangle mapped by `transform`.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
    var sub = Path(); sub.addRect(rect); addMapped(sub, transform, "addRect(_:transform:)")
  }

  /// Adds an ellipse inscribed in `rect`, mapped by `transform`.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
    var sub = Path(); sub.addEllipse(in: rect); addMapped(sub, transform, "addEllipse(in:transform:)")
  }

  /// Adds a rounded rectangle mapped by `transform`.
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                      transform: CGAffineTransform) {
    var sub = Path(); sub.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    addMapped(sub, transform, "addRoundedRect(in:cornerSize:style:transform:)")
  }

  /// Adds a rectangle with uneven corner radii mapped by `transform` (iOS 17).
  public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                      transform: CGAffineTransform) {
    if let issue = cornerRadii.issue { ShapeArgumentCheck.report("Path.addRoundedRect(in:cornerRadii:style:transform:): \(issue)") }
    var sub = Path(); sub.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    addMapped(sub, transform, "addRoundedRect(in:cornerRadii:style:transform:)")
  }

  /// Adds an arc mapped by `transform`; as without a transform, a line joins the current point to its start.
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                              transform: CGAffineTransform) {
    var sub = Path()
    sub.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    let mapped = (Self.usable(transform, "addArc(center:radius:startAngle:endAngle:clockwise:transform:)") ? sub.applying(transform) : sub).elements
    for (index, element) in mapped.enumerated() {
      if index == 0, case .move(let p) = element, !elements.isEmpty, elements.last != .closeSubpath {
        addLine(to: p)
      } else {
        append(element)
      }
    }
  }

  /// Appends `sub`'s elements mapped by `transform` (a transform with a non-finite entry adds them unmapped, named by `method`).
  private mutating func addMapped(_ sub: Path, _ transform: CGAffineTransform, _ method: String) {
    for element in (Self.usable(transform, method) ? sub.applying(transform) : sub).elements { append(element) }
  }

  /// Whether `transform` has only finite entries; if not, names it and `method` (the outline is added unmapped).
  private static func usable(_ transform: CGAffineTransform, _ method: String) -> Bool {
    guard !transform.hasFiniteEntries else { return true }
    ShapeArgumentCheck.report("Path.\(method): \(ShapeArgumentCheck.describe(transform)) has entries that are not finite; "
      + "the outline is added untransformed. Build the transform from finite numbers")
    return false
  }
}
