import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// A shape filled with a material blurs and saturates what is drawn behind it, then lays the tint over it.
struct MaterialBackdropTests {
  /// Red on the left half of a 300×100 cell, blue on the right, and `material` over the whole cell.
  struct Split<M: View>: View {
    var material: M
    var body: some View {
      HStack(spacing: 0) {
        Color.red.frame(width: 150)
        Color.blue.frame(width: 150)
      }
      .frame(width: 300, height: 100)
      .overlay { material }
    }
  }

  /// The ultra-thin light tint (240 at 55 %) laid over an opaque channel value.
  static func tinted(_ channel: Double) -> Int { Int((0.55 * 240 + 0.45 * channel).rounded()) }

  /// Near the red/blue edge the blurred backdrop mixes both: the red side is far less red than the tint over
  /// red, the blue side far redder than the tint over blue.
  func expectMixedEdge(_ image: RasterImage, sourceLocation: SourceLocation = #_sourceLocation) {
    let left = image.px(146, 50), right = image.px(154, 50)
    #expect(Int(left.r) < Self.tinted(255) - 25, "left of the edge \(left) is the tint over plain red", sourceLocation: sourceLocation)
    #expect(Int(right.r) > Self.tinted(0) + 25, "right of the edge \(right) is the tint over plain blue", sourceLocation: sourceLocation)
    // Far from the edge each side keeps its own hue.
    let farLeft = image.px(5, 50), farRight = image.px(295, 50)
    #expect(farLeft.r > farLeft.b, "far left \(farLeft)", sourceLocation: sourceLocation)
    #expect(farRight.b > farRight.r, "far right \(farRight)", sourceLocation: sourceLocation)
  }

  @Test func blursWhatIsBehind() throws {
    let image = try Render.image(Split(material: Rectangle().fill(.ultraThinMaterial)))
    expectMixedEdge(image)
  }

  @Test func backgroundMaterialBlursToo() throws {
    let image = try Render.image(Split(material: Color.clear.background(.ultraThinMaterial, in: .rect(cornerRadius: 8))))
    expectMixedEdge(image)
  }

  /// A material inside a shadow is drawn on an effect layer; what the image holds under that layer is still behind it.
  @Test func blursThroughAnEffectLayer() throws {
    let image = try Render.image(Split(material: Rectangle().fill(.ultraThinMaterial).padding(20).shadow(radius: 1)))
    expectMixedEdge(image)
  }

  /// Inside an opacity group the backdrop is the image under the group and what the group drew before the material.
  @Test func blursThroughAGroup() throws {
    let image = try Render.image(Split(material: Rectangle().fill(.ultraThinMaterial).opacity(0.999)))
    expectMixedEdge(image)
  }

  /// On a transparent image a material over an opaque view stays opaque to the image's corners: the image's edge
  /// pixels continue past it instead of transparency being blurred in.
  @Test func edgeOfTheImageIsNotBlurredIn() throws {
    let view = ZStack { Color.blue; Rectangle().fill(.ultraThinMaterial) }.frame(width: 60, height: 40)
    let image = try Render.image(view, background: nil)
    for (x, y) in [(0, 0), (59, 0), (0, 39), (59, 39), (30, 20)] {
      #expect(image.px(x, y).a == 255, "(\(x), \(y)) is \(image.px(x, y))")
    }
  }

  /// The blurred backdrop replaces the sharp one inside the shape: a thin line behind a material is spread out,
  /// not seen through it.
  @Test func sharpBackdropIsCovered() throws {
    let view = ZStack {
      Color.white
      Rectangle().fill(.black).frame(width: 2)
      Rectangle().fill(.ultraThinMaterial)
    }.frame(width: 200, height: 100)
    let image = try Render.image(view)
    let onLine = image.px(100, 50), beside = image.px(110, 50)
    #expect(Int(onLine.r) > 200, "the line shows through: \(onLine)")
    #expect(abs(Int(onLine.r) - Int(beside.r)) <= 3, "on the line \(onLine), 10 pt beside it \(beside)")
  }

  /// Only what was drawn before the material is behind it: a view drawn over it later does not bleed into it.
  @Test func viewsDrawnLaterAreNotBehind() throws {
    let view = HStack(spacing: 0) {
      Rectangle().fill(.ultraThinMaterial).frame(width: 100)
      Color.red.frame(width: 100)
    }.frame(height: 60)
    let image = try Render.image(view)
    let tint = Self.tinted(255)
    expectPixel(image, 98, 30, Pixel(UInt8(tint), UInt8(tint), UInt8(tint)), tolerance: 1)
  }

  /// The blurred backdrop is saturated (factor 2 in light mode): a muted colour behind a material comes out more vivid.
  @Test func saturatesTheBackdrop() throws {
    let muted = Color(red: 0.6, green: 0.4, blue: 0.4)
    let image = try Render.image(ZStack { muted; Rectangle().fill(.ultraThinMaterial) }.frame(width: 200, height: 200))
    let p = image.px(100, 100)
    // CSS saturate(2) of (153, 102, 102): red 153 + 0.7873·51 ≈ 193, green/blue 102 − 0.2127·51 ≈ 91; under the tint.
    expectPixel(image, 100, 100, Pixel(UInt8(Self.tinted(193.2)), UInt8(Self.tinted(91.2)), UInt8(Self.tinted(91.2))), tolerance: 2)
    #expect(p.r > p.g)
  }

  /// In an SVG render there are no pixels to read: the material draws its tint alone, and the render succeeds.
  @Test func vectorRenderDrawsTheTint() throws {
    let list = Render.list(Split(material: Rectangle().fill(.ultraThinMaterial)))
    let svg = try CairoRenderer(scale: 1, background: .white).svgData(list)
    #expect(!svg.isEmpty)
  }
}

/// Materials with hostile numbers and counts draw or fail alone, within the render's limits.
struct MaterialBackdropHostileTests {
  /// A NaN or negative opacity on a material draws no backdrop (and the tint as its colour check decides).
  @Test(arguments: [Double.nan, -1, .infinity])
  func oddOpacity(_ opacity: Double) throws {
    let view = ZStack { Color.red; Rectangle().fill(Material.ultraThin.opacity(opacity)) }.frame(width: 40, height: 40)
    let image = try Render.image(view)
    #expect(image.width == 40)
  }

  /// A material on a view a million points wide reads only the pixels the image shows.
  @Test func hugeFrame() throws {
    let view = ZStack { Color.blue; Rectangle().fill(.regularMaterial).frame(width: 1_000_000, height: 1_000_000) }
      .frame(width: 50, height: 50).clipped()
    let image = try Render.image(view)
    #expect(image.px(25, 25).b > image.px(25, 25).r)
  }

  /// 300 rows, each on a material, and a material under 30 nested shadows: drawn, each reading its own backdrop.
  @Test func manyAndDeep() throws {
    let rows = VStack(spacing: 0) {
      ForEach(0..<300, id: \.self) { i in
        Text("Row \(i)").frame(width: 120, height: 4).background(.thinMaterial)
      }
    }
    let image = try Render.image(ZStack { Color.orange; rows })
    #expect(image.height == 1_200)
    var deep: AnyView = AnyView(Rectangle().fill(.ultraThinMaterial).frame(width: 30, height: 30))
    for _ in 0..<30 { deep = AnyView(deep.shadow(radius: 1)) }
    let nested = try Render.image(ZStack { Color.green; deep }.frame(width: 60, height: 60))
    #expect(nested.px(30, 30).g > nested.px(30, 30).r)
  }
}
