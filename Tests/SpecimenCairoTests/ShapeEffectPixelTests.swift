import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenUI
import Testing

/// Known colours at known points for each shape and effect (scale 1, white background).
@Suite struct ShapeEffectPixelTests {
  let red = Pixel(255, 0, 0), white = Pixel(255, 255, 255), blue = Pixel(0, 0, 255)

  @Test func continuousCornerIsInsideCircularCorner() throws {
    // At 45° from the corner the continuous curve lies further out than the circle would at 1.53 r.
    let cont = try Render.image(RoundedRectangle(cornerRadius: 20, style: .continuous).fill(Color(red: 1, green: 0, blue: 0)).frame(width: 100, height: 100))
    let circ = try Render.image(RoundedRectangle(cornerRadius: 20, style: .circular).fill(Color(red: 1, green: 0, blue: 0)).frame(width: 100, height: 100))
    Render.save(cont, "shape-continuous")
    expectPixel(cont, 50, 50, red)
    expectPixel(cont, 0, 0, white)
    expectPixel(circ, 2, 2, white)
    // The curve leaves the top edge 1.52866 r from the corner and crosses the diagonal at 0.2915 r (iOS 7 measurements).
    let path = RoundedRectangle(cornerRadius: 20, style: .continuous).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    guard case .move(let start) = path.elements.first else { Issue.record("path does not start with a move"); return }
    #expect(abs(start.x - (100 - 1.52866483 * 20)) < 0.001 && start.y == 0)
    guard case .curve(let mid, _, _) = path.elements[1], case .curve(let end, let c1, let c2) = path.elements[2] else {
      Issue.record("corner is not three cubics"); return
    }
    let p0 = mid, diagonal = (p0.x + 3 * c1.x + 3 * c2.x + end.x) / 8
    #expect(abs((100 - diagonal) - 0.2915 * 20) < 0.05, "diagonal point at \(100 - diagonal)")
  }

  @Test func continuousCapsuleIsACapsule() throws {
    let image = try Render.image(Capsule(style: .continuous).fill(Color(red: 1, green: 0, blue: 0)).frame(width: 100, height: 40))
    expectPixel(image, 50, 1, red)
    expectPixel(image, 1, 20, red, tolerance: 60)
    expectPixel(image, 1, 1, white)
    expectPixel(image, 20, 20, red)
  }

