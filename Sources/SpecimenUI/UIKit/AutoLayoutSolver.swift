import Foundation

/// Places a view's subviews by its active Auto Layout constraints, as UIKit's `layoutSubviews()` does by default.
///
/// It is not a general linear solver (UIKit's engine is Cassowary): each axis is solved by propagation. Required
/// equalities, strongest first, give an edge, centre or size from one already known (the superview's bounds, safe
/// area and margins are known; so are subviews that translate their autoresizing mask). Then a view placed on one
/// side takes its intrinsic size (a label's text, an image view's image, a switch's 51 × 31, a button's or stack
/// view's content), and the inequalities clamp what they bound. That covers what UIKit code writes around cards,
/// rows and overlays: edges pinned with insets, centring, fixed and proportional sizes, chains of siblings. A view
/// whose frame stays unknown keeps the one its code gave it.
enum AutoLayoutSolver {
  /// Sets the frames of `view`'s subviews that do not translate their autoresizing mask, from the active
  /// constraints among them, `view` and its guides, in `view`'s bounds.
  static func layOutSubviews(of view: UIView) {
    let placed = view.subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
    guard !placed.isEmpty else { return }
    var seen = Set<ObjectIdentifier>()
    var constraints: [NSLayoutConstraint] = []
    for item in [view] + view.subviews {
      for constraint in item.anchors.involved where constraint.isActive && seen.insert(ObjectIdentifier(constraint)).inserted {
        constraints.append(constraint)
      }
    }
    guard !constraints.isEmpty else { return }
    let size = view.bounds.size
    var horizontal = Axis(horizontal: true), vertical = Axis(horizontal: false)
    // What is known: the view's own guides in its bounds, and the subviews placed by their frames.
    let margins = usableMargins(of: view)
    for (guide, rect) in [(view.anchors.guide, CGRect(origin: .zero, size: size)), (view.anchors.safeArea, CGRect(origin: .zero, size: size)),
                          (view.anchors.margins, CGRect(x: margins.left, y: margins.top, width: size.width - margins.left - margins.right,
                                                        height: size.height - margins.top - margins.bottom))] {
      horizontal.fix(guide, min: rect.minX, size: rect.width)
      vertical.fix(guide, min: rect.minY, size: rect.height)
    }
    for subview in view.subviews where subview.translatesAutoresizingMaskIntoConstraints {
      horizontal.fix(subview.anchors.guide, min: subview.frame.minX, size: subview.frame.width)
      vertical.fix(subview.anchors.guide, min: subview.frame.minY, size: subview.frame.height)
    }
    let ordered = constraints.enumerated().sorted { ($1.element.usablePriority, $0.offset) < ($0.element.usablePriority, $1.offset) }.map(\.element)
    solve(ordered, placed: placed, &horizontal, &vertical)
    // A view the constraints leave unplaced along an axis starts where its code put it (as UIKit's engine settles
    // an ambiguous layout somewhere), and what the constraints give from there follows and is checked: one view at a
    // time for the first few (so a cycle places its second view from the first), then the rest together.
    for round in 0...Self.seededOneByOne {
      var seeded = false
      for subview in placed where !(seeded && round < Self.seededOneByOne) {
        seeded = horizontal.seed(subview.anchors.guide, min: subview.frame.minX) || seeded
        seeded = vertical.seed(subview.anchors.guide, min: subview.frame.minY) || seeded
      }
      guard seeded else { break }
      solve(ordered, placed: placed, &horizontal, &vertical)
    }
    reportUnsatisfied(ordered, horizontal, vertical)
    for subview in placed {
      let guide = subview.anchors.guide
      guard let x = horizontal.span(guide), let y = vertical.span(guide) else { continue }
      let frame = CGRect(x: x.min, y: y.min, width: max(0, x.size), height: max(0, y.size))
      if [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) { subview.frame = frame }
    }
  }

  /// How many unplaced views are started one at a time before the rest start together.
  private static let seededOneByOne = 8

