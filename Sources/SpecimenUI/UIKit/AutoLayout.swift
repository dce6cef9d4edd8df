import Foundation

// Auto Layout as UIKit code writes it: anchors, constraints made from them and
// `NSLayoutConstraint.activate`. A view's `layoutSubviews()` places the subviews that do not translate
// their autoresizing mask from the active constraints between them, their superview and its guides
// (`AutoLayoutSolver`), as UIKit's default implementation does.

/// The relationship between the two sides of a constraint.
public enum NSLayoutRelation: Int, Sendable {
  case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
}

/// A relationship between two user interface objects that must be satisfied by the constraint-based layout system.
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
  /// The constant added to the multiplied second attribute participating in the constraint (one that is not finite
  /// is named: UIKit raises).
  public var constant: CGFloat { didSet { checkNumbers() } }
  /// The priority of the constraint (one outside 0 < p ≤ 1000 fails the cell, as UIKit raises; NaN, which UIKit's
  /// check lets through, is named and applied as required).
  public var priority: UILayoutPriority = .required { didSet { checkPriority(was: oldValue) } }
  /// The active state of the constraint: an active constraint is kept with the views it relates, whose layout
  /// applies it. Activating one between views with no common ancestor is named (UIKit raises).
  public var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive, let (a, b) = strangers {
        ResolveIssues.report(ResolveIssue(.trap, "NSLayoutConstraint.isActive: the constraint relates a \(type(of: a)) and a "
          + "\(type(of: b)) with no common ancestor; UIKit raises an exception here (NSGenericException: \"Unable to activate "
          + "constraint with anchors … because they have no common ancestor. Does the constraint or its anchors reference items "
          + "in different view hierarchies? That's illegal.\") and the app stops. Add both views to one view tree (addSubview) "
          + "before activating the constraint"))
        isActive = false
        return
      }
      for view in [firstAnchor, secondAnchor].compactMap({ ($0 as? AnyLayoutAnchor)?.guide?.view }) {
        if isActive {
          if !view.anchors.involved.contains(where: { $0 === self }) { view.anchors.involved.append(self) }
        } else {
          view.anchors.involved.removeAll { $0 === self }
        }
      }
    }
  }
  /// The name that identifies the constraint.
  public var identifier: String?

  init(first: AnyObject?, second: AnyObject?, relation: NSLayoutRelation, multiplier: CGFloat, constant: CGFloat) {
    firstAnchor = first
    secondAnchor = second
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
    super.init()
    checkNumbers()
  }

  /// Names a constant or multiplier that is not finite: UIKit's constraint raises as it is given one.
  private func checkNumbers() {
    for (name, value, label) in [("constant", constant, "NSLayoutConstraint constant"), ("multiplier", multiplier, "Multiplier")]
    where !value.isFinite {
      ResolveIssues.report(ResolveIssue(.trap, "NSLayoutConstraint: the \(name) \(NumberText.describe(value)) is not finite; UIKit "
        + "raises an exception here (NSInternalInconsistencyException: \"\(label) is not finite! That's illegal. "
        + "\(name):\(NumberText.describe(value))\") and the app stops. Give a finite \(name)"))
    }
  }

  /// Names a priority outside 0 < p ≤ 1000 (Apple's documented range: UIKit's setter raises for one, and lets NaN
  /// through, which is applied as required here), and a change between required and optional on an active
  /// constraint, which UIKit refuses.
  private func checkPriority(was old: UILayoutPriority) {
    let value = priority.rawValue
    if value <= 0 || value > 1000 {
      ResolveIssues.report(ResolveIssue(.trap, "NSLayoutConstraint.priority \(NumberText.describe(Double(value))) is not above 0 and at "
        + "most 1000 (UILayoutPriority.required); UIKit raises an exception here (NSInternalInconsistencyException: \"It's illegal to "
        + "set priority:\(NumberText.describe(Double(value))).  Priorities must be greater than 0 and less or equal to "
        + "NSLayoutPriorityRequired, which is 1000.000000.\") and the app stops. Give a priority from 1 to 1000"))
    } else if value.isNaN {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "NSLayoutConstraint.priority nan is not a number; UIKit's check lets it "
        + "through and what it then does is not documented, so it is applied as 1000 (UILayoutPriority.required). Give a priority "
        + "from 1 to 1000"))
    }
    if isActive, (old.rawValue >= 1000) != (usablePriority >= 1000) {
      ResolveIssues.report(ResolveIssue(.trap, "NSLayoutConstraint.priority: an active constraint's priority changed from "
        + "\(NumberText.describe(Double(old.rawValue))) to \(NumberText.describe(Double(value))), across required (1000); UIKit raises "
        + "an exception here (NSInternalInconsistencyException: \"Mutating a priority from required to not on an installed "
        + "constraint (or vice-versa) is not supported.\") and the app stops. Set the priority before activating the constraint"))
    }
  }

  /// The priority the layout applies: clamped to 0 < p ≤ 1000, NaN as required.
  var usablePriority: Float {
    let value = priority.rawValue
    return value.isNaN ? 1000 : min(max(value, 1), 1000)
  }

  /// The two views a constraint relates when they have no common ancestor (nil when they do, or it relates one).
  private var strangers: (UIView, UIView)? {
    guard let a = (firstAnchor as? AnyLayoutAnchor)?.guide?.view, let b = (secondAnchor as? AnyLayoutAnchor)?.guide?.view, a !== b else {
      return nil
    }
    var above = Set<ObjectIdentifier>()
    var current: UIView? = a
    while let view = current, above.insert(ObjectIdentifier(view)).inserted { current = view.superview }
    current = b
    while let view = current {
      if above.contains(ObjectIdentifier(view)) { return nil }
      current = view.superview
    }
    return (a, b)
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

/// What every anchor knows, whatever its axis: the guide it belongs to and which of its attributes it stands for.
protocol AnyLayoutAnchor: AnyObject {
  /// The layout guide (a view's own frame, safe area or margins, or a guide code made) the anchor belongs to.
  var guide: UILayoutGuide? { get set }
  /// The guide's attribute the anchor stands for.
  var attribute: LayoutAttribute { get set }
}

/// An attribute of a layout guide that a constraint relates.
enum LayoutAttribute: Sendable {
  case leading, trailing, centerX, width, top, bottom, centerY, height

  /// Whether the attribute is horizontal.
  var isHorizontal: Bool { [.leading, .trailing, .centerX, .width].contains(self) }
}

/// A factory class for creating layout constraint objects using a fluent API.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, AnyLayoutAnchor, @unchecked Sendable {
  weak var guide: UILayoutGuide?
  var attribute = LayoutAttribute.leading

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
  /// The view that owns the guide (`addLayoutGuide(_:)`, or the view whose frame, safe area or margins it is).
  public internal(set) weak var owningView: UIView?
  /// The view whose coordinates the guide is laid out in: its owning view, or the view it is the frame of.
  weak var view: UIView?
  /// Which region of `view` the guide is.
  var region = Region.added

  /// The regions of a view a guide stands for.
  enum Region {
    /// The view's frame, in its superview's coordinates.
    case frame
    /// The view's bounds (its safe area: a representable's view has no insets).
    case safeArea
    /// The view's bounds inset by its layout margins.
    case margins
    /// A guide code added: placed by its own constraints.
    case added
  }

  /// Creates a layout guide.
  public override init() {
    super.init()
    let anchors: [(AnyLayoutAnchor, LayoutAttribute)] = [
      (leadingAnchor, .leading), (trailingAnchor, .trailing), (leftAnchor, .leading), (rightAnchor, .trailing),
      (centerXAnchor, .centerX), (widthAnchor, .width), (topAnchor, .top), (bottomAnchor, .bottom),
      (centerYAnchor, .centerY), (heightAnchor, .height)]
    for (anchor, attribute) in anchors {
      anchor.guide = self
      anchor.attribute = attribute
    }
  }

  /// A guide standing for `region` of `view`.
  convenience init(view: UIView, region: Region) {
    self.init()
    self.view = view
    self.region = region
    if region != .frame { owningView = view }
  }
}

/// A view's anchors, created once per view and kept with it.
final class UIViewAnchors: @unchecked Sendable {
  let guide: UILayoutGuide
  let safeArea: UILayoutGuide
  let margins: UILayoutGuide
  /// Guides code added with `addLayoutGuide(_:)`.
  var added: [UILayoutGuide] = []
  var constraints: [NSLayoutConstraint] = []
  /// The active constraints that relate this view or one of its guides.
  var involved: [NSLayoutConstraint] = []

  /// The anchors of `view` (nil: an AppKit view's, which are kept and never solved).
  init(view: UIView?) {
    guard let view else {
      (guide, safeArea, margins) = (UILayoutGuide(), UILayoutGuide(), UILayoutGuide())
      return
    }
    guide = UILayoutGuide(view: view, region: .frame)
    safeArea = UILayoutGuide(view: view, region: .safeArea)
    margins = UILayoutGuide(view: view, region: .margins)
  }
}
