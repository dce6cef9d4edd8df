import Foundation
@testable import SpecimenUI
import HostileSupport
import Testing
import TipKit
import UIKit
import WidgetKit
@testable import Specimen

/// Hostile inputs of round 38: split views and inspectors (`NavigationSplitView` in two and three columns with every
/// `columnVisibility` and compact column, `navigationSplitViewColumnWidth` and `inspectorColumnWidth` with NaN,
/// negative, infinite and contradictory widths, every `navigationSplitViewStyle`); toolbars (`toolbar(id:)`
/// customisation, 1 000 items, `ToolbarItemGroup` in every placement, every `toolbarRole`, every bar hidden,
/// `toolbarBackground` with NaN colours and gradients, empty and 1 000-item title menus); TipKit and widgets (`TipView`
/// with empty and 1 MB titles and 1 000 actions, `popoverTip` with every arrow edge, hostile `Tips.configure` options,
/// `containerBackground(for: .widget)` in every family, `Text(timerInterval:)` and `Text(_:style:)` over NaN and
/// distant dates); UIKit representables (`sizeThatFits(_:uiView:context:)` answering NaN, negative, infinite, huge and
/// nil, a controller's `sizeThatFits(_:uiViewController:context:)`, intrinsic sizes of `UIView.noIntrinsicMetric`
/// and NaN, 1 000 representables nested through hosting controllers); presentations (detents, backgrounds,
/// full-screen covers and popovers with NaN anchors and every arrow edge). Every case renders in one catalog run and
/// must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound38Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static func date(_ seconds: Double) -> Date { HostileRound26Tests.date(seconds) }
  static func unchecked(_ lower: Double, _ upper: Double) -> ClosedRange<Date> { HostileRound26Tests.unchecked(lower, upper) }
  static let megabyte = String(repeating: "Tip ", count: 250_000)
  static let nanColor = Color(red: .nan, green: .infinity, blue: -1)

  // MARK: Split views

  static func sidebar(_ name: String) -> some View { List { Text(name); Text("Second") }.navigationTitle(name) }

  /// A split view whose sidebar, content and detail columns each ask for hostile widths.
  static var hostileWidths: some View {
    NavigationSplitView {
      sidebar("Sidebar").navigationSplitViewColumnWidth(min: .nan, ideal: -1, max: .infinity)
    } content: {
      Text("Content").navigationSplitViewColumnWidth(-.infinity)
    } detail: {
      Text("Detail").navigationSplitViewColumnWidth(min: 300, ideal: 400, max: 200)
    }.frame(width: 240, height: 200)
  }

  // MARK: Toolbars

  static func stack(_ content: some View) -> some View { NavigationStack { content }.frame(width: 240, height: 200) }

  // MARK: TipKit and widgets

  struct EmptyTip: Tip {
    var title: Text { Text("") }
    var message: Text? { Text("") }
  }
  struct MegabyteTip: Tip {
    var title: Text { Text(HostileRound38Tests.megabyte) }
    var message: Text? { Text(HostileRound38Tests.megabyte) }
    var image: Image? { Image(systemName: "no.such.symbol.anywhere") }
  }
  struct ThousandActionsTip: Tip {
    var title: Text { Text("Many") }
    var actions: [Action] { return (0..<1_000).map { Action(id: "a\($0)", title: "Action \($0)") } }
  }
  /// A view that configures tips with hostile options in its body, as an app's `init` would.
  struct Configured: View {
    var body: some View {
      let _: Void? = try? Tips.configure([
        .displayFrequency(.immediate), .displayFrequency(.monthly),
        .datastoreLocation(.url(URL(fileURLWithPath: "/dev/null/nowhere"))), .datastoreLocation(.groupContainer(identifier: "")),
      ])
      return TipView(EmptyTip()).frame(width: 240)
    }
  }

  // MARK: Representables

  /// A representable whose `sizeThatFits` answers `size` for every proposal.
  struct Answering: UIViewRepresentable {
    let size: CGSize?
    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.backgroundColor = .systemRed
      return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? { size }
  }
  /// A controller representable whose `sizeThatFits` answers `size`.
  struct AnsweringController: UIViewControllerRepresentable {
    let size: CGSize?
    func makeUIViewController(context: Context) -> UIViewController {
      let controller = UIViewController()
      controller.view.backgroundColor = .systemGreen
      return controller
    }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewController, context: Context) -> CGSize? { size }
  }
  /// A view with the intrinsic size it is given.
  final class Intrinsic: UIView {
    var size = CGSize.zero
    override var intrinsicContentSize: CGSize { size }
  }
  struct Sized: UIViewRepresentable {
    let size: CGSize
    func makeUIView(context: Context) -> Intrinsic {
      let view = Intrinsic()
      view.size = size
      view.backgroundColor = .systemBlue
      return view
    }
    func updateUIView(_ uiView: Intrinsic, context: Context) {}
  }
  /// `depth` controller representables, each hosting the next in a `UIHostingController`.
  struct Nested: UIViewControllerRepresentable {
    let depth: Int
    func makeUIViewController(context: Context) -> UIViewController {
      depth == 0 ? UIHostingController(rootView: AnyView(Color.red.frame(width: 20, height: 20)))
        : UIHostingController(rootView: AnyView(Nested(depth: depth - 1)))
    }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
  }

  static let invalidSize = "; a side that is NaN, infinite or negative is sized as nil sizes it (the default sizing). Return a finite "
    + "size of 0 or more, or nil for the default"

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let widths = "Give finite widths of 0 or more, the maximum not below the others"
    let split = " (a split view on an iPhone collapses into one column, so nothing changes here). " + widths
    let canvas = "exceeds the limit of 16384 px per side; lower the scale or the frame"
    return [
      // Round 43: a timer's NaN and infinite bounds and NaN pause time are named.
      "text-timer-interval-nan-distant-reversed": ("warns", "the timer's lower bound nan, upper bound nan, pauseTime nan s from 2001 are not dates a timer can count with, so it shows \"0:00\""),
      // Before: silent (the widths were never read).
      "split-column-widths-nan-negative-infinite-contradictory": ("warns", ".navigationSplitViewColumnWidth(min: nan, ideal: -1, max: inf): "
        + "min nan is not a finite width of 0 or more; ideal -1 is not a finite width of 0 or more; max inf is not a finite width of 0 or "
        + "more" + split),
      "split-column-width-fixed-nan": ("warns", ".navigationSplitViewColumnWidth(nan): width nan is not a finite width of 0 or more" + split),
      "inspector-column-width-on-drawn-view": ("warns", ".inspectorColumnWidth(min: 50, ideal: 10, max: 20): max 20 is below min 50, "
        + "contradictory constraints (an inspector on an iPhone is a sheet, which a still does not draw, so nothing changes here). " + widths),
      "toolbar-background-nan-color-and-gradient": ("warns", ".toolbarBackground(_:for: .navigationBar) is a Color with red nan, green inf, "
        + "not finite components; drawn with NaN and -∞ as 0 and ∞ as 1"),
      // A 1 MB title wraps taller than any canvas, as a Text of it does; named with the fix.
      "tipview-1mb-title-message-missing-symbol": ("fails", "is 21998.5 pt tall in a 17-pt font: give it .lineLimit(_:), a wider frame or "
        + "a shorter string"),
      "tipview-1000-actions": ("fails", "canvas 528×89728 px " + canvas),
      "widget-container-background-nan-style": ("warns", "Color red nan is not usable; drawn as 0"),
      "text-date-styles-nan-and-distant": ("warns", "Text(_:style:): a date nan s from 2001 is not one a formatter can show; drawn as 0 s "
        + "(give a finite date within ±100000000000 s)"),
      // Before: sizeThatFits(_:uiView:context:) was never called; the view filled the space offered, silently.
      "representable-sizethatfits-nan": ("warns", "Answering.sizeThatFits(_:uiView:context:) returned nan×nan for a proposal of 60×60"
        + invalidSize),
      "representable-sizethatfits-negative": ("warns", "Answering.sizeThatFits(_:uiView:context:) returned -40×-1e+300 for a proposal of "
        + "nil×nil" + invalidSize),
      "representable-sizethatfits-infinite": ("warns", "Answering.sizeThatFits(_:uiView:context:) returned inf×30 for a proposal of 0×400"
        + invalidSize),
      "representable-sizethatfits-huge": ("fails", "Answering.sizeThatFits returned 1e+300×20 for a proposal of nil×nil, more than a canvas "
        + "holds (8168 pt per side at this scale)"),
      "controller-representable-sizethatfits-nan": ("warns", "AnsweringController.sizeThatFits(_:uiViewController:context:) returned 40×nan "
        + "for a proposal of 80×400" + invalidSize),
      "representable-1000-nested-through-hosting": ("fails", "the view nests more than 2000 views deep (ViewDepth.limit)"),
      "presentation-detents-and-background-on-drawn-view": ("warns", ".presentationDetents: the detent .fraction(nan) is not a finite "
        + "fraction of 0 or more, so no sheet could rest there (a still draws no sheet, so nothing changes here)"),
    ]
  }()

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Split views and inspectors.
    add("split-two-columns-every-visibility") {
      HStack {
        ForEach([NavigationSplitViewVisibility.all, .doubleColumn, .detailOnly, .automatic], id: \.self) { visibility in
          NavigationSplitView(columnVisibility: .constant(visibility)) { sidebar("S") } detail: { Text("D") }.frame(width: 120, height: 120)
        }
      }
    }
    add("split-three-columns-every-compact-column") {
      HStack {
        ForEach([NavigationSplitViewColumn.sidebar, .content, .detail], id: \.self) { column in
          NavigationSplitView(columnVisibility: .constant(.detailOnly), preferredCompactColumn: .constant(column)) {
            sidebar("S")
          } content: { Text("C") } detail: { Text("D") }.frame(width: 120, height: 120)
        }
      }
    }
    add("split-column-widths-nan-negative-infinite-contradictory") { hostileWidths }
    add("split-column-width-fixed-nan") {
      NavigationSplitView { sidebar("S").navigationSplitViewColumnWidth(.nan) } detail: { Text("D") }.frame(width: 200, height: 160)
    }
    add("split-every-style-and-split-in-split") {
      VStack {
        NavigationSplitView { sidebar("Balanced") } detail: { Text("D") }.navigationSplitViewStyle(.balanced)
        NavigationSplitView { sidebar("Prominent") } detail: { Text("D") }.navigationSplitViewStyle(.prominentDetail)
        NavigationSplitView {
          NavigationSplitView { sidebar("Inner") } detail: { Text("D") }
        } detail: { Text("D") }.navigationSplitViewStyle(.automatic)
      }.frame(width: 200, height: 400)
    }
    add("split-removing-sidebar-toggle-and-empty-columns") {
      marked(NavigationSplitView { EmptyView() } content: { EmptyView() } detail: { EmptyView() }
        .toolbar(removing: .sidebarToggle).frame(width: 200, height: 100))
    }
    add("inspector-presented-with-hostile-widths-inside") {
      marked(box.inspector(isPresented: .constant(true)) { Text("Inspector").inspectorColumnWidth(min: -10, ideal: .nan, max: -.infinity) })
    }
    add("inspector-column-width-on-drawn-view") {
      marked(box.inspectorColumnWidth(.infinity).inspectorColumnWidth(min: 50, ideal: 10, max: 20))
    }
    // Toolbars.
    add("toolbar-id-customizable-items") {
      stack(Text("Body").navigationTitle("Custom").toolbar(id: "main") {
        ToolbarItem(id: "", placement: .topBarTrailing) { Button("A") {} }
        ToolbarItem(id: "", placement: .topBarTrailing) { Button("Same id") {} }
        ToolbarItem(id: String(repeating: "x", count: 100_000), placement: .topBarLeading) { Button("Long id") {} }
      })
    }
    add("toolbar-1000-items-in-one-group") {
      stack(Text("Body").toolbar {
        ToolbarItemGroup(placement: .topBarTrailing) { ForEach(0..<1_000, id: \.self) { Button("\($0)") {} } }
      })
    }
    add("toolbar-item-group-every-placement") {
      let placements: [ToolbarItemPlacement] = [.automatic, .principal, .navigation, .primaryAction, .secondaryAction, .status,
        .confirmationAction, .cancellationAction, .destructiveAction, .topBarLeading, .topBarTrailing, .bottomBar, .keyboard]
      return stack(Text("Body").toolbar {
        ForEach(0..<placements.count, id: \.self) { i in
          ToolbarItemGroup(placement: placements[i]) { Button("\(i)") {}; Image(systemName: "star") }
        }
      })
    }
    add("toolbar-role-every-role") {
      HStack {
        ForEach([ToolbarRole.automatic, .navigationStack, .browser, .editor], id: \.self) { role in
          NavigationStack { Text("R").navigationTitle("Role").toolbarRole(role).toolbar { Button("B") {} } }.frame(width: 100, height: 120)
        }
      }
    }
    add("toolbar-hidden-every-bar") {
      TabView {
        stack(List { Text("A") }.navigationTitle("Hidden").toolbar { ToolbarItem(placement: .bottomBar) { Button("B") {} } }
          .toolbar(.hidden, for: .navigationBar, .tabBar, .bottomBar, .automatic))
          .tabItem { Label("One", systemImage: "1.circle") }
      }.frame(width: 240, height: 240)
    }
    add("toolbar-background-nan-color-and-gradient") {
      stack(List { Text("A") }.navigationTitle("Bars")
        .toolbarBackground(nanColor, for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarBackground(LinearGradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: .infinity)],
                                          startPoint: .top, endPoint: .bottom), for: .bottomBar)
        .toolbar { ToolbarItem(placement: .bottomBar) { Button("B") {} } })
    }
    add("toolbar-title-menu-empty-and-1000") {
      HStack {
        stack(Text("A").navigationTitle("Empty").navigationBarTitleDisplayMode(.inline).toolbarTitleMenu {})
        stack(Text("B").navigationTitle("Full").navigationBarTitleDisplayMode(.inline).toolbarTitleMenu {
          ForEach(0..<1_000, id: \.self) { Button("\($0)") {} }
        })
      }
    }
    // TipKit and widgets.
    add("tipview-empty-title-and-message") { TipView(EmptyTip()).frame(width: 240) }
    add("tipview-1mb-title-message-missing-symbol") { TipView(MegabyteTip()).frame(width: 240) }
    add("tipview-1000-actions") { TipView(ThousandActionsTip()).frame(width: 240) }
    add("popovertip-every-arrow-edge-and-nil") {
      HStack {
        ForEach([Edge.top, .bottom, .leading, .trailing], id: \.self) { edge in box.popoverTip(EmptyTip(), arrowEdge: edge) }
        box.popoverTip(MegabyteTip(), arrowEdge: nil)
        box.popoverTip(nil as EmptyTip?)
      }
    }
    add("tips-configure-hostile-options") { Configured() }
    add("widget-container-background-every-family") {
      let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCorner, .accessoryCircular,
        .accessoryRectangular, .accessoryInline]
      return VStack {
        ForEach(0..<families.count, id: \.self) { i in
          Text("\(i)").containerBackground(for: .widget) { Color.orange }.environment(\.widgetFamily, families[i])
        }
      }
    }
    add("widget-container-background-nan-style") {
      Text("Widget").frame(width: 100, height: 100).containerBackground(nanColor, for: .widget)
    }
    add("text-timer-interval-nan-distant-reversed") {
      VStack {
        Text(timerInterval: Date.distantPast...Date.distantFuture)
        Text(timerInterval: unchecked(.nan, .nan), pauseTime: date(.nan))
        Text(timerInterval: unchecked(.infinity, -.infinity), countsDown: false)
        Text(timerInterval: unchecked(100, 0), pauseTime: .distantFuture, showsHours: false)
      }.frame(width: 240)
    }
    add("text-date-styles-nan-and-distant") {
      let moments = [date(.nan), date(.infinity), date(-.infinity), .distantPast, .distantFuture]
      return VStack {
        ForEach(0..<moments.count, id: \.self) { i in
          HStack { Text(moments[i], style: .relative); Text(moments[i], style: .timer); Text(moments[i], style: .offset) }
        }
      }.frame(width: 320)
    }
    // Representables.
    add("representable-sizethatfits-nan") { marked(Answering(size: CGSize(width: CGFloat.nan, height: CGFloat.nan)).frame(width: 60, height: 60)) }
    add("representable-sizethatfits-negative") { marked(Answering(size: CGSize(width: -40, height: -1e300)).fixedSize()) }
    add("representable-sizethatfits-infinite") { marked(Answering(size: CGSize(width: CGFloat.infinity, height: 30))) }
    add("representable-sizethatfits-huge") { marked(Answering(size: CGSize(width: 1e300, height: 20))) }
    add("representable-sizethatfits-nil-and-finite") {
      HStack { Answering(size: nil).frame(width: 30, height: 30); Answering(size: CGSize(width: 50, height: 20)) }.frame(width: 200)
    }
    add("controller-representable-sizethatfits-nan") {
      marked(AnsweringController(size: CGSize(width: 40, height: CGFloat.nan)).frame(width: 80))
    }
    add("representable-no-intrinsic-metric-and-nan") {
      VStack {
        Sized(size: CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        Sized(size: CGSize(width: UIView.noIntrinsicMetric, height: 20))
        Sized(size: CGSize(width: CGFloat.nan, height: -CGFloat.infinity))
        Sized(size: CGSize(width: 1e300, height: 10))
      }.frame(width: 120, height: 120)
    }
    add("representable-1000-nested-through-hosting") { Nested(depth: 1_000).frame(width: 60, height: 60) }
    // Presentations.
    add("sheet-detents-nan-inside-presented-content") {
      marked(box.sheet(isPresented: .constant(true)) {
        Text("Sheet").presentationDetents([.fraction(.nan), .height(-1)]).presentationBackground(nanColor)
      })
    }
    add("presentation-detents-and-background-on-drawn-view") {
      marked(box.presentationDetents([.fraction(.nan), .height(-1), .fraction(.infinity)]).presentationBackground(nanColor)
        .presentationBackground { Color.red.frame(width: .nan) })
    }
    add("fullscreencover-and-popover-hostile-anchors") {
      HStack {
        box.fullScreenCover(isPresented: .constant(true)) { Text("Cover") }
        ForEach([Edge.top, .bottom, .leading, .trailing], id: \.self) { edge in
          box.popover(isPresented: .constant(true), attachmentAnchor: .rect(.rect(CGRect(x: CGFloat.nan, y: .infinity, width: -1, height: .nan))),
                      arrowEdge: edge) { Text("P") }
        }
        box.popover(isPresented: .constant(true), attachmentAnchor: .point(UnitPoint(x: -.infinity, y: .nan)), arrowEdge: nil) { Text("P") }
      }
    }
    return list.cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round38", fileSuffix: "round38") == [])
  }

  /// The size and warnings of `view` laid out for `proposal`.
  static func measured(_ proposal: ProposedViewSize, _ view: @escaping @Sendable () -> some View) throws
    -> (size: CGSize, warnings: [String], png: Data) {
    let image = try ViewRenderer(scale: 1).rasterize(HostileBuilt(make: view), in: proposal)
    return (CGSize(width: CGFloat(image.width), height: CGFloat(image.height)), image.diagnostics.warnings.map(\.message), try image.pngData())
  }

  @Test func representablesAreSizedByTheirOwnSizeThatFits() throws {
    let offered = ProposedViewSize(width: 50, height: 200)
    // A finite answer is the view's size, for a UIView and a controller.
    let answered = try Self.measured(offered) { Answering(size: CGSize(width: 80, height: 30)) }
    #expect(answered.size == CGSize(width: 80, height: 30) && answered.warnings == [])
    #expect(try Self.measured(offered) { AnsweringController(size: CGSize(width: 40, height: 20)) }.size == CGSize(width: 40, height: 20))
    // nil is the default sizing: drawn as a representable without the method.
    let defaulted = try Self.measured(offered) { Answering(size: nil) }
    #expect(defaulted.size == CGSize(width: 50, height: 200) && defaulted.warnings == [])
    #expect(defaulted.png == (try Self.measured(offered) { HostileRound24Tests.Wrapped { let v = UIView(); v.backgroundColor = .systemRed; return v } }).png)
    // A side that is NaN, infinite or negative is named and sized as nil sizes it.
    let nan = try Self.measured(offered) { Answering(size: CGSize(width: CGFloat.nan, height: 30)) }
    #expect(nan.size == CGSize(width: 50, height: 30))
    #expect(nan.warnings == ["Answering.sizeThatFits(_:uiView:context:) returned nan×30 for a proposal of 50×200"
      + Self.invalidSize])
    let negative = try Self.measured(offered) { AnsweringController(size: CGSize(width: -5, height: CGFloat.infinity)) }
    #expect(negative.size == CGSize(width: 50, height: 200))
    #expect(negative.warnings == ["AnsweringController.sizeThatFits(_:uiViewController:context:) returned -5×inf "
      + "for a proposal of 50×200" + Self.invalidSize])
  }

  @Test func columnWidthsNoLayoutCouldUseAreNamed() throws {
    let fix = " so nothing changes here). Give finite widths of 0 or more, the maximum not below the others"
    let split = " (a split view on an iPhone collapses into one column,"
    let hostile = try Self.measured(.unspecified) { Self.hostileWidths }
    #expect(hostile.warnings == [
      ".navigationSplitViewColumnWidth(min: nan, ideal: -1, max: inf): min nan is not a finite width of 0 or more; ideal -1 is not a "
        + "finite width of 0 or more; max inf is not a finite width of 0 or more" + split + fix,
    ])
    #expect(try Self.measured(.unspecified) { Self.box.navigationSplitViewColumnWidth(min: 300, ideal: 400, max: 200) }.warnings == [
      ".navigationSplitViewColumnWidth(min: 300, ideal: 400, max: 200): max 200 is below min 300, contradictory constraints" + split + fix,
    ])
    #expect(try Self.measured(.unspecified) { Self.box.inspectorColumnWidth(-.infinity) }.warnings == [
      ".inspectorColumnWidth(-inf): width -inf is not a finite width of 0 or more (an inspector on an iPhone is a sheet, which a still "
        + "does not draw," + fix,
    ])
    // Usable widths say nothing and draw as the view alone.
    let plain = try Self.measured(.unspecified) { Self.box }
    let usable = try Self.measured(.unspecified) {
      Self.box.navigationSplitViewColumnWidth(200).navigationSplitViewColumnWidth(min: 100, ideal: 200, max: 300)
        .inspectorColumnWidth(0).inspectorColumnWidth(ideal: 300)
    }
    #expect(usable.warnings == [] && usable.png == plain.png)
    #expect(try Self.measured(.unspecified) { Self.box.navigationSplitViewColumnWidth(.nan) }.png == plain.png)
  }
}
