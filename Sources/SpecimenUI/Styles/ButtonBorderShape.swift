import Foundation

/// A shape used to draw a button's border.
///
/// From iOS 17 it is also an `InsettableShape`: drawn on its own it takes the form a regular-size
/// bordered button gives it (`.automatic` and `.roundedRectangle` round 17.5% of the height).
nonisolated public struct ButtonBorderShape: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case automatic, capsule, circle
    case roundedRectangle(CGFloat?)
  }
  let kind: Kind
  /// How far the shape is inset inside its frame (`inset(by:)`).
  var insetAmount: CGFloat = 0

  /// A shape that defers to the system (a rounded rectangle sized by the control size on iOS).
  public static let automatic = ButtonBorderShape(kind: .automatic)
  /// A capsule shape.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A circle shape.
  public static let circle = ButtonBorderShape(kind: .circle)
  /// A rounded rectangle with the system's corner radius for the control size.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
  /// A rounded rectangle with a fixed corner radius.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }
}

/// A type-erased shape.
nonisolated public struct AnyShape: Shape {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
  let base: any Shape
  public init<S: Shape>(_ shape: S) { base = shape }
  public func path(in rect: CGRect) -> Path { base.path(in: rect) }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

/// Whether the view is the label of a bordered button (`.bordered`, `.borderedProminent`).
struct ButtonContainerIsBorderedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The border shape bordered buttons use.
  public var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }

  /// Whether the view is the label of a bordered button: there the automatic label style shows
  /// only the icon when the border shape is a circle.
  var buttonContainerIsBordered: Bool {
    get { self[ButtonContainerIsBorderedKey.self] }
    set { self[ButtonContainerIsBorderedKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the border shape for buttons in this view.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environmentChange { $0.buttonBorderShape = shape }
  }
}

nonisolated extension ButtonBorderShape: InsettableShape {
  /// Describes this shape as a path within a rectangular frame of reference (iOS 17), as a
  /// regular-size bordered button draws it.
  public func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
    guard inner.width > 0, inner.height > 0 else { return Path() }
    var shape = self
    if case .roundedRectangle(let radius?) = kind {
      shape = ButtonBorderShape(kind: .roundedRectangle(max(0, Self.usableRadius(radius) - insetAmount)))
    }
    return SystemButtonShape(base: shape, controlSize: .regular).path(in: inner)
  }

  /// `radius` as `roundedRectangle(radius:)` draws it: NaN and negative radii are square corners (0), named where the
  /// shape is drawn, as `RoundedRectangle` names its own; an infinite radius rounds as far as the rectangle allows.
  static func usableRadius(_ radius: CGFloat) -> CGFloat {
    guard radius.isNaN || radius < 0 else { return radius }
    if let issue = CornerRadiusCheck.issue([("radius", radius)]) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "ButtonBorderShape.roundedRectangle(radius:): " + issue))
    }
    return 0
  }

  /// Returns the shape inset by `amount` (iOS 17).
  public func inset(by amount: CGFloat) -> ButtonBorderShape {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

nonisolated extension Shape where Self == ButtonBorderShape {
  /// The shape bordered buttons use (iOS 17): `.automatic`, a rounded rectangle as a regular-size bordered button
  /// draws it.
  public static var buttonBorder: ButtonBorderShape { .automatic }
}
