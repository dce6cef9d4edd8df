import Foundation
import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing

/// UIKit's string measuring (`size(withAttributes:)`, `boundingRect(with:options:attributes:context:)`) and its
/// legacy image contexts (`UIGraphicsBeginImageContextWithOptions` and the context stack).
@Suite struct UIKitStringDrawingTests {
  /// The size the layout engine gives `text` at its ideal size.
  func laidOut(_ text: Text) -> CGSize {
    _ = Render.measurers  // the renderer's measurer is installed
    return Render.measurers.text.measure(try! #require(resolvedText(text)), in: .unspecified).size
  }

  func resolvedText(_ text: Text) -> ResolvedText? {
    if case .text(let resolved) = ResolveContext().resolve(text).kind { return resolved }
    return nil
  }

  @Test func aStringIsMeasuredAsSpecimenDrawsIt() throws {
    _ = PangoTextMeasurer()
    let font = UIFont.systemFont(ofSize: 17)
    let measured = "Checked".size(withAttributes: [.font: font])
    let drawn = laidOut(Text("Checked").font(.system(size: 17)))
    #expect(abs(measured.width - drawn.width) < 0.01 && abs(measured.height - drawn.height) < 0.01, "\(measured) vs \(drawn)")
    #expect(measured.width > 50 && measured.width < 80, "\(measured)")
    let bridged = ("Checked" as NSString).size(withAttributes: [.font: font])
    #expect(bridged == measured)
    let kerned = "Checked".size(withAttributes: [.font: font, .kern: 2])
    #expect(abs(kerned.width - measured.width - 14) < 0.5, "7 characters, 2 pt more each: \(kerned.width) vs \(measured.width)")
  }

  @Test func aBoundingRectWrapsOnlyWithLineFragments() throws {
    _ = PangoTextMeasurer()
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]
    let text = "Your subscription renews on March 3"
    let oneLine = text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: [], attributes: attributes,
                                    context: nil)
    let wrapped = text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                    attributes: attributes, context: nil)
    #expect(oneLine.width > 200)
    #expect(wrapped.width <= 120 && wrapped.height > 2.5 * oneLine.height, "\(wrapped) vs \(oneLine)")
  }

  /// The colour of the top-left pixel of `image`.
  func corner(_ image: UIImage?) throws -> Pixel {
    let image = try #require(image)
    return try Render.image(Image(uiImage: image), scale: 1, background: nil).px(0, 0)
  }

  @Test func legacyImageContextsStackAndGiveTheirImage() throws {
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
    UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
    let inner = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in
      UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))  // into the renderer, not the open image context
    }
    let red = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    #expect(try corner(red) == Pixel(255, 0, 0, 255))
    #expect(try corner(inner) == Pixel(0, 0, 255, 255))
    UIGraphicsBeginImageContext(CGSize(width: 0, height: 10))  // empty: nothing opens
    #expect(UIGraphicsGetCurrentContext() == nil)
  }
}

/// Images drawn into image contexts: `UIImage.draw(in:blendMode:alpha:)` and Core Graphics' upside-down
/// `CGContext.draw(_:in:)`.
@Suite struct ImageContextDrawingTests {
  /// A 1 × 2 image, red on top of blue.
  func redOverBlue() -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: format).image { context in
      context.cgContext.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
      context.cgContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      context.cgContext.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
      context.cgContext.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
    }
  }

  func pixels(_ image: UIImage?) throws -> RasterImage {
    try Render.image(Image(uiImage: try #require(image)), scale: 1, background: nil)
  }

  @Test func aUIImageDrawsWithItsAlphaAndACGImageUpsideDown() throws {
    let source = redOverBlue()
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
    source.draw(in: CGRect(x: 0, y: 0, width: 1, height: 2), blendMode: .normal, alpha: 0.5)
    UIGraphicsGetCurrentContext()?.draw(try #require(source.cgImage), in: CGRect(x: 1, y: 0, width: 1, height: 2))
    let drawn = try pixels(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(drawn.px(0, 0).isClose(to: Pixel(255, 0, 0, 128), tolerance: 1), "\(drawn.px(0, 0))")  // half opaque, upright
    #expect(drawn.px(0, 1).isClose(to: Pixel(0, 0, 255, 128), tolerance: 1), "\(drawn.px(0, 1))")
    #expect(drawn.px(1, 0) == Pixel(0, 0, 255, 255))  // the CGImage drawn bottom row first
    #expect(drawn.px(1, 1) == Pixel(255, 0, 0, 255))
  }
}
