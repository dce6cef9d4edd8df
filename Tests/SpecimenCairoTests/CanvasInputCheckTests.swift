import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// What a canvas's renderer gives that cannot be drawn as asked: a rectangle that is not finite for `draw(_:in:)`,
/// more filters or clips than `GraphicsContext.maxEffects`, and one tag on two `symbols:` views. Each is named; the rest
/// of the canvas is drawn.
@Suite struct CanvasInputCheckTests {
  static let green = Color(red: 0, green: 1, blue: 0)
  static let red = Color(red: 1, green: 0, blue: 0)

  func messages(_ image: RasterImage, _ severity: RenderDiagnostic.Severity) -> [String] {
    image.diagnostics.items.filter { $0.severity == severity }.map(\.message)
  }

  /// A green symbol drawn in a finite rect at the left, then an image, a text and the symbol in rects that are not.
  @Test func aRectangleThatIsNotFiniteIsNamedAndNothingIsDrawnInIt() throws {
    let canvas = Canvas { context, _ in
      guard let square = context.resolveSymbol(id: "square") else { return }
      context.draw(square, in: CGRect(x: 0, y: 0, width: 20, height: 20))
      context.draw(Image(systemName: "star.fill"), in: CGRect(x: CGFloat.nan, y: 0, width: 20, height: 20))
      context.draw(Text("Late"), in: CGRect(x: 20, y: 0, width: CGFloat.infinity, height: 20))
      context.draw(square, in: CGRect(x: 20, y: 0, width: 20, height: -CGFloat.infinity))
      var huge = context
      huge.scaleBy(x: 1e300, y: 1e300)
      huge.draw(square, in: CGRect(x: 0, y: 0, width: 1e10, height: 1))
    } symbols: {
      Self.green.tag("square")
    }
    .frame(width: 40, height: 20)
    let image = try Render.image(canvas, scale: 1)
    expectPixel(image, 10, 10, Pixel(0, 255, 0), tolerance: 0)
    expectPixel(image, 30, 10, Pixel(255, 255, 255), tolerance: 0)
    #expect(messages(image, .warning) == [
      "GraphicsContext.draw(_:in:): the rectangle (nan, 0, 20, 20) is not finite, so the image is not drawn. Give a finite rectangle",
      "GraphicsContext.draw(_:in:): the rectangle (20, 0, inf, 20) is not finite, so the text is not drawn. Give a finite rectangle",
      "GraphicsContext.draw(_:in:): the rectangle (20, 0, 20, -inf) is not finite, so the symbol is not drawn. Give a finite rectangle",
      "GraphicsContext.draw(_:in:): the rectangle (0, 0, 10000000000, 1), (0, 0, inf, 1e+300) after the context's transform, is not "
        + "finite, so the symbol is not drawn. Give a finite rectangle",
    ])
  }

  @Test func aSymbolDrawnAtAPointThatIsNotFiniteIsNamed() throws {
    let canvas = Canvas { context, _ in
      if let square = context.resolveSymbol(id: 1) { context.draw(square, at: CGPoint(x: CGFloat.nan, y: 10), anchor: .topLeading) }
    } symbols: {
      Self.green.frame(width: 10, height: 10).tag(1)
    }
    .frame(width: 40, height: 20)
    let image = try Render.image(canvas, scale: 1)
    expectPixel(image, 5, 15, Pixel(0, 255, 0), tolerance: 0)  // drawn at x 0
    #expect(messages(image, .warning) == ["GraphicsContext.draw(_:at:anchor:): the point (nan, 10) is not a finite position; drawn at 0 "
      + "on that axis. Give a finite point"])
  }

  /// A red square under `count` filters that leave it red.
  func filtered(_ count: Int) -> some View {
    Canvas { context, _ in
      for _ in 0..<count { context.addFilter(.colorMultiply(.white)) }
      context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Self.red))
    }
    .frame(width: 40, height: 20)
  }

  @Test func aHundredFiltersAreDrawnAndOneMoreFailsNamingTheCall() throws {
    let hundred = try Render.image(filtered(100), scale: 1)
    #expect(hundred.diagnostics.isEmpty, "\(hundred.diagnostics)")
    expectPixel(hundred, 10, 10, Pixel(255, 0, 0), tolerance: 0)
    let more = try Render.image(filtered(1_000), scale: 1)
    #expect(messages(more, .error) == ["GraphicsContext.addFilter(_:options:): more than 100 filters on one context "
      + "(GraphicsContext.maxEffects), each wrapping every later drawing in views of its own, so the canvas cannot be drawn as asked. "
      + "Add fewer (a copy of the context, `var layer = context`, holds filters for the drawings made with it only)"])
  }

  /// A red square under `count` clips to the whole canvas, the last of them a layer clip.
  func clipped(_ count: Int) -> some View {
    Canvas { context, size in
      for _ in 0..<(count - 1) { context.clip(to: Path(CGRect(origin: .zero, size: size))) }
      context.clipToLayer { $0.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black)) }
      context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Self.red))
    }
    .frame(width: 40, height: 20)
  }

  @Test func aHundredClipsAreDrawnAndOneMoreFailsNamingTheCall() throws {
    let hundred = try Render.image(clipped(100), scale: 1)
    #expect(hundred.diagnostics.isEmpty, "\(hundred.diagnostics)")
    expectPixel(hundred, 10, 10, Pixel(255, 0, 0), tolerance: 0)
    #expect(messages(try Render.image(clipped(101), scale: 1), .error).first?.hasPrefix("GraphicsContext.clipToLayer(opacity:options:content:): "
      + "more than 100 clips on one context (GraphicsContext.maxEffects)") == true)
    #expect(messages(try Render.image(clipped(102), scale: 1), .error).first?.hasPrefix("GraphicsContext.clip(to:style:options:): "
      + "more than 100 clips on one context") == true)
  }

  /// Two symbol views tagged 1: the first is drawn, and the tag is named. Untagged symbols are told apart by position.
  @Test func aTagGivenToTwoSymbolsIsNamedAndTheFirstIsDrawn() throws {
    let canvas = Canvas { context, _ in
      if let one = context.resolveSymbol(id: 1) { context.draw(one, in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
    } symbols: {
      Self.green.tag(1)
      Self.red.tag(1)
      Color.blue.tag(2)
    }
    .frame(width: 20, height: 20)
    let image = try Render.image(canvas, scale: 1)
    expectPixel(image, 10, 10, Pixel(0, 255, 0), tolerance: 0)
    #expect(messages(image, .warning) == ["Canvas(renderer:symbols:): the tag 1 is given to 2 symbol views; resolveSymbol(id:) finds "
      + "the first, so the others are never drawn. Give each symbol a tag of its own (.tag(_:))"])
    let untagged = Canvas { context, _ in context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Self.red)) } symbols: {
      Self.green
      Self.red
    }
    .frame(width: 20, height: 20)
    #expect(try Render.image(untagged, scale: 1).diagnostics.isEmpty)
  }
}
