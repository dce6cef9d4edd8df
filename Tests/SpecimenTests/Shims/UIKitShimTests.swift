import Foundation
import SpecimenCairo
import SpecimenUI
import Testing
@testable import Specimen

private func rgba(_ color: Color, _ scheme: ColorScheme = .light) -> [Int] {
  var environment = EnvironmentValues()
  environment.colorScheme = scheme
  let c = color.resolve(in: environment)
  return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.opacity * 100).rounded())]
}

/// A design system's subclass, as UIKit code occasionally writes one.
private final class BrandColor: UIColor, @unchecked Sendable {}

@Suite struct UIKitShimTests {
  /// Setup code in representables and controllers that configures UIKit objects (an alert's text fields, a zoomable
  /// scroll view, a text view's link detection) keeps what it set.
  @Test func configurationCodeKeepsWhatItSets() {
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField()
    #expect(alert.textFields?.map(\.placeholder) == ["Name", nil])
    let scroll = UIScrollView()
    (scroll.minimumZoomScale, scroll.maximumZoomScale) = (1, 4)
    scroll.setZoomScale(2, animated: false)
    #expect([scroll.minimumZoomScale, scroll.maximumZoomScale, scroll.zoomScale] == [1, 4, 2] && !scroll.isZooming)
    let text = UITextView()
    text.dataDetectorTypes = [.link, .phoneNumber]
    #expect(text.dataDetectorTypes.rawValue == 3 && UIDataDetectorTypes.all.contains(.money))
  }

  @Test func dynamicProviderFollowsTheColorScheme() {
    let color = UIColor { $0.userInterfaceStyle == .dark ? .systemOrange : UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    #expect(rgba(Color(color), .light) == [0, 0, 255, 100])
    #expect(rgba(Color(color), .dark) == [255, 159, 10, 100])
    #expect(rgba(Color(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))), .light) == [255, 159, 10, 100])
  }

  @Test func aProviderThatReturnsItselfIsClearInsteadOfOverflowingTheStack() {
    final class Box: @unchecked Sendable { var color: UIColor? }
    let box = Box()
    let looping = UIColor { _ in box.color ?? .red }
    box.color = looping
    #expect(rgba(Color(looping)) == [0, 0, 0, 0])
  }

  @Test func componentsAndSubclasses() {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    #expect(UIColor.systemGray6.getRed(&r, green: &g, blue: &b, alpha: &a))
    #expect([r, g, b, a].map { Int(($0 * 255).rounded()) } == [242, 242, 247, 255])
    let brand = BrandColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(rgba(Color(uiColor: brand)) == [255, 0, 0, 100])
    #expect(UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
  }

  @Test func colorLiteralsAreUIColorsWithoutContext() {
    let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(type(of: literal) == UIColor.self)
    let swiftUI: Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
    #expect(rgba(swiftUI) == [0, 0, 255, 50])
  }

  @Test func appKitColorsResolvePerAppearance() {
    #expect(rgba(Color(nsColor: .windowBackgroundColor), .light) == [236, 236, 236, 100])
    #expect(rgba(Color(nsColor: .windowBackgroundColor), .dark) == [50, 50, 50, 100])
    #expect(rgba(Color(nsColor: .secondaryLabelColor), .light) == [0, 0, 0, 50])
    #expect(rgba(Color(.lightText), .light) == [255, 255, 255, 60])
  }

  @Test func screenIsTheCellDeviceOrAnIPhone() {
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    var environment = EnvironmentValues()
    environment.screenSize = CGSize(width: 1024, height: 1366)
    let size = EnvironmentValues.$current.withValue(environment) { UIScreen.main.bounds.size }
    #expect(size == CGSize(width: 1024, height: 1366))
  }

  @Test func uiFontsBecomeSwiftUIFonts() {
    #expect(Font(UIFont.preferredFont(forTextStyle: .headline)).resolve() == Font.headline.resolve())
    #expect(Font(UIFont.systemFont(ofSize: 13, weight: .semibold)).resolve() == Font.system(size: 13, weight: .semibold).resolve())
    #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
  }
}

@Suite struct StyleRecursionTests {
  struct WrappingToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View { Toggle(configuration).padding(5) }
  }
  struct WrappingButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View { Button(configuration).padding(5) }
  }

  @Test func aControlInsideItsOwnStyleGetsTheDefaultStyle() {
    let renderer = ViewRenderer(scale: 1)
    let toggle = renderer.place(Toggle("A", isOn: .constant(true)).toggleStyle(WrappingToggleStyle()),
                                in: ProposedViewSize(width: 200, height: nil))
    let plain = renderer.place(Toggle("A", isOn: .constant(true)), in: ProposedViewSize(width: 190, height: nil))
    // The wrapped toggle is the default switch row plus 5 pt padding on each side.
    #expect(toggle.frame.height == plain.frame.height + 10)
    let button = renderer.place(Button("B") {}.buttonStyle(WrappingButtonStyle()), in: .unspecified)
    let plainButton = renderer.place(Button("B") {}, in: .unspecified)
    #expect(button.frame.width == plainButton.frame.width + 10)
  }
}

@Suite struct TextDecorationTests {
  @Test func trackingWidensTextAndTextCaseUppercases() {
    let renderer = ViewRenderer(scale: 1)
    let plain = renderer.place(Text("abc"), in: .unspecified).frame.width
    let tracked = renderer.place(Text("abc").tracking(10), in: .unspecified).frame.width
    #expect(tracked >= plain + 20 && tracked <= plain + 31)
    let hostile = renderer.place(Text("abc").kerning(.infinity), in: .unspecified).frame.width
    #expect(hostile == plain)
    let upper = renderer.place(Text("abc").textCase(.uppercase), in: .unspecified).frame.width
    let written = renderer.place(Text("ABC"), in: .unspecified).frame.width
    #expect(upper == written && upper > plain)
  }
}
