import Foundation
@testable import SpecimenCairo
@testable import SpecimenUI
import Testing
@testable import Specimen

/// Built-in controls' sizes and paints against iOS 18's, as OpenSwiftUI's reverse-engineered
/// SwiftUI records them (docs/control-metrics.md lists each number and its source file).
@Suite struct ControlMetricsTests {
  /// The view's placed size at 2× (frames snap to half points).
  func size(_ view: some View, _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> CGSize {
    var environment = EnvironmentValues()
    configure(&environment)
    return ViewRenderer().place(view, in: .unspecified, environment: environment).frame.size
  }

  /// The view rendered alone on transparency at 2×.
  func image(_ view: some View, _ configure: (inout EnvironmentValues) -> Void = { _ in }) throws -> RGBAImageView {
    var environment = EnvironmentValues()
    configure(&environment)
    return RGBAImageView(try ViewRenderer(scale: 2, background: nil).rasterize(view, in: .unspecified, environment: environment))
  }

  @Test func miniBorderedButtonIsTheSmallOne() {
    // BorderedButtonSpecs: .mini and .small share 10 × 5 padding and .subheadline (the mini size was 8 × 3 in caption).
    let mini = size(Button("Go") {}.buttonStyle(.bordered)) { $0.controlSize = .mini }
    let small = size(Button("Go") {}.buttonStyle(.bordered)) { $0.controlSize = .small }
    let label = size(Text("Go").font(.subheadline))
    #expect(mini == CGSize(width: 40, height: 28))
    #expect(mini == small)
    #expect(mini == CGSize(width: label.width + 20, height: label.height + 10))
  }

  @Test func borderlessButtonUsesSubheadlineAtSmallSizes() {
    for controlSize in [ControlSize.mini, .small] {
      #expect(size(Button("Go") {}.buttonStyle(.borderless)) { $0.controlSize = controlSize } == CGSize(width: 20, height: 18))
    }
    #expect(size(Button("Go") {}.buttonStyle(.borderless)) { $0.controlSize = .regular } == CGSize(width: 22.5, height: 20.5))
    // A font set by the user still wins.
    #expect(size(Button("Go") {}.buttonStyle(.borderless).font(.body)) { $0.controlSize = .small } == CGSize(width: 22.5, height: 20.5))
  }

  @Test func accessibilitySizesWidenTheBorderedPadding() {
    // 2 pt more on each side per accessibility step: 12 + 6 at accessibility3.
    let label = size(Text("Go")) { $0.dynamicTypeSize = .accessibility3 }
    let button = size(Button("Go") {}.buttonStyle(.bordered)) { $0.dynamicTypeSize = .accessibility3 }
    #expect(button == CGSize(width: 86.5, height: 61.5))
    #expect(button == CGSize(width: label.width + 36, height: label.height + 14))
  }

  @Test func automaticCornerRadiusIsProportionalToHeight() {
    #expect(SystemButtonShape.radius(height: 34.5) == 7)  // regular: ceil(34.5 × 0.175)
    #expect(SystemButtonShape.radius(height: 50.29) == 9)  // large, the measured 4.7 pt corner
    #expect(SystemButtonShape.radius(height: .nan) == 0)
    #expect(SystemButtonShape.radius(height: -4) == 0)
  }

  @Test func smallBorderedButtonIsACapsule() throws {
    // 28 pt tall: a capsule's 14 pt corner leaves (3, 3) empty; the old 6 pt radius filled it.
    let small = try image(Button("Continue") {}.buttonStyle(.borderedProminent)) { $0.controlSize = .small }
    #expect(small.alpha(3, 3) == 0)
    #expect(small.alpha(3, 14) == 255)
    // Regular keeps a rounded rectangle (7 pt continuous corner): (3, 3) is inside it.
    let regular = try image(Button("Continue") {}.buttonStyle(.borderedProminent))
    #expect(regular.alpha(3, 3) > 200)
  }

  @Test func pressedProminentFadesPlatterAndLabelToThreeQuarters() throws {
    let pressed = try image(Button("Continue") {}.buttonStyle(.borderedProminent)) { $0.isPressed = true }
    // The platter at 75% (it was the whole button at 30%).
    #expect(abs(Int(pressed.alpha(3, 17)) - 191) <= 1, "\(pressed.alpha(3, 17))")
  }

  @Test func pressedBorderlessAndPlainFadeTheirOwnWay() throws {
    let view = Button {} label: { Color.black.frame(width: 10, height: 10) }
    let borderless = try image(view.buttonStyle(.borderless)) { $0.isPressed = true }
    let borderlessDark = try image(view.buttonStyle(.borderless)) { $0.isPressed = true; $0.colorScheme = .dark }
    let plain = try image(view.buttonStyle(.plain)) { $0.isPressed = true }
    #expect(abs(Int(borderless.alpha(5, 5)) - 51) <= 1)  // 20%
    #expect(abs(Int(borderlessDark.alpha(5, 5)) - 102) <= 1)  // 40%
    #expect(abs(Int(plain.alpha(5, 5)) - 191) <= 1)  // 75%
  }

  @Test func borderedWithoutTintSitsOnSecondarySystemFill() throws {
    // secondarySystemFill: (120, 120, 128) at 16% (light); it was tertiarySystemFill's 12%.
    let bordered = try image(Button("Continue") {}.buttonStyle(.bordered))
    #expect(abs(Int(bordered.alpha(3, 17)) - 41) <= 1, "\(bordered.alpha(3, 17))")
  }

  @Test func circularProgressViewSizes() {
    #expect(size(ProgressView().controlSize(.small)) == CGSize(width: 14, height: 14))
    #expect(size(ProgressView().controlSize(.mini)) == CGSize(width: 14, height: 14))
    #expect(size(ProgressView()) == CGSize(width: 20, height: 20))
    // Scaled like @ScaledMetric relative to body: 20 × 23/17 = 27.06 at xxxLarge (snapped to 27).
    #expect(size(ProgressView()) { $0.dynamicTypeSize = .xxxLarge } == CGSize(width: 27, height: 27))
    #expect(abs(CircularProgressViewStyle.side(.large, .accessibility5) - 37.0 * 53 / 17) < 1e-9)
  }

  @Test func circularProgressViewShowsItsCurrentValueLabelInCaption() {
    let withValue = size(ProgressView(value: 0.5) { Text("Go") } currentValueLabel: { Text("50%") }.progressViewStyle(.circular))
    let without = size(ProgressView(value: 0.5) { Text("Go") }.progressViewStyle(.circular))
    let caption = size(Text("50%").font(.caption))
    #expect(withValue.height > without.height + caption.height)
  }

  @Test func scaledMetricFollowsTheDynamicTypeSize() {
    let metric = ScaledMetric(wrappedValue: 44.0, relativeTo: .title)
    #expect(metric.value(at: .large) == 44)
    #expect(abs(metric.value(at: .xxxLarge) - 44.0 * 34 / 28) < 1e-9)
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility1
    let read = EnvironmentValues.$current.withValue(environment) { ScaledMetric(wrappedValue: 17.0).wrappedValue }
    #expect(read == 28)
  }
}

/// Alpha at a point (in points) of a 2× image.
struct RGBAImageView {
  let image: RasterImage
  init(_ image: RasterImage) { self.image = image }
  func alpha(_ x: CGFloat, _ y: CGFloat) -> UInt8 { image.pixel(x: Int(x * 2), y: Int(y * 2)).a }
}

/// SF Symbols' size by point size, weight and image scale (OpenSwiftUI ImageScale.swift: circle.fill's diameter,
/// the width of its ink in its frame).
@Suite struct SymbolSizeTests {
  func height(_ size: CGFloat, weight: Int = 400, scale: Image.Scale = .medium) -> CGFloat {
    let image = ResolvedImage(source: .symbol("circle.fill"), isResizable: false, renderingMode: .template,
                              tint: .color(RGBA(0, 0, 0)), font: ResolvedFont(size: size, weight: weight), scale: scale)
    return (ImageStore.shared.symbolLayout(of: image).ink.width * 100).rounded() / 100
  }

