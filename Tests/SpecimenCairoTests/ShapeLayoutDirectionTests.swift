import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// iOS 17's `Shape.layoutDirectionBehavior`: a custom shape's path is mirrored within its frame when drawn right to
/// left (the default, `.mirrors`), unless the shape says `.fixed`; wrappers (stroke, trim, `AnyShape`, rotation) keep
/// their shape's behavior; a view mirrored by `.layoutDirectionBehavior(_:)` lays its content out in the other direction,
/// so a self-mirroring shape in it is mirrored once (Apple's `Shape.layoutDirectionBehavior` and
/// `View.layoutDirectionBehavior(_:)` documentation).
@Suite struct ShapeLayoutDirectionTests {
  /// A triangle pointing right: its tip at the right edge's middle.
  struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.move(to: CGPoint(x: rect.minX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
      return path
    }
  }

  /// The same triangle, opting out of mirroring.
  struct FixedWedge: Shape {
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path { Wedge().path(in: rect) }
  }

  /// A shape styled as a stroke.
  struct Hairline: Shape {
    static var role: ShapeRole { .stroke }
    func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.midY, width: rect.width, height: 0)) }
  }

  /// Whether the 40-pt wedge in `view` points right: its top-left corner (4, 4) is inked and its top-right (36, 4) is not.
  static func pointsRight<V: View>(_ view: V, _ direction: LayoutDirection) throws -> Bool? {
    let image = try Render.image(view.frame(width: 40, height: 40).environment(\.layoutDirection, direction))
    let left = image.px(4, 4).g < 128, right = image.px(36, 4).g < 128
    return left == right ? nil : left
  }

  @Test func aCustomShapeMirrorsRightToLeft() throws {
    #expect(try Self.pointsRight(Wedge().fill(.black), .leftToRight) == true)
    #expect(try Self.pointsRight(Wedge().fill(.black), .rightToLeft) == false)
    #expect(Wedge().layoutDirectionBehavior == .mirrors(in: .rightToLeft))
  }

  @Test func aFixedShapeDoesNot() throws {
    #expect(try Self.pointsRight(FixedWedge().fill(.black), .rightToLeft) == true)
  }

  /// Stroking, trimming, type erasure and rotation keep the shape's behavior; so do clips and backgrounds in the shape.
  @Test func wrappersKeepTheirShapesBehavior() throws {
    #expect(try Self.pointsRight(Wedge().stroke(.black, lineWidth: 8), .rightToLeft) == false)
    #expect(try Self.pointsRight(Wedge().trim(from: 0, to: 1).fill(.black), .rightToLeft) == false)
    #expect(try Self.pointsRight(AnyShape(Wedge()).fill(.black), .rightToLeft) == false)
    #expect(try Self.pointsRight(AnyShape(FixedWedge()).fill(.black), .rightToLeft) == true)
    #expect(try Self.pointsRight(Wedge().rotation(.zero).fill(.black), .rightToLeft) == false)
    #expect(try Self.pointsRight(Color.black.clipShape(Wedge()), .rightToLeft) == false)
    #expect(try Self.pointsRight(Color.clear.background(.black, in: Wedge()), .rightToLeft) == false)
  }

  /// A view mirrored for right to left lays its content out left to right: the wedge in it is mirrored once, by the view.
  @Test func aMirroredViewMirrorsItsShapeOnce() throws {
    #expect(try Self.pointsRight(Wedge().fill(.black).flipsForRightToLeftLayoutDirection(true), .rightToLeft) == false)
    #expect(try Self.pointsRight(Wedge().fill(.black).layoutDirectionBehavior(.mirrors), .rightToLeft) == false)
    #expect(try Self.pointsRight(FixedWedge().fill(.black).layoutDirectionBehavior(.mirrors), .rightToLeft) == false)
    // `.fixed` on the view does not stop the shape's own mirroring.
    #expect(try Self.pointsRight(Wedge().fill(.black).layoutDirectionBehavior(.fixed), .rightToLeft) == false)
  }

  /// `UnevenRoundedRectangle` names its corners leading and trailing: right to left its leading corners are on the right.
  @Test func unevenCornersFollowTheReadingDirection() throws {
    let shape = UnevenRoundedRectangle(topLeadingRadius: 18).fill(.black)
    let ltr = try Render.image(shape.frame(width: 40, height: 40))
    let rtl = try Render.image(shape.frame(width: 40, height: 40).environment(\.layoutDirection, .rightToLeft))
    #expect(ltr.px(1, 1).g > 200 && ltr.px(38, 1).g < 60, "ltr \(ltr.px(1, 1)) \(ltr.px(38, 1))")
    #expect(rtl.px(38, 1).g > 200 && rtl.px(1, 1).g < 60, "rtl \(rtl.px(1, 1)) \(rtl.px(38, 1))")
  }

  /// Built-in symmetric shapes and paths are drawn as their points give them.
  @Test func builtInShapesAndPathsAreFixed() {
    #expect(Rectangle().layoutDirectionBehavior == .fixed)
    #expect(Circle().layoutDirectionBehavior == .fixed)
    #expect(Capsule().layoutDirectionBehavior == .fixed)
    #expect(Path().layoutDirectionBehavior == .fixed)
    #expect(UnevenRoundedRectangle().layoutDirectionBehavior == .mirrors)
  }

  /// `Shape.role` is `.fill` by default; a stroked shape's is `.stroke`; a shape may declare its own.
  @Test func rolesFollowSwiftUI() {
    #expect(Wedge.role == .fill)
    #expect(Hairline.role == .stroke)
    #expect(_StrokedShape<Wedge>.role == .stroke)
    #expect(_TrimmedShape<Hairline>.role == .stroke)
  }
}
