import Foundation
import SpecimenCairo
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 19: a canvas's graphics context given NaN and infinite shadings, clips, transforms and
/// filters, layers nested 10 000 deep and ten million paths; UIKit appearance proxies holding fonts of NaN and 10⁹ pt,
/// values that are not colours and NaN colour components; UIKit's app and scene life cycle called as a device never
/// would; custom layouts with caches that grow, layout values of a million elements and a layout that changes every
/// pass; identities that repeat or are NaN, matched-geometry groups with two sources, animations that never settle;
/// and the gradients round 18 left silent (a sweep of 10³⁰⁰°, stops out of order). Every case renders in one catalog
/// run and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound19Tests {
  typealias Case = HostileCase

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// A canvas of 40×40 pt beside the box, running `draw`.
  static func canvas(_ draw: @escaping (inout GraphicsContext, CGSize) -> Void) -> some View {
    marked(Canvas(renderer: draw).frame(width: 40, height: 40))
  }

  static let square = Path(CGRect(x: 0, y: 0, width: 20, height: 20))

  /// Draws a layer inside a layer `depth` times, then fills a square.
  static func layered(_ context: inout GraphicsContext, _ depth: Int) {
    if depth == 0 { context.fill(square, with: .color(.red)) } else { context.drawLayer { layered(&$0, depth - 1) } }
  }

  // MARK: UIKit appearance proxies, set in a screen's init() as apps do

  /// Builds its content inside the render, as a preview cell does, so the content's `init()` sets the render's proxies.
  struct Built<Content: View>: View {
    let make: () -> Content
    var body: some View { make() }
  }

  /// A navigation stack with an inline title, after `setUp` ran in its init().
  struct NavigationScreen: View {
    init(_ setUp: () -> Void) { setUp() }
    var body: some View {
      NavigationStack { Color.white.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }.frame(width: 200, height: 120)
    }
  }

  /// A segmented picker, after `setUp` ran in its init().
  struct SegmentedScreen: View {
    init(_ setUp: () -> Void) { setUp() }
    var body: some View {
      Picker("Range", selection: .constant(0)) { Text("Week").tag(0); Text("Month").tag(1) }.pickerStyle(.segmented).frame(width: 160)
    }
  }

  /// A paged tab view with its dots, after `setUp` ran in its init().
  struct PagerScreen: View {
    init(_ setUp: () -> Void) { setUp() }
    var body: some View {
      TabView { Text("One").tag(0); Text("Two").tag(1) }.tabViewStyle(.page(indexDisplayMode: .always)).frame(width: 160, height: 100)
    }
  }

  /// A tab view with one item, after `setUp` ran in its init().
  struct TabScreen: View {
    init(_ setUp: () -> Void) { setUp() }
    var body: some View {
      TabView { Color.white.tabItem { Label("Home", systemImage: "house") }; Color.white.tabItem { Label("Mail", systemImage: "envelope") } }
        .frame(width: 160, height: 120)
    }
  }

  // MARK: UIKit life cycle

  /// A scene delegate that would build the window; no system ever calls it in a render.
  final class SceneDelegate: NSObject, UIWindowSceneDelegate {
    nonisolated(unsafe) static var connected = false
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
      Self.connected = true
    }
  }

  /// Opens a malformed URL from its body, as a link handler run too early would.
  struct URLOpener: View {
    var body: some View {
      var opened = true
      if let url = URL(string: "http://[::1") ?? URL(string: "%%%") { UIApplication.shared.open(url) { opened = $0 } }
      return Text(opened ? "Opened" : "Not opened")
    }
  }

  // MARK: Custom layouts

  /// A layout whose cache grows by one element on every call.
  struct GrowingCacheLayout: Layout {
    func makeCache(subviews: Subviews) -> [CGSize] { [] }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
      cache.append(proposal.replacingUnspecifiedDimensions())
      return CGSize(width: 40, height: 20 + CGFloat(cache.count % 2))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
      cache.append(bounds.size)
      for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
  }

  /// A layout that measures its one subview at 64 fractions of its own proposed width before answering (a search for a fit).
  struct SearchingLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      var best = CGSize.zero
      let width = proposal.width ?? 300
      for step in 0..<64 { best = subviews.first?.sizeThatFits(ProposedViewSize(width: width * CGFloat(step + 1) / 64, height: nil)) ?? best }
      return best
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
  }

  static func searching(_ depth: Int) -> AnyView { depth == 0 ? AnyView(box) : AnyView(SearchingLayout { searching(depth - 1) }) }

  /// A layout value holding a million numbers.
  struct Weights: LayoutValueKey {
    static let defaultValue: [Double] = []
  }

  /// Sizes each subview by the count of its weights.
  struct WeightedLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: CGFloat(subviews.map { $0[Weights.self].count }.reduce(0, +)) / 25_000, height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
  }

  /// A counter of body evaluations, shared by every pass.
  final class Passes: @unchecked Sendable { var count = 0 }

  /// Switches between a horizontal and a vertical layout on every evaluation of its body.
  struct SwitchingLayout: View {
    let passes: Passes
    var body: some View {
      passes.count += 1
      let layout = passes.count.isMultiple(of: 2) ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
      return layout { box; box }
    }
  }

  /// Places its subviews with a NaN proposal.
  struct NaNProposalLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 40, height: 20) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(width: .nan, height: -.infinity)) }
    }
  }

  // MARK: Identity and animation

  /// An identifiable row whose ids repeat.
  struct Row: Identifiable {
    let id: Int
    let name: String
  }

  /// A value whose `==` never holds.
  struct NeverEqual: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { false }
  }

  /// Two views in one matched-geometry group, both the source.
  struct TwoSources: View {
    @Namespace var space
    var body: some View {
      HStack {
        Color.red.frame(width: 20, height: 20).matchedGeometryEffect(id: "pill", in: space)
        Color.green.frame(width: 30, height: 10).matchedGeometryEffect(id: "pill", in: space)
      }
    }
  }

  /// A segmented control built by hand, whose pill follows the selected segment: one source per id (control).
  struct OneSourceEach: View {
    @Namespace var space
    var body: some View {
      HStack {
        ForEach(0..<3, id: \.self) { i in
          Text("S\(i)").padding(4).background { if i == 1 { Capsule().fill(.yellow).matchedGeometryEffect(id: "pill", in: space) } }
        }
      }
    }
  }

  static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // Before: drawn without a word (the 10²⁰° sweep as wedges at meaningless angles; stops sorted silently).
    "angular-gradient-sweep-1e20-turns": ("warns", "AngularGradient sweeps 5.55556e+17 turns (startAngle -1e+20°, endAngle 1e+20°); SwiftUI "
      + "draws only the last complete turn, less than a thousandth of the gradient, so it shows as the gradient's last colour"),
    "linear-gradient-stops-descending": ("warns", "Gradient stops are not in order of location (1, 0): stop 1 at 0 comes after one at 1; "
      + "drawn sorted by location. List the stops from the lowest location to the highest"),
    "elliptical-gradient-stops-shuffled": ("warns", "Gradient stops are not in order of location (0.7, 0.2, 0.9): stop 1 at 0.2 comes after one at 0.7"),
    // A canvas's context: shadings and text were named already; a transform, clip or layer depth now is.
    "canvas-linear-shading-nan-points": ("warns", "GraphicsContext.Shading.linearGradient startPoint (nan, 0) is not a finite position; drawn at 0 on that axis"),
    "canvas-radial-shading-nan-radii": ("warns", "RadialGradient startRadius nan is not usable; drawn with radius 0"),
    "canvas-conic-shading-inf-angle": ("warns", "AngularGradient angle (degrees) inf is not usable; drawn as a full turn from 0°"),
    // Before: "a shape's path has NaN or infinite coordinates", naming no clip.
    "canvas-clip-nan-path": ("warns", "GraphicsContext.clip(to:): the path has a point at (nan, "),
    "canvas-resolve-text-nan-font": ("warns", "Text(\"Label\"): font size nan (Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 17 pt"),
    // Before: 10 000 layers recursed on the render thread's stack (a 512 KiB test thread overflowed) and then failed on the view depth.
    "canvas-drawlayer-nested-10000": ("fails", "GraphicsContext.drawLayer is nested more than 100 layers deep (GraphicsContext.maxLayerDepth), so the "
      + "canvas cannot be drawn"),
    "canvas-filters-nan": ("warns", ".blur radius nan is not usable; drawn without the blur"),
    "canvas-opacity-inf-blendmode": ("warns", ".opacity inf is not usable; drawn with opacity 1"),
    // Before: silent (translateBy) or "a shape's path has NaN or infinite coordinates" (concatenate).
    "canvas-translate-inf": ("warns", "GraphicsContext.translateBy(x: inf, y: 5): a number that is not finite is not usable; taken as 0, so later "
      + "drawing is not moved on that axis. Give finite numbers"),
    "canvas-concatenate-nan-matrix": ("warns", "GraphicsContext.concatenate(CGAffineTransform(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: inf)): a number "
      + "that is not finite is not usable; the matrix is left out"),
    "canvas-1m-paths": ("fails", "a Canvas recorded more than 100000 drawing operations (fill, stroke, draw), each drawn as a view"),
    // Appearance proxies: a value of the wrong type was silent, a font size not above 0 named by the text it styled (or not at all).
    "appearance-navbar-title-font-nan": ("warns", "UINavigationBar.appearance().standardAppearance.titleTextAttributes[.font] is a UIFont of size "
      + "nan, not a finite size above 0; drawn in the default font"),
    "appearance-navbar-foreground-not-a-colour": ("warns", "UINavigationBar.appearance().standardAppearance.titleTextAttributes[.foregroundColor] "
      + "holds a value of type String (red), not a UIColor: UIKit sends it UIColor messages when it draws, and the app stops (\"unrecognized selector sent to "
      + "instance\"); drawn in the default colour. Give a UIColor (e.g. UIColor.white)"),
    // Before round 20: "Color red nan is not usable; drawn as 0", naming no proxy.
    "appearance-scroll-edge-shadow-nan": ("warns", "UINavigationBar.appearance().scrollEdgeAppearance.shadowColor is a UIColor with red nan"),
    "appearance-segmented-font-1e9": ("warns", "Text(\"Week\"): font size 1000000000 (Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 1024 pt"),
    "appearance-segmented-tint-nan": ("warns", "UISegmentedControl selectedSegmentTintColor is a UIColor with red nan, green nan, blue nan, alpha nan"),
    "appearance-pagecontrol-tints-nan": ("warns", "UIPageControl.appearance().currentPageIndicatorTintColor is a UIColor with red nan"),
    "appearance-tabbar-title-font-negative": ("warns", "UITabBar.appearance().standardAppearance.stackedLayoutAppearance.normal.titleTextAttributes"
      + "[.font] is a UIFont of size -40, not a finite size above 0"),
    // Identity: before, repeated IDs and a second matched-geometry source were silent.
    "foreach-duplicate-ids": ("warns", "ForEach: the ID 1 occurs multiple times within the collection, this will give undefined results! "
      + "(SwiftUI's runtime warning; 2 elements repeat an earlier ID.) Every element is drawn; give each one its own ID"),
    "foreach-identifiable-same-id-2000": ("warns", "ForEach: the ID 7 occurs multiple times within the collection"),
    "list-duplicate-ids": ("warns", "ForEach: the ID 1 occurs multiple times within the collection, this will give undefined results! "
      + "(SwiftUI's runtime warning; 1 element repeats an earlier ID.)"),
    "matched-geometry-two-sources": ("warns", "matchedGeometryEffect(id: \"pill\", in:): more than one view of the group has isSource: true "
      + "(SwiftUI: \"Multiple inserted views in matched geometry group … have `isSource: true`, results are undefined.\"); the first in "
      + "tree order gives the group's geometry. Give the others isSource: false"),
    // Before: the NaN dates reached Text(_:style:) (explicit) or were silent (periodic).
    "timelineview-explicit-nan-dates": ("warns", "TimelineView(.explicit(_:)): the date nan s from 2001 is not a date a clock reaches"),
    "timelineview-everyminute-from-nan": ("warns", "TimelineView(.periodic(from:by:)): start date nan s from 2001 is not a date a clock reaches"),
    "keyframeanimator-trigger-empty-tracks": ("warns", ".opacity nan is not usable; drawn with opacity 1"),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(view()) }))
    }
    add("control") { box }
    // Gradients round 18 left silent.
    add("angular-gradient-sweep-1e20-turns") {
      Circle().fill(AngularGradient(colors: [.red, .green, .blue], center: .center, startAngle: .degrees(-1e20), endAngle: .degrees(1e20))).frame(width: 40, height: 40)
    }
    add("angular-gradient-sweep-two-turns") {
      AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(720)).frame(width: 40, height: 40)
    }
    add("linear-gradient-stops-descending") {
      LinearGradient(stops: [.init(color: .red, location: 1), .init(color: .blue, location: 0)], startPoint: .leading, endPoint: .trailing).frame(width: 60, height: 20)
    }
    add("elliptical-gradient-stops-shuffled") {
      EllipticalGradient(stops: [.init(color: .red, location: 0.7), .init(color: .green, location: 0.2), .init(color: .blue, location: 0.9)]).frame(width: 60, height: 40)
    }
    // A canvas's graphics context.
    add("canvas-linear-shading-nan-points") {
      canvas { context, _ in
        context.fill(square, with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: CGFloat.nan, y: 0), endPoint: CGPoint(x: 0, y: CGFloat.infinity)))
      }
    }
    add("canvas-radial-shading-nan-radii") {
      canvas { context, _ in
        context.fill(square, with: .radialGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 10, y: 10), startRadius: .nan, endRadius: -.infinity))
      }
    }
    add("canvas-conic-shading-inf-angle") {
      canvas { context, _ in
        context.fill(square, with: .conicGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 1e300, y: -1e300), angle: .radians(.infinity)))
      }
    }
    add("canvas-clip-empty-path") {
      canvas { context, _ in
        context.clip(to: Path())
        context.fill(square, with: .color(.red))
      }
    }
    add("canvas-clip-nan-path") {
      canvas { context, _ in
        context.clip(to: Path(ellipseIn: CGRect(x: CGFloat.nan, y: 0, width: 20, height: CGFloat.infinity)))
        context.fill(square, with: .color(.red))
      }
    }
    add("canvas-resolve-text-nan-font") {
      canvas { context, size in
        let text = context.resolve(Text("Label").font(.system(size: .nan)))
        let measured = text.measure(in: size)
        context.draw(text, in: CGRect(origin: .zero, size: measured))
      }
    }
    add("canvas-drawlayer-nested-10000") { canvas { context, _ in layered(&context, 10_000) } }
    add("canvas-filters-nan") {
      canvas { context, _ in
        context.addFilter(.blur(radius: .nan))
        context.addFilter(.shadow(color: .black, radius: .infinity, x: .nan, y: -.infinity))
        context.addFilter(.hueRotation(.radians(.nan)))
        context.addFilter(.grayscale(.nan))
        context.fill(square, with: .color(.red))
      }
    }
    add("canvas-opacity-inf-blendmode") {
      canvas { context, _ in
        context.opacity = .infinity
        context.blendMode = .multiply
        context.fill(square, with: .color(.red))
      }
    }
    add("canvas-translate-inf") {
      canvas { context, _ in
        context.translateBy(x: .infinity, y: 5)
        context.fill(square, with: .color(.red))
      }
    }
    add("canvas-concatenate-nan-matrix") {
      canvas { context, _ in
        context.concatenate(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: .infinity))
        context.fill(square, with: .color(.red))
      }
    }
    add("canvas-scale-zero-then-stroke") {
      canvas { context, _ in
        context.scaleBy(x: 0, y: 1)
        context.stroke(square, with: .color(.red), lineWidth: 4)
      }
    }
    // Ten times the limit: past it, each call returns at once (`GraphicsContext.isFull`) and the loop finishes.
    add("canvas-1m-paths") {
      canvas { context, _ in
        for i in 0..<1_000_000 { context.fill(Path(CGRect(x: i % 40, y: i % 37, width: 1, height: 1)), with: .color(.red)) }
      }
    }
    // UIKit appearance proxies.
    add("appearance-navbar-title-font-nan") {
      Built { NavigationScreen { UINavigationBar.appearance().titleTextAttributes = [.font: UIFont.systemFont(ofSize: .nan)] } }
    }
    add("appearance-navbar-foreground-not-a-colour") {
      Built { NavigationScreen { UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: "red", .font: 17] } }
    }
    add("appearance-scroll-edge-shadow-nan") {
      Built {
        NavigationScreen {
          let appearance = UINavigationBarAppearance()
          appearance.configureWithOpaqueBackground()
          appearance.shadowColor = UIColor(red: .nan, green: 0, blue: 0, alpha: 1)
          appearance.backgroundColor = UIColor(red: 0, green: .infinity, blue: 0, alpha: -.infinity)
          UINavigationBar.appearance().scrollEdgeAppearance = appearance
        }
      }
    }
    add("appearance-segmented-font-1e9") {
      Built { SegmentedScreen { UISegmentedControl.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 1e9)], for: .normal) } }
    }
    add("appearance-segmented-tint-nan") {
      Built { SegmentedScreen { UISegmentedControl.appearance().selectedSegmentTintColor = UIColor(red: .nan, green: .nan, blue: .nan, alpha: .nan) } }
    }
    add("appearance-pagecontrol-tints-nan") {
      Built {
        PagerScreen {
          UIPageControl.appearance().currentPageIndicatorTintColor = UIColor(red: .nan, green: 0, blue: 0, alpha: 1)
          UIPageControl.appearance().pageIndicatorTintColor = UIColor(white: .infinity, alpha: .nan)
        }
      }
    }
    add("appearance-tabbar-title-font-negative") {
      Built {
        TabScreen {
          UITabBar.appearance().standardAppearance.stackedLayoutAppearance.normal.titleTextAttributes = [.font: UIFont.systemFont(ofSize: -40)]
          UITabBar.appearance().standardAppearance.stackedLayoutAppearance.normal.iconColor = UIColor(red: 1, green: .infinity, blue: 0, alpha: 1)
        }
      }
    }
    // UIKit's app and scene life cycle.
    add("uiapplication-open-malformed-url") { URLOpener() }
    add("scene-delegate-never-called") { Text(SceneDelegate.connected ? "Connected" : "Not connected") }
    // Custom layouts.
    add("layout-cache-grows-every-call") { marked(VStack { ForEach(0..<200, id: \.self) { _ in GrowingCacheLayout { Color.red } } }.frame(height: 60).clipped()) }
    add("layout-measures-64-widths-nested-3") { marked(searching(3)) }
    add("layoutvalue-million-elements") {
      marked(WeightedLayout { Color.red.layoutValue(key: Weights.self, value: Array(repeating: 1, count: 1_000_000)) })
    }
    add("anylayout-switches-every-pass") { marked(SwitchingLayout(passes: Passes())) }
    add("layout-places-with-nan-proposal") { marked(NaNProposalLayout { Color.red; Text("x") }) }
    // Identity.
    add("foreach-duplicate-ids") { VStack { ForEach([1, 2, 1, 3, 2], id: \.self) { Text("Row \($0)") } } }
    add("foreach-identifiable-same-id-2000") {
      ScrollView { VStack { ForEach((0..<2_000).map { Row(id: 7, name: "Row \($0)") }) { Text($0.name) } } }.frame(width: 100, height: 60)
    }
    add("list-duplicate-ids") { List([Row(id: 1, name: "A"), Row(id: 1, name: "B")]) { Text($0.name) }.frame(width: 160, height: 120) }
    add("foreach-nan-ids") { VStack { ForEach([Double.nan, .nan, .nan], id: \.self) { Text("\($0)") } } }
    add("id-nan") { marked(Text("Same").id(Double.nan)) }
    add("matched-geometry-two-sources") { TwoSources() }
    add("matched-geometry-one-source-per-id") { OneSourceEach() }
    // Animation.
    add("animation-spring-response-zero") { box.animation(.spring(response: 0, dampingFraction: 0), value: 1) }
    add("animation-value-never-equal") { box.animation(.easeIn(duration: 1), value: NeverEqual()) }
    add("animation-negative-duration-delay") { box.animation(.easeOut(duration: -1).delay(-1e300).speed(.infinity), value: 2) }
    add("timelineview-explicit-nan-dates") {
      marked(TimelineView(.explicit([date(.nan), date(.infinity), date(-.infinity)])) { context in Text(context.date, style: .time) })
    }
    add("timelineview-everyminute-from-nan") {
      marked(TimelineView(.periodic(from: date(.nan), by: 60)) { context in Text(context.date, style: .date) })
    }
    add("keyframeanimator-trigger-empty-tracks") {
      marked(box.keyframeAnimator(initialValue: CGFloat.nan, trigger: 1) { content, value in content.opacity(value) } keyframes: { _ in
        KeyframeTrack(\.self) {}
      })
    }
    return cases
  }()

  /// A sweep of more than a turn draws only its last complete turn, as SwiftUI documents: 0°…720° from red to blue shows the
  /// gradient's second half (purple just below the 0° ray, blue just above it); a sweep of 10²⁰° shows its end colour
  /// everywhere (before, its 90 wedges were drawn at angles that meant nothing).
  @Test func aSweepOfMoreThanATurnDrawsItsLastTurn() throws {
    let renderer = ViewRenderer(scale: 1, background: nil)
    func image(_ end: Double) throws -> RasterImage {
      try renderer.rasterize(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(end))
        .frame(width: 100, height: 100), in: ProposedViewSize(width: 100, height: 100))
    }
    let two = try image(720)
    let start = two.pixel(x: 95, y: 52), end = two.pixel(x: 95, y: 47)
    #expect((100...155).contains(Int(start.r)) && (125...180).contains(Int(start.b)), "\(start)")
    #expect(end.b >= 250 && end.r <= 8, "\(end)")
    let huge = try image(1e20)
    for (x, y) in [(95, 52), (95, 47), (50, 5), (5, 50), (50, 95), (20, 20), (80, 80)] {
      let pixel = huge.pixel(x: x, y: y)
      #expect(pixel.b >= 254 && pixel.r <= 1, "(\(x), \(y)): \(pixel)")
    }
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round19", fileSuffix: "round19") == [])
  }
}