  /// The frame is as tall as the black weight's disc (83.98 units against the regular 78.86), whatever the weight.
  @Test func theFrameIsAsTallAsTheBlackDisc() {
    let image = ResolvedImage(source: .symbol("circle.fill"), isResizable: false, renderingMode: .template,
                              tint: .color(RGBA(0, 0, 0)), font: ResolvedFont(size: 100, weight: 700))
    #expect(abs(ImageStore.shared.intrinsicSize(of: image).height - 99.61 * 83.98 / 78.86) <= 0.01)
  }

  // circle.fill's regular disc is 78.81 units tall and 78.86 wide in its template: the stand-in disc, fitted to
  // that ink, is 0.06 % short of the diameter OpenSwiftUI gives.
  func expectDiameter(_ measured: CGFloat, _ percentage: CGFloat, of size: CGFloat) {
    #expect(abs(measured - percentage / 100 * size) <= 0.001 * percentage / 100 * size + 0.005, "\(measured) against \(percentage) % of \(size)")
  }

  @Test func mediumRegularSymbolIsNinetyNinePointSixOnePercentOfThePointSize() {
    expectDiameter(height(17), 99.61, of: 17)  // it was 17.00
    expectDiameter(height(100), 99.61, of: 100)
  }

  @Test func smallAndLargeScales() {
    expectDiameter(height(100, scale: .small), 78.86, of: 100)  // it was 78.00
    expectDiameter(height(100, scale: .large), 127.2, of: 100)  // it was 129.00
  }

