import Foundation
import SpecimenCairo
import SpecimenUI
import Testing
@testable import Specimen

/// A UIKit view wrapped for SwiftUI with a red background at a given alpha.
private struct AlphaPanel: UIViewRepresentable {
  var alpha: CGFloat
  func makeUIView(context: Context) -> UIView {
    let view = UIView(frame: .zero)
    view.backgroundColor = .red
    return view
  }
  func updateUIView(_ uiView: UIView, context: Context) { uiView.alpha = alpha }
}

/// Records what `onGeometryChange` reports.
private final class GeometryLog: @unchecked Sendable {
  var sizes: [CGSize] = []
  var pairs: [[CGFloat]] = []
}

private func pixel<V: View>(_ view: V, width: CGFloat, height: CGFloat, x: Int, y: Int) throws -> [Int] {
  let renderer = ViewRenderer(scale: 1, background: .white)
  let image = try renderer.rasterize(view.frame(width: width, height: height),
                                     in: ProposedViewSize(width: width, height: height), environment: EnvironmentValues())
  let p = image.pixel(x: x, y: y)
  return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}

@Suite struct ScreenBridgeShimTests {
  /// A representable's alpha enters drawing clamped to 0…1; NaN draws opaque, nothing traps.
  @Test(arguments: [
    (CGFloat.nan, true), (CGFloat.infinity, true), (-CGFloat.infinity, false), (1e20, true), (-5, false), (1, true),
  ])
  func representableAlphaIsClamped(_ alpha: CGFloat, _ opaque: Bool) throws {
    let p = try pixel(AlphaPanel(alpha: alpha), width: 20, height: 10, x: 10, y: 5)
    // UIKit's `.red` (1, 0, 0) over white: opaque is [255, 0, 0], fully transparent leaves white.
    #expect(p == (opaque ? [255, 0, 0, 255] : [255, 255, 255, 255]))
  }

  /// Timers with hostile intervals compile, schedule nothing and leave the view as built.
  @Test(arguments: [Double.nan, .infinity, -1, 0, 1e300])
  func timerPublishersNeverFire(_ interval: Double) throws {
    final class Count: @unchecked Sendable { var ticks = 0 }
    let count = Count()
    let timer = Timer.publish(every: interval, on: .main, in: .common).autoconnect()
    #expect(timer.upstream.interval.isNaN == interval.isNaN)
    let view = Color.green.onReceive(timer) { _ in count.ticks += 1 }
    let p = try pixel(view, width: 10, height: 10, x: 5, y: 5)
    #expect(p == [52, 199, 89, 255])
    #expect(count.ticks == 0)
    timer.upstream.connect().cancel()
  }

