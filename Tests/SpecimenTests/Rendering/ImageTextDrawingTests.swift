import Foundation
import Specimen
import SpecimenCairo
import SpecimenUI
import Testing

/// Text drawn into image contexts by UIKit's string drawing, and `ImageRenderer`'s images: both made by the
/// renderer's own pipeline while a body runs (`ViewRasterizer`).
@Suite struct ImageTextDrawingTests {
  init() { _ = ViewRenderer() }  // installs the rasterizer

  /// `image` drawn by the pipeline at `scale` on transparency.
  func pixels(_ image: UIImage, scale: CGFloat = 2) throws -> RasterImage {
    try ViewRenderer(scale: scale, background: nil).rasterize(Image(uiImage: image), in: .unspecified)
  }

  /// The box, in pixels, of the pixels of `image` that pass `test`; nil when none do.
  func box(of image: RasterImage, where test: (Px) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)? {
    var found: (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)?
    for y in 0..<image.height {
      for x in 0..<image.width where test(Px(image.pixel(x: x, y: y))) {
        let f = found ?? (x, y, x, y, 0)
        found = (min(f.minX, x), min(f.minY, y), max(f.maxX, x), max(f.maxY, y), f.count + 1)
      }
    }
    return found
  }

  static func isWhite(_ p: Px) -> Bool { p.r > 200 && p.g > 200 && p.b > 200 && p.a > 200 }
  static func isInk(_ p: Px) -> Bool { p.a > 128 }

