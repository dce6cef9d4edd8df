import Foundation
import QuartzCore
import Specimen
import SpecimenUI
import Testing
import UIKit

/// UIKit views' Core Animation layers drawn at rest under a representable.
@Suite struct LayerTreeDrawingTests {
  /// A view backed by a gradient layer, as design systems write one.
  final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
  }

  /// A card with a rounded, bordered background and a progress ring sized in `layoutSubviews()`.
  final class RingCard: UIView {
    let ring = CAShapeLayer()
    let caption = CATextLayer()
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = UIColor(red: 0, green: 0.6, blue: 0, alpha: 1)
      layer.cornerRadius = 20
      layer.borderWidth = 2
      layer.borderColor = UIColor.black.cgColor
      ring.fillColor = nil
      ring.strokeColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
      ring.lineWidth = 6
      ring.strokeEnd = 0.5
      layer.addSublayer(ring)
      caption.string = "HH"
      caption.fontSize = 20
      caption.foregroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
      layer.addSublayer(caption)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      ring.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
      ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 60, height: 60)).cgPath
      caption.frame = CGRect(x: 100, y: 20, width: 80, height: 30)
    }
  }

  struct Wrapped<V: UIView>: UIViewRepresentable {
    let make: () -> V
    func makeUIView(context: Context) -> V { make() }
    func updateUIView(_ uiView: V, context: Context) {}
  }

  @MainActor func render<V: UIView>(_ make: @escaping () -> V, width: CGFloat, height: CGFloat) throws -> RasterImage {
    try ViewRenderer(scale: 1, background: nil).rasterize(Wrapped(make: make).frame(width: width, height: height), in: .unspecified)
  }

  func px(_ image: RasterImage, _ x: Int, _ y: Int) -> Px { Px(image.pixel(x: x, y: y)) }

  @Test @MainActor func aGradientBackedViewDrawsItsGradient() throws {
    let image = try render({
      let view = GradientView()
      view.gradientLayer.colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor]
      view.gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
      view.gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
      return view
    }, width: 100, height: 20)
    #expect(px(image, 1, 10).isClose(to: Px(252, 0, 3), tolerance: 8), "\(px(image, 1, 10))")
    #expect(px(image, 98, 10).isClose(to: Px(3, 0, 252), tolerance: 8), "\(px(image, 98, 10))")
    #expect(px(image, 50, 10).r > 100 && px(image, 50, 10).b > 100, "\(px(image, 50, 10))")
  }

  @Test @MainActor func aRadialGradientReachesItsEllipse() throws {
    let image = try render({
      let view = GradientView()
      view.gradientLayer.type = .radial
      view.gradientLayer.colors = [UIColor.white.cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor]
      view.gradientLayer.startPoint = CGPoint(x: 0.5, y: 0.5)
      view.gradientLayer.endPoint = CGPoint(x: 1, y: 1)
      return view
    }, width: 100, height: 40)
    #expect(px(image, 50, 20).isClose(to: Px(255, 255, 255), tolerance: 12), "the centre: \(px(image, 50, 20))")
    #expect(px(image, 50, 0).isClose(to: Px(0, 0, 255), tolerance: 16), "20 pt up is the ellipse's edge: \(px(image, 50, 0))")
    #expect(px(image, 99, 20).isClose(to: Px(0, 0, 255), tolerance: 16), "50 pt right too: \(px(image, 99, 20))")
    #expect(px(image, 50, 10).b > 240 && px(image, 50, 10).r > 100 && px(image, 50, 10).r < 160, "half way: \(px(image, 50, 10))")
  }

  @Test @MainActor func aLayersCornersBorderShapeAndTextAreDrawn() throws {
    let image = try render({ RingCard(frame: .zero) }, width: 200, height: 80)
    #expect(px(image, 1, 1).a == 0, "the rounded corner is clear: \(px(image, 1, 1))")
    #expect(px(image, 100, 0).isClose(to: Px(0, 0, 0)), "the border: \(px(image, 100, 0))")
    #expect(px(image, 100, 5).isClose(to: Px(0, 153, 0)), "the background: \(px(image, 100, 5))")
    // The ring (centre 40, 40, radius 30) is stroked from its rightmost point, clockwise, half way round.
    #expect(px(image, 40, 70).isClose(to: Px(255, 0, 0)), "the bottom of the ring: \(px(image, 40, 70))")
    #expect(px(image, 40, 10).isClose(to: Px(0, 153, 0)), "the top half is not stroked: \(px(image, 40, 10))")
    let blue = (20..<50).flatMap { y in (100..<180).map { px(image, $0, y) } }.filter { $0.b > 200 && $0.g < 100 }
    #expect(blue.count > 40, "the caption's text: \(blue.count) blue pixels")
  }

  @Test @MainActor func aPlainViewStillDrawsOnlyItsBackground() throws {
    let image = try render({
      let view = UIView()
      view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
      return view
    }, width: 20, height: 20)
    #expect(px(image, 0, 0).isClose(to: Px(0, 0, 255)) && px(image, 19, 19).isClose(to: Px(0, 0, 255)))
  }

  @Test @MainActor func pointsConvertBetweenLayersAndACycleEnds() throws {
    let root = CALayer(), child = CALayer(), grandchild = CALayer()
    child.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
    grandchild.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
    root.addSublayer(child)
    child.addSublayer(grandchild)
    #expect(grandchild.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
    #expect(root.convert(CGPoint(x: 16, y: 26), to: grandchild) == CGPoint(x: 1, y: 1))
    // A cycle (each the other's sublayer) converts without running forever; moved into a view, the layer draws.
    let a = CALayer(), b = CALayer()
    a.addSublayer(b)
    b.addSublayer(a)
    _ = a.convert(.zero, to: nil)
    let image = try render({
      let view = UIView()
      view.layer.addSublayer(a)
      a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      a.backgroundColor = UIColor.red.cgColor
      return view
    }, width: 20, height: 20)
    #expect(Px(image.pixel(x: 2, y: 2)).r > 200)
  }

  @Test func transformsComposeAsCoreAnimationDoes() {
    let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
    #expect(t.m11 == 2 && t.m41 == 20, "translation scaled: \(t.m41)")
    let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(abs(r.m12 - 1) < 1e-9 && abs(r.m21 + 1) < 1e-9)
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 3, y: 4))).ty == 4)
  }
}
