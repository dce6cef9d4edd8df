import Foundation
import SpecimenCairo
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 20: custom layouts that measure their subviews at many derived proposals, nested deeper than
/// round 19's three levels; UIKit appearance proxies holding NaN colours (tab bar, switch, navigation bar); tab views
/// whose selection matches no tab, whose items are huge or empty and whose bar backgrounds hold NaN; backgrounds that
/// ignore the safe area nested 1 000 deep; `Shape.union` of NaN and enormous paths and chains of 1 000 unions; measurements
/// of NaN and ∞ in locale-preferred units; texts concatenated from 100 000 pieces, a megabyte of Markdown, NaN attribute
/// runs; scroll positions and readers aimed at ids that are not there, and grids with columns out of range. Every case
/// renders in one catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound20Tests {
  typealias Case = HostileCase

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  // MARK: Custom layouts measuring at derived proposals

  /// Measures its subviews at 64 fractions of its own proposed width before answering (a search for a fit).
  struct SearchingLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      var best = CGSize.zero
      let width = proposal.width ?? 300
      for step in 0..<64 {
        for subview in subviews { best = subview.sizeThatFits(ProposedViewSize(width: width * CGFloat(step + 1) / 64, height: nil)) }
      }
      return best
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
  }

  static func searching(_ depth: Int) -> AnyView { depth == 0 ? AnyView(box) : AnyView(SearchingLayout { searching(depth - 1) }) }

  /// A balancing layout that asks each subview its size at its ideal, its minimum, its maximum and 8 heights between.
  struct BalancingLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      var total = CGSize.zero
      for subview in subviews {
        for proposal in [ProposedViewSize.unspecified, .zero, .infinity] + (1...8).map({ ProposedViewSize(width: nil, height: CGFloat($0) * 10) }) {
          let size = subview.sizeThatFits(proposal)
          total.width = max(total.width, min(size.width, 200))
          total.height = max(total.height, min(size.height, 200))
        }
      }
      return total
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
  }

  static func balancing(_ depth: Int) -> AnyView {
    depth == 0 ? AnyView(box) : AnyView(BalancingLayout { balancing(depth - 1); balancing(depth - 1) })
  }

  // MARK: Appearance proxies, set in a screen's init() as apps do

  /// Builds its content inside the render, as a preview cell does, so the content's `init()` sets the render's proxies.
  struct Built<Content: View>: View {
    let make: () -> Content
    var body: some View { make() }
  }

  /// A tab view with two items, after `setUp` ran in its init().
  struct TabScreen: View {
    init(_ setUp: () -> Void) { setUp() }
    var body: some View {
      TabView { Color.white.tabItem { Label("Home", systemImage: "house") }; Color.white.tabItem { Label("Mail", systemImage: "envelope") } }
        .frame(width: 160, height: 120)
    }
  }

  /// A settings row with a switch toggle, after `setUp` ran in its init().
  struct SwitchScreen: View {
    init(_ setUp: () -> Void) { setUp() }
    var body: some View { Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 160) }
  }

  /// A navigation stack with an inline title, after `setUp` ran in its init().
  struct NavigationScreen: View {
    init(_ setUp: () -> Void) { setUp() }
    var body: some View {
      NavigationStack { Color.white.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }.frame(width: 200, height: 120)
    }
  }

  /// A UIKit switch whose own on colour is infinite, shown through a representable.
  struct InfiniteSwitch: UIViewRepresentable {
    func makeUIView(context: Context) -> UISwitch {
      let view = UISwitch()
      view.isOn = true
      view.onTintColor = UIColor(red: .infinity, green: 0, blue: -.infinity, alpha: 1)
      return view
    }
    func updateUIView(_ uiView: UISwitch, context: Context) {}
  }

  // MARK: Tab views

  /// A tab view of `count` tabs, tagged 0…count-1, selecting `selection`.
  static func tabs<S: Hashable>(_ count: Int, selection: S) -> some View {
    TabView(selection: .constant(selection)) {
      ForEach(0..<count, id: \.self) { i in Text("Page \(i)").tabItem { Label("T\(i)", systemImage: "star") }.tag(i) }
    }.frame(width: 300, height: 160)
  }

  static let nanGradient = LinearGradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: .infinity)],
                                          startPoint: .leading, endPoint: .trailing)

  // MARK: Scrolling

  /// A scroll view of 50 rows whose reader scrolls, on appearing, to an id none of them has.
  struct MissingScrollTarget: View {
    var body: some View {
      ScrollViewReader { proxy in
        ScrollView { VStack { ForEach(0..<50, id: \.self) { Text("Row \($0)").id($0) } } }
          .onAppear { proxy.scrollTo(999, anchor: .bottom) }
      }.frame(width: 100, height: 80)
    }
  }

  static func rows(_ count: Int) -> some View { ForEach(0..<count, id: \.self) { Text("Row \($0)").frame(height: 20) } }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // Before: 64⁶ measurements, never finishing; now bounded by CustomLayoutBudget.maxSubviewMeasurements and named.
    "layout-measures-64-widths-nested-6": ("warns", "SearchingLayout.sizeThatFits measured its subviews at so many different proposals that the "
      + "layout pass made over 300000 (CustomLayoutBudget.maxSubviewMeasurements) measurements"),
    // Before: "Color red nan is not usable; drawn as 0", naming no proxy.
    "appearance-tabbar-tints-nan": ("warns", "UITabBar.appearance().tintColor is a UIColor with red nan, not finite components; drawn with "
      + "NaN and -∞ as 0 and ∞ as 1. Give components from 0 to 1"),
    "appearance-tabbar-bartint-nan": ("warns", "UITabBar.appearance().standardAppearance.backgroundColor is a UIColor with blue nan"),
    "appearance-switch-tints-nan": ("warns", "UISwitch.appearance().onTintColor is a UIColor with red nan, green nan, not finite components"),
    "uiswitch-own-ontint-infinite": ("warns", "UISwitch onTintColor is a UIColor with red inf, blue -inf, not finite components"),
    "appearance-navbar-background-nan": ("warns", "UINavigationBar.appearance().scrollEdgeAppearance.backgroundColor is a UIColor with red nan"),
    // Before: silent, the first tab drawn selected.
    "tabview-selection-matches-no-tab": ("warns", "TabView(selection:): the selection 99 (Int) matches no tab's tag (the tabs are tagged with "
      + "values of type Int); the first tab is drawn selected. Tag each tab with .tag(_:) of the selection's type, one of them equal to it"),
    "tabview-selection-of-another-type": ("warns", "TabView(selection:): the selection 1 (String) matches no tab's tag (the tabs are tagged "
      + "with values of type Int)"),
    "tabbar-background-gradient-nan-stops": ("warns", "Gradient.Stop location nan is not usable; drawn at location 0"),
    // Before round 21: "Color red nan is not usable; drawn as 0", naming no modifier.
    "tabbar-background-color-nan": ("warns", ".toolbarBackground(_:for: .tabBar) is a Color with red nan, not finite components"),
    "background-ignores-safe-area-nested-1000": ("fails", "the view nests more than 2000 views deep (ViewDepth.limit)"),
    "union-nan-path": ("warns", "Path.union(_:eoFill:): a path has the point (nan, inf), which is not finite, so its subpath is left out"),
    // Rounds 21–39 left the enormous subpath out. Since round 40 it is cut to the square ±1000000 pt and combined, so the
    // union covers the whole image, as the union with a 2×10³⁰⁰-pt rectangle does, and the cell fails as one colour,
    // with the far point named.
    "union-enormous-path": ("fails", "every pixel of the 308×368 image is the same color; check opacity, clipping, colors equal to the "
      + "background, and frames | Round20/case-union-enormous-path: Path.union(_:eoFill:): a path has the point (-1e+300, -1e+300), which "
      + "is farther than any screen (over 1000000 pt from the origin), so its outline is cut at 1000000 pt from the origin on each axis"),
    "minimumscalefactor-2": ("warns", "Text(\"A long line of text\"): .minimumScaleFactor(2) is outside 0...1; drawn with factor 1"),
    "linelimit-0": ("warns", ".lineLimit(0) limits text to 0 lines, fewer than one; laid out with 1 line"),
    "baselineoffset-and-linespacing-1e9-wrapped": ("warns", ".lineSpacing(1000000000) is not usable; drawn with line spacing 0"),
    "text-concatenated-100000": ("warns", "(100000 characters)\") has more than 20000 characters (TextLength.limit); laid out its first 20000"),
    "markdown-1m-characters": ("warns", "(988000 characters)\") has more than 20000 characters (TextLength.limit)"),
    "attributed-1000-runs-nan-baseline": ("warns", "AttributedString.kern(inf) is not a finite length; laid out as 0"),
    "contentmargins-negative": ("warns", ".contentMargins: top -50.0, leading -50.0, bottom -50.0, trailing -50.0 are not finite lengths ≥ 0; laid out as 0"),
    "containerrelativeframe-span-over-count": ("warns", ".containerRelativeFrame(_:count:span:spacing:) span 5 is not within 1...count (2); "
      + "laid out with span 2"),
    // Before round 21: silent.
    "gridcellcolumns-0-and-negative": ("warns", ".gridCellColumns(-3) spans fewer than one column; laid out spanning 1 column"),
    "lazyvgrid-flexible-min-over-max-nan": ("warns", "LazyVGrid GridItem 1 .flexible(minimum:) nan is not a finite size; laid out as .flexible()"),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(view()) }))
    }
    add("control") { box }
    // Custom layouts measuring at derived proposals (round 19 stopped at three levels: 64³ measurements).
    add("layout-measures-64-widths-nested-6") { marked(searching(6)) }
    add("layout-measures-11-proposals-binary-tree-8") { marked(balancing(8)) }
    add("layout-measures-64-widths-nested-2") { marked(searching(2)) }
    // Appearance proxies holding NaN colours: before, named only as "Color red nan".
    add("appearance-tabbar-tints-nan") {
      Built {
        TabScreen {
          UITabBar.appearance().tintColor = UIColor(red: .nan, green: 0, blue: 0, alpha: 1)
          UITabBar.appearance().unselectedItemTintColor = UIColor(white: .infinity, alpha: .nan)
        }
      }
    }
    add("appearance-tabbar-bartint-nan") { Built { TabScreen { UITabBar.appearance().barTintColor = UIColor(red: 0, green: 0, blue: .nan, alpha: 1) } } }
    add("appearance-switch-tints-nan") {
      Built {
        SwitchScreen {
          UISwitch.appearance().onTintColor = UIColor(red: .nan, green: .nan, blue: 1, alpha: 1)
          UISwitch.appearance().thumbTintColor = UIColor(red: 1, green: 1, blue: 1, alpha: -.infinity)
        }
      }
    }
    add("uiswitch-own-ontint-infinite") { InfiniteSwitch() }
    add("appearance-navbar-background-nan") {
      Built {
        NavigationScreen {
          let appearance = UINavigationBarAppearance()
          appearance.configureWithOpaqueBackground()
          appearance.backgroundColor = UIColor(red: .nan, green: 0.5, blue: 0.5, alpha: 1)
          UINavigationBar.appearance().scrollEdgeAppearance = appearance
        }
      }
    }
    // Tab views.
    add("tabview-selection-matches-no-tab") { tabs(3, selection: 99) }
    add("tabview-selection-of-another-type") { tabs(3, selection: "1") }
    add("tabview-10000-tabs-last-selected") { tabs(10_000, selection: 9_999) }
    add("tabitem-huge-image") {
      TabView {
        Text("Home").tabItem { Image(systemName: "house").resizable().frame(width: 1e6, height: 1e6); Text("Home") }
        Text("Mail").tabItem { Label("Mail", systemImage: "envelope") }
      }.frame(width: 200, height: 120)
    }
    add("tabitem-empty-content") {
      TabView { Text("Home").tabItem { EmptyView() }; Text("Mail").tabItem {} }.frame(width: 200, height: 120)
    }
    add("tabbar-background-gradient-nan-stops") {
      // `.visible`: with no scroll content under it the bar is clear, and a style alone is not drawn (iOS 15+).
      TabView {
        Text("Home").toolbarBackground(nanGradient, for: .tabBar).toolbarBackground(.visible, for: .tabBar)
          .tabItem { Label("Home", systemImage: "house") }
      }.frame(width: 200, height: 120)
    }
    add("tabbar-background-color-nan") {
      TabView {
        Text("Home").toolbarBackground(Color(red: .nan, green: 0, blue: 1), for: .tabBar).toolbarBackground(.visible, for: .tabBar)
          .tabItem { Label("Home", systemImage: "house") }
      }.frame(width: 200, height: 120)
    }
    add("tabbar-hidden-in-nested-tabviews") {
      TabView {
        TabView { Text("Inner").toolbar(.hidden, for: .tabBar).tabItem { Label("In", systemImage: "star") } }
          .tabItem { Label("Outer", systemImage: "house") }
      }.frame(width: 200, height: 160)
    }
    add("tabview-nested-100-deep") {
      (0..<100).reduce(AnyView(Text("Leaf"))) { inner, i in AnyView(TabView { inner.tabItem { Label("L\(i)", systemImage: "star") } }) }
        .frame(width: 200, height: 160)
    }
    // Backgrounds that ignore the safe area.
    add("background-ignores-safe-area-nested-1000") {
      (0..<1_000).reduce(AnyView(Text("Core"))) { inner, i in AnyView(inner.background(i.isMultiple(of: 2) ? Color.red : Color.blue, ignoresSafeAreaEdges: .all)) }
    }
    add("background-ignores-safe-area-1e7") {
      ScrollView(.horizontal) { Color.clear.frame(width: 1e7, height: 20).background(.yellow, ignoresSafeAreaEdges: .all) }.frame(width: 100, height: 40)
    }
    add("background-ignores-safe-area-under-tab-bar") {
      TabView { Text("Home").frame(maxWidth: .infinity, maxHeight: .infinity).background(.orange, ignoresSafeAreaEdges: .bottom)
        .tabItem { Label("Home", systemImage: "house") } }.frame(width: 200, height: 160)
    }
    // Shape unions.
    add("union-nan-path") {
      marked(Circle().union(Path(ellipseIn: CGRect(x: CGFloat.nan, y: 0, width: 20, height: CGFloat.infinity))).fill(.red).frame(width: 40, height: 40))
    }
    add("union-enormous-path") {
      marked(Rectangle().union(Path(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))).fill(.red).frame(width: 40, height: 40))
    }
    add("path-union-chain-1000") {
      marked((0..<1_000).reduce(Path()) { path, i in path.union(Path(CGRect(x: i % 40, y: i / 40, width: 1, height: 1))) }.fill(.red).frame(width: 40, height: 40))
    }
    add("shape-union-chain-1000") {
      marked((0..<1_000).reduce(AnyShape(Rectangle().inset(by: 15))) { shape, _ in AnyShape(shape.union(Circle().inset(by: 10))) }
        .fill(.red).frame(width: 40, height: 40))
    }
    // Measurements in locale-preferred units.
    add("measurement-nan-road") {
      Text(Measurement(value: .nan, unit: UnitLength.kilometers), format: .measurement(width: .abbreviated, usage: .road))
    }
    add("measurement-inf-person-height") {
      Text(Measurement(value: .infinity, unit: UnitLength.centimeters), format: .measurement(width: .wide, usage: .personHeight))
    }
    add("measurement-neg-inf-converted-to-locale-temperature") {
      Text(Measurement(value: -.infinity, unit: UnitTemperature.celsius).converted(to: UnitTemperature(forLocale: Locale(identifier: "en_US"))).formatted())
    }
    // Text.
    add("minimumscalefactor-2") { Text("A long line of text").minimumScaleFactor(2).lineLimit(1).frame(width: 40) }
    add("linelimit-0") { Text("A long line of text that wraps").lineLimit(0).frame(width: 60) }
    add("baselineoffset-and-linespacing-1e9-wrapped") {
      Text("Several words that wrap over lines").baselineOffset(1e9).lineSpacing(1e9).frame(width: 60).clipped()
    }
    add("text-concatenated-100000") { (0..<100_000).reduce(Text("")) { $0 + Text($1.isMultiple(of: 2) ? "a" : "b") }.frame(width: 200, height: 40).clipped() }
    add("markdown-1m-characters") { Text(LocalizedStringKey(String(repeating: "**a** _b_ ", count: 100_000))).frame(width: 200, height: 40).clipped() }
    add("attributed-1000-runs-nan-baseline") {
      var text = AttributedString()
      for i in 0..<1_000 {
        var run = AttributedString("w\(i) ")
        run.baselineOffset = i.isMultiple(of: 2) ? .nan : 2
        run.kern = i.isMultiple(of: 3) ? .infinity : 0
        text += run
      }
      return Text(text).frame(width: 200, height: 40).clipped()
    }
    add("text-timer-distant-past") { Text(Date.distantPast, style: .timer) }
    add("text-decimal-nan-format") { Text(Decimal.nan, format: .number) }
    // Scrolling and grids.
    add("scrollposition-id-missing") {
      ScrollView { LazyVStack { rows(50) }.scrollTargetLayout() }.scrollPosition(id: .constant(Optional(999))).frame(width: 100, height: 80)
    }
    add("scrollviewreader-scrollto-missing") { MissingScrollTarget() }
    add("contentmargins-negative") { ScrollView { VStack { rows(10) } }.contentMargins(-50).frame(width: 100, height: 80) }
    add("containerrelativeframe-span-over-count") {
      ScrollView(.horizontal) { HStack { ForEach(0..<3, id: \.self) { _ in Color.red.containerRelativeFrame(.horizontal, count: 2, span: 5, spacing: 4) } } }
        .frame(width: 100, height: 40)
    }
    add("gridcellcolumns-0-and-negative") {
      Grid { GridRow { Color.red.gridCellColumns(0); Color.green.gridCellColumns(-3); box }; GridRow { box; box; box } }
    }
    add("lazyvgrid-flexible-min-over-max-nan") {
      LazyVGrid(columns: [GridItem(.flexible(minimum: 10, maximum: 5)), GridItem(.flexible(minimum: .nan, maximum: .infinity))]) { ForEach(0..<4, id: \.self) { _ in box } }
        .frame(width: 100)
    }
    return cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round20", fileSuffix: "round20") == [])
  }
}
