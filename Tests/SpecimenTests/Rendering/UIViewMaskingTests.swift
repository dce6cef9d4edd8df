import Foundation
import Specimen
import SpecimenUI
import Testing
import UIKit

/// UIKit views' clips and masks under a representable, decided after `layoutSubviews()`: rounded `clipsToBounds`,
/// `layer.mask` shape layers, sublayer masks and mask views; and symbol image views sized by their symbol.
@Suite struct UIViewMaskingTests {
  struct Wrapped: UIViewRepresentable {
    let make: () -> UIView
    func makeUIView(context: Context) -> UIView { make() }
    func updateUIView(_ uiView: UIView, context: Context) {}
  }

  @MainActor func pixels(_ make: @escaping () -> UIView, width: CGFloat = 100, height: CGFloat = 100) throws -> RasterImage {
    try ViewRenderer(scale: 1, background: nil).rasterize(Wrapped(make: make).frame(width: width, height: height),
                                                          in: ProposedViewSize(width: width, height: height))
  }

  static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

  /// A pill: its corner radius is half the height it is laid out at, and it clips a red subview that fills it.
  final class PillView: UIView {
    let fill = UIView()
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = UIViewMaskingTests.blue
      fill.backgroundColor = UIViewMaskingTests.red
      addSubview(fill)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func layoutSubviews() {
      super.layoutSubviews()
      fill.frame = bounds
      layer.cornerRadius = bounds.height / 2
      clipsToBounds = true
    }
  }

  @Test @MainActor func clipsToBoundsClipsSubviewsToTheCornerRadiusLayoutSubviewsSets() throws {
    let image = try pixels({ PillView() }, width: 100, height: 40)
    #expect(image.pixel(x: 2, y: 2).a == 0, "the top-left corner is outside the capsule: \(Px(image.pixel(x: 2, y: 2)))")
    #expect(image.pixel(x: 97, y: 37).a == 0, "so is the bottom-right one: \(Px(image.pixel(x: 97, y: 37)))")
    #expect(Px(image.pixel(x: 50, y: 20)) == Px(255, 0, 0), "the subview inside: \(Px(image.pixel(x: 50, y: 20)))")
    #expect(Px(image.pixel(x: 3, y: 20)) == Px(255, 0, 0), "the round end's middle: \(Px(image.pixel(x: 3, y: 20)))")
  }

  @Test func clipsToBoundsIsTheLayersMasksToBounds() {
    let view = UIView()
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
    view.layer.masksToBounds = false
    #expect(!view.clipsToBounds)
  }

  /// An app class that neither clips nor masks: it gets the masking modifier (its `layoutSubviews()` might add a
  /// mask), which must leave every pixel as a plain `UIView` draws it.
  final class PlainAppView: UIView {}

