import Foundation

/// A shape that is replaced by an inset version of the current container shape; a rectangle when no container shape is set.
///
/// The container shape comes from the nearest `.containerShape(_:)` above the view. SwiftUI
/// insets it by the view's distance from the container's edges, so nested corners stay
/// concentric; Specimen resolves shapes before layout, so it uses the container's shape in
/// the view's own bounds (the same corner radius, not a reduced one). docs/unsupported.md says so.
nonisolated public struct ContainerRelativeShape: InsettableShape {
  var insetAmount: CGFloat = 0
  public init() {}
  /// Without a container (as when asked directly for a path), the shape is a rectangle.
  public func path(in rect: CGRect) -> Path { Rectangle().inset(by: insetAmount).path(in: rect) }
  public func inset(by amount: CGFloat) -> ContainerRelativeShape {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
  /// A shape that is replaced by an inset version of the current container shape.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

struct ContainerShapeKey: EnvironmentKey { static let defaultValue: AnyInsettableShape? = nil }

extension EnvironmentValues {
  /// The container shape set by `.containerShape(_:)`; nil means a rectangle.
  var containerShape: AnyInsettableShape? {
    get { self[ContainerShapeKey.self] }
    set { self[ContainerShapeKey.self] = newValue }
  }
}

/// A type-erased insettable shape, as the container shape is stored.
nonisolated struct AnyInsettableShape: InsettableShape {
  var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
  let base: any Shape
  let insetBy: @Sendable (CGFloat) -> AnyInsettableShape
  init<S: InsettableShape>(_ shape: S) {
    base = shape
    insetBy = { AnyInsettableShape(shape.inset(by: $0)) }
  }
  func path(in rect: CGRect) -> Path { base.path(in: rect) }
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
  func inset(by amount: CGFloat) -> AnyInsettableShape { insetBy(amount) }
}

/// Replaces container-relative shapes (also inside `AnyShape`) by the environment's container shape,
/// and gives concentric rectangles the container's corner radius.
enum ContainerShapeResolution {
  static func outline(_ shape: any Shape, in environment: EnvironmentValues) -> any Shape {
    if let erased = shape as? AnyShape { return outline(erased.base, in: environment) }
    if let concentric = shape as? ConcentricRectangle { return concentric.following(environment.containerShape) }
    guard let relative = shape as? ContainerRelativeShape else { return shape }
    guard let container = environment.containerShape else { return relative }
    return relative.insetAmount == 0 ? container : container.inset(by: relative.insetAmount)
  }
}

nonisolated extension View {
  /// Sets the container shape to use for any container relative shape within this view.
  public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    environmentChange { $0.containerShape = AnyInsettableShape(shape) }
  }
}