  /// Appearance proxies are fresh instances of the asked class; setting them changes nothing drawn.
  @Test func appearanceProxiesAreThrowawayInstances() throws {
    let bar = UITabBar.appearance()
    #expect(type(of: bar) == UITabBar.self)
    bar.isHidden = true
    #expect(UITabBar.appearance().isHidden == false)
    #expect(type(of: UITableView.appearance()) == UITableView.self)
    UIScrollView.appearance().isScrollEnabled = false
    UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 30)]
    UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    let plain = NavigationStack { Color.orange.navigationTitle("T") }
    let styled = NavigationStack { Color.orange.navigationTitle("T") }
    #expect(try pixel(plain, width: 100, height: 120, x: 20, y: 70) == pixel(styled, width: 100, height: 120, x: 20, y: 70))
  }

  /// The item-level appearance API a theme file sets (tab bar item states, bar buttons, cells, alerts) keeps its values.
  @Test func itemAppearancesKeepTheirValues() {
    let tab = UITabBarAppearance()
    tab.configureWithOpaqueBackground()
    tab.stackedLayoutAppearance.selected.iconColor = .systemPink
    tab.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
    tab.inlineLayoutAppearance.normal.badgeBackgroundColor = .red
    #expect(tab.stackedLayoutAppearance.selected.iconColor == .systemPink)
    #expect(tab.stackedLayoutAppearance.normal.titleTextAttributes.count == 1)
    #expect(tab.compactInlineLayoutAppearance.normal.badgeBackgroundColor == nil)
    UITabBar.appearance().standardAppearance = tab
    let nav = UINavigationBarAppearance()
    nav.buttonAppearance.normal.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]
    nav.setBackIndicatorImage(UIImage(systemName: "arrow.left"), transitionMaskImage: nil)
    #expect(nav.backIndicatorImage != nil)
    let item = UIBarButtonItem.appearance()
    item.setTitleTextAttributes([.foregroundColor: UIColor.orange], for: .highlighted)
    #expect(item.titleTextAttributes(for: .highlighted)?.count == 1 && item.titleTextAttributes(for: .normal) == nil)
    #expect(type(of: UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self])) == UIBarButtonItem.self)
    UITableViewCell.appearance().selectionStyle = .none
    #expect(UITableViewCell.appearance().selectionStyle == .default)
    UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self]).tintColor = .red
    let alert = UIAlertController(title: "Delete?", message: "Gone for good", preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in Issue.record("an alert action ran") })
    #expect(alert.actions.map(\.style) == [.destructive] && alert.preferredStyle == .actionSheet && alert.title == "Delete?")
    UISearchBar.appearance().searchTextField.backgroundColor = .white
  }

  /// Time-based operators type-check with every stride form and never deliver; hostile strides keep their value.
  @Test func timeOperatorsNeverDeliver() {
    final class Model: ObservableObject {
      @Published var query = ""
      @Published var echoed = "untouched"
      var bag = Set<AnyCancellable>()
    }
    let model = Model()
    model.$query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).assign(to: &model.$echoed)
    model.$query.debounce(for: 0.5, scheduler: DispatchQueue.main).sink { model.echoed = $0 }.store(in: &model.bag)
    model.$query.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: false).sink { model.echoed = $0 }.store(in: &model.bag)
    model.$query.delay(for: .seconds(Double.nan), scheduler: ImmediateScheduler.shared).sink { model.echoed = $0 }.store(in: &model.bag)
    model.query = "typed"
    #expect(model.echoed == "untouched")
    #expect(model.bag.count == 3)
    #expect(SchedulerTimeStride.milliseconds(1500) == .seconds(1.5))
    #expect(SchedulerTimeStride.seconds(Double.infinity).timeInterval == .infinity)
    let time = SchedulerTime(10)
    #expect(time.advanced(by: .milliseconds(500)).timeIntervalSinceReferenceDate == 10.5)
    #expect(time.distance(to: SchedulerTime(12)) == .seconds(2))
  }

  /// `onGeometryChange` reports the laid-out size after layout, in both action forms, and adds nothing to drawing.
  @Test func geometryChangeReportsTheLaidOutSize() throws {
    let log = GeometryLog()
    let view = VStack(spacing: 0) {
      Color.red.frame(width: 60, height: 30)
        .onGeometryChange(for: CGSize.self, of: { $0.size }) { log.sizes.append($0) }
      Color.blue.frame(width: 40, height: 20)
        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in log.pairs.append([old, new]) }
    }
    let p = try pixel(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 80, height: 60, x: 30, y: 15)
    #expect(p == [255, 59, 48, 255])
    #expect(!log.sizes.isEmpty && log.sizes.allSatisfy { $0 == CGSize(width: 60, height: 30) })
    #expect(!log.pairs.isEmpty && log.pairs.allSatisfy { $0 == [40, 40] })
  }

  /// `@AppStorage` starts from its default, not from the machine's user defaults; an explicit store is read.
  @Test func appStorageReadsOnlyAnExplicitStore() throws {
    struct Probe {
      @AppStorage("compat4.flag") var flag = true
      @AppStorage("compat4.count") var count = 3
      @AppStorage("compat4.name") var name: String?
    }
    let probe = Probe()
    #expect(probe.flag == true && probe.count == 3 && probe.name == nil)
    probe.$flag.wrappedValue = false
    #expect(probe.flag == false)
    #expect(Probe().flag == true)  // a write stays in that copy: never written to user defaults

    let suite = "specimen.tests.appstorage.\(UUID().uuidString)"
    let store = try #require(UserDefaults(suiteName: suite))
    defer { store.removePersistentDomain(forName: suite) }
    store.set(false, forKey: "flag")
    store.set("wrong type", forKey: "count")
    let stored = AppStorage(wrappedValue: true, "flag", store: store)
    let mistyped = AppStorage(wrappedValue: 7, "count", store: store)
    #expect(stored.wrappedValue == false)
    #expect(mistyped.wrappedValue == 7)
  }

  /// Hostile stored doubles reach a slider through `@AppStorage` without trapping.
  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
  func appStorageDoublesDrawThroughASlider(_ value: Double) throws {
    struct Volume: View {
      @AppStorage("compat4.volume") var volume = 0.5
      var body: some View { Slider(value: $volume, in: 0...1) }
    }
    let view = Volume()
    view.volume = value
    _ = try pixel(view, width: 200, height: 40, x: 100, y: 20)
  }

  /// CoreGraphics geometry describes itself as Apple's does; a Linux date formatter accepts a formatting context.
  @Test func coreGraphicsDescriptionsAndFormatterContext() {
    #expect(CGRect(x: 1, y: 2, width: 3.5, height: 4).debugDescription == "(1.0, 2.0, 3.5, 4.0)")
    #expect(CGPoint(x: -1, y: 0).debugDescription == "(-1.0, 0.0)")
    #expect(CGSize(width: 10, height: 20).debugDescription == "(10.0, 20.0)")
    let formatter = DateFormatter()
    formatter.formattingContext = .listItem
    #expect(formatter.formattingContext == .unknown)
  }

  /// A split view on an iPhone draws one column; a hidden navigation bar leaves the root at the top.
  @Test func splitViewShowsTheSidebarOrThePreferredColumn() throws {
    let sidebar = NavigationSplitView { Color.orange } detail: { Color.purple }
    #expect(try pixel(sidebar, width: 100, height: 200, x: 50, y: 150) == [255, 149, 0, 255])
    let detail = NavigationSplitView(preferredCompactColumn: .constant(.detail)) { Color.orange } detail: { Color.purple }
    #expect(try pixel(detail, width: 100, height: 200, x: 50, y: 150) == [175, 82, 222, 255])
    let threeColumn = NavigationSplitView(preferredCompactColumn: .constant(.content)) {
      Color.orange
    } content: {
      Color.teal
    } detail: {
      Color.purple
    }
    #expect(try pixel(threeColumn, width: 100, height: 200, x: 50, y: 150) == [48, 176, 199, 255])
    let bare = NavigationStack { Color.orange.navigationTitle("T").navigationBarHidden(true) }
    #expect(try pixel(bare, width: 100, height: 200, x: 50, y: 1) == [255, 149, 0, 255])
    let barred = NavigationStack { Color.orange.navigationTitle("T") }
    #expect(try pixel(barred, width: 100, height: 200, x: 50, y: 1) != [255, 149, 0, 255])
  }
}
