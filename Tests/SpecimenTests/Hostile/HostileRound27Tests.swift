import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 27: colour and gradient arithmetic (mesh gradients of no or 64 × 64 cells, folded and
/// Bézier meshes, gradient stops unsorted, at one location or NaN, angular sweeps of no angle, Display P3 and extended
/// colours, resolved colours round-tripped through linear components, long chains of mixes, every colour effect at
/// once), scroll and container geometry of iOS 17 (paging and view-aligned scroll views of no size, an id no view has,
/// geometry readers whose action changes what they read, 100 000 lazy rows as scroll targets) and attributed text
/// (Markdown unbalanced, nested 10 000 deep, with `javascript:` and empty links and 1 MB of white space; runs with
/// fonts of no size, spacing of 10³⁰⁰ pt, a colour on each of 100 000 runs or 10 000 combining marks; paragraph styles
/// of NaN). Every case renders in one catalog run and must have its outcome; every other cell and the manifest are
/// written.
@Suite struct HostileRound27Tests {
  typealias Case = HostileCase
  typealias Built = HostileRound24Tests.Built

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static func clipped(_ view: some View) -> some View { HostileRound26Tests.clipped(view) }

  /// A 40 × 40-pt square filled with `style`, beside the box.
  static func filled(_ style: some ShapeStyle) -> some View { marked(Rectangle().fill(style).frame(width: 40, height: 40)) }

  /// A mesh of `n` × `n` points on a regular grid, red and blue alternating.
  static func grid(_ n: Int) -> MeshGradient {
    let points = (0..<(n * n)).map { i in SIMD2<Float>(Float(i % n) / Float(n - 1), Float(i / n) / Float(n - 1)) }
    return MeshGradient(width: n, height: n, points: points, colors: (0..<(n * n)).map { $0 % 2 == 0 ? Color.red : .blue })
  }

  /// `base` mixed with white `count` times, each mix by 0.01 (a palette built in a loop).
  static func mixed(_ base: Color, _ count: Int) -> Color {
    (0..<count).reduce(base) { color, _ in color.mix(with: .white, by: 0.01) }
  }

  /// A text whose width its own `onGeometryChange` action sets to what it read plus 10 pt: each layout asks for another.
  struct GrowingReader: View {
    @State var width: CGFloat = 40
    var body: some View {
      Color.red.frame(width: width, height: 20)
        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }, action: { width = $0 + 10 })
    }
  }

  /// A view whose `onGeometryChange` reads NaN, which is never equal to itself.
  struct NaNReader: View {
    @State var seen = 0
    var body: some View {
      Text("Seen \(seen)")
        .onGeometryChange(for: Double.self, of: { _ in .nan }, action: { _ in seen += 1 })
    }
  }

  /// A scroll view whose `onScrollGeometryChange` action adds a row each time the content height changes.
  struct GrowingScrollContent: View {
    @State var rows = 1
    var body: some View {
      ScrollView { VStack { ForEach(0..<rows, id: \.self) { Text("Row \($0)") } } }
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentSize.height }, action: { _, _ in rows += 1 })
        .frame(width: 100, height: 80)
    }
  }

  /// A paragraph style with `change` applied.
  static func paragraph(_ change: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    change(style)
    return style
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let mixes = "a Color made of more than ColorMix.maxMixes (1000) mix(with:by:in:) calls is drawn with the colours past the first 1000 "
      + "mixes clear. Mix fewer times, or resolve the mixed colour once (Color.resolve(in:)) and mix that"
    let mesh = "; it needs width × height of each, with width and height 2…64; drawn clear"
    let feeds = " runs an action that writes state which changes the value it reads again, so the view updates every frame and never settles; "
      + "drawn with the state before the action ran. Read a value the action does not change, or stop writing once the value settles"
    let limit = "has more than 20000 characters (TextLength.limit); laid out its first 20000"
    return [
      "mesh-one-point-short": ("warns", "MeshGradient(width: 3, height: 3) has 8 points and 9 colors" + mesh),
      "mesh-65-square": ("warns", "MeshGradient(width: 65, height: 65) has 4225 points and 4225 colors" + mesh),
      "gradient-every-location-nan": ("warns", "Gradient.Stop location nan is not usable; drawn at location 0"),
      "gradient-100000-stops-unsorted": ("warns", "a gradient of 100000 stops has more than GradientStopLimit.maxStops (4096)"),
      // Before: silent (the NaN centre went to the mesh as it was).
      "angular-gradient-nan-center": ("warns", "AngularGradient center x nan is not usable; drawn at 0.5 (unit points are finite fractions of the "
        + "bounds)"),
      "any-gradient-of-nan-color": ("warns", "Gradient.Stop color red nan is not usable; drawn as 0"),
      // Before: past 16 nested mixes the colour was clear without a word; 2⁴⁰ mixes took 2¹⁶.
      "color-mix-with-itself-40-times": ("warns", mixes),
      "color-mix-chain-2000": ("warns", mixes),
      "color-effects-all-hostile": ("warns", ".colorMultiply inf is not usable; drawn without the effect"),
      "content-margins-and-safe-area-padding-hostile": ("warns", ".contentMargins: top -1000000000.0, bottom -1000000000.0 are not finite "
        + "lengths ≥ 0; laid out as 0"),
      "visual-effect-every-number-hostile": ("warns", ".offset(x: nan) is not a finite coordinate; laid out as 0"),
      // Before: named "onPreferenceChange(GeometryChangePreferenceKey<CGFloat>.self)", a type of Specimen's.
      "on-geometry-change-grows-its-view": ("warns", "onGeometryChange(for: CGFloat.self)" + feeds),
      "on-geometry-change-reads-nan": ("warns", "onGeometryChange(for: Double.self)" + feeds),
      "markdown-10000-nested-emphasis-and-links": ("warns", "(31427 characters)\") " + limit),
      "markdown-1mb-whitespace-preserved": ("warns", "(1050006 characters)\") " + limit),
      "attributed-font-sizes-zero-nan-1e9": ("warns", "Text(\"r0 r1 r2 \"): font size nan of a concatenated Text is not usable; drawn at 17 pt"),
      // Before: named ".tracking(-1e+300) is not usable" and ".baselineOffset(1e+300)", modifiers the string never had.
      "attributed-spacing-1e300": ("warns", "Text(\"Far\"): AttributedString.tracking(-1e+300) is longer than any screen (over 1000000 pt, "
        + "LayoutArgumentCheck.longestLength); laid out as 0. Give a spacing in points"),
      // Before: the runs' NaN colours were drawn as 0 without a word.
      "attributed-100000-colored-runs": ("warns", "Color red nan of a run is not usable; drawn as 0"),
      "attributed-underline-color-nan": ("warns", "underline/strikethrough color red nan is not usable; drawn as 0"),
      "paragraph-style-every-number-hostile": ("warns", "NSAttributedString.draw(in:): the paragraph style's lineSpacing nan is not a length"),
    ]
  }()

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(Built(make: view)) }))
    }
    add("control") { box }
    // Mesh gradients.
    add("mesh-one-point-short") {
      filled(MeshGradient(width: 3, height: 3, points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1]],
                          colors: Array(repeating: .red, count: 9)))
    }
    add("mesh-64-square") { filled(grid(64)) }
    add("mesh-65-square") { filled(grid(65)) }
    add("mesh-all-points-at-one") { filled(MeshGradient(width: 2, height: 2, points: Array(repeating: [0.5, 0.5], count: 4), colors: [.red, .blue, .green, .yellow])) }
    add("mesh-folded") { filled(MeshGradient(width: 2, height: 2, points: [[1, 1], [0, 1], [1, 0], [0, 0]], colors: [.red, .blue, .green, .yellow])) }
    add("mesh-bezier-nan-controls") {
      let p = { (x: Float, y: Float) in
        MeshGradient.BezierPoint(position: [x, y], leadingControlPoint: [.nan, y], topControlPoint: [x, .infinity],
                                 trailingControlPoint: [-.infinity, y], bottomControlPoint: [x, .nan])
      }
      return filled(MeshGradient(width: 2, height: 2, bezierPoints: [p(0, 0), p(1, 0), p(0, 1), p(1, 1)], colors: [.red, .blue, .green, .yellow]))
    }
    add("mesh-extended-resolved-colors") {
      filled(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], resolvedColors: [
        .init(red: 2, green: -1, blue: 0), .init(red: 1e30, green: 0, blue: 0), .init(red: 0, green: 0, blue: -1e30), .init(red: 0.5, green: 0.5, blue: 0.5, opacity: 9),
      ]))
    }
    // Gradient stops.
    add("gradient-stops-all-at-one-location") {
      filled(LinearGradient(stops: [.init(color: .red, location: 0.5), .init(color: .green, location: 0.5), .init(color: .blue, location: 0.5)],
                            startPoint: .leading, endPoint: .trailing))
    }
    add("gradient-every-location-nan") {
      filled(LinearGradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: .nan)], startPoint: .top, endPoint: .bottom))
    }
    add("gradient-100000-stops-unsorted") {
      filled(LinearGradient(stops: (0..<100_000).map { i in Gradient.Stop(color: i % 2 == 0 ? .red : .blue, location: Double((i * 7919) % 100_000) / 100_000) },
                            startPoint: .leading, endPoint: .trailing))
    }
    add("gradient-no-stops") { filled(LinearGradient(stops: [], startPoint: .leading, endPoint: .trailing)) }
    add("gradient-start-equals-end") { filled(LinearGradient(colors: [.red, .blue], startPoint: .center, endPoint: .center)) }
    add("radial-gradient-stops-at-one") {
      filled(RadialGradient(stops: [.init(color: .red, location: 0.3), .init(color: .blue, location: 0.3)], center: .center, startRadius: 0, endRadius: 20))
    }
    add("angular-gradient-equal-angles") {
      filled(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(90), endAngle: .degrees(90)))
    }
    add("angular-gradient-nan-center") {
      filled(AngularGradient(colors: [.red, .blue], center: UnitPoint(x: .nan, y: .infinity)))
    }
    add("any-gradient-of-nan-color") { filled(Color(red: .nan, green: 0.5, blue: 0.5).gradient) }
    // Colours.
    add("color-display-p3-red-2") { filled(Color(.displayP3, red: 2, green: 0, blue: 0)) }
    add("color-display-p3-in-range") { filled(Color(.displayP3, red: 0.5, green: 0.5, blue: 0.2)) }
    add("color-linear-negative") { filled(Color(.sRGBLinear, red: -1, green: 0.5, blue: 2)) }
    add("color-resolve-round-trip-extended") {
      filled(Color(Color(.displayP3, red: 2, green: -1, blue: 0.5).resolve(in: EnvironmentValues())))
    }
    add("color-resolved-linear-setters") {
      var resolved = Color.Resolved(red: 0, green: 0, blue: 0)
      resolved.linearRed = -0.5
      resolved.linearGreen = 4
      resolved.linearBlue = 0.25
      return filled(Color(resolved))
    }
    add("color-mix-chain-100") { filled(mixed(.red, 100)) }
    add("color-mix-chain-1000") { filled(mixed(.red, 1_000)) }
    add("color-mix-of-extended-colors") {
      filled(Color(.displayP3, red: 2, green: -1, blue: 0).mix(with: Color(red: 1e300, green: 0, blue: 0), by: -1))
    }
    add("color-mix-overflowing") { filled(Color(red: 1e300, green: 0, blue: 0).mix(with: .blue, by: 0.5)) }
    add("color-mix-with-itself-40-times") { filled((0..<40).reduce(Color.red) { c, _ in c.mix(with: c, by: 0.5) }) }
    add("color-mix-chain-2000") { filled(mixed(.red, 2_000)) }
    add("color-effects-all-hostile") {
      marked(box.hueRotation(.degrees(.infinity)).saturation(1e9).brightness(.nan).contrast(-1e9)
        .colorMultiply(Color(.displayP3, red: 2, green: -1, blue: .infinity)).opacity(-1))
    }
    add("color-multiply-extended") { marked(box.colorMultiply(Color(red: 2, green: 2, blue: 2))) }
    // Scroll and container geometry.
    add("paging-zero-size-scroll-view") {
      marked(ScrollView(.horizontal) { HStack { ForEach(0..<10, id: \.self) { _ in box } } }.scrollTargetBehavior(.paging).frame(width: 0, height: 0))
    }
    add("view-aligned-without-target-layout") {
      ScrollView(.horizontal) { HStack { ForEach(0..<10, id: \.self) { _ in box } } }.scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
        .frame(width: 100, height: 40)
    }
    add("scroll-position-id-of-another-type") {
      ScrollView { LazyVStack { ForEach(0..<50, id: \.self) { Text("Row \($0)") } }.scrollTargetLayout() }
        .scrollPosition(id: .constant(Optional("no such row")), anchor: UnitPoint(x: .nan, y: .infinity)).frame(width: 100, height: 80)
    }
    add("containerrelative-zero-size-scroll-view") {
      marked(ScrollView(.horizontal) { HStack { box.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8) } }.frame(width: 0, height: 0))
    }
    add("containerrelative-count-1e9") {
      ScrollView(.horizontal) { HStack { box.containerRelativeFrame(.horizontal, count: 1_000_000_000, span: 1, spacing: 8) } }.frame(width: 100, height: 40)
    }
    add("scroll-clip-disabled-wide-content") {
      marked(ScrollView(.horizontal) { Color.red.frame(width: 1e6, height: 20) }.scrollClipDisabled().frame(width: 60, height: 40))
    }
    add("content-margins-and-safe-area-padding-hostile") {
      ScrollView { box }.contentMargins(.vertical, -1e9, for: .scrollIndicators).safeAreaPadding(.horizontal, -1e9).frame(width: 100, height: 60)
    }
    add("visual-effect-every-number-hostile") {
      marked(box.visualEffect { content, proxy in
        content.offset(x: proxy.size.width * .nan, y: .infinity).scaleEffect(.infinity).rotationEffect(.degrees(.nan)).blur(radius: -1e9)
      })
    }
    add("on-geometry-change-grows-its-view") { marked(GrowingReader()) }
    add("on-geometry-change-reads-nan") { marked(NaNReader()) }
    add("on-scroll-geometry-change-adds-rows") { GrowingScrollContent() }
    add("lazy-100000-rows-as-scroll-targets") {
      ScrollView { LazyVStack { ForEach(0..<100_000, id: \.self) { Text("Row \($0)").id($0) } }.scrollTargetLayout() }
        .scrollTargetBehavior(.viewAligned).scrollPosition(id: .constant(Optional(99_999))).frame(width: 100, height: 80)
    }
    // Markdown.
    add("markdown-unbalanced") {
      marked(Text((try? AttributedString(markdown: "**a _b** c_ ~~d `e [f](g ***h")) ?? "failed"))
    }
    add("markdown-10000-nested-emphasis-and-links") {
      clipped(Text((try? AttributedString(markdown: String(repeating: "*[", count: 5_000) + "x" + String(repeating: "](u)*", count: 5_000))) ?? "failed"))
    }
    // A destination with balanced parentheses or in angle brackets is a link (before, "tap)" and the rest as written).
    add("markdown-script-and-empty-links") {
      marked(Text((try? AttributedString(markdown: "[tap](javascript:alert(1)) [empty]() [space](<a b>) [data](data:text/html,x)")) ?? "failed"))
    }
    add("markdown-1mb-whitespace-preserved") {
      clipped(Text((try? AttributedString(markdown: "a" + String(repeating: " \n\t", count: 350_000) + "**b**",
                                          options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))) ?? "failed"))
    }
    // Attributed runs.
    add("attributed-link-script-and-empty") {
      var text = AttributedString("tap ")
      var link = AttributedString("here")
      link.link = URL(string: "javascript:alert(1)")
      text += link
      return marked(Text(text))
    }
    add("attributed-font-sizes-zero-nan-1e9") {
      var text = AttributedString()
      for (i, size) in [0, CGFloat.nan, 1e9].enumerated() {
        var run = AttributedString("r\(i) ")
        run.font = .system(size: size)
        text += run
      }
      return clipped(Text(text))
    }
    add("attributed-spacing-1e300") {
      var text = AttributedString("Far")
      text.kern = 1e300
      text.tracking = -1e300
      text.baselineOffset = 1e300
      return clipped(Text(text))
    }
    add("attributed-100000-colored-runs") {
      var text = AttributedString()
      for i in 0..<100_000 {
        var run = AttributedString(i % 2 == 0 ? "a" : "b")
        run.foregroundColor = i % 3 == 0 ? .red : Color(red: .nan, green: 2, blue: -1)
        text += run
      }
      return clipped(Text(text))
    }
    // 2 000 marks, not 10 000: appending a run to one grapheme cluster makes Foundation check the whole cluster again,
    // so building 10 000 took this test's own body 9.5 s of CPU every time the case was resolved.
    add("attributed-2000-combining-marks-each-a-run") {
      var text = AttributedString("a")
      for i in 0..<2_000 {
        var mark = AttributedString("\u{0301}")
        mark.foregroundColor = i % 2 == 0 ? .red : .blue
        text += mark
      }
      return marked(Text(text).frame(width: 100, height: 60).clipped())
    }
    add("attributed-bidi-controls-in-runs") {
      var text = AttributedString()
      for (i, piece) in ["\u{202E}abc", "\u{2067}def", "\u{202D}", "ghi\u{2069}", "\u{200F}\u{061C}jkl\u{202C}"].enumerated() {
        var run = AttributedString(piece)
        run.foregroundColor = i % 2 == 0 ? .red : .blue
        run.underlineStyle = .single
        text += run
      }
      return marked(Text(text))
    }
    add("attributed-underline-color-nan") {
      var text = AttributedString("Under")
      text.underlineStyle = Text.LineStyle(pattern: .dash, color: Color(red: .nan, green: .infinity, blue: -1))
      text.strikethroughStyle = Text.LineStyle(pattern: .dot, color: Color(.displayP3, red: 2, green: 0, blue: 0))
      return marked(Text(text))
    }
    add("paragraph-style-every-number-hostile") {
      HostileRound23Tests.imageContext {
        NSAttributedString(string: "a\nb", attributes: [.paragraphStyle: paragraph {
          $0.lineSpacing = .nan
          $0.headIndent = -1e9
          $0.firstLineHeadIndent = .nan
          $0.tailIndent = .infinity
          $0.paragraphSpacing = .infinity
          $0.lineHeightMultiple = .nan
          $0.minimumLineHeight = 1e9
          $0.maximumLineHeight = -1
        }]).draw(in: CGRect(x: 0, y: 0, width: 40, height: 40))
      }
    }
    return cases
  }()

  /// The colour of a 10 × 10 square of `color`, drawn on white.
  static func pixel(_ color: Color) throws -> Px {
    Px(try ViewRenderer(scale: 1, background: .white).rasterize(color.frame(width: 10, height: 10), in: .unspecified).pixel(x: 5, y: 5))
  }

  /// A Display P3 colour is converted to sRGB, as docs/unsupported.md says and Core Graphics does on an sRGB screen,
  /// whether it is made as a `Color`, a `Color.Resolved`, a `UIColor` or a `CGColor` (before, its components were
  /// drawn as sRGB's: P3 (0.5, 0.5, 0.2) drew blue 51 where it is 33). Outside sRGB it keeps extended components.
  @Test func aDisplayP3ColorIsConvertedToSRGB() throws {
    let p3 = Px(128, 128, 33)
    #expect(try Self.pixel(Color(.displayP3, red: 0.5, green: 0.5, blue: 0.2)).isClose(to: p3, tolerance: 1))
    #expect(try Self.pixel(Color(Color.Resolved(colorSpace: .displayP3, red: 0.5, green: 0.5, blue: 0.2))).isClose(to: p3, tolerance: 1))
    #expect(try Self.pixel(Color(uiColor: UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.2, alpha: 1))).isClose(to: p3, tolerance: 1))
    let space = try #require(CGColorSpace(name: CGColorSpace.displayP3))
    let cg = try #require(CGColor(colorSpace: space, components: [0.5, 0.5, 0.2, 1]))
    #expect(try Self.pixel(Color(cgColor: cg)).isClose(to: p3, tolerance: 1))
    let red = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: EnvironmentValues())
    #expect(abs(red.red - 1.09307) < 1e-4 && abs(red.green + 0.22674) < 1e-4 && abs(red.blue + 0.15013) < 1e-4, "\(red)")
    // A component of 10³⁰⁰ overflows the conversion: the colour is converted with its components in 0…1 (P3 red).
    let huge = Color(.displayP3, red: 1e300, green: 0, blue: 0).resolve(in: EnvironmentValues())
    #expect(abs(huge.red - 1.09307) < 1e-4 && huge.green.isFinite && huge.blue.isFinite, "\(huge)")
  }

  /// A resolved colour's linear components round-trip, negative ones too (extended sRGB is symmetric about 0): before,
  /// setting `linearRed` to -0.5 read back as -79.
  @Test func linearComponentsRoundTrip() {
    var resolved = Color.Resolved(red: 0, green: 0, blue: 0)
    for value: Float in [-0.5, -4, 0, 0.002, 0.25, 4] {
      resolved.linearRed = value
      #expect(abs(resolved.linearRed - value) <= abs(value) * 1e-5 + 1e-7, "\(value) read back as \(resolved.linearRed)")
    }
    let linear = Color.Resolved(colorSpace: .sRGBLinear, red: -0.5, green: 0, blue: 0)
    #expect(abs(linear.linearRed + 0.5) < 1e-5 && abs(linear.red + 0.73536) < 1e-4, "\(linear)")
  }

  /// A palette mixed in a loop of 100 steps is computed (before, past 16 mixes the colour was clear, so 100 mixes toward
  /// white of red drew white); 2 000 mixes, or a colour mixed with itself 40 times (2⁴⁰ mixes), stop at
  /// ColorMix.maxMixes and say so, at once. A mix that overflows is drawn as the screen shows its colours (before, it
  /// warned "Color red nan", a NaN the user never wrote).
  @Test func aLongChainOfMixesIsComputedAndAnEndlessOneNamed() throws {
    let chain = try Self.pixel(Self.mixed(.red, 100))
    let once = try Self.pixel(Color.red.mix(with: .white, by: 1 - pow(0.99, 100)))
    #expect(chain.isClose(to: once, tolerance: 3) && chain.g < 200, "\(chain) \(once)")
    let start = Date()
    for color in [Self.mixed(.red, 2_000), (0..<40).reduce(Color.red) { c, _ in c.mix(with: c, by: 0.5) }] {
      let raster = try ViewRenderer(scale: 1).rasterize(color.frame(width: 10, height: 10), in: .unspecified)
      #expect(raster.diagnostics.warnings.map(\.message) == ["a Color made of more than ColorMix.maxMixes (1000) mix(with:by:in:) calls is drawn "
        + "with the colours past the first 1000 mixes clear. Mix fewer times, or resolve the mixed colour once (Color.resolve(in:)) and mix that"])
    }
    #expect(Date().timeIntervalSince(start) < 10)
    // A finite colour whose mix overflows (10³⁰⁰ red: its OKLab value is infinite) mixes as the screen shows it, not as NaN.
    let huge = try ViewRenderer(scale: 1, background: .white).rasterize(
      Color(red: 1e300, green: 0, blue: 0).mix(with: .blue, by: 0.5).frame(width: 10, height: 10), in: .unspecified)
    #expect(Px(huge.pixel(x: 5, y: 5)).isClose(to: try Self.pixel(Color(red: 1, green: 0, blue: 0).mix(with: .blue, by: 0.5)), tolerance: 1))
    #expect(huge.diagnostics.warnings.isEmpty, "\(huge.diagnostics.warnings)")
  }

  /// A run with Foundation's `link` attribute is drawn in the accent colour, whatever the URL (`javascript:` too), as
  /// SwiftUI draws links; before, only links read from Markdown were. A run's own colour wins.
  @Test func aLinkRunIsDrawnInTheAccentColor() throws {
    var text = AttributedString("tap ")
    var link = AttributedString("here")
    link.link = URL(string: "javascript:alert(1)")
    var own = AttributedString(" own")
    own.link = URL(string: "https://example.com")
    own.foregroundColor = .red
    text += link
    text += own
    func paint(_ text: Text) throws -> Paint { try HostileContentTests.resolvedText(text).0.paint }
    let paints = try HostileContentTests.resolvedText(Text(text)).0.runs.map(\.paint)
    let plain = try paint(Text("tap")), accent = try paint(Text("tap").foregroundColor(.accentColor)), red = try paint(Text("tap").foregroundColor(.red))
    #expect(paints == [plain, accent, red] && plain != accent, "\(paints) \(plain) \(accent) \(red)")
  }

  /// A Markdown link's destination may hold balanced parentheses (`javascript:alert(1)`) or be written `<a b>`, as
  /// CommonMark reads them (before, the first `)` ended the link, so "[tap](javascript:alert(1))" drew "tap)" and
  /// "[space](<a b>)" stayed as written): each link text is drawn alone, in the accent colour.
  @Test func aLinkDestinationMayHoldParenthesesOrAngleBrackets() throws {
    let markdown = "[tap](javascript:alert(1)) [space](<a b>) [x](a(b(c))d) [open](a(b) end"
    let (text, _) = try HostileContentTests.resolvedText(Text(try AttributedString(markdown: markdown)))
    #expect(text.string == "tap space x [open](a(b) end", "\(text.string)")
    let accent = try HostileContentTests.resolvedText(Text("a").foregroundColor(.accentColor)).0.paint
    #expect(text.runs.filter { $0.paint == accent }.map(\.string) == ["tap", "space", "x"], "\(text.runs.map(\.string))")
  }

  /// An `onGeometryChange` whose action changes what it reads is named by the modifier as written (before:
  /// "onPreferenceChange(GeometryChangePreferenceKey<CGFloat>.self)", a type of Specimen's), and drawn with the state
  /// before the action ran: the red bar is 40 pt wide.
  @Test func aGeometryChangeThatFeedsItselfIsNamedAsWritten() throws {
    let raster = try ViewRenderer(scale: 1).rasterize(GrowingReader(), in: .unspecified)
    #expect(raster.width == 40, "\(raster.width)")
    #expect(raster.diagnostics.warnings.map(\.message) == ["onGeometryChange(for: CGFloat.self) runs an action that writes state which changes "
      + "the value it reads again, so the view updates every frame and never settles; drawn with the state before the action ran. Read a "
      + "value the action does not change, or stop writing once the value settles"])
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round27", fileSuffix: "round27") == [])
  }
}
