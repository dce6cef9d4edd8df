import Foundation

/// The radii of each corner of a rounded rectangle.
public struct RectangleCornerRadii: Equatable, Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat
  public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

extension RectangleCornerRadii {
  /// The warning for radii that are not finite numbers ≥ 0, or nil (`CornerRadiusCheck.issue`).
  var issue: String? {
    CornerRadiusCheck.issue([("topLeadingRadius", topLeading), ("bottomLeadingRadius", bottomLeading),
                             ("bottomTrailingRadius", bottomTrailing), ("topTrailingRadius", topTrailing)])
  }
}

/// The check on the radii rounded rectangles are given.
enum CornerRadiusCheck {
  /// The warning for the `named` radii that are not finite numbers ≥ 0, or nil: NaN and negative radii draw a square
  /// corner, an infinite one the largest the rectangle allows (half its shorter side), as `Path.addRoundedRect` draws them.
  static func issue(_ named: [(String, CGFloat)]) -> String? {
    let bad = named.filter { !$0.1.isFinite || $0.1 < 0 }
    guard !bad.isEmpty else { return nil }
    let listed = bad.map { "\($0.0) \(NumberText.describe(Double($0.1)))" }.joined(separator: ", ")
    let drawn = bad.contains { $0.1 == .infinity } ? "drawn square where NaN or negative, as round as the rectangle allows where infinite"
      : "drawn as square corners (radius 0)"
    return "\(listed) \(bad.count == 1 ? "is not a finite radius" : "are not finite radii") ≥ 0; \(drawn). Give finite radii of 0 or more"
  }
}

/// A rectangular shape with rounded corners with different values, aligned inside the frame of the view containing it.
///
/// Leading corners are the left ones of its path; drawn right to left the shape is mirrored (its
/// `layoutDirectionBehavior` is `Shape`'s default, `.mirrors`), so they are the right ones on screen.
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }
  public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
              topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
    self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
              style: style)
  }

  public func path(in rect: CGRect) -> Path {
    if let issue = cornerRadii.issue { ResolveIssues.report(ResolveIssue(.invalidNumber, "UnevenRoundedRectangle: " + issue)) }
    guard let r = ShapeInset.rect(rect, by: insetAmount, shape: "UnevenRoundedRectangle") else { return Path() }
    func less(_ v: CGFloat) -> CGFloat { max(0, v - insetAmount) }
    let radii = RectangleCornerRadii(topLeading: less(cornerRadii.topLeading), bottomLeading: less(cornerRadii.bottomLeading),
                                     bottomTrailing: less(cornerRadii.bottomTrailing), topTrailing: less(cornerRadii.topTrailing))
    var path = Path()
    path.addRoundedRect(in: r, cornerRadii: radii, style: style)
    return path
  }

  public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with each corner rounded by its own radius.
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
  /// A rectangle with each corner rounded by its own radius.
  public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                          topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                           bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
}

nonisolated extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners of the given size.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}