  /// The view's layout margins, a side that is not a finite length named and taken as 0.
  private static func usableMargins(of view: UIView) -> UIEdgeInsets {
    let m = view.layoutMargins
    let sides = [m.top, m.left, m.bottom, m.right]
    guard sides.contains(where: { !$0.isFinite }) else { return m }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "UIView.layoutMargins (top: \(NumberText.describe(m.top)), left: "
      + "\(NumberText.describe(m.left)), bottom: \(NumberText.describe(m.bottom)), right: \(NumberText.describe(m.right))) has a margin "
      + "that is not a length; taken as 0. Give finite margins"))
    func usable(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
    return UIEdgeInsets(top: usable(m.top), left: usable(m.left), bottom: usable(m.bottom), right: usable(m.right))
  }

  /// Names the first required equality the solved layout breaks (two required constraints that disagree, or a
  /// cycle such as a = b + 1, b = a + 1), as UIKit logs "Unable to simultaneously satisfy constraints" and breaks one.
  private static func reportUnsatisfied(_ constraints: [NSLayoutConstraint], _ horizontal: Axis, _ vertical: Axis) {
    for c in constraints where c.relation == .equal && c.usablePriority >= 1000 {
      guard let (has, wants) = horizontal.mismatch(c) ?? vertical.mismatch(c) else { continue }
      ResolveIssues.report(ResolveIssue(.invalidNumber, "Auto Layout: Unable to simultaneously satisfy constraints: "
        + "\(Axis.describe(c)) is broken (the other constraints make it \(NumberText.describe(has)), it asks for "
        + "\(NumberText.describe(wants))); UIKit logs this and breaks a constraint, as here. Remove one of the conflicting "
        + "constraints or lower its priority"))
      return
    }
  }

  /// Solves both axes. Sizes may be tied across axes (a height equal to a width), so each axis is solved again with
  /// the other's values.
  private static func solve(_ constraints: [NSLayoutConstraint], placed: [UIView], _ horizontal: inout Axis, _ vertical: inout Axis) {
    for _ in 0..<2 {
      horizontal.other = vertical.values
      horizontal.solve(constraints, placed: placed)
      vertical.other = horizontal.values
      vertical.solve(constraints, placed: placed)
    }
  }

  /// One axis of a layout: each guide's edges, centre and size along it, as far as they are known.
  struct Axis {
    let horizontal: Bool
    private(set) var values: [ObjectIdentifier: Values] = [:]
    /// The other axis's values, for constraints that tie a size here to one there.
    var other: [ObjectIdentifier: Values] = [:]
    private var guides: [ObjectIdentifier: UILayoutGuide] = [:]

    init(horizontal: Bool) { self.horizontal = horizontal }

    /// What is known of one guide along the axis.
    struct Values {
      var min: CGFloat?, max: CGFloat?, center: CGFloat?, size: CGFloat?

      /// Fills in what two known values give.
      mutating func derive() {
        for _ in 0..<2 {
          if size == nil, let min, let max { size = max - min }
          if size == nil, let min, let center { size = 2 * (center - min) }
          if size == nil, let max, let center { size = 2 * (max - center) }
          if let size {
            if min == nil, let max { min = max - size }
            if min == nil, let center { min = center - size / 2 }
            if max == nil, let min { max = min + size }
            if center == nil, let min { center = min + size / 2 }
          }
        }
      }

      var isPlaced: Bool { min != nil && size != nil }
    }

    /// A guide's edge and size, once both are known.
    func span(_ guide: UILayoutGuide) -> (min: CGFloat, size: CGFloat)? {
      guard let v = values[ObjectIdentifier(guide)], let min = v.min, let size = v.size else { return nil }
      return (min, size)
    }

    /// Gives `guide` the leading edge `min` when nothing placed it along the axis (no edge or centre known).
    mutating func seed(_ guide: UILayoutGuide, min: CGFloat) -> Bool {
      let v = values[ObjectIdentifier(guide)] ?? Values()
      guard v.min == nil, v.max == nil, v.center == nil, min.isFinite else { return false }
      return set(guide, horizontal ? .leading : .top, min)
    }

    /// The value the layout gives an equality's first side along this axis and the one the constraint asks for,
    /// when both are known and differ by more than half a point.
    func mismatch(_ c: NSLayoutConstraint) -> (CGFloat, CGFloat)? {
      guard let (a, attrA, second) = sides(c), let has = value(a, attrA) else { return nil }
      let wants: CGFloat
      if let (b, attrB) = second {
        guard let vb = value(b, attrB) else { return nil }
        wants = vb * c.multiplier + c.constant
      } else {
        wants = c.constant
      }
      return wants.isFinite && abs(has - wants) > 0.5 ? (has, wants) : nil
    }

    /// A constraint as UIKit code reads: "UIView.width = UIView.width × 0.5 + 20".
    static func describe(_ c: NSLayoutConstraint) -> String {
      func side(_ anchor: AnyObject?) -> String? {
        guard let anchor = anchor as? AnyLayoutAnchor else { return nil }
        return "\(anchor.guide?.view.map { "\(type(of: $0))" } ?? "a guide").\(anchor.attribute)"
      }
      let relation = c.relation == .equal ? "=" : c.relation == .lessThanOrEqual ? "≤" : "≥"
      var right = side(c.secondAnchor).map { c.multiplier == 1 ? $0 : "\($0) × \(NumberText.describe(c.multiplier))" }
      if right == nil || c.constant != 0 {
        right = right.map { "\($0) \(c.constant < 0 ? "-" : "+") \(NumberText.describe(abs(c.constant)))" } ?? NumberText.describe(c.constant)
      }
      return "\(side(c.firstAnchor) ?? "?") \(relation) \(right ?? "")"
    }

    mutating func fix(_ guide: UILayoutGuide, min: CGFloat, size: CGFloat) {
      var v = Values(min: min, size: size)
      v.derive()
      values[ObjectIdentifier(guide)] = v
      guides[ObjectIdentifier(guide)] = guide
    }

    private func value(_ guide: UILayoutGuide, _ attribute: LayoutAttribute) -> CGFloat? {
      guard let v = (attribute.isHorizontal == horizontal ? values : other)[ObjectIdentifier(guide)] else { return nil }
      switch attribute {
      case .leading, .top: return v.min
      case .trailing, .bottom: return v.max
      case .centerX, .centerY: return v.center
      case .width, .height: return v.size
      }
    }

    /// Sets an attribute not yet known; whether it was new.
    @discardableResult
    private mutating func set(_ guide: UILayoutGuide, _ attribute: LayoutAttribute, _ value: CGFloat, force: Bool = false) -> Bool {
      guard value.isFinite else { return false }
      let key = ObjectIdentifier(guide)
      guides[key] = guide
      var v = values[key] ?? Values()
      switch attribute {
      case .leading, .top:
        guard force || v.min == nil else { return false }
        if force, let max = v.max { v = Values(min: value, max: max) } else { v.min = value }
      case .trailing, .bottom:
        guard force || v.max == nil else { return false }
        if force, let min = v.min { v = Values(min: min, max: value) } else { v.max = value }
      case .centerX, .centerY:
        guard force || v.center == nil else { return false }
        v.center = value
      case .width, .height:
        guard force || v.size == nil else { return false }
        if force, let min = v.min { v = Values(min: min, size: value) } else { v.size = value }
      }
      v.derive()
      values[key] = v
      return true
    }

    /// The constraint's two sides along this axis: (first guide, attribute, second guide and attribute or nil).
    private func sides(_ c: NSLayoutConstraint) -> (UILayoutGuide, LayoutAttribute, (UILayoutGuide, LayoutAttribute)?)? {
      guard let first = c.firstAnchor as? AnyLayoutAnchor, let firstGuide = first.guide, first.attribute.isHorizontal == horizontal else { return nil }
      guard let second = c.secondAnchor as? AnyLayoutAnchor else { return (firstGuide, first.attribute, nil) }
      guard let secondGuide = second.guide else { return nil }
      return (firstGuide, first.attribute, (secondGuide, second.attribute))
    }

    /// Propagates the equalities, gives views placed on one side their intrinsic size, then applies the inequalities.
    mutating func solve(_ constraints: [NSLayoutConstraint], placed: [UIView]) {
      let equalities = constraints.filter { $0.relation == .equal }
      // Each pass settles at least one value or stops; a guide has four.
      for _ in 0...(4 * (guides.count + placed.count + constraints.count) + 1) {
        var changed = false
        for c in equalities {
          guard let (a, attrA, second) = sides(c) else { continue }
          guard let (b, attrB) = second else {
            changed = set(a, attrA, c.constant) || changed
            continue
          }
          if let vb = value(b, attrB) {
            changed = set(a, attrA, vb * c.multiplier + c.constant) || changed
          } else if attrB.isHorizontal == horizontal, let va = value(a, attrA), c.multiplier != 0 {
            changed = set(b, attrB, (va - c.constant) / c.multiplier) || changed
          }
        }
        if changed { continue }
        // A view pinned on one side (or centred) takes its own size; one pinned nowhere waits for a sibling.
        for view in placed {
          let guide = view.anchors.guide
          let v = values[ObjectIdentifier(guide)] ?? Values()
          guard v.size == nil, v.min != nil || v.max != nil || v.center != nil,
                let size = AutoLayoutSolver.intrinsicSize(of: view, width: horizontal ? nil : span(guide).map(\.size) ?? nil) else { continue }
          changed = set(guide, horizontal ? .width : .height, horizontal ? size.width : size.height) || changed
        }
        if !changed { break }
      }
      for c in constraints where c.relation != .equal {
        guard let (a, attrA, second) = sides(c), let current = value(a, attrA) else { continue }
        let bound: CGFloat
        if let (b, attrB) = second {
          guard let vb = value(b, attrB) else { continue }
          bound = vb * c.multiplier + c.constant
        } else {
          bound = c.constant
        }
        let violated = c.relation == .lessThanOrEqual ? current > bound : current < bound
        if violated { set(a, attrA, bound, force: true) }
      }
    }
  }

  /// The width and height a view's own active constraints fix (`widthAnchor.constraint(equalToConstant:)`, or a side
  /// equal to the other side times a multiplier), as a stack view honours them for an arranged subview; nil for a
  /// side they leave free.
  static func constantSize(of view: UIView) -> (width: CGFloat?, height: CGFloat?) {
    var horizontal = Axis(horizontal: true), vertical = Axis(horizontal: false)
    let own = view.anchors.involved.filter { c in
      c.isActive && c.relation == .equal && (c.firstAnchor as? AnyLayoutAnchor)?.guide === view.anchors.guide
        && [LayoutAttribute.width, .height].contains((c.firstAnchor as? AnyLayoutAnchor)?.attribute ?? .leading)
        && (c.secondAnchor == nil || (c.secondAnchor as? AnyLayoutAnchor)?.guide === view.anchors.guide)
    }
    guard !own.isEmpty else { return (nil, nil) }
    solve(own, placed: [], &horizontal, &vertical)
    func usable(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite && $0 >= 0 ? min($0, 10_000) : nil } }
    return (usable(horizontal.values[ObjectIdentifier(view.anchors.guide)]?.size), usable(vertical.values[ObjectIdentifier(view.anchors.guide)]?.size))
  }

  /// The size a view takes by its content under Auto Layout, or nil for none: a label's text (wrapped at `width`
  /// when it has more than one line and its width is known), a button's or stack view's drawing at its ideal size,
  /// else its `intrinsicContentSize` where it has one.
  static func intrinsicSize(of view: UIView, width: CGFloat?) -> CGSize? {
    if let label = view as? UILabel {
      guard let text = label.attributedText, text.length > 0 else { return .zero }
      let font = label.font ?? UIFont.systemFont(ofSize: 17)
      let styled = NSMutableAttributedString(string: text.string, attributes: [.font: font])
      text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
        styled.addAttributes(attributes, range: range)
      }
      let size = StringDrawingMeasure.size(of: styled, width: label.numberOfLines == 1 ? nil : width, by: "UILabel")
      return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
    if let resting = view as? any UIKitRestingDrawing, resting.sizesToDrawing, let drawing = resting.restingDrawing {
      // A button's or stack view's content size, as the representable draws it: its height at a known width.
      guard let width else { return ViewMeasurer.size(of: ZStack { drawing }.fixedSize(), proposal: .unspecified) }
      return ViewMeasurer.size(of: ZStack { drawing }.fixedSize(horizontal: false, vertical: true),
                               proposal: ProposedViewSize(width: width, height: nil))
    }
    let intrinsic = view.intrinsicContentSize
    guard intrinsic.width >= 0 || intrinsic.height >= 0 else { return nil }
    return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
  }
}
