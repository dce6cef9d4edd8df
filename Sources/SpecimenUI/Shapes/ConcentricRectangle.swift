import Foundation

extension Edge {
  /// One corner of a rectangle (iOS 26).
  public enum Corner: Int8, CaseIterable, Hashable, Sendable {
    case topLeading, topTrailing, bottomLeading, bottomTrailing

    /// An efficient set of corners.
    public struct Set: OptionSet, Hashable, Sendable {
      public let rawValue: Int8
      public init(rawValue: Int8) { self.rawValue = rawValue }
      public init(_ corner: Corner) { rawValue = 1 << corner.rawValue }
      public static let topLeading = Set(.topLeading)
      public static let topTrailing = Set(.topTrailing)
      public static let bottomLeading = Set(.bottomLeading)
      public static let bottomTrailing = Set(.bottomTrailing)
      public static let top: Set = [.topLeading, .topTrailing]
      public static let bottom: Set = [.bottomLeading, .bottomTrailing]
      public static let leading: Set = [.topLeading, .bottomLeading]
      public static let trailing: Set = [.topTrailing, .bottomTrailing]
      public static let all: Set = [.top, .bottom]
    }

    /// How a corner of a rectangular shape is drawn: square, rounded with a fixed radius, or
    /// rounded concentrically with the container shape's corner. A number literal is a fixed radius.
    public struct Style: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
      /// A fixed radius, or nil for a concentric corner.
      var fixedRadius: CGFloat?
      /// A concentric corner's smallest radius.
      var minimumRadius: CGFloat

      /// A corner whose radius is the container shape's corner radius less the distance between the corners.
      public static var concentric: Style { Style(fixedRadius: nil, minimumRadius: 0) }
      /// A concentric corner that is never smaller than `minimum` (a fixed style's radius).
      public static func concentric(minimum: Style? = nil) -> Style {
        Style(fixedRadius: nil, minimumRadius: minimum?.radius(container: 0) ?? 0)
      }
      /// A corner of the given radius (0: square).
      public static func fixed(_ radius: CGFloat) -> Style { Style(fixedRadius: Self.clean(radius), minimumRadius: 0) }
      /// A fixed corner of the literal's radius (`.fixed(value)`).
      public init(floatLiteral value: Float) { self = .fixed(CGFloat(value)) }
      /// A fixed corner of the literal's radius (`.fixed(value)`).
      public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }
      init(fixedRadius: CGFloat?, minimumRadius: CGFloat) {
        self.fixedRadius = fixedRadius
        self.minimumRadius = minimumRadius
      }

      /// The corner's radius next to a container corner of radius `container`.
      func radius(container: CGFloat) -> CGFloat { fixedRadius ?? max(Self.clean(container), minimumRadius) }

      static func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    }
  }
}