  /// An avatar as design systems draw one: a filled circle with initials centred by their measured size.
  func avatar(_ initials: String, side: CGFloat, alignment: NSTextAlignment) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
      UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1).setFill()
      context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: side, height: side))
      let paragraph = NSMutableParagraphStyle()
      paragraph.alignment = alignment
      let attributes: [NSAttributedString.Key: Any] = [
        .font: UIFont.systemFont(ofSize: 16, weight: .semibold), .foregroundColor: UIColor.white, .paragraphStyle: paragraph,
      ]
      let height = initials.size(withAttributes: attributes).height
      initials.draw(in: CGRect(x: 0, y: (side - height) / 2, width: side, height: height), withAttributes: attributes)
    }
  }

  @Test func initialsAreDrawnCentredAsSwiftUIDrawsTheSameText() throws {
    let image = try pixels(avatar("AB", side: 40, alignment: .center))
    #expect(image.width == 80 && image.height == 80)
    let ink = try #require(box(of: image, where: Self.isWhite), "no white initials drawn")
    // The same text laid out by SwiftUI, centred in the same circle.
    let reference = try ViewRenderer(scale: 2, background: nil).rasterize(
      ZStack {
        Circle().fill(Color(red: 0.2, green: 0.4, blue: 0.9))
        Text("AB").font(.system(size: 16, weight: .semibold)).foregroundColor(.white)
      }.frame(width: 40, height: 40), in: .unspecified)
    let expected = try #require(box(of: reference, where: Self.isWhite))
    #expect(abs(ink.minX - expected.minX) <= 1 && abs(ink.maxX - expected.maxX) <= 1, "\(ink) vs \(expected)")
    #expect(abs(ink.minY - expected.minY) <= 1 && abs(ink.maxY - expected.maxY) <= 1, "\(ink) vs \(expected)")
    #expect(abs(ink.count - expected.count) <= expected.count / 10, "\(ink.count) white pixels vs \(expected.count)")
    // Left-aligned, the same initials start at the circle's left edge.
    let left = try #require(box(of: try pixels(avatar("AB", side: 40, alignment: .left)), where: Self.isWhite))
    #expect(left.minX < 6 && ink.minX > 12, "\(left.minX) vs \(ink.minX)")
  }

  /// Wrapped at the rectangle's width, the text draws the lines that fit its height whole, as UIKit's text container
  /// lays them out: a 20-pt rectangle holds one 12-pt line, and the second (which would be cut) is not drawn.
  @Test func textDrawnInARectWrapsAtItsWidthAndDrawsTheLinesThatFit() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 60), format: format).image { _ in
      ("Renews on the third of March every year" as NSString).draw(
        in: CGRect(x: 10, y: 5, width: 60, height: 20), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
    }
    let ink = try #require(box(of: try pixels(image, scale: 1), where: Self.isInk))
    #expect(ink.minX >= 10 && ink.maxX < 70, "wrapped inside 10…70: \(ink)")
    #expect(ink.minY >= 5 && ink.maxY < 20, "the first line only, inside 5…20: \(ink)")
    #expect(ink.maxY > 12, "the first line is drawn: \(ink)")
  }

  @Test func attributedRunsKeepTheirOwnColours() throws {
    let text = NSMutableAttributedString(string: "WWW", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
    text.append(NSAttributedString(string: "WWW", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.blue]))
    let width = text.size().width
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 30), format: format).image { _ in text.draw(at: .zero) }
    let raster = try pixels(image, scale: 1)
    let red = try #require(box(of: raster) { $0.r > 200 && $0.b < 60 && $0.a > 200 })
    let blue = try #require(box(of: raster) { $0.b > 200 && $0.r < 60 && $0.a > 200 })
    #expect(red.maxX < blue.minX, "red before blue: \(red) \(blue)")
    #expect(abs(CGFloat(blue.maxX) - width) < 3, "the runs end where the measure says: \(blue.maxX) vs \(width)")
  }

  @Test func withoutLineFragmentsTheRectangleOriginIsTheBaseline() throws {
    let font = UIFont.systemFont(ofSize: 20)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 60), format: format).image { _ in
      ("HH" as NSString).draw(with: CGRect(x: 5, y: 40, width: 90, height: 20), options: [], attributes: [.font: font], context: nil)
    }
    let ink = try #require(box(of: try pixels(image, scale: 1), where: Self.isInk))
    #expect(ink.maxY <= 40 && ink.maxY >= 38, "the H stands on y = 40: \(ink)")
    #expect(abs(CGFloat(40 - ink.minY) - font.capHeight) <= 1.5, "cap height \(font.capHeight): \(ink)")
  }

  @Test func aCanvasCoreGraphicsContextDrawsStringsAndImages() throws {
    let dot = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in
      UIColor(red: 0, green: 0.8, blue: 0, alpha: 1).setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    let canvas = Canvas { context, _ in
      context.withCGContext { cg in
        ("HH" as NSString).draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
        dot.draw(in: CGRect(x: 60, y: 4, width: 10, height: 10))
      }
    }.frame(width: 80, height: 40)
    let raster = try ViewRenderer(scale: 2, background: nil).rasterize(canvas, in: .unspecified)
    let red = try #require(box(of: raster) { $0.r > 200 && $0.g < 60 && $0.a > 200 })
    #expect(red.minX >= 8 && red.minX <= 12 && red.maxX < 60, "\(red)")
    #expect(Px(raster.pixel(x: 130, y: 18)).isClose(to: Px(0, 204, 0)), "\(Px(raster.pixel(x: 130, y: 18)))")
  }

  @Test @MainActor func anImageRendererMakesTheContentsPixels() throws {
    let renderer = ImageRenderer(content: HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 5)
      Color.clear.frame(width: 10, height: 5)
    })
    renderer.scale = 2
    let cg = try #require(renderer.cgImage)
    #expect(cg.width == 40 && cg.height == 10)
    let ui = try #require(renderer.uiImage)
    #expect(ui.size == CGSize(width: 20, height: 5))
    let raster = try pixels(ui)
    #expect(Px(raster.pixel(x: 5, y: 5)).isClose(to: Px(255, 59, 48)), "\(Px(raster.pixel(x: 5, y: 5)))")
    #expect(Px(raster.pixel(x: 30, y: 5)).a == 0)
    renderer.isOpaque = true
    let opaque = try pixels(try #require(renderer.uiImage))
    #expect(Px(opaque.pixel(x: 30, y: 5)).isClose(to: Px(0, 0, 0)), "\(Px(opaque.pixel(x: 30, y: 5)))")

    var reported: CGSize?
    renderer.render { size, draw in
      reported = size
      var box = CGRect(origin: .zero, size: size)
      let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("specimen-never-written-\(UUID()).pdf")
      guard let pdf = CGContext(url as CFURL, mediaBox: &box, nil) else { return }
      pdf.beginPDFPage(nil)
      draw(pdf)
      pdf.endPDFPage()
      pdf.closePDF()
      #expect(!FileManager.default.fileExists(atPath: url.path), "a still render writes no PDF")
    }
    #expect(reported == CGSize(width: 20, height: 5))
  }

  /// A label made by a representable, as apps wrap one for attributed text.
  struct StyledLabel: UIViewRepresentable {
    let text: NSAttributedString
    func makeUIView(context: Context) -> UILabel {
      let label = UILabel()
      label.font = UIFont.systemFont(ofSize: 20)
      label.textColor = .blue
      label.attributedText = text
      return label
    }
    func updateUIView(_ uiView: UILabel, context: Context) {}
  }

  @Test func aLabelDrawsItsAttributedRunsOverItsOwnFontAndColour() throws {
    let text = NSMutableAttributedString(string: "WWW", attributes: [.foregroundColor: UIColor.red])
    text.append(NSAttributedString(string: "WWW"))
    let raster = try ViewRenderer(scale: 1, background: nil).rasterize(StyledLabel(text: text).frame(width: 150, height: 30), in: .unspecified)
    let red = try #require(box(of: raster) { $0.r > 200 && $0.b < 60 && $0.a > 200 })
    let blue = try #require(box(of: raster) { $0.b > 200 && $0.r < 60 && $0.a > 200 }, "the run without a colour takes the label's")
    #expect(red.maxX < blue.minX && blue.maxX - red.minX > 90, "six 20-pt W's: \(red) \(blue)")
  }

  @Test func aPDFRendererRunsItsActionsAndWritesNothing() throws {
    let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792))
    var pages = 0
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("specimen-never-written-\(UUID()).pdf")
    try renderer.writePDF(to: url) { context in
      context.beginPage()
      pages += 1
      ("Invoice" as NSString).draw(at: CGPoint(x: 72, y: 72), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 22)])
      #expect(UIGraphicsGetCurrentContext() === context.cgContext)
    }
    #expect(pages == 1 && !FileManager.default.fileExists(atPath: url.path))
    #expect(renderer.pdfData { $0.beginPage() }.isEmpty)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func aMutableParagraphStyleCopiesItsValues() {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineSpacing = 4
    let copy = style.copy() as? NSParagraphStyle
    style.alignment = .right
    #expect(copy?.alignment == .center && copy?.lineSpacing == 4 && style.alignment == .right)
    let mutable = copy?.mutableCopy() as? NSMutableParagraphStyle
    #expect(mutable?.alignment == .center)
    #expect(NSParagraphStyle.default.lineBreakMode == .byWordWrapping && NSParagraphStyle.default.tabStops.count == 12)
  }
}
