import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 12: progress views, steppers and miter limits given numbers they cannot use (reported
/// when the view resolves, though they enter in an initialiser); custom layouts and alignment guides answering NaN;
/// nested shadows and blurs over huge text; work that is legal but large (long unbroken words, deep text
/// concatenations, many stacked effects, 10¹²-pt frames in scroll views); Unicode edge cases (combining stacks,
/// bidi controls, NUL in symbol names). Every case renders in one catalog run and must have its outcome; every other
/// cell and the manifest are written.
@Suite struct HostileRound12Tests {
  typealias Case = HostileCase

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// A range whose lower bound is above its upper (or NaN), as `ClosedRange(uncheckedBounds:)` makes one in an
  /// optimised build (a debug build traps there, in the caller's code).
  static func reversed<T: Comparable>(_ lower: T, _ upper: T) -> ClosedRange<T> { unsafeBitCast((lower, upper), to: ClosedRange<T>.self) }

  /// A layout stacking its subviews at its origin whose explicit guides are `horizontal` and `vertical`.
  struct Guides: Layout {
    let horizontal: CGFloat?
    let vertical: CGFloat?
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 30, height: 30) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout ()) -> CGFloat? { horizontal }
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout ()) -> CGFloat? { vertical }
  }

  /// A view whose body makes a progress view, so the view is made inside the resolve pass.
  struct MadeInBody: View {
    var body: some View { ProgressView(value: 3.0, total: 2).frame(width: 100) }
  }

  /// `count` texts concatenated one at a time (a left-leaning tree `count` deep).
  static func concatenated(_ count: Int) -> Text { (0..<count).reduce(Text("")) { text, i in text + Text(i % 2 == 0 ? "a" : "b").bold() } }

  /// `view` under `count` shadows of `radius`.
  static func shadowed(_ view: some View, _ count: Int, radius: CGFloat) -> AnyView {
    (0..<count).reduce(AnyView(view)) { v, _ in AnyView(v.shadow(color: .black, radius: radius, x: 2, y: 2)) }
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    "progress-value-nan": ("warns", "ProgressView(value: nan, total: 1): the value is not a number; drawn empty. Give a value within 0...1, or nil"),
    "progress-value-inf": ("warns", "ProgressView(value: inf, total: 1): the value is outside 0...1; drawn clamped to 1 (full), as iOS clamps it."),
    "progress-value-negative": ("warns", "ProgressView(value: -1, total: 10): the value is outside 0...10; drawn clamped to 0 (empty), as iOS clamps"),
    "progress-value-over-total": ("warns", "ProgressView(value: 150, total: 100): the value is outside 0...100; drawn clamped to 100 (full), as iOS"),
    "progress-total-zero": ("warns", "ProgressView(value: 0.5, total: 0): a total that is not a finite number above 0 has no fraction to show;"),
    "progress-total-nan": ("warns", "ProgressView(value: 0.5, total: nan): a total that is not a finite number above 0 has no fraction to show;"),
    "progress-total-negative": ("warns", "ProgressView(value: -1, total: -5): a total that is not a finite number above 0 has no fraction to show;"),
    "progress-total-inf": ("warns", "ProgressView(value: inf, total: inf): a total that is not a finite number above 0 has no fraction to show;"),
    "progress-labelled-nan": ("warns", "ProgressView(value: nan, total: 1): the value is not a number; drawn empty. Give a value within 0...1, or nil"),
    "progress-circular-over": ("warns", "ProgressView(value: 2, total: 1): the value is outside 0...1; drawn clamped to 1 (full), as iOS clamps it."),
    "progress-current-label-float": ("warns", "ProgressView(value: nan, total: 1): the value is not a number; drawn empty. Give a value within 0...1, or nil"),
    "progress-made-in-body": ("warns", "ProgressView(value: 3, total: 2): the value is outside 0...2; drawn clamped to 2 (full), as iOS clamps it."),
    "stepper-step-zero-int": ("warns", "Stepper step 0 is not a step above 0: a tap adds nothing to the value. Give a step above 0, e.g. step: 1"),
    "stepper-step-nan": ("warns", "Stepper step nan is not a step above 0: a tap would make the value not a number. Give a step above 0, e.g."),
    "stepper-step-zero-unbounded": ("warns", "Stepper step 0.0 is not a step above 0: a tap adds nothing to the value. Give a step above 0, e.g. step: 1"),
    "stepper-value-nan": ("warns", "Stepper value nan is not a number, so it is neither above nor below a bound; both buttons are drawn"),
    "stepper-reversed-double": ("warns", "Stepper bounds 10.0...0.0 are out of order (the lower bound is above the upper), so no value lies between"),
    "stepper-nan-bound": ("warns", "Stepper bounds nan...10.0 are out of order (the lower bound is above the upper), so no value lies between"),
    "stroke-miter-nan": ("warns", "StrokeStyle miterLimit nan is not usable; drawn with the default miter limit 10 (give a number ≥ 1)"),
    "strokedpath-miter-nan": ("warns", "Path.strokedPath(_:): a miter limit of nan is not a number; miter joins are outlined with the default limit"),
    "layout-alignment-nan": ("warns", "Guides.explicitAlignment(of: VerticalAlignment.top) returned nan, not a finite position; aligned as if it"),
    "layout-alignment-inf-leading": ("warns", "Guides.explicitAlignment(of: HorizontalAlignment.leading) returned -inf, not a finite position; aligned as if"),
    "layout-alignment-huge": ("fails", "returned 1e+300, farther from the layout's origin than a canvas holds"),
    "alignmentguide-closure-nan": ("warns", ".alignmentGuide(HorizontalAlignment.leading) computed nan, not a finite position; aligned as if the guide"),
    "alignmentguide-closure-inf-baseline": ("warns", ".alignmentGuide(VerticalAlignment.firstTextBaseline) computed inf, not a finite position; aligned as if the"),
    "shadows-over-1024pt-text": ("warns", "needs a layer over RenderLimits.maxEffectLayerPixels (4194304 px); drawn without the shadow"),
    "shadows-over-1024pt-text-clipped": ("warns", "needs a layer over RenderLimits.maxEffectLayerPixels (4194304 px); drawn without the shadow"),
    "shadows-1e6-stacked": ("warns", ".shadow radius 1000000 is not usable; drawn with radius 256, the largest shadow radius"),
    "blurs-1e6-stacked": ("warns", ".blur radius 1000000 is not usable; drawn with radius 256, the largest blur radius"),
    "text-50k-no-spaces": ("fails", "canvas 448×41978 px exceeds the limit of 16384 px per side; lower the scale or the frame"),
    "text-50k-no-spaces-one-line": ("warns", "Text(\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… (50000 characters)\") has more than 20000 characters"),
    "text-50k-cjk-min-scale": ("warns", "Text(\"漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢… (50000 characters)\") has more than 20000 characters"),
    "gradient-100000-stops": ("warns", "a gradient of 100000 stops has more than GradientStopLimit.maxStops (4096); drawn with one stop in every 25"),
    "angular-gradient-100000-stops": ("warns", "a gradient of 100000 stops has more than GradientStopLimit.maxStops (4096); drawn with one stop in every 25"),
    "bidi-overrides-10000": ("warns", "Text(\"\\u{202E}ab\\u{2067}cd\\u{202D}\\u{202E}ab\\u{2067}cd\\u{202D}\\u{202E}ab\\u{2067}cd\\u{202D}\\u{202E}ab\\u{2067}c"),
    "symbol-name-nul": ("fails", "Image(systemName: \"star\\u{0}.fill\"): refused a hidden or control-character name; icon names are plain file"),
    "symbol-name-only-nul": ("fails", "Image(systemName: \"\\u{0}\"): refused a hidden or control-character name; icon names are plain file names"),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(view()) }))
    }
    add("control") { box }
    // Progress views: checked in the initialiser, reported when resolved.
    add("progress-value-nan") { marked(ProgressView(value: Double.nan).frame(width: 100)) }
    add("progress-value-inf") { marked(ProgressView(value: Double.infinity).frame(width: 100)) }
    add("progress-value-negative") { marked(ProgressView(value: -1.0, total: 10).frame(width: 100)) }
    add("progress-value-over-total") { marked(ProgressView(value: 150.0, total: 100).frame(width: 100)) }
    add("progress-value-at-total") { marked(ProgressView(value: 100.0, total: 100).frame(width: 100)) }
    add("progress-total-zero") { marked(ProgressView(value: 0.5, total: 0).frame(width: 100)) }
    add("progress-total-nan") { marked(ProgressView(value: 0.5, total: Double.nan).frame(width: 100)) }
    add("progress-total-negative") { marked(ProgressView(value: -1.0, total: -5).frame(width: 100)) }
    add("progress-total-inf") { marked(ProgressView(value: Double.infinity, total: .infinity).frame(width: 100)) }
    add("progress-labelled-nan") { ProgressView("Loading", value: Double.nan, total: 1).frame(width: 100) }
    add("progress-circular-over") { marked(ProgressView(value: 2.0, total: 1).progressViewStyle(.circular)) }
    add("progress-current-label-float") {
      ProgressView(value: Float.nan, total: 1) { Text("A") } currentValueLabel: { Text("B") }.frame(width: 100)
    }
    add("progress-made-in-body") { marked(MadeInBody()) }
    add("progress-nil-value") { marked(ProgressView(value: Double?.none, total: .nan).frame(width: 100)) }
    // Steppers.
    add("stepper-step-zero-int") { Stepper("S", value: .constant(5), in: 0...10, step: 0).frame(width: 200) }
    add("stepper-step-nan") { Stepper("S", value: .constant(5.0), in: 0...10, step: .nan).frame(width: 200) }
    add("stepper-step-zero-unbounded") { Stepper("S", value: .constant(5.0), step: 0).frame(width: 200) }
    add("stepper-value-nan") { Stepper("S", value: .constant(Double.nan), in: 0...10).frame(width: 200) }
    add("stepper-reversed-double") { Stepper("S", value: .constant(5.0), in: reversed(10.0, 0.0)).frame(width: 200) }
    add("stepper-nan-bound") { Stepper("S", value: .constant(5.0), in: reversed(Double.nan, 10.0)).frame(width: 200) }
    add("stepper-point-range") { Stepper("S", value: .constant(5), in: 5...5).frame(width: 200) }
    add("stepper-step-negative") { Stepper("S", value: .constant(5), in: 0...10, step: -1).frame(width: 200) }
    // Miter limits.
    add("stroke-miter-nan") {
      marked(Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 6, lineJoin: .miter, miterLimit: .nan)).frame(width: 40, height: 40))
    }
    add("stroke-miter-inf") {
      marked(Triangle().stroke(Color.red, style: StrokeStyle(lineWidth: 6, lineJoin: .miter, miterLimit: .infinity)).frame(width: 40, height: 40))
    }
    add("stroke-miter-negative") {
      marked(Triangle().stroke(Color.red, style: StrokeStyle(lineWidth: 6, lineJoin: .miter, miterLimit: -1e300)).frame(width: 40, height: 40))
    }
    add("strokedpath-miter-nan") {
      marked(Triangle().path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).strokedPath(StrokeStyle(lineWidth: 4, miterLimit: .nan))
        .fill(Color.red).frame(width: 40, height: 40))
    }
    // Alignment guides answering NaN.
    add("layout-alignment-nan") { HStack(alignment: .top) { box; Guides(horizontal: nil, vertical: .nan) { box } } }
    add("layout-alignment-inf-leading") { VStack(alignment: .leading) { box; Guides(horizontal: -.infinity, vertical: nil) { box } } }
    add("layout-alignment-huge") { VStack(alignment: .leading) { box; Guides(horizontal: 1e300, vertical: nil) { box } } }
    add("alignmentguide-closure-nan") { VStack(alignment: .leading) { box; box.alignmentGuide(.leading) { _ in .nan } } }
    add("alignmentguide-closure-inf-baseline") {
      HStack(alignment: .firstTextBaseline) { Text("A"); box.alignmentGuide(.firstTextBaseline) { _ in .infinity } }
    }
    // Nested shadows and blurs over huge text (the layout fuzzer's two slow inputs were of this kind).
    add("shadows-over-1024pt-text") { shadowed(Text("Ag").font(.system(size: 1024)), 4, radius: 256) }
    add("shadows-over-1024pt-text-clipped") { shadowed(Text("Ag").font(.system(size: 1024)), 4, radius: 40).frame(width: 300, height: 300).clipped() }
    add("shadows-nested-over-200pt-text") { shadowed(Text("Ag").font(.system(size: 200)), 4, radius: 40) }
    add("shadows-1e6-stacked") { shadowed(box, 8, radius: 1e6) }
    add("blurs-1e6-stacked") { (0..<8).reduce(AnyView(box)) { v, _ in AnyView(v.blur(radius: 1e6)) } }
    // Legal but large work.
    add("text-50k-no-spaces") { Text(String(repeating: "a", count: 50_000)).frame(width: 200) }
    add("text-50k-no-spaces-one-line") { Text(String(repeating: "a", count: 50_000)).lineLimit(1).frame(width: 200) }
    add("text-50k-cjk-min-scale") { Text(String(repeating: "漢", count: 50_000)).lineLimit(1).minimumScaleFactor(0.01).frame(width: 200) }
    add("text-concatenated-5000") { concatenated(5_000).frame(width: 300) }
    add("scaleeffect-1e9-undone") { box.scaleEffect(1e9).scaleEffect(1e-9) }
    add("frame-1e12-in-scrollview") { ScrollView { Color.red.frame(width: 1e12, height: 1e12) }.frame(width: 200, height: 100) }
    add("frame-1e12-in-horizontal-scrollview") { ScrollView(.horizontal) { Color.red.frame(width: 1e12, height: 20) }.frame(width: 200, height: 100) }
    add("foreach-30000-in-vstack") { VStack(spacing: 0) { ForEach(0..<30_000, id: \.self) { _ in Color.red.frame(width: 2, height: 0.01) } } }
    add("lazyvgrid-30000") { ScrollView { LazyVGrid(columns: [GridItem(.adaptive(minimum: 10))]) { ForEach(0..<30_000, id: \.self) { _ in Color.red.frame(height: 10) } } }.frame(width: 200, height: 200) }
    add("gradient-100000-stops") {
      LinearGradient(colors: (0..<100_000).map { $0 % 2 == 0 ? Color.red : .blue }, startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 20)
    }
    add("angular-gradient-100000-stops") {
      AngularGradient(colors: (0..<100_000).map { $0 % 2 == 0 ? Color.red : .blue }, center: .center).frame(width: 100, height: 100)
    }
    // Unicode.
    add("zalgo-stacks") { Text(String(repeating: "Z" + String(repeating: "\u{0336}\u{0301}\u{0489}", count: 100), count: 100)).frame(width: 200, height: 200).clipped() }
    add("bidi-overrides-10000") { Text(String(repeating: "\u{202E}ab\u{2067}cd\u{202D}", count: 10_000) + "end").lineLimit(3).frame(width: 200) }
    add("bidi-isolates-unclosed") { Text(String(repeating: "\u{2068}א", count: 500)).frame(width: 200) }
    add("symbol-name-nul") { marked(Image(systemName: "star\u{0}.fill")) }
    add("symbol-name-only-nul") { marked(Image(systemName: "\u{0}")) }
    add("zwj-1000-one-line") { Text(String(repeating: "👩🏽‍🚀", count: 1_000)).lineLimit(1).frame(width: 200) }
    add("variation-selectors-10000") { Text("A" + String(repeating: "\u{FE0F}", count: 10_000)) }
    return cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round12", fileSuffix: "round12") == [])
  }

  /// A scale past the limit undone by the one around it draws the view as it is, as iOS does (the outer 10⁻⁹ alone drew
  /// nothing and said nothing): the blue box's centre is blue, with no warning.
  @Test func transformsThatUndoEachOtherDrawTheView() throws {
    for view in [AnyView(HStack(spacing: 0) { Color.red.frame(width: 20, height: 20); Self.box.scaleEffect(1e9).scaleEffect(1e-9) }),
                 AnyView(HStack(spacing: 0) { Color.red.frame(width: 20, height: 20); Self.box.scaleEffect(1e-9).scaleEffect(1e9) })] {
      let image = try ViewRenderer(scale: 2).rasterize(view, in: .unspecified)
      let p = image.pixel(x: 60, y: 20)
      #expect([p.r, p.g, p.b, p.a] == [0, 122, 255, 255], "\(p)")
      #expect(image.diagnostics.items.isEmpty, "\(image.diagnostics.items)")
    }
  }

  /// Past `GradientStopLimit.maxStops`, one stop in every k and the last are drawn: the first and last stops stay at the
  /// ends, and a gradient of 50 000 reds then 50 000 blues still draws red at its start and blue at its end.
  @Test func aGradientPastTheStopLimitKeepsItsEnds() throws {
    #expect(GradientStopLimit.kept(Array(0..<4_096)).count == 4_096)
    let kept = GradientStopLimit.kept(Array(0..<100_000))
    #expect(kept.count == 4_001 && kept.first == 0 && kept.last == 99_999 && kept[1] == 25)
    let colors = Array(repeating: Color.red, count: 50_000) + Array(repeating: Color.blue, count: 50_000)
    let image = try ViewRenderer(scale: 1).rasterize(LinearGradient(colors: colors, startPoint: .leading, endPoint: .trailing).frame(width: 200, height: 10),
                                                     in: .unspecified)
    let left = image.pixel(x: 0, y: 5), right = image.pixel(x: 199, y: 5)
    #expect([left.r, left.g, left.b] == [255, 59, 48] && [right.r, right.g, right.b] == [0, 122, 255], "\(left) \(right)")
    #expect(image.diagnostics.items.map(\.message).contains { $0.contains("a gradient of 100000 stops has more than GradientStopLimit.maxStops (4096)") })
  }

  /// A progress value past its total is drawn full, a NaN one empty: the bar's far end is the tint, or the track.
  @Test func progressValuesAreClampedAsIOSClampsThem() throws {
    func end(_ view: some View) throws -> [UInt8] {
      let image = try ViewRenderer(scale: 2).rasterize(view.frame(width: 100), in: .unspecified)
      let p = image.pixel(x: 196, y: image.height / 2)
      return [p.r, p.g, p.b]
    }
    let full = try end(ProgressView(value: 1.0)), empty = try end(ProgressView(value: 0.0))
    #expect(full != empty)
    #expect(try end(ProgressView(value: 150.0, total: 100)) == full)
    #expect(try end(ProgressView(value: Double.nan)) == empty)
    #expect(try end(ProgressView(value: 0.5, total: -5)) == empty)
  }
}

/// A triangle, whose sharp corners show a miter limit.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { p in
      p.move(to: CGPoint(x: rect.midX, y: rect.minY))
      p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      p.closeSubpath()
    }
  }
}
