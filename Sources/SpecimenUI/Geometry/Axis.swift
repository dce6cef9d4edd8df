import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Sendable, Codable {
  case horizontal
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  /// An efficient set of edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Equatable, Sendable, Codable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of `length` on every edge in `edges`, zero elsewhere.
  package init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0,
      leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  package var horizontal: CGFloat { leading + trailing }
  package var vertical: CGFloat { top + bottom }
}

/// A normalized 2D point in a view's coordinate space (0…1 on each axis).
public struct UnitPoint: Hashable, Sendable, Codable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A way to resize content to fit or fill its container.
public enum ContentMode: Hashable, CaseIterable, Sendable {
  case fit
  case fill
}

/// A proposal for the size of a view; a nil dimension asks for the ideal size.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  public var width: CGFloat?
  public var height: CGFloat?

  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The proposal with nil dimensions replaced by `replacement`.
  public func replacingUnspecifiedDimensions(by replacement: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? replacement.width, height: height ?? replacement.height)
  }

  public var description: String {
    func fmt(_ v: CGFloat?) -> String { v.map { "\($0)" } ?? "nil" }
    return "(\(fmt(width)), \(fmt(height)))"
  }
}