/// A rectangle whose corners are square, rounded, or concentric with the container shape's
/// corners (iOS 26): inside `.containerShape(RoundedRectangle(cornerRadius: 24))` a concentric
/// corner takes the container's 24-pt radius. Specimen resolves shapes before layout, so, as
/// for `ContainerRelativeShape`, the distance to the container's corner is not subtracted; with
/// no container shape a concentric corner is square (or its minimum).
nonisolated public struct ConcentricRectangle: InsettableShape {
  var corners: [Edge.Corner.Style]
  /// Groups of corners (indices into `corners`) drawn with the largest radius among them.
  var uniformGroups: [[Int]]
  var insetAmount: CGFloat = 0
  /// The container shape's corner radius for a corner in a rectangle, set when the environment is known.
  var containerRadius: (@Sendable (Edge.Corner, CGRect) -> CGFloat)?

  init(_ topLeading: Edge.Corner.Style, _ topTrailing: Edge.Corner.Style, _ bottomLeading: Edge.Corner.Style,
       _ bottomTrailing: Edge.Corner.Style, uniform: [[Int]] = []) {
    corners = [topLeading, topTrailing, bottomLeading, bottomTrailing]
    uniformGroups = uniform
  }

  /// A rectangle with every corner concentric, each on its own.
  public init() { self.init(.concentric, .concentric, .concentric, .concentric) }
  /// A rectangle with the same style on all four corners, applied per corner or (`isUniform`) as one radius.
  public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
    self.init(corners, corners, corners, corners, uniform: isUniform ? [[0, 1, 2, 3]] : [])
  }
  /// A rectangle with a style per corner.
  public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
              bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
    self.init(topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner)
  }
  /// A rectangle with one style on the top corners and one on the bottom corners, each pair per corner.
  public init(topCorners: Edge.Corner.Style = .concentric, bottomCorners: Edge.Corner.Style = .concentric) {
    self.init(topCorners, topCorners, bottomCorners, bottomCorners)
  }
  /// A rectangle with one style on the leading corners and one on the trailing corners, each pair per corner.
  public init(leadingCorners: Edge.Corner.Style = .concentric, trailingCorners: Edge.Corner.Style = .concentric) {
    self.init(leadingCorners, trailingCorners, leadingCorners, trailingCorners)
  }
  /// A rectangle whose top corners share one radius and bottom corners another.
  public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
    self.init(uniformTopCorners, uniformTopCorners, uniformBottomCorners, uniformBottomCorners, uniform: [[0, 1], [2, 3]])
  }
  /// A rectangle whose leading corners share one radius and trailing corners another.
  public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
    self.init(uniformLeadingCorners, uniformTrailingCorners, uniformLeadingCorners, uniformTrailingCorners, uniform: [[0, 2], [1, 3]])
  }

  public func path(in rect: CGRect) -> Path {
    var radii = Edge.Corner.allCases.enumerated().map { index, corner in
      corners[index].radius(container: containerRadius?(corner, rect) ?? 0)
    }
    for group in uniformGroups {
      let largest = group.map { radii[$0] }.max() ?? 0
      for index in group { radii[index] = largest }
    }
    // An inset that is not finite, or deeper than half the rectangle (a null rect at infinity), leaves nothing.
    let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
    guard insetAmount.isFinite, !inner.isNull, inner.minX.isFinite, inner.minY.isFinite, inner.width.isFinite, inner.height.isFinite else {
      return Path()
    }
    let less = radii.map { max(0, $0 - insetAmount) }
    var path = Path()
    path.addRoundedRect(in: inner,
                        cornerRadii: RectangleCornerRadii(topLeading: less[0], bottomLeading: less[2],
                                                          bottomTrailing: less[3], topTrailing: less[1]),
                        style: .continuous)
    return path
  }

  public func inset(by amount: CGFloat) -> ConcentricRectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }

  /// This rectangle with its concentric corners following `container` (the environment's container shape).
  func following(_ container: AnyInsettableShape?) -> ConcentricRectangle {
    var copy = self
    copy.containerRadius = container.flatMap(Self.cornerRadius(of:))
    return copy
  }

  /// The corner radius of a container shape Specimen can read it from (rounded rectangles, uneven
  /// ones, capsules, circles); nil (square corners) for others.
  static func cornerRadius(of container: AnyInsettableShape) -> (@Sendable (Edge.Corner, CGRect) -> CGFloat)? {
    switch container.base {
    case let shape as RoundedRectangle:
      let radius = max(0, min(shape.cornerSize.width, shape.cornerSize.height) - shape.insetAmount)
      return { _, rect in min(radius, min(rect.width, rect.height) / 2) }
    case let shape as UnevenRoundedRectangle:
      let radii = shape.cornerRadii, inset = shape.insetAmount
      return { corner, _ in
        switch corner {
        case .topLeading: max(0, radii.topLeading - inset)
        case .topTrailing: max(0, radii.topTrailing - inset)
        case .bottomLeading: max(0, radii.bottomLeading - inset)
        case .bottomTrailing: max(0, radii.bottomTrailing - inset)
        }
      }
    case is Capsule, is Circle:
      return { _, rect in min(rect.width, rect.height) / 2 }
    default:
      return nil
    }
  }
}

nonisolated extension Shape where Self == ConcentricRectangle {
  /// A rectangle with the same corner style on all four corners (iOS 26).
  public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
    ConcentricRectangle(corners: corners, isUniform: isUniform)
  }
}
