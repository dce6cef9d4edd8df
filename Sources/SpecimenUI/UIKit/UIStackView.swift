import Foundation

/// A view that lays its arranged subviews out in a row or column (UIKit's `UIStackView`). Under a representable it is
/// drawn at rest at its content's size: each arranged subview drawn as a representable draws it (labels, buttons,
/// image views, nested stacks …) in a SwiftUI stack with the same axis, spacing and alignment.
open class UIStackView: UIView, @unchecked Sendable {
  /// How arranged subviews line up across the axis.
  public enum Alignment: Int, Sendable {
    case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }
  /// How arranged subviews share the axis.
  public enum Distribution: Int, Sendable { case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering }

  /// The views the stack lays out, in order.
  open private(set) var arrangedSubviews: [UIView] = []
  /// The axis of the stack.
  open var axis: NSLayoutConstraint.Axis = .horizontal
  /// The space between arranged subviews.
  open var spacing: CGFloat = 0
  /// How arranged subviews line up across the axis.
  open var alignment: Alignment = .fill
  /// How arranged subviews share the axis.
  open var distribution: Distribution = .fill
  /// Whether the stack lays out inside its layout margins.
  open var isLayoutMarginsRelativeArrangement = false
  /// Whether baselines are measured from the top of the stack (kept).
  open var isBaselineRelativeArrangement = false
  /// The margins (used with `isLayoutMarginsRelativeArrangement`).
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// A stack of `views`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    views.forEach { addArrangedSubview($0) }
  }

  /// Adds a view to the end of the arranged subviews.
  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.append(view)
    addSubview(view)
  }
  /// Inserts a view into the arranged subviews at `stackIndex`.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
    addSubview(view)
  }
  /// Removes a view from the arranged subviews (it stays a subview, as in UIKit).
  open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
  /// Sets the space after `arrangedSubview`.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { customSpacings[ObjectIdentifier(arrangedSubview)] = spacing }
  /// The space after `arrangedSubview`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }
  /// The marker for "the stack's own spacing".
  public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
  /// The marker for "the system's spacing".
  public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

  /// The space after the arranged subview at `index` (the system's spacing is 8 pt; a negative one overlaps the views,
  /// as UIKit's does; a NaN or infinite one is named and taken as 0).
  func gap(after index: Int) -> CGFloat {
    let custom = customSpacing(after: arrangedSubviews[index])
    let value = custom == UIStackView.spacingUseDefault ? spacing : custom
    if value == UIStackView.spacingUseSystem { return 8 }
    guard value.isFinite else {
      let name = custom == UIStackView.spacingUseDefault ? "UIStackView.spacing" : "UIStackView.setCustomSpacing(_:after:)"
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(name) \(NumberText.describe(value)) is not a length; the views are "
        + "drawn with no space between them. Give a finite spacing (negative ones overlap the views)"))
      return 0
    }
    return max(-10_000, min(value, 10_000))
  }
}

extension UIStackView: UIKitRestingDrawing {
  var sizesToDrawing: Bool { true }
  var restingDrawing: AnyView? { AnyView(StackViewDrawing(stack: self)) }
}

/// A stack view's arranged subviews in a SwiftUI stack of the same axis and alignment, each gap its own spacing.
nonisolated struct StackViewDrawing: View {
  let stack: UIStackView
  /// How deep stacks nest here (a stack arranged in itself ends at 32).
  var depth = 0

  var body: some View {
    let views = depth < 32 ? stack.arrangedSubviews.filter { !$0.isHidden && $0 !== stack } : []
    let margins = stack.isLayoutMarginsRelativeArrangement ? stack.directionalLayoutMargins : .zero
    if [margins.top, margins.leading, margins.bottom, margins.trailing].contains(where: { !$0.isFinite }) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "UIStackView.directionalLayoutMargins (top: \(NumberText.describe(margins.top)), "
        + "leading: \(NumberText.describe(margins.leading)), bottom: \(NumberText.describe(margins.bottom)), trailing: "
        + "\(NumberText.describe(margins.trailing))) has a margin that is not a length; it is taken as 0"))
    }
    let fill = stack.alignment == .fill
    let equal = stack.distribution == .fillEqually
    let items = ForEach(Array(views.enumerated()), id: \.offset) { index, view in
      // Each view takes its own length along the axis (UIKit's content hugging), unless the stack fills equally.
      // A width or height the view's own constraints fix (an icon's 24 × 24) holds in the stack, as in UIKit.
      let fixed = AutoLayoutSolver.constantSize(of: view)
      let item = UIKitViewBackdrop(view: view)
        .frame(width: fixed.width, height: fixed.height)
        .fixedSize(horizontal: stack.axis == .horizontal && !equal, vertical: stack.axis == .vertical && !equal)
        .frame(maxWidth: stack.axis == .vertical && fill || stack.axis == .horizontal && equal ? .infinity : nil,
               maxHeight: stack.axis == .horizontal && fill || stack.axis == .vertical && equal ? .infinity : nil)
      if stack.axis == .horizontal {
        item.padding(.trailing, index < views.count - 1 ? stack.gap(after: index) : 0)
      } else {
        item.padding(.bottom, index < views.count - 1 ? stack.gap(after: index) : 0)
      }
    }
    return Group {
      if stack.axis == .horizontal {
        HStack(alignment: verticalAlignment, spacing: 0) { items }
      } else {
        VStack(alignment: horizontalAlignment, spacing: 0) { items }
      }
    }
    .padding(EdgeInsets(top: LayerTreeDrawing.usable(margins.top), leading: LayerTreeDrawing.usable(margins.leading),
                        bottom: LayerTreeDrawing.usable(margins.bottom), trailing: LayerTreeDrawing.usable(margins.trailing)))
  }

  private var verticalAlignment: VerticalAlignment {
    switch stack.alignment {
    case .leading: .top
    case .trailing: .bottom
    case .firstBaseline: .firstTextBaseline
    case .lastBaseline: .lastTextBaseline
    case .fill, .center: .center
    }
  }

  private var horizontalAlignment: HorizontalAlignment {
    switch stack.alignment {
    case .leading: .leading
    case .trailing: .trailing
    default: .center
    }
  }
}
