import Foundation
import Specimen
import SpecimenUI
import Testing
import UIKit

/// UIKit views that draw themselves under a representable: `draw(_:)` overrides with `UIBezierPath` and Core
/// Graphics gradients, subviews at their frames, and layer shadows and transforms.
@Suite struct UIViewDrawingTests {
  struct Wrapped: UIViewRepresentable {
    let make: () -> UIView
    func makeUIView(context: Context) -> UIView { make() }
    func updateUIView(_ uiView: UIView, context: Context) {}
  }

  @MainActor func pixels(_ make: @escaping () -> UIView, width: CGFloat = 100, height: CGFloat = 100, scale: CGFloat = 1) throws -> RasterImage {
    try ViewRenderer(scale: scale, background: nil).rasterize(Wrapped(make: make).frame(width: width, height: height),
                                                              in: ProposedViewSize(width: width, height: height))
  }

  /// A ring drawn with `UIBezierPath.stroke()` and a dot with `fill()`, over a clear background.
  final class RingView: UIView {
    override func draw(_ rect: CGRect) {
      let ring = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
      ring.lineWidth = 8
      UIColor(red: 0, green: 0, blue: 1, alpha: 1).setStroke()
      ring.stroke()
      UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
      UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20)).fill()
    }
  }

  @Test @MainActor func aDrawOverrideStrokesAndFillsBezierPaths() throws {
    let image = try pixels { RingView() }
    #expect(Px(image.pixel(x: 50, y: 50)).isClose(to: Px(255, 0, 0)), "the dot: \(Px(image.pixel(x: 50, y: 50)))")
    #expect(Px(image.pixel(x: 90, y: 50)).isClose(to: Px(0, 0, 255)), "the ring, 8 pt wide at radius 40: \(Px(image.pixel(x: 90, y: 50)))")
    #expect(Px(image.pixel(x: 50, y: 13)).isClose(to: Px(0, 0, 255)), "the ring's top: \(Px(image.pixel(x: 50, y: 13)))")
    #expect(image.pixel(x: 70, y: 50).a == 0, "inside the ring is clear: \(Px(image.pixel(x: 70, y: 50)))")
    #expect(image.pixel(x: 2, y: 2).a == 0, "outside the ring is clear")
  }

  /// A vertical gradient from red to blue, clipped to the view's top half.
  final class GradientView: UIView {
    override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext(),
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                      colors: [UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor] as CFArray,
                                      locations: [0, 1]) else { return }
      context.saveGState()
      context.clip(to: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2))
      context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 50), options: [])
      context.restoreGState()
    }
  }

  @Test @MainActor func aDrawOverrideDrawsALinearGradientInsideItsClip() throws {
    let image = try pixels { GradientView() }
    let top = Px(image.pixel(x: 50, y: 0)), middle = Px(image.pixel(x: 50, y: 25)), bottom = Px(image.pixel(x: 50, y: 49))
    #expect(top.r > 240 && top.b < 15, "red at the start: \(top)")
    #expect(abs(Int(middle.r) - 127) < 12 && abs(Int(middle.b) - 127) < 12, "half way at y 25: \(middle)")
    #expect(bottom.b > 240 && bottom.r < 15, "blue at the end: \(bottom)")
    #expect(image.pixel(x: 50, y: 75).a == 0, "the lower half is clipped away")
  }

  /// A radial gradient from black at radius 10 to white at radius 30 around the centre, in gray components.
  final class RadialView: UIView {
    var options: CGGradientDrawingOptions = []
    override func draw(_ rect: CGRect) {
      guard let gradient = CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 1, 1], locations: nil, count: 2) else { return }
      let centre = CGPoint(x: 50, y: 50)
      UIGraphicsGetCurrentContext()?.drawRadialGradient(gradient, startCenter: centre, startRadius: 10, endCenter: centre, endRadius: 30, options: options)
    }
  }

  @Test @MainActor func aRadialGradientFillsTheRingBetweenItsCirclesAndPastThemByItsOptions() throws {
    let ring = try pixels { RadialView() }
    let half = Px(ring.pixel(x: 70, y: 50))
    #expect(abs(Int(half.r) - 127) < 14 && half.a == 255, "grey half way, 20 pt out: \(half)")
    #expect(ring.pixel(x: 52, y: 50).a == 0, "nothing inside the start circle")
    #expect(ring.pixel(x: 90, y: 50).a == 0, "nothing past the end circle")
    let extended = try pixels {
      let view = RadialView()
      view.options = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
      return view
    }
    #expect(Px(extended.pixel(x: 52, y: 50)).isClose(to: Px(0, 0, 0)), "black inside the start circle: \(Px(extended.pixel(x: 52, y: 50)))")
    #expect(Px(extended.pixel(x: 90, y: 50)).isClose(to: Px(255, 255, 255)), "white past the end circle")
    #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil, "no colours, no gradient")
  }

  @Test @MainActor func anImageRendererDrawsGradientsIntoItsPixels() throws {
    let gradient = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 1, 1], locations: [0, 1], count: 2))
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image { context in
      let centre = CGPoint(x: 50, y: 50)
      context.cgContext.drawRadialGradient(gradient, startCenter: centre, startRadius: 10, endCenter: centre, endRadius: 30, options: [])
      context.cgContext.clip(to: CGRect(x: 0, y: 85, width: 100, height: 15))
      context.cgContext.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 90), end: CGPoint(x: 100, y: 90), options: [.drawsBeforeStartLocation])
    }
    let drawn = try ViewRenderer(scale: 1, background: nil).rasterize(Image(uiImage: image).frame(width: 100, height: 100),
                                                                      in: ProposedViewSize(width: 100, height: 100))
    // Pixel (70, 50) has its centre 20.506 pt from the gradient's centre: t = 0.525, grey 134.
    let half = Px(drawn.pixel(x: 70, y: 50))
    #expect(abs(Int(half.r) - 134) <= 1 && half.a == 255, "grey a little past half way between the circles: \(half)")
    #expect(drawn.pixel(x: 52, y: 50).a == 0 && drawn.pixel(x: 85, y: 50).a == 0, "nothing inside the start circle or past the end one")
    let quarter = Px(drawn.pixel(x: 25, y: 95))
    #expect(abs(Int(quarter.r) - 65) <= 1, "a quarter along the linear gradient (t = 0.255 at the pixel centre): \(quarter)")
  }

  /// A card: a grey background with a label and a square icon view placed in `layoutSubviews`.
  final class CardView: UIView {
    let title = UILabel()
    let badge = UIView()
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = UIColor(white: 0.9, alpha: 1)
      title.text = "Hello"
      title.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
      badge.backgroundColor = UIColor(red: 0, green: 0.8, blue: 0, alpha: 1)
      addSubview(badge)
      addSubview(title)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      badge.frame = CGRect(x: 10, y: (bounds.height - 24) / 2, width: 24, height: 24)
      title.frame = CGRect(x: 44, y: 0, width: bounds.width - 54, height: bounds.height)
    }
  }

  @Test @MainActor func subviewsAreDrawnAtTheFramesLayoutSubviewsGives() throws {
    let image = try pixels({ CardView() }, width: 200, height: 60)
    #expect(Px(image.pixel(x: 12, y: 20)).isClose(to: Px(0, 204, 0)), "the badge at (10, 18): \(Px(image.pixel(x: 12, y: 20)))")
    #expect(Px(image.pixel(x: 5, y: 20)).isClose(to: Px(229, 229, 229)), "the card's background beside it")
    var dark = 0
    for y in 0..<60 { for x in 0..<200 where Px(image.pixel(x: x, y: y)).isClose(to: Px(0, 0, 0), tolerance: 80) { dark += 1; #expect(x >= 44, "text only right of 44: \(x)") } }
    #expect(dark > 30, "the label's text is drawn: \(dark) dark pixels")
  }

  /// A row laid out with anchors: a square pinned leading and centred, a label chained after it, a dot pinned to
  /// the top-trailing corner, with a proportional height.
  final class AnchoredRow: UIView {
    let square = UIView(), title = UILabel(), dot = UIView()
    override init(frame: CGRect) {
      super.init(frame: frame)
      square.backgroundColor = UIColor(red: 0, green: 0.8, blue: 0, alpha: 1)
      dot.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      title.text = "Anchored"
      title.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
      for view in [square, title, dot] {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
      }
      NSLayoutConstraint.activate([
        square.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        square.centerYAnchor.constraint(equalTo: centerYAnchor),
        square.widthAnchor.constraint(equalToConstant: 24),
        square.heightAnchor.constraint(equalTo: square.widthAnchor, multiplier: 1),
        title.leadingAnchor.constraint(equalTo: square.trailingAnchor, constant: 8),
        title.centerYAnchor.constraint(equalTo: square.centerYAnchor),
        title.trailingAnchor.constraint(lessThanOrEqualTo: dot.leadingAnchor, constant: -8),
        trailingAnchor.constraint(equalTo: dot.trailingAnchor, constant: 12),
        dot.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        dot.widthAnchor.constraint(equalToConstant: 10),
        dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
      ])
    }
    required init?(coder: NSCoder) { nil }
  }

  @Test @MainActor func subviewsAreDrawnWhereTheirConstraintsPlaceThem() throws {
    let image = try pixels({ AnchoredRow() }, width: 200, height: 60)
    #expect(Px(image.pixel(x: 17, y: 19)).isClose(to: Px(0, 204, 0)), "the square from (16, 18): \(Px(image.pixel(x: 17, y: 19)))")
    #expect(Px(image.pixel(x: 39, y: 41)).isClose(to: Px(0, 204, 0)), "to (40, 42): \(Px(image.pixel(x: 39, y: 41)))")
    #expect(image.pixel(x: 41, y: 30).a == 0 && image.pixel(x: 17, y: 43).a == 0, "24 pt square, no more")
    #expect(Px(image.pixel(x: 179, y: 9)).isClose(to: Px(255, 0, 0)), "the dot's top-leading pixel at (178, 8): \(Px(image.pixel(x: 179, y: 9)))")
    #expect(image.pixel(x: 177, y: 9).a == 0 && image.pixel(x: 179, y: 7).a == 0, "inset 12 from trailing, 8 (the margin) from the top")
    var columns = Set<Int>()
    for y in 0..<60 { for x in 0..<200 where Px(image.pixel(x: x, y: y)).isClose(to: Px(0, 0, 0), tolerance: 80) { columns.insert(x) } }
    #expect((columns.min() ?? 0) >= 48 && (columns.min() ?? 99) <= 51, "the title starts 8 pt after the square: \(columns.min() ?? -1)")
  }

  @Test @MainActor func aStackViewPinnedOnTwoSidesTakesItsContentsHeight() throws {
    let image = try pixels({
      let view = UIView()
      let bar = UIView()
      bar.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
      bar.translatesAutoresizingMaskIntoConstraints = false
      bar.heightAnchor.constraint(equalToConstant: 30).isActive = true
      let message = UILabel()
      message.text = "A message long enough to wrap onto several lines at this width"
      message.numberOfLines = 0
      message.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
      let stack = UIStackView(arrangedSubviews: [bar, message])
      stack.axis = .vertical
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
      return view
    }, width: 200, height: 160)
    let blueRows = (0..<160).filter { Px(image.pixel(x: 100, y: $0)).isClose(to: Px(0, 0, 255)) }
    #expect(blueRows.count == 30, "the 30-pt bar is drawn: \(blueRows.count) rows")
    var inked = Set<Int>()
    for y in 0..<160 { for x in 0..<200 where image.pixel(x: x, y: y).a > 0 { inked.insert(x) } }
    #expect((inked.min() ?? 0) >= 20 && (inked.max() ?? 200) < 180, "20 pt in from each side, the message wrapped inside: \(inked.min() ?? -1)…\(inked.max() ?? -1)")
  }

  @Test @MainActor func aBlurViewsContentViewIsDrawnOverTheMaterial() throws {
    let image = try pixels {
      let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      let dot = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
      dot.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      blur.contentView.addSubview(dot)
      return blur
    }
    #expect(Px(image.pixel(x: 50, y: 50)).isClose(to: Px(255, 0, 0)), "the content view's subview: \(Px(image.pixel(x: 50, y: 50)))")
    #expect(image.pixel(x: 10, y: 10).a > 0, "the material fills the rest")
  }

  @Test @MainActor func aLayerShadowIsDrawnUnlessTheLayerMasksToItsBounds() throws {
    func card(masks: Bool) -> () -> UIView {
      {
        let view = UIView()
        view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        view.layer.cornerRadius = 8
        view.layer.masksToBounds = masks
        view.layer.shadowColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1).cgColor
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = CGSize(width: 0, height: 10)
        return view
      }
    }
    let shadowed = try ViewRenderer(scale: 1, background: nil).rasterize(
      Wrapped(make: card(masks: false)).frame(width: 60, height: 40).padding(20), in: ProposedViewSize(width: 100, height: 80))
    #expect(Px(shadowed.pixel(x: 50, y: 65)).isClose(to: Px(0, 0, 0)), "the hard shadow 10 pt below the card: \(Px(shadowed.pixel(x: 50, y: 65)))")
    #expect(Px(shadowed.pixel(x: 50, y: 40)).isClose(to: Px(255, 255, 255)), "the card over its shadow")
    let masked = try ViewRenderer(scale: 1, background: nil).rasterize(
      Wrapped(make: card(masks: true)).frame(width: 60, height: 40).padding(20), in: ProposedViewSize(width: 100, height: 80))
    #expect(masked.pixel(x: 50, y: 65).a == 0, "masksToBounds clips the shadow away")
  }

  @Test @MainActor func aSublayerIsRotatedAboutItsAnchorPoint() throws {
    let image = try pixels {
      let view = UIView()
      let bar = CALayer()
      bar.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
      bar.frame = CGRect(x: 10, y: 45, width: 80, height: 10)
      bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
      view.layer.addSublayer(bar)
      return view
    }
    #expect(Px(image.pixel(x: 50, y: 15)).isClose(to: Px(0, 0, 255)), "the bar turned upright about its centre: \(Px(image.pixel(x: 50, y: 15)))")
    #expect(image.pixel(x: 15, y: 50).a == 0, "no longer across: \(Px(image.pixel(x: 15, y: 50)))")
  }

  @Test func bezierPathsReverseAndCopy() {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 5))
    let reversed = path.reversing()
    #expect(reversed.currentPoint == CGPoint(x: 0, y: 0))
    var first: Path.Element?
    Path(reversed.cgPath).forEach { if first == nil { first = $0 } }
    #expect(first == .move(to: CGPoint(x: 10, y: 5)))
    path.lineWidth = 3
    path.usesEvenOddFillRule = true
    let copy = path.copy() as? UIBezierPath
    #expect(copy?.lineWidth == 3 && copy?.usesEvenOddFillRule == true && copy !== path)
    #expect(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 5)))
  }
}