  static func configured(_ view: UIView) -> UIView {
    view.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.8)
    let child = UIView(frame: CGRect(x: 10.5, y: 10.25, width: 30.3, height: 20.7))
    child.backgroundColor = UIViewMaskingTests.blue
    child.layer.cornerRadius = 6
    view.addSubview(child)
    let overflowing = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
    overflowing.backgroundColor = UIViewMaskingTests.red
    view.addSubview(overflowing)
    return view
  }

  @Test @MainActor func anAppClassThatNeitherClipsNorMasksDrawsAsAPlainView() throws {
    let frame = { (inner: @escaping () -> UIView) in
      try ViewRenderer(scale: 2, background: nil).rasterize(Wrapped(make: inner).frame(width: 100, height: 100).padding(20),
                                                            in: .unspecified)
    }
    let plain = try frame { UIViewMaskingTests.configured(UIView()) }
    let app = try frame { UIViewMaskingTests.configured(PlainAppView()) }
    #expect(plain.width == app.width && plain.height == app.height)
    var differing = 0
    for y in 0..<plain.height { for x in 0..<plain.width where plain.pixel(x: x, y: y) != app.pixel(x: x, y: y) { differing += 1 } }
    #expect(differing == 0, "\(differing) pixels differ")
    #expect(Px(app.pixel(x: 270, y: 270)) == Px(255, 0, 0), "a subview past the bounds is not clipped: \(Px(app.pixel(x: 270, y: 270)))")
  }

  /// A card whose top corners are rounded by a shape-layer mask made in `layoutSubviews()`.
  final class TopRoundedView: UIView {
    override func layoutSubviews() {
      super.layoutSubviews()
      let mask = CAShapeLayer()
      mask.path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 30, height: 30)).cgPath
      layer.mask = mask
    }
  }

  @Test @MainActor func aShapeLayerMaskRoundsOnlyTheCornersItsPathRounds() throws {
    let image = try pixels {
      let view = TopRoundedView()
      view.backgroundColor = UIViewMaskingTests.blue
      return view
    }
    #expect(image.pixel(x: 2, y: 2).a == 0, "the rounded top-left corner is masked out: \(Px(image.pixel(x: 2, y: 2)))")
    #expect(image.pixel(x: 97, y: 2).a == 0, "and the top-right one")
    #expect(Px(image.pixel(x: 1, y: 98)) == Px(0, 0, 255), "the bottom corners stay square: \(Px(image.pixel(x: 1, y: 98)))")
    #expect(Px(image.pixel(x: 50, y: 1)) == Px(0, 0, 255), "the top edge's middle: \(Px(image.pixel(x: 50, y: 1)))")
  }

  @Test @MainActor func aSublayerIsMaskedByItsMasksAlpha() throws {
    let image = try pixels {
      let view = UIView()
      let square = CALayer()
      square.backgroundColor = UIViewMaskingTests.red.cgColor
      square.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      let disc = CAShapeLayer()
      disc.path = UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)).cgPath
      square.mask = disc
      view.layer.addSublayer(square)
      return view
    }
    #expect(Px(image.pixel(x: 50, y: 50)) == Px(255, 0, 0), "inside the disc: \(Px(image.pixel(x: 50, y: 50)))")
    #expect(image.pixel(x: 10, y: 10).a == 0, "outside it the sublayer is masked out: \(Px(image.pixel(x: 10, y: 10)))")
    #expect(image.pixel(x: 50, y: 20).a == 0, "just above the disc: \(Px(image.pixel(x: 50, y: 20)))")
  }

  @Test @MainActor func aMaskViewShowsTheViewWhereItIsOpaque() throws {
    let image = try pixels {
      let view = UIView()
      view.backgroundColor = UIViewMaskingTests.blue
      let mask = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
      mask.backgroundColor = .black
      view.mask = mask
      return view
    }
    #expect(Px(image.pixel(x: 25, y: 50)) == Px(0, 0, 255), "under the mask view: \(Px(image.pixel(x: 25, y: 50)))")
    #expect(image.pixel(x: 75, y: 50).a == 0, "past it: \(Px(image.pixel(x: 75, y: 50)))")
  }

  @Test @MainActor func aRoundedImageViewClipsItsImage() throws {
    let image = try pixels {
      let view = UIImageView(image: UIViewMaskingTests.solid(UIViewMaskingTests.red, side: 100))
      view.layer.cornerRadius = 50
      view.clipsToBounds = true
      return view
    }
    #expect(image.pixel(x: 5, y: 5).a == 0, "the corner is clipped round: \(Px(image.pixel(x: 5, y: 5)))")
    #expect(Px(image.pixel(x: 50, y: 50)) == Px(255, 0, 0), "the image inside: \(Px(image.pixel(x: 50, y: 50)))")
  }

  /// A `side`-point square image of `color`.
  static func solid(_ color: UIColor, side: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
      color.setFill()
      context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
  }

  /// A symbol image view pinned only by its leading edge and vertical centre takes the symbol's size.
  final class RowView: UIView {
    let icon: UIImageView
    init(configuration: UIImage.SymbolConfiguration?) {
      icon = UIImageView(image: UIImage(systemName: "square.fill"))
      super.init(frame: .zero)
      icon.preferredSymbolConfiguration = configuration
      icon.tintColor = UIViewMaskingTests.red
      icon.translatesAutoresizingMaskIntoConstraints = false
      addSubview(icon)
      NSLayoutConstraint.activate([
        icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
        icon.centerYAnchor.constraint(equalTo: centerYAnchor),
      ])
    }
    required init?(coder: NSCoder) { fatalError() }
  }

  /// The red extent of row 50 (first and last red column).
  static func redSpan(_ image: RasterImage, row: Int) -> (Int, Int)? {
    let red = (0..<image.width).filter { let p = image.pixel(x: $0, y: row); return p.r > 200 && p.g < 60 && p.a > 200 }
    return red.first.map { ($0, red.last!) }
  }

  @Test @MainActor func aSymbolImageViewTakesItsSymbolsSizeUnderAutoLayout() throws {
    let plain = try pixels { RowView(configuration: nil) }
    let large = try pixels { RowView(configuration: UIImage.SymbolConfiguration(pointSize: 40)) }
    let small = try #require(Self.redSpan(plain, row: 50), "the symbol is drawn")
    let big = try #require(Self.redSpan(large, row: 50), "the configured symbol is drawn")
    #expect(small.0 >= 10 && small.0 <= 13, "it starts at the leading constant: \(small)")
    #expect(small.1 - small.0 >= 12 && small.1 - small.0 <= 20, "about a 17-pt symbol wide: \(small)")
    #expect(big.1 - big.0 >= 2 * (small.1 - small.0), "a 40-pt configuration draws it over twice as wide: \(big) against \(small)")
  }
}
