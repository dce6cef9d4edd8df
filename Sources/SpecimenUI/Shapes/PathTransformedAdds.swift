import Foundation

/// SwiftUI `Path`'s adders that take a `transform:` (each maps the added outline, not what is already
/// there), the iOS 17 uneven rounded-rectangle initialiser and `forEach(_:)`.
extension Path {
  /// Creates a path holding a rectangle whose corners have their own radii (iOS 17).
  public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.init()
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// Calls `body` with each element of the path, in order.
  public func forEach(_ body: (Path.Element) -> Void) {
    for element in elements { body(element) }
  }

  /// Adds a rectangle mapped by `transform`.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
    var sub = Path(); sub.addRect(rect); addMapped(sub, transform)
  }

  /// Adds an ellipse inscribed in `rect`, mapped by `transform`.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
    var sub = Path(); sub.addEllipse(in: rect); addMapped(sub, transform)
  }

  /// Adds a rounded rectangle mapped by `transform`.
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                      transform: CGAffineTransform) {
    var sub = Path(); sub.addRoundedRect(in: rect, cornerSize: cornerSize, style: style); addMapped(sub, transform)
  }

  /// Adds a rectangle with uneven corner radii mapped by `transform` (iOS 17).
  public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                      transform: CGAffineTransform) {
    var sub = Path(); sub.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style); addMapped(sub, transform)
  }

  /// Adds an arc mapped by `transform`; as without a transform, a line joins the current point to its start.
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                              transform: CGAffineTransform) {
    var sub = Path()
    sub.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    let mapped = sub.applying(transform).elements
    for (index, element) in mapped.enumerated() {
      if index == 0, case .move(let p) = element, !elements.isEmpty, elements.last != .closeSubpath {
        addLine(to: p)
      } else {
        append(element)
      }
    }
  }

  /// Appends `sub`'s elements mapped by `transform` (a transform with a non-finite entry adds them unmapped).
  private mutating func addMapped(_ sub: Path, _ transform: CGAffineTransform) {
    for element in (transform.hasFiniteEntries ? sub.applying(transform) : sub).elements { append(element) }
  }
}
