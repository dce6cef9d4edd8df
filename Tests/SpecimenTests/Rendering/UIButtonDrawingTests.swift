import Foundation
import Specimen
import SpecimenUI
import Testing
import UIKit

/// UIKit buttons under a representable, drawn at rest at their own size.
@Suite struct UIButtonDrawingTests {
  struct Wrapped: UIViewRepresentable {
    let make: () -> UIButton
    func makeUIView(context: Context) -> UIButton { make() }
    func updateUIView(_ uiView: UIButton, context: Context) {}
  }

  @MainActor func place(_ make: @escaping () -> UIButton) -> CGSize {
    ViewRenderer(scale: 2).size(of: Wrapped(make: make), in: ProposedViewSize(width: 300, height: 300))
  }

  /// Every pixel of `image`.
  static func all(_ image: RasterImage) -> [Px] {
    var pixels: [Px] = []
    for y in 0..<image.height { for x in 0..<image.width { pixels.append(Px(image.pixel(x: x, y: y))) } }
    return pixels
  }

  @MainActor func pixels<V: View>(_ view: V) throws -> RasterImage {
    try ViewRenderer(scale: 1, background: nil).rasterize(view, in: ProposedViewSize(width: 300, height: 300))
  }

  @Test @MainActor func aFilledConfigurationDrawsAsSwiftUIsProminentButton() throws {
    let make = {
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Continue"
      configuration.baseBackgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      return UIButton(configuration: configuration)
    }
    let size = place(make)
    let swiftUI = ViewRenderer(scale: 2).size(of: Button("Continue") {}.buttonStyle(.borderedProminent), in: ProposedViewSize(width: 300, height: 300))
    #expect(size == swiftUI, "the button's own size, not the 300 pt offered: \(size) vs \(swiftUI)")
    let image = try pixels(Wrapped(make: make))
    let corner = Px(image.pixel(x: 3, y: Int(size.height / 2)))
    #expect(corner.isClose(to: Px(255, 0, 0)), "the base background fills the platter: \(corner)")
    let white = Self.all(image).filter { $0.isClose(to: Px(255, 255, 255), tolerance: 20) }.count
    #expect(white > 40, "the title is white on the fill: \(white) pixels")
  }

  @Test @MainActor func aLegacySystemButtonIsItsTitleInTheTintThirtyPointsTall() throws {
    let make = {
      let button = UIButton(type: .system)
      button.setTitle("Sign in", for: .normal)
      return button
    }
    let size = place(make)
    let title = "Sign in".size(withAttributes: [.font: UIFont.systemFont(ofSize: 15)])
    #expect(abs(size.height - 30) < 0.6 && abs(size.width - title.width) < 1, "\(size) for a title of \(title)")
    let image = try pixels(Wrapped(make: make))
    let blue = Self.all(image).filter { $0.b > 200 && $0.r < 60 && $0.a > 200 }.count
    #expect(blue > 20, "the title in the system blue: \(blue) pixels")
  }

  @Test @MainActor func aCustomButtonsTitleIsWhiteUnlessColoured() throws {
    func ink(_ color: UIColor?) throws -> [Px] {
      let image = try pixels(Wrapped {
        let button = UIButton(type: .custom)
        button.setTitle("OK", for: .normal)
        if let color { button.setTitleColor(color, for: .normal) }
        return button
      })
      return Self.all(image).filter { $0.a > 200 }
    }
    #expect(try ink(nil).contains { $0.isClose(to: Px(255, 255, 255)) })
    #expect(try ink(UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)).contains { $0.isClose(to: Px(0, 128, 0)) })
  }
}

/// UIKit stack views and image views under a representable.
@Suite struct UIStackViewDrawingTests {
  struct Wrapped: UIViewRepresentable {
    let make: () -> UIView
    func makeUIView(context: Context) -> UIView { make() }
    func updateUIView(_ uiView: UIView, context: Context) {}
  }

  /// A 10 × 10 pt bitmap image of one colour.
  static func swatch(_ color: UIColor) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
      color.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
  }

  @Test @MainActor func aStackLaysItsArrangedSubviewsOutWithItsSpacing() throws {
    let make: () -> UIView = {
      let stack = UIStackView(arrangedSubviews: [UIImageView(image: Self.swatch(.red)), UIImageView(image: Self.swatch(.blue))])
      stack.axis = .horizontal
      stack.spacing = 6
      stack.setCustomSpacing(20, after: stack.arrangedSubviews[1])
      stack.addArrangedSubview(UIImageView(image: Self.swatch(.green)))
      return stack
    }
    let size = ViewRenderer(scale: 1).size(of: Wrapped(make: make), in: ProposedViewSize(width: 300, height: 300))
    #expect(size == CGSize(width: 56, height: 10), "10 + 6 + 10 + 20 + 10 wide, the stack's own size: \(size)")
    let image = try ViewRenderer(scale: 1, background: nil).rasterize(Wrapped(make: make), in: ProposedViewSize(width: 300, height: 300))
    try #require(image.width == 56 && image.height == 10, "\(image.width) x \(image.height)")
    let at = { (x: Int) in Px(image.pixel(x: x, y: 5)) }
    #expect(at(5).isClose(to: Px(255, 0, 0)) && at(21).isClose(to: Px(0, 0, 255)) && at(51).isClose(to: Px(0, 255, 0)),
            "\(at(5)) \(at(21)) \(at(51))")
    #expect(at(12).a == 0 && at(36).a == 0, "the 6- and 20-pt gaps are clear: \(at(12)) \(at(36))")
  }

  @Test @MainActor func aRowOfAnIconAndALabelGivesEachItsOwnWidth() throws {
    func blackPixels(_ make: @escaping () -> UIView) throws -> Int {
      let image = try ViewRenderer(scale: 1, background: nil).rasterize(Wrapped(make: make), in: .unspecified)
      return UIButtonDrawingTests.all(image).filter { $0.a > 200 && $0.r < 60 && $0.g < 60 && $0.b < 60 }.count
    }
    let label = { () -> UILabel in
      let title = UILabel()
      title.text = "Welcome back"
      title.font = .boldSystemFont(ofSize: 22)
      return title
    }
    let alone = try blackPixels(label)
    let inRow = try blackPixels {
      let icon = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
      icon.tintColor = .systemIndigo
      let row = UIStackView(arrangedSubviews: [icon, label()])
      row.spacing = 8
      row.alignment = .center
      return row
    }
    #expect(abs(inRow - alone) <= alone / 20, "the title is whole beside the icon: \(inRow) black pixels against \(alone)")
  }
}
