import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// `Image.resizable(capInsets:)` keeps the caps at their natural size while the rest stretches (a nine-part image).
struct ImageCapInsetsTests {
  /// A 30×30-pt image: red 10-pt corners, blue edges between them, a green centre.
  static func tile(allBlue: Bool = false) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
      guard !allBlue else { return }
      UIColor.red.setFill()
      for x in [0, 20] { for y in [0, 20] { context.fill(CGRect(x: x, y: y, width: 10, height: 10)) } }
      UIColor.green.setFill()
      context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
    }
  }

  static let caps = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

  enum Hue { case red, green, blue, other }
  static func hue(_ image: RasterImage, _ x: Int, _ y: Int) -> Hue {
    let p = image.px(x, y)
    if p.r > 200 && p.g < 60 && p.b < 60 { return .red }
    if p.g > 200 && p.r < 60 && p.b < 60 { return .green }
    if p.b > 200 && p.r < 60 && p.g < 60 { return .blue }
    return .other
  }

  /// In a 100×60 frame the corners stay 10×10, the top edge runs 10–90 and the centre fills 10–90 × 10–50; stretched
  /// whole, the red corners would be 33×20.
  @Test func cornersKeepTheirSize() throws {
    let image = try Render.image(Image(uiImage: Self.tile()).resizable(capInsets: Self.caps).frame(width: 100, height: 60))
    #expect(Self.hue(image, 5, 5) == .red && Self.hue(image, 95, 55) == .red && Self.hue(image, 95, 5) == .red)
    #expect(Self.hue(image, 15, 5) == .blue && Self.hue(image, 85, 5) == .blue && Self.hue(image, 5, 30) == .blue)
    #expect(Self.hue(image, 15, 15) == .green && Self.hue(image, 85, 45) == .green && Self.hue(image, 50, 30) == .green)
    let whole = try Render.image(Image(uiImage: Self.tile()).resizable().frame(width: 100, height: 60))
    #expect(Self.hue(whole, 15, 15) == .red && Self.hue(whole, 30, 5) == .red)
    #expect(image.diagnostics.warnings.isEmpty)
  }

  /// A frame narrower than both caps shrinks them in proportion: 12 pt wide, each cap is 6 pt and no centre shows.
  @Test func capsShrinkInANarrowFrame() throws {
    let image = try Render.image(Image(uiImage: Self.tile()).resizable(capInsets: Self.caps).frame(width: 12, height: 60))
    #expect(Self.hue(image, 2, 3) == .red && Self.hue(image, 9, 3) == .red)
    #expect(Self.hue(image, 3, 30) == .blue && Self.hue(image, 9, 30) == .blue)
  }

  /// Pieces meet without a seam, also where their edges fall between device pixels (a 0.25-pt offset at 2×).
  @Test func piecesMeetWithoutASeam() throws {
    // From 0.5 to 201.5 device pixels across and 0.5 to 121.5 down; piece edges at 10.25 and 90.75 pt.
    let view = Image(uiImage: Self.tile(allBlue: true)).resizable(capInsets: Self.caps).frame(width: 100.5, height: 60.5)
      .offset(x: 0.25, y: 0.25).frame(width: 110, height: 70, alignment: .topLeading)
    let image = try Render.image(view, scale: 2)
    var seams: [String] = []
    for y in 1...120 { for x in 1...200 where Self.hue(image, x, y) != .blue || image.px(x, y).b < 250 { seams.append("(\(x), \(y))") } }
    let count = seams.count, first = seams.prefix(6).joined(separator: " ")
    #expect(count == 0, "not pure blue at \(first)")
  }

  /// An inset that is not a length is named and taken as 0.
  @Test func invalidInsetsAreNamed() throws {
    let insets = EdgeInsets(top: .nan, leading: -3, bottom: 10, trailing: 10)
    let image = try Render.image(Image(uiImage: Self.tile()).resizable(capInsets: insets).frame(width: 100, height: 60))
    let messages = image.diagnostics.warnings.map(\.message)
    #expect(messages.contains(".resizable(capInsets:) top nan, leading -3 is not a finite length of 0 or more; taken as 0. "
      + "Give cap insets of 0 or more, in points of the image"), "\(messages)")
    // No top or left cap: the top-left of the frame is the image stretched from its corner; the bottom-right cap stays.
    #expect(Self.hue(image, 95, 55) == .red && Self.hue(image, 85, 55) == .blue)
  }
}