  @Test func ellipseAndTrim() throws {
    let ellipse = try Render.image(Ellipse().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 100, height: 50))
    expectPixel(ellipse, 50, 25, red)
    expectPixel(ellipse, 3, 3, white)
    expectPixel(ellipse, 98, 25, red, tolerance: 90)
    // The first half of a circle's outline (from 3 o'clock clockwise on screen) is the lower half.
    let trimmed = try Render.image(Circle().trim(from: 0, to: 0.5).stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 6).frame(width: 60, height: 60))
    Render.save(trimmed, "shape-trim")
    expectPixel(trimmed, 30, 57, blue, tolerance: 20)
    expectPixel(trimmed, 30, 2, white)
  }

  @Test func strokeBorderDashesCapsAndJoins() throws {
    let border = try Render.image(Rectangle().strokeBorder(Color(red: 0, green: 0, blue: 1), lineWidth: 4).frame(width: 40, height: 40))
    expectPixel(border, 1, 20, blue)  // inside the frame
    expectPixel(border, 20, 20, white)
    let dashed = try Render.image(
      Path { p in p.move(to: CGPoint(x: 0, y: 5)); p.addLine(to: CGPoint(x: 40, y: 5)) }
        .stroke(Color(red: 0, green: 0, blue: 1), style: StrokeStyle(lineWidth: 4, dash: [10, 10]))
        .frame(width: 40, height: 10))
    expectPixel(dashed, 5, 5, blue)
    expectPixel(dashed, 15, 5, white)
    expectPixel(dashed, 25, 5, blue)
    let capped = try Render.image(
      Path { p in p.move(to: CGPoint(x: 10, y: 5)); p.addLine(to: CGPoint(x: 30, y: 5)) }
        .stroke(Color(red: 0, green: 0, blue: 1), style: StrokeStyle(lineWidth: 6, lineCap: .square))
        .frame(width: 40, height: 10))
    expectPixel(capped, 8, 5, blue)  // a square cap extends past the end
    let butt = try Render.image(
      Path { p in p.move(to: CGPoint(x: 10, y: 5)); p.addLine(to: CGPoint(x: 30, y: 5)) }
        .stroke(Color(red: 0, green: 0, blue: 1), style: StrokeStyle(lineWidth: 6, lineCap: .butt))
        .frame(width: 40, height: 10))
    expectPixel(butt, 8, 5, white)
  }

  @Test func gradients() throws {
    let linear = try Render.image(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)).frame(width: 100, height: 10))
    #expect(linear.px(1, 5).r > 240 && linear.px(98, 5).b > 240)
    let mid = linear.px(50, 5)
    #expect(mid.r > 100 && mid.b > 100, "\(mid)")
    let radial = try Render.image(Rectangle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50)).frame(width: 100, height: 100))
    #expect(radial.px(50, 50).r > 240 && radial.px(99, 50).b > 230)
    let angular = try Render.image(Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 100, height: 100))
    Render.save(angular, "gradient-angular")
    // Angle 0 is 3 o'clock (red just below it), approaching blue just above it.
    #expect(angular.px(90, 52).r > 200, "\(angular.px(90, 52))")
    #expect(angular.px(90, 47).b > 200, "\(angular.px(90, 47))")
    let systemGradient = try Render.image(Rectangle().fill(Color.red.gradient).frame(width: 10, height: 100))
    #expect(systemGradient.px(5, 2) != systemGradient.px(5, 97))
  }

  @Test func aPartialAngularGradientFillsItsMissingArea() throws {
    // 0°…270° (3 o'clock round to 12): the missing quarter keeps the last colour (blue) up to halfway, 315°, and the
    // first (red) after it, as Apple's `AngularGradient` page says; it is not left clear.
    let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
    let gradient = AngularGradient(colors: colors, center: .center, startAngle: .degrees(0), endAngle: .degrees(270))
    let image = try Render.image(Rectangle().fill(gradient).frame(width: 100, height: 100))
    Render.save(image, "gradient-angular-partial")
    let lastHalf = image.px(60, 20), firstHalf = image.px(80, 40)   // 288° and 315° + 14°
    #expect(lastHalf.b > 200 && lastHalf.r < 40, "\(lastHalf)")
    #expect(firstHalf.r > 200 && firstHalf.b < 40, "\(firstHalf)")
  }

  @Test func shadowIsBlurred() throws {
    let view = Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40)
      .shadow(color: .black, radius: 4, x: 0, y: 10).padding(20)
    let image = try Render.image(view)
    Render.save(image, "effect-shadow")
    expectPixel(image, 40, 40, red)
    // Under the shape's bottom edge (y = 60) the offset shadow is dark, fading with distance.
    let near = image.px(40, 63), far = image.px(40, 74)
    #expect(near.r < 120, "\(near)")
    #expect(far.r > near.r && far.r < 255, "near \(near) far \(far)")
  }

  @Test func clipMaskCornerRadiusOpacity() throws {
    let clipped = try Render.image(Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).clipShape(Circle()))
    expectPixel(clipped, 20, 20, red)
    expectPixel(clipped, 1, 1, white)
    let rounded = try Render.image(Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).cornerRadius(10))
    expectPixel(rounded, 0, 0, white)
    expectPixel(rounded, 20, 0, red)
    let masked = try Render.image(Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).mask(Rectangle().frame(width: 20, height: 40)))
    expectPixel(masked, 20, 20, red)
    expectPixel(masked, 2, 20, white)
    let faded = try Render.image(Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).opacity(0.5))
    expectPixel(faded, 5, 5, Pixel(255, 127, 127), tolerance: 2)
  }

  @Test func colorEffects() throws {
    func one<V: View>(_ v: V) throws -> Pixel { try Render.image(v.frame(width: 10, height: 10)).px(5, 5) }
    let base = Color(red: 1, green: 0, blue: 0)
    #expect(try one(base.grayscale(1)).isClose(to: Pixel(54, 54, 54), tolerance: 2))
    #expect(try one(base.saturation(0)).isClose(to: Pixel(54, 54, 54), tolerance: 2))
    #expect(try one(Color(red: 0.5, green: 0.5, blue: 0.5).brightness(0.2)).isClose(to: Pixel(179, 179, 179), tolerance: 2))
    #expect(try one(Color(red: 0.75, green: 0.25, blue: 0.5).contrast(2)).isClose(to: Pixel(255, 0, 128), tolerance: 2))
    #expect(try one(Color.white.colorMultiply(Color(red: 0, green: 1, blue: 0))).isClose(to: Pixel(0, 255, 0), tolerance: 1))
    let rotated = try one(base.hueRotation(.degrees(120)))
    #expect(rotated.g > rotated.r && rotated.g > rotated.b, "\(rotated)")
  }

  @Test func blendModes() throws {
    func blended(_ mode: BlendMode) throws -> Pixel {
      let view = ZStack {
        Color(red: 0.5, green: 0.5, blue: 0.5)
        Color(red: 1, green: 0, blue: 0).blendMode(mode)
      }.frame(width: 10, height: 10)
      return try Render.image(view).px(5, 5)
    }
    #expect(try blended(.multiply).isClose(to: Pixel(128, 0, 0), tolerance: 2))
    #expect(try blended(.screen).isClose(to: Pixel(255, 128, 128), tolerance: 2))
    #expect(try blended(.overlay).isClose(to: Pixel(255, 0, 0), tolerance: 3))
  }

  @Test func rotationAndScale() throws {
    let bar = Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 4)
    let rotated = try Render.image(bar.rotationEffect(.degrees(90)).frame(width: 40, height: 40))
    expectPixel(rotated, 20, 5, red)  // the horizontal bar now stands vertically
    expectPixel(rotated, 5, 20, white)
    let scaled = try Render.image(Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).scaleEffect(0.5).frame(width: 20, height: 20))
    expectPixel(scaled, 10, 10, red)
    expectPixel(scaled, 2, 2, white)
  }

  @Test func materialIsTranslucent() throws {
    let view = ZStack {
      Color(red: 0, green: 0, blue: 1)
      Rectangle().fill(.ultraThinMaterial)
    }.frame(width: 10, height: 10)
    let p = try Render.image(view).px(5, 5)
    #expect(p.b > p.r && p.r > 0, "a material over blue lets blue through: \(p)")
  }

  @Test func blankImageIsReported() throws {
    let image = try Render.image(Color.white.frame(width: 10, height: 10))
    #expect(image.diagnostics.errors.map(\.kind) == [.blankImage])
  }
}
