import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 11: path outlines and trims made inside a custom `Shape.path(in:)` (which runs while the
/// cell is drawn); NaN, infinite and negative stroke widths through `stroke`, `strokeBorder`, `StrokeStyle`,
/// `border` and `strokedPath`; line heights and spacings whose lines add up past Pango's 32-bit coordinates; and the
/// recent API's numbers: `containerRelativeFrame`, phase and keyframe animators, mesh gradients of mismatched counts and
/// NaN points, custom layouts proposing NaN, grids with hostile spacing and anchors, `lineLimit(Int.min...)`,
/// `kerning(.nan)`, dates at the ends of time, progress views and gauges with reversed bounds. Every case renders in
/// one catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound11Tests {
  typealias Case = HostileCase

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// A zigzag of `count` segments across 100 pt.
  static func polyline(_ count: Int) -> Path {
    var path = Path()
    path.move(to: .zero)
    for i in 1...count { path.addLine(to: CGPoint(x: 100 * CGFloat(i) / CGFloat(count), y: CGFloat(i % 2) * 10)) }
    return path
  }

  /// A shape whose outline is made in `path(in:)`, where public code makes it: drawn while the cell is painted.
  struct MadeInPath: Shape {
    let make: @Sendable (CGRect) -> Path
    func path(in rect: CGRect) -> Path { make(rect) }
  }

  static func shape(_ make: @escaping @Sendable (CGRect) -> Path) -> some View {
    marked(MadeInPath(make: make).fill(Color.orange).frame(width: 80, height: 80))
  }

  /// `view` in a horizontal scroll view 200 × 40 pt, the container `containerRelativeFrame` measures.
  static func scrolling(_ view: some View) -> some View { ScrollView(.horizontal) { view }.frame(width: 200, height: 40) }

  /// Eight lines of text.
  static let lines = (1...8).map { "Line \($0)" }.joined(separator: "\n")

  /// A layout that proposes `proposal` to its subviews and places them at its origin.
  struct Proposing: Layout {
    let proposal: ProposedViewSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 60, height: 60)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews {
        _ = subview.sizeThatFits(self.proposal)
        _ = subview.dimensions(in: self.proposal)
        subview.place(at: bounds.origin, proposal: self.proposal)
      }
    }
  }

  /// A layout whose explicit alignment guide and spacing are not finite.
  struct OddGuides: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 60, height: 60) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout ()) -> CGFloat? { .nan }
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout ()) -> CGFloat? { -.infinity }
    var layoutProperties: LayoutProperties { LayoutProperties() }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
  }

  static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

  /// A range whose lower bound is above its upper, as `ClosedRange(uncheckedBounds:)` makes one in an optimised
  /// build (a debug build traps there, in the caller's code).
  static func reversed<T: Comparable>(_ lower: T, _ upper: T) -> ClosedRange<T> { unsafeBitCast((lower, upper), to: ClosedRange<T>.self) }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // Round 44: a span past 1 000 columns is named where it enters (before: renders, silently laid out to column 1 000).
    "grid-cellcolumns-huge-with-unsized": ("warns", ".gridCellColumns(9223372036854775807) spans more columns than a Grid lays out"),
    "shape-stroked-too-long": ("warns", "Path.strokedPath(_:): the path has 30001 elements, more than StrokeOutline.maxPoints (20000); its outline"),
    "shape-stroked-nan-width": ("warns", "Path.strokedPath(_:): a line width of nan is not a finite width ≥ 0, so the outline is empty and nothing is"),
    "shape-stroked-negative-width": ("warns", "Path.strokedPath(_:): a line width of -3 is not a finite width ≥ 0, so the outline is empty and nothing is"),
    "shape-trimmed-nan": ("warns", "Path.trimmedPath(from: nan, to: 0.5): a fraction that is not a number trims the path to nothing, so nothing"),
    "stroke-width-nan": ("warns", ".stroke line width nan is not a finite width ≥ 0, so the Circle's stroke is not drawn. Give lineWidth: (or"),
    "strokeborder-width-nan": ("warns", ".strokeBorder line width nan is not a finite width ≥ 0, so the RoundedRectangle's stroke is not drawn. Give"),
    "strokestyle-width-nan": ("warns", ".stroke line width nan is not a finite width ≥ 0, so the Capsule's stroke is not drawn. Give lineWidth: (or"),
    "stroke-shape-width-nan": ("warns", ".stroke line width nan is not a finite width ≥ 0, so the Circle's stroke is not drawn. Give lineWidth: (or"),
    "border-width-nan": ("warns", ".border(width: nan) is not a finite width ≥ 0; drawn without the border"),
    "strokedpath-width-nan": ("warns", "Path.strokedPath(_:): a line width of nan is not a finite width ≥ 0, so the outline is empty and nothing is"),
    "stroke-width-inf": ("warns", ".stroke line width inf is not a finite width ≥ 0, so the Circle's stroke is not drawn. Give lineWidth: (or"),
    "strokeborder-width-inf": ("warns", ".strokeBorder line width inf is not a finite width ≥ 0, so the RoundedRectangle's stroke is not drawn. Give"),
    "strokestyle-width-inf": ("warns", ".stroke line width inf is not a finite width ≥ 0, so the Capsule's stroke is not drawn. Give lineWidth: (or"),
    "stroke-shape-width-inf": ("warns", ".stroke line width inf is not a finite width ≥ 0, so the Circle's stroke is not drawn. Give lineWidth: (or"),
    "border-width-inf": ("warns", ".border(width: inf) is not a finite width ≥ 0; drawn without the border"),
    "strokedpath-width-inf": ("warns", "Path.strokedPath(_:): a line width of inf is not a finite width ≥ 0, so the outline is empty and nothing is"),
    "stroke-width-negative": ("warns", ".stroke line width -4 is not a finite width ≥ 0, so the Circle's stroke is not drawn. Give lineWidth: (or"),
    "strokeborder-width-negative": ("warns", ".strokeBorder line width -4 is not a finite width ≥ 0, so the RoundedRectangle's stroke is not drawn. Give"),
    "strokestyle-width-negative": ("warns", ".stroke line width -4 is not a finite width ≥ 0, so the Capsule's stroke is not drawn. Give lineWidth: (or"),
    "stroke-shape-width-negative": ("warns", ".stroke line width -4 is not a finite width ≥ 0, so the Circle's stroke is not drawn. Give lineWidth: (or"),
    "border-width-negative": ("warns", ".border(width: -4.0) is not a finite width ≥ 0; drawn without the border"),
    "strokedpath-width-negative": ("warns", "Path.strokedPath(_:): a line width of -4 is not a finite width ≥ 0, so the outline is empty and nothing is"),
    "strokestyle-hostile-dash": ("warns", "StrokeStyle dash nan is not usable; drawn as a solid line (dash lengths must be finite and ≥ 0)"),
    "strokeborder-style-nan": ("warns", ".strokeBorder line width nan is not a finite width ≥ 0, so the Circle's stroke is not drawn. Give lineWidth:"),
    "lineheight-exact-1e5-many-lines": ("fails", "every pixel of the"),
    "lineheight-exact-1e5-1000-lines": ("fails", "every pixel of the"),
    "linespacing-1e9-many-lines": ("warns", "Text(\"Line 1 Line 2 Line 3 Line 4 Line 5 Line … (55 characters)\"): .lineSpacing(1000000000) is not usable;"),
    "lineheight-exact-1e5-unclipped": ("fails", "is 800000 pt tall: .lineHeight(.exact(points: 100000)) puts its lines 100000 pt apart; give a line height or spacing near the font's size (17 pt)"),
    "lineheight-exact-1e5-1000-lines-unclipped": ("fails", ".lineHeight(.exact(points: 100000)) would put its lines past RenderLimits.maxTextHeight, so they were laid out at the font's own line height"),
    "linespacing-9e4-1000-lines-unclipped": ("fails", ".lineSpacing(90000) would put its lines past RenderLimits.maxTextHeight"),
    "lineheight-wrapped-paragraph": ("fails", ".lineHeight(.exact(points: 50000)) would put its lines past RenderLimits.maxTextHeight"),
    "linespacing-9e4-in-scrollview": ("warns", ".lineSpacing(90000) puts its 100 lines 90022 pt apart, 9002200 pt in all: more than text is laid out in (RenderLimits.maxTextHeight, 1000000 pt)"),
    "lineheight-multiple-huge": ("fails", "every pixel of the"),
    "lineheight-exact-nan": ("warns", "Text(\"Line 1 Line 2 Line 3 Line 4 Line 5 Line … (55 characters)\"): .lineHeight(.exact(points: nan)) gives a"),
    "lineheight-leading-negative-huge": ("warns", "Text(\"Line 1 Line 2 Line 3 Line 4 Line 5 Line … (55 characters)\"): .lineHeight(.leading(increase: -1e+300))"),
    "lineheight-fixedsize-many-lines": ("fails", "every pixel of the"),
    "containerrelative-spacing-nan": ("warns", ".containerRelativeFrame(_:count:span:spacing:) spacing nan is not a finite length; laid out with spacing 0"),
    "containerrelative-count-intmin": ("warns", ".containerRelativeFrame(_:count:span:spacing:) spacing -inf is not a finite length; laid out with spacing 0"),
    "containerrelative-closure-nan": ("warns", ".containerRelativeFrame's length for the width was nan (of a container 200 pt long), not a finite length ≥ 0;"),
    "containerrelative-closure-negative": ("warns", ".containerRelativeFrame's length for the width was -2e+302 (of a container 200 pt long), not a finite length"),
    "scrolltarget-paging-hostile": ("warns", ".containerRelativeFrame(_:count:span:spacing:) spacing nan is not a finite length; laid out with spacing 0"),
    "phaseanimator-nan-phases": ("warns", ".offset(x: nan) is not a finite coordinate; laid out as 0"),
    "keyframeanimator-nan-initial": ("warns", ".scaleEffect(x: nan, y: nan) is not a finite scale; drawn without the scale (give .scaleEffect finite factors"),
    "mesh-too-few-points": ("fails", "MeshGradient(width: 3, height: 3) has 4 points and 2 colors; it needs width × height of each, with width and"),
    "mesh-nan-points": ("warns", "MeshGradient point (nan, 0) is not finite; drawn at 0"),
    "mesh-intmax-size": ("fails", "MeshGradient(width: 9223372036854775807, height: 9223372036854775807) has 4 points and 4 colors; it needs"),
    "mesh-negative-size": ("fails", "MeshGradient(width: -2, height: 0) has 0 points and 0 colors; it needs width × height of each, with width and"),
    "mesh-300-square": ("fails", "MeshGradient(width: 300, height: 300) has 90000 points and 90000 colors; it needs width × height of each,"),
    "layout-proposes-huge": ("warns", "a shape's path has NaN or infinite coordinates (bounds (62, 82, 1e+300×0)); they were drawn at 0. Check the"),
    "layout-odd-guides": ("warns", "OddGuides.explicitAlignment(of: VerticalAlignment.top) returned -inf, not a finite position; aligned as if it"),
    "viewthatfits-nan-frames": ("warns", ".frame(width: nan): invalid frame dimension (negative or non-finite), as SwiftUI warns; laid out as if width"),
    "grid-spacing-hostile": ("warns", "Grid(horizontalSpacing: nan) is not a finite length; laid out with spacing 0"),
    // Since round 16 the spacing is named too (LayoutArgumentCheck.longestLength).
    "grid-spacing-huge": ("fails", "Grid(horizontalSpacing: 1e+300) is longer than any screen"),
    "containerrelative-spacing-huge": ("warns", ".containerRelativeFrame(_:count:span:spacing:) spacing 1e+300 is longer than any screen"),
    "grid-cell-anchor-nan": ("warns", ".gridCellAnchor(UnitPoint(x: nan, y: inf)) is not a finite unit point; the cell is placed by the grid's"),
    "kerning-nan": ("warns", "Text(\"Kerning\"): .kerning(nan) is not a finite length; laid out as 0. Give a finite length in points"),
    "tracking-nan": ("warns", "Text(\"Tracking\"): .tracking(nan) is not a finite length; laid out as 0. Give a finite length in points"),
    "baselineoffset-nan": ("warns", "Text(\"Offset\"): .baselineOffset(nan) is not a finite length; laid out as 0. Give a finite length in points"),
    "text-kerning-nan-concatenated": ("warns", "Text(\"ABC\"): .kerning(nan) is not a finite length; laid out as 0. Give a finite length in points"),
    "font-system-size-negative": ("warns", "Text(\"Small\"): font size -1 (Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 17 pt (sizes"),
    "date-style-huge": ("warns", "Text(_:style:): a date 1e+18 s from 2001 is not one a formatter can show; drawn as 100000000000 s (give a"),
    "gauge-reversed-bounds": ("warns", "Gauge bounds 10...0 are out of order (the lower bound is above the upper), so a value has no place between"),
    "progress-nan-total-zero": ("warns", "ProgressView(value: nan, total: 0): a total that is not a finite number above 0 has no fraction to show;"),
    "progress-negative-total": ("warns", "ProgressView(value: 5, total: -1): a total that is not a finite number above 0 has no fraction to show;"),
    "progress-infinite-both": ("warns", "ProgressView(value: inf, total: inf): a total that is not a finite number above 0 has no fraction to show;"),
    "linelimit-reserves-intmin": ("warns", ".lineLimit(-9223372036854775808, reservesSpace: true) limits text to -9223372036854775808 lines, fewer than one"),
    "stepper-reversed-bounds": ("warns", "Stepper bounds 10...0 are out of order (the lower bound is above the upper), so no value lies between them;"),
    "stepper-step-zero-double": ("warns", "Stepper step 0.0 is not a step above 0: a tap adds nothing to the value. Give a step above 0, e.g. step: 1"),
    "slider-reversed-bounds": ("warns", "Slider bounds 10...0 are out of order (the lower bound is above the upper), so a value has no place between"),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(view()) }))
    }
    add("control") { box }
    // Outlines and trims made in a custom shape's path(in:).
    add("shape-stroked-too-long") { shape { _ in polyline(30_000).strokedPath(StrokeStyle(lineWidth: 1)) } }
    add("shape-stroked-nan-width") { shape { _ in polyline(4).strokedPath(StrokeStyle(lineWidth: .nan)) } }
    add("shape-stroked-negative-width") { shape { _ in polyline(4).strokedPath(StrokeStyle(lineWidth: -3)) } }
    add("shape-trimmed-nan") { shape { rect in Path(ellipseIn: rect).trimmedPath(from: .nan, to: 0.5).strokedPath(StrokeStyle(lineWidth: 2)) } }
    add("shape-trimmed-infinite") { shape { rect in Path(rect).trimmedPath(from: 0, to: .infinity) } }
    // Stroke widths.
    for (name, width) in [("nan", CGFloat.nan), ("inf", .infinity), ("negative", -4)] {
      add("stroke-width-\(name)") { marked(Circle().stroke(Color.red, lineWidth: width).frame(width: 40, height: 40)) }
      add("strokeborder-width-\(name)") { marked(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.red, lineWidth: width).frame(width: 40, height: 40)) }
      add("strokestyle-width-\(name)") {
        marked(Capsule().stroke(Color.red, style: StrokeStyle(lineWidth: width, lineCap: .round, dash: [4, 2])).frame(width: 60, height: 30))
      }
      add("stroke-shape-width-\(name)") { marked(Circle().stroke(lineWidth: width).frame(width: 40, height: 40)) }
      add("border-width-\(name)") { marked(Color.yellow.frame(width: 40, height: 40).border(Color.red, width: width)) }
      add("strokedpath-width-\(name)") { marked(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)).strokedPath(StrokeStyle(lineWidth: width)).fill(Color.red).frame(width: 40, height: 40)) }
    }
    add("strokestyle-hostile-dash") {
      marked(Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 3, miterLimit: .nan, dash: [.nan, 2], dashPhase: .infinity)).frame(width: 40, height: 40))
    }
    add("strokeborder-style-nan") { marked(Circle().strokeBorder(style: StrokeStyle(lineWidth: .nan)).frame(width: 40, height: 40)) }
    // Line heights and spacings past Pango's coordinates.
    add("lineheight-exact-1e5-many-lines") { Text(lines).lineHeight(.exact(points: 1e5)).frame(width: 200, height: 200).clipped() }
    add("lineheight-exact-1e5-1000-lines") {
      Text((1...1_000).map(String.init).joined(separator: "\n")).lineHeight(.exact(points: 1e5)).frame(width: 200, height: 200).clipped()
    }
    add("linespacing-9e4-many-lines") { Text(lines).lineSpacing(9e4).frame(width: 200, height: 200).clipped() }
    add("linespacing-1e9-many-lines") { Text(lines).lineSpacing(1e9).frame(width: 200, height: 200).clipped() }
    add("lineheight-exact-1e5-unclipped") { Text(lines).lineHeight(.exact(points: 1e5)) }
    add("lineheight-exact-1e5-1000-lines-unclipped") { Text((1...1_000).map(String.init).joined(separator: "\n")).lineHeight(.exact(points: 1e5)) }
    add("linespacing-9e4-1000-lines-unclipped") { Text((1...1_000).map(String.init).joined(separator: "\n")).lineSpacing(9e4) }
    add("lineheight-wrapped-paragraph") {
      Text(String(repeating: "word ", count: 5_000)).lineHeight(.exact(points: 5e4)).frame(width: 100)
    }
    add("linespacing-9e4-in-scrollview") { ScrollView { Text((1...100).map(String.init).joined(separator: "\n")).lineSpacing(9e4) }.frame(width: 200, height: 200) }
    add("lineheight-multiple-huge") { Text(lines).lineHeight(.multiple(factor: 5_000)).frame(width: 200, height: 200).clipped() }
    add("lineheight-exact-nan") { Text(lines).lineHeight(.exact(points: .nan)) }
    add("lineheight-leading-negative-huge") { Text(lines).lineHeight(.leading(increase: -1e300)) }
    add("lineheight-fixedsize-many-lines") { Text(lines).lineHeight(.exact(points: 5e4)).fixedSize().frame(width: 200, height: 200).clipped() }
    // containerRelativeFrame.
    add("containerrelative-spacing-nan") { scrolling(Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: .nan)) }
    add("containerrelative-spacing-huge") { scrolling(marked(Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 1e300))) }
    add("containerrelative-count-intmin") { scrolling(Color.red.containerRelativeFrame([.horizontal, .vertical], count: Int.min, span: Int.max, spacing: -.infinity)) }
    add("containerrelative-closure-nan") { scrolling(marked(Color.red.containerRelativeFrame(.horizontal) { _, _ in .nan })) }
    add("containerrelative-closure-negative") { scrolling(marked(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, _ in -length * 1e300 })) }
    add("scrolltarget-paging-hostile") {
      ScrollView(.horizontal) { HStack { ForEach(0..<3, id: \.self) { _ in Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: .nan) } } }
        .scrollTargetBehavior(.paging).frame(width: 200, height: 40)
    }
    // Animators show their first phase and initial value.
    add("phaseanimator-nan-phases") {
      PhaseAnimator([CGFloat.nan, .infinity, -1e300]) { phase in Color.red.frame(width: 40, height: 40).opacity(phase).offset(x: phase) }
    }
    add("keyframeanimator-nan-initial") {
      KeyframeAnimator(initialValue: CGFloat.nan) { value in box.scaleEffect(value).rotationEffect(.degrees(value)) } keyframes: { _ in
        LinearKeyframe(CGFloat.infinity, duration: .nan)
        SpringKeyframe(-1e300, duration: -1, spring: .bouncy)
      }
    }
    // Mesh gradients.
    add("mesh-too-few-points") {
      Rectangle().fill(MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue])).frame(width: 60, height: 60)
    }
    add("mesh-nan-points") {
      Rectangle().fill(MeshGradient(width: 2, height: 2, points: [[.nan, 0], [1, .infinity], [0, 1], [-.infinity, .nan]], colors: [.red, .blue, .green, .yellow]))
        .frame(width: 60, height: 60)
    }
    add("mesh-intmax-size") {
      Rectangle().fill(MeshGradient(width: Int.max, height: Int.max, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow]))
        .frame(width: 60, height: 60)
    }
    add("mesh-negative-size") {
      Rectangle().fill(MeshGradient(width: -2, height: 0, points: [], colors: [])).frame(width: 60, height: 60)
    }
    add("mesh-300-square") {
      let n = 300
      let points = (0..<(n * n)).map { i in SIMD2<Float>(Float(i % n) / Float(n - 1), Float(i / n) / Float(n - 1)) }
      return Rectangle().fill(MeshGradient(width: n, height: n, points: points, colors: (0..<(n * n)).map { $0 % 2 == 0 ? Color.red : .blue }))
        .frame(width: 60, height: 60)
    }
    add("mesh-huge-points") {
      Rectangle().fill(MeshGradient(width: 2, height: 2, points: [[-1e30, -1e30], [1e30, 0], [0, 1e30], [Float.greatestFiniteMagnitude, 1]],
                                    colors: [.red, .blue, .green, .yellow])).frame(width: 60, height: 60)
    }
    // Custom layouts.
    add("layout-proposes-nan") { marked(Proposing(proposal: ProposedViewSize(width: .nan, height: -.infinity)) { Text("A"); Color.red }) }
    add("layout-proposes-huge") { marked(Proposing(proposal: ProposedViewSize(width: 1e300, height: .infinity)) { Text("A"); Color.red.frame(maxWidth: .infinity) }) }
    add("layout-odd-guides") { HStack(alignment: .top) { box; OddGuides { box } }.frame(width: 100).overlay(alignment: .leading) { OddGuides { box } } }
    add("viewthatfits-nan-frames") {
      ViewThatFits { Color.red.frame(width: .nan, height: 20); Color.blue.frame(width: -.infinity, height: 20); box }.frame(width: 100)
    }
    // Grids.
    add("grid-spacing-hostile") {
      Grid(alignment: .center, horizontalSpacing: .nan, verticalSpacing: -.infinity) { GridRow { box; box }; GridRow { box; box } }
    }
    add("grid-spacing-huge") { Grid(horizontalSpacing: 1e300, verticalSpacing: 1e300) { GridRow { box; box } }.frame(width: 100, height: 100).clipped() }
    add("grid-cell-anchor-nan") {
      Grid { GridRow { box.gridCellAnchor(UnitPoint(x: .nan, y: .infinity)); Color.red.frame(width: 40, height: 40) } }
    }
    add("grid-cellcolumns-huge-with-unsized") {
      Grid { GridRow { Color.red.gridCellColumns(Int.max).gridCellUnsizedAxes([.horizontal, .vertical]) }; GridRow { box; box } }
    }
    // Text numbers.
    add("linelimit-intmin-range") { Text(lines).lineLimit(Int.min...) }
    add("linelimit-reserves-intmin") { Text("A").lineLimit(Int.min, reservesSpace: true) }
    add("kerning-nan") { Text("Kerning").kerning(.nan) }
    add("tracking-nan") { Text("Tracking").tracking(.nan) }
    add("baselineoffset-nan") { Text("Offset").baselineOffset(.nan) }
    add("text-kerning-nan-concatenated") { Text("A").kerning(.nan) + Text("B").tracking(-.infinity) + Text("C").baselineOffset(.infinity) }
    add("font-system-size-negative") { Text("Small").font(.system(size: -1)) }
    add("date-style-distant-future") { VStack { Text(Date.distantFuture, style: .timer); Text(Date.distantPast, style: .relative); Text(Date.distantFuture, style: .offset) } }
    add("date-style-huge") { VStack { Text(date(1e18), style: .date); Text(date(-1e18), style: .time) } }
    // Controls.
    add("progress-nan-total-zero") { ProgressView(value: Double.nan, total: 0).frame(width: 100) }
    add("progress-negative-total") { ProgressView(value: 5.0, total: -1).frame(width: 100) }
    add("progress-infinite-both") { ProgressView(value: Double.infinity, total: .infinity).frame(width: 100) }
    add("gauge-reversed-bounds") { Gauge(value: 5.0, in: reversed(10.0, 0.0)) { Text("G") }.frame(width: 100) }
    add("slider-reversed-bounds") { Slider(value: .constant(5.0), in: reversed(10.0, 0.0)).frame(width: 100) }
    add("stepper-reversed-bounds") { Stepper("S", value: .constant(5), in: reversed(10, 0)).frame(width: 200) }
    add("stepper-step-zero-double") { Stepper("S", value: .constant(5.0), in: 0...10, step: 0).frame(width: 200) }
    add("slider-point-range") { Slider(value: .constant(7.0), in: 5...5, step: 0).frame(width: 100) }
    return cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round11", fileSuffix: "round11") == [])
  }
}