  @Test func heavierWeightsDrawLargerSymbols() {
    expectDiameter(height(100, weight: 900), 106.64, of: 100)
    expectDiameter(height(100, weight: 100), 94.63, of: 100)
    expectDiameter(height(100, weight: 700), 104.15, of: 100)  // bold (0.4): 99.61 + 0.4 / 0.62 × 7.03
    expectDiameter(height(100, weight: 1000), 106.64, of: 100)  // clamped to black
  }
}

/// Labels inside bordered buttons (OpenSwiftUI FallbackLabelStyle.swift, TitleAndIconLabelStyle.swift).
@Suite struct LabelInButtonTests {
  @Test func circleBorderedButtonShowsOnlyTheIcon() {
    func size(_ label: some View) -> CGSize {
      ViewRenderer().place(Button {} label: { label }.buttonStyle(.bordered).buttonBorderShape(.circle), in: .unspecified).frame.size
    }
    let iconOnly = size(Image(systemName: "plus"))
    #expect(size(Label("Add", systemImage: "plus")) == iconOnly)
    // Any other shape, or a borderless button, keeps the title.
    let capsule = ViewRenderer().place(Button {} label: { Label("Add", systemImage: "plus") }.buttonStyle(.bordered).buttonBorderShape(.capsule), in: .unspecified)
    #expect(capsule.frame.width > iconOnly.width + 20)
    let borderless = ViewRenderer().place(Button {} label: { Label("Add", systemImage: "plus") }.buttonStyle(.borderless).buttonBorderShape(.circle), in: .unspecified)
    #expect(placed("Text", in: borderless).count == 1)
  }

  @Test func titleStaysLeadingInAButtonThatCentresItsLabel() throws {
    let view = Button {} label: {
      Label { Text("A\nWWWWWWWW") } icon: { Color.red.frame(width: 10, height: 10) }
    }.buttonStyle(.bordered)
    let root = ViewRenderer().place(view, in: .unspecified)
    let title = try #require(placed("Text", in: root).first).frame
    let image = try ViewRenderer(scale: 2, background: nil).rasterize(view, in: .unspecified)
    // The first line's "A" starts at the title's leading edge (centred, it would start about 40 pt in).
    let row = title.minY + title.height / 4
    let inked = stride(from: title.minX, to: title.minX + 12, by: 0.5).contains { x in
      let p = image.pixel(x: Int(x * 2), y: Int(row * 2))
      return p.b > 200 && p.r < 80 && p.a > 150
    }
    #expect(inked)
  }

  @Test func aMultilineTextLabelIsCentredInBorderedAndBorderlessButtons() throws {
    for style in [AnyPrimitiveStyle.bordered, .automatic] {
      let view = Button {} label: { Text("A\nWWWWWWWW") }.buttonStyle(style.value)
      let root = ViewRenderer().place(view, in: .unspecified)
      let title = try #require(placed("Text", in: root).first).frame
      let image = try ViewRenderer(scale: 2, background: nil).rasterize(view, in: .unspecified)
      let row = title.minY + title.height / 4
      func inked(_ from: CGFloat, _ to: CGFloat) -> Bool {
        stride(from: from, to: to, by: 0.5).contains { x in
          let p = image.pixel(x: Int(x * 2), y: Int(row * 2))
          return p.b > 200 && p.r < 80 && p.a > 150
        }
      }
      // "A" sits in the middle of the first line, none of it at the leading edge (it was leading before).
      #expect(!inked(title.minX, title.minX + 12), "\(style)")
      #expect(inked(title.midX - 8, title.midX + 8), "\(style)")
    }
  }
}
