import Foundation

// Auto Layout as glue code writes it around hosted SwiftUI views: anchors, constraints made from
// them and `NSLayoutConstraint.activate`. Specimen draws SwiftUI views, not UIKit hierarchies, so
// constraints are kept with their values and never solved (docs/unsupported.md).

/// The relationship between the two sides of a constraint.
public enum NSLayoutRelation: Int, Sendable {
  case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
}

/// A relationship between two user interface objects that must be satisfied by the constraint-based layout system (kept, never solved).
public final class NSLayoutConstraint: NSObject, @unchecked Sendable {
  /// Keys that specify a horizontal or vertical layout constraint between objects.
  public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
  /// The relation between the two sides.
  public typealias Relation = NSLayoutRelation

  /// The first object participating in the constraint.
  public let firstAnchor: AnyObject?
  /// The second object participating in the constraint.
  public let secondAnchor: AnyObject?
  /// The relation between the two attributes in the constraint.
  public let relation: NSLayoutRelation
  /// The multiplier applied to the second attribute participating in the constraint.
  public let multiplier: CGFloat
  /// The constant added to the multiplied second attribute participating in the constraint.
  public var constant: CGFloat
  /// The priority of the constraint.
  public var priority: UILayoutPriority = .required
  /// The active state of the constraint.
  public var isActive = false
  /// The name that identifies the constraint.
  public var identifier: String?

  init(first: AnyObject?, second: AnyObject?, relation: NSLayoutRelation, multiplier: CGFloat, constant: CGFloat) {
    firstAnchor = first
    secondAnchor = second
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Activates each constraint in the specified array.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint in the specified array.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

/// A factory class for creating layout constraint objects using a fluent API.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, @unchecked Sendable {
  /// Returns a constraint that defines one item's attribute as equal to another item's attribute plus a constant offset.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: anchor, relation: .equal, multiplier: 1, constant: c)
  }
  /// Returns a constraint that defines one item's attribute as greater than or equal to another item's attribute plus a constant offset.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: anchor, relation: .greaterThanOrEqual, multiplier: 1, constant: c)
  }
  /// Returns a constraint that defines one item's attribute as less than or equal to another item's attribute plus a constant offset.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: anchor, relation: .lessThanOrEqual, multiplier: 1, constant: c)
  }
}

/// A factory class for creating horizontal layout constraint objects using a fluent API.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, @unchecked Sendable {}

/// A factory class for creating vertical layout constraint objects using a fluent API.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, @unchecked Sendable {}

/// A factory class for creating size-based layout constraint objects using a fluent API.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>, @unchecked Sendable {
  /// Returns a constraint that defines a constant size for the anchor's size attribute.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: nil, relation: .equal, multiplier: 1, constant: c)
  }
  /// Returns a constraint that defines the minimum size for the anchor's size attribute.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: nil, relation: .greaterThanOrEqual, multiplier: 1, constant: c)
  }
  /// Returns a constraint that defines the maximum size for the anchor's size attribute.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: nil, relation: .lessThanOrEqual, multiplier: 1, constant: c)
  }
  /// Returns a constraint that defines the anchor's size attribute as equal to the specified anchor multiplied by the constant plus an offset.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: anchor, relation: .equal, multiplier: m, constant: c)
  }
}

/// A rectangular area that can interact with Auto Layout (a view's safe area or margins).
open class UILayoutGuide: NSObject, @unchecked Sendable {
  /// The layout guide's leading edge.
  public let leadingAnchor = NSLayoutXAxisAnchor()
  /// The layout guide's trailing edge.
  public let trailingAnchor = NSLayoutXAxisAnchor()
  /// The layout guide's left edge.
  public let leftAnchor = NSLayoutXAxisAnchor()
  /// The layout guide's right edge.
  public let rightAnchor = NSLayoutXAxisAnchor()
  /// The layout guide's top edge.
  public let topAnchor = NSLayoutYAxisAnchor()
  /// The layout guide's bottom edge.
  public let bottomAnchor = NSLayoutYAxisAnchor()
  /// The layout guide's horizontal center.
  public let centerXAnchor = NSLayoutXAxisAnchor()
  /// The layout guide's vertical center.
  public let centerYAnchor = NSLayoutYAxisAnchor()
  /// The layout guide's width.
  public let widthAnchor = NSLayoutDimension()
  /// The layout guide's height.
  public let heightAnchor = NSLayoutDimension()
  /// Creates a layout guide.
  public override init() { super.init() }
}

/// A view's anchors, created once per view and kept with it.
final class UIViewAnchors: @unchecked Sendable {
  let guide = UILayoutGuide()
  lazy var safeArea = UILayoutGuide()
  lazy var margins = UILayoutGuide()
  var constraints: [NSLayoutConstraint] = []
}
