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
