import Foundation

/// A type you use to create custom alignment guides.
public protocol AlignmentID {
  /// The value of the guide in `context` when a view does not set it explicitly.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of one alignment guide: its `AlignmentID` type and its axis.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
  package let id: ObjectIdentifier
  public let axis: Axis
  package let name: String
  package let defaultValue: @Sendable (ViewDimensions) -> CGFloat

  package init(_ type: AlignmentID.Type, axis: Axis) {
    self.id = ObjectIdentifier(type)
    self.axis = axis
    self.name = String(describing: type)
    // Metatypes of user `AlignmentID` types are not `Sendable` in Swift's eyes; the type is only read.
    let id = UncheckedSendableType(type)
    self.defaultValue = { id.type.defaultValue(in: $0) }
  }

  public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.axis == b.axis }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(axis)
  }
  public var description: String { name }

  /// The guide as code names it (`leading`, `firstTextBaseline`), or its `AlignmentID` type's name for a custom guide.
  package var readableName: String {
    let builtIn = ["LeadingID": "leading", "HCenterID": "center", "TrailingID": "trailing", "TopID": "top", "VCenterID": "center",
                   "BottomID": "bottom", "FirstBaselineID": "firstTextBaseline", "LastBaselineID": "lastTextBaseline"]
    return builtIn[name] ?? name
  }
}

enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// A view without text has its baselines at its bottom edge, as in SwiftUI.
enum FirstBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum LastBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
  public let key: AlignmentKey
  public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }
  public static let leading = HorizontalAlignment(LeadingID.self)
  public static let center = HorizontalAlignment(HCenterID.self)
  public static let trailing = HorizontalAlignment(TrailingID.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
  public let key: AlignmentKey
  public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }
  public static let top = VerticalAlignment(TopID.self)
  public static let center = VerticalAlignment(VCenterID.self)
  public static let bottom = VerticalAlignment(BottomID.self)
  public static let firstTextBaseline = VerticalAlignment(FirstBaselineID.self)
  public static let lastTextBaseline = VerticalAlignment(LastBaselineID.self)
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Sendable {
  public let width: CGFloat
  public let height: CGFloat
  /// Explicit guide values set by the view (alignment guides, text baselines); the layout engine fills this in.
  package let explicitGuide: @Sendable (AlignmentKey) -> CGFloat?

  package init(width: CGFloat, height: CGFloat, explicitGuide: @escaping @Sendable (AlignmentKey) -> CGFloat? = { _ in nil }) {
    self.width = width
    self.height = height
    self.explicitGuide = explicitGuide
  }

  public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
  public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuide(guide.key) }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuide(guide.key) }

  /// The value of `key`: explicit if the view sets it, otherwise the guide's default.
  package subscript(key: AlignmentKey) -> CGFloat { explicitGuide(key) ?? key.defaultValue(self) }
}

/// An `AlignmentID` type shared read-only across threads.
private struct UncheckedSendableType: @unchecked Sendable {
  let type: AlignmentID.Type
  init(_ type: AlignmentID.Type) { self.type = type }
}
