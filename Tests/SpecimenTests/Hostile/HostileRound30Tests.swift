import Foundation
@testable import SpecimenUI
import HostileSupport
import Testing
import UIKit
@testable import Specimen

/// Hostile inputs of round 30 outside Core Data (whose cases are `CoreDataHostileRound30Tests`): display scales of
/// 0, -1, NaN, infinity and 10⁹ under hairlines, strokes of `pixelLength`, canvases, `UIScreen.main.scale`, trait
/// collections, `ImageRenderer.scale` and images of scale 0; navigation containers with 10 000 children, a
/// `NavigationPath` of 100 000 values, 1 000 toolbar items in each placement, megabyte titles and search prompts,
/// title display modes that disagree, 10 000 tabs badged `Int.max`, and destinations that present themselves. Every
/// case renders in one catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound30Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static func clipped(_ view: some View) -> some View { HostileRound26Tests.clipped(view) }

  /// What a view reads of its display scale: a divider, a bar and a stroke one pixel (`pixelLength`) thick, the scale
  /// `UIScreen.main` gives, and a canvas that fills a square, also through its Core Graphics context.
  struct ScaleProbe: View {
    @Environment(\.pixelLength) private var pixel
    var body: some View {
      VStack(spacing: 2) {
        Divider()
        Color.red.frame(width: 40, height: pixel)
        Rectangle().stroke(lineWidth: pixel).frame(width: 20, height: 20)
        Text(verbatim: "\(UIScreen.main.scale)").font(.caption)
        Canvas { context, _ in
          context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
          context.withCGContext { cg in
            cg.setFillColor(UIColor.blue.cgColor)
            cg.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
          }
        }.frame(width: 20, height: 20)
      }.frame(width: 60)
    }
  }

  /// `ScaleProbe` at display scale `scale`, beside the box.
  static func probe(_ scale: CGFloat) -> some View { marked(ScaleProbe().environment(\.displayScale, scale)) }

  /// A 2 × 2 red image made as a `UIImage` of `scale`.
  static func scaledImage(_ scale: CGFloat) -> UIImage {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    return UIImage(cgImage: image.cgImage!, scale: scale, orientation: .up)
  }

  static let megabyte = String(repeating: "Title ", count: 175_000)

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let long = "characters)\") has more than 20000 characters (TextLength.limit); laid out its first 20000"
    return [
      "navigation-title-1mb": ("warns", long),
      "tabview-badges-int-min-and-1mb": ("warns", long),
      // Before: a pixel of 1 pt and a screen scale of nan, -1 or 0 with no word.
      "display-scale-0": ("warns", "EnvironmentValues.pixelLength: displayScale 0 is not a scale above 0, so a pixel is taken as 1 pt. Give "
        + ".environment(\\.displayScale, _) a screen's scale, such as 1, 2 or 3"),
      "display-scale-minus-1": ("warns", "UIScreen.main.scale: the cell's displayScale -1 is not a screen's scale, so it is read as 2"),
      "display-scale-nan": ("warns", "EnvironmentValues.pixelLength: displayScale nan is not a scale above 0"),
      "display-scale-infinity": ("warns", "UIScreen.main.scale: the cell's displayScale inf is not a screen's scale"),
      "display-scale-nested-changes": ("warns", "EnvironmentValues.pixelLength: displayScale nan is not a scale above 0"),
      // The pixel is 10^300 pt long: the bar that is one pixel tall cannot be drawn, named with the scale.
      "display-scale-1e-300": ("fails", "EnvironmentValues.pixelLength is 1e+300 pt (1 / displayScale 1e-300), longer than any screen"),
      "searchable-prompt-1mb": ("warns", long),
    ]
  }()

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Display scales.
    add("display-scale-2") { probe(2) }
    add("display-scale-0") { probe(0) }
    add("display-scale-minus-1") { probe(-1) }
    add("display-scale-nan") { probe(.nan) }
    add("display-scale-infinity") { probe(.infinity) }
    add("display-scale-1e9") { probe(1e9) }
    add("display-scale-1e-300") { probe(1e-300) }
    add("display-scale-nested-changes") {
      marked([CGFloat.nan, 0, 3, -1, 1e9, 1].reduce(AnyView(ScaleProbe())) { inner, scale in AnyView(inner.environment(\.displayScale, scale)) })
    }
    add("trait-collection-display-scales") {
      let scales = [CGFloat.nan, -1, 0, .infinity, 1e9].map { UITraitCollection(displayScale: $0).displayScale }
      let merged = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: .nan), UITraitCollection(displayScale: 3)]).displayScale
      return marked(Text(verbatim: scales.map { "\($0)" }.joined(separator: " ") + " \(merged)").font(.caption))
    }
    // An image renderer's own scale (3) inside a cell whose display scale is not a scale.
    add("image-renderer-of-probe-under-nan-display-scale") {
      HostileRound23Tests.Rendered(content: ScaleProbe()) { $0.scale = 3 }.environment(\.displayScale, .nan)
    }
    add("uiimage-scale-0-and-nan") {
      marked(HStack { Image(uiImage: scaledImage(0)); Image(uiImage: scaledImage(.nan)); Image(uiImage: scaledImage(-2)); Image(uiImage: scaledImage(1e9)) })
    }
    add("uiimage-scale-0-resizable") { marked(Image(uiImage: scaledImage(0)).resizable().frame(width: 20, height: 20)) }
    // Navigation containers.
    add("navigation-stack-10000-children") {
      NavigationStack { VStack(spacing: 0) { ForEach(0..<10_000, id: \.self) { Text("Row \($0)") } }.navigationTitle("Rows") }.frame(width: 300, height: 300)
    }
    add("navigation-view-10000-children") {
      NavigationView { ForEach(0..<10_000, id: \.self) { Text("Column \($0)") } }.frame(width: 300, height: 300)
    }
    add("navigation-split-view-10000-sidebar-rows") {
      NavigationSplitView { List(0..<10_000, id: \.self) { Text("Item \($0)") } } content: { Text("Content") } detail: { Text("Detail") }
        .frame(width: 300, height: 300)
    }
    add("navigation-path-100000-values") {
      NavigationStack(path: .constant(NavigationPath(0..<100_000))) {
        Text("Root").navigationDestination(for: Int.self) { Text("Value \($0)") }
      }.frame(width: 300, height: 200)
    }
    add("navigation-path-array-100000") {
      NavigationStack(path: .constant(Array(0..<100_000))) {
        Text("Root").navigationDestination(for: Int.self) { Text("Value \($0)") }
      }.frame(width: 300, height: 200)
    }
    add("navigation-destination-presents-itself") { NavigationStack { SelfPresenting(depth: 0) }.frame(width: 300, height: 200) }
    add("navigation-destination-item-loop") {
      NavigationStack {
        Text("Root").navigationDestination(item: .constant(Optional(1))) { value in Text("Value \(value)").navigationDestination(item: .constant(Optional(value))) { Text("\($0)") } }
      }.frame(width: 300, height: 200)
    }
    for (name, placement) in [("top-bar-leading", ToolbarItemPlacement.topBarLeading), ("top-bar-trailing", .topBarTrailing),
                              ("principal", .principal), ("bottom-bar", .bottomBar), ("primary-action", .primaryAction),
                              ("secondary-action", .secondaryAction), ("status", .status), ("keyboard", .keyboard)] {
      add("toolbar-1000-items-\(name)") {
        NavigationStack {
          Text("Body").toolbar { ForEach(0..<1_000, id: \.self) { i in ToolbarItem(placement: placement) { Button("B\(i)") {} } } }
        }.frame(width: 300, height: 200)
      }
    }
    add("toolbar-1000-items-every-placement") {
      NavigationStack {
        Text("Body").toolbar {
          ToolbarItemGroup(placement: .topBarLeading) { ForEach(0..<1_000, id: \.self) { Button("L\($0)") {} } }
          ToolbarItemGroup(placement: .topBarTrailing) { ForEach(0..<1_000, id: \.self) { Button("T\($0)") {} } }
          ToolbarItemGroup(placement: .bottomBar) { ForEach(0..<1_000, id: \.self) { Button("B\($0)") {} } }
        }
      }.frame(width: 300, height: 200)
    }
    add("navigation-title-1mb") { NavigationStack { box.navigationTitle(megabyte) }.frame(width: 300, height: 200) }
    add("navigation-title-display-mode-mixes") {
      NavigationStack {
        VStack { box.navigationBarTitleDisplayMode(.inline); box.navigationBarTitleDisplayMode(.large) }
          .navigationTitle("Mixed").navigationBarTitleDisplayMode(.automatic).toolbarTitleDisplayMode(.inlineLarge)
      }.frame(width: 300, height: 200)
    }
    add("navigation-title-display-mode-nested-stacks") {
      NavigationStack {
        NavigationStack { box.navigationTitle("Inner").navigationBarTitleDisplayMode(.large) }
          .navigationTitle("Outer").navigationBarTitleDisplayMode(.inline)
      }.frame(width: 300, height: 300)
    }
    add("tabview-10000-tabs-badge-int-max") {
      TabView { ForEach(0..<10_000, id: \.self) { i in Text("\(i)").tabItem { Label("\(i)", systemImage: "star") }.badge(Int.max) } }.frame(width: 300, height: 200)
    }
    add("tabview-badges-int-min-and-1mb") {
      TabView {
        Text("A").tabItem { Label("A", systemImage: "star") }.badge(Int.min)
        Text("B").tabItem { Label("B", systemImage: "star") }.badge(String(repeating: "9", count: 1_000_000))
        Text("C").tabItem { Label("C", systemImage: "star") }.badge(-1)
      }.frame(width: 300, height: 200)
    }
    add("tab-api-10000-badged") {
      TabView { ForEach(0..<10_000, id: \.self) { i in Tab("\(i)", systemImage: "star") { Text("\(i)") }.badge(Int.max) } }.frame(width: 300, height: 200)
    }
    add("searchable-prompt-1mb") { NavigationStack { box }.searchable(text: .constant(""), prompt: Text(megabyte)).frame(width: 300, height: 200) }
    add("searchable-text-1mb-in-list") {
      NavigationStack { List(0..<3, id: \.self) { Text("\($0)") } }.searchable(text: .constant(String(repeating: "q", count: 1_000_000))).frame(width: 300, height: 200)
    }
    return list.cases
  }()

  /// A page whose destination is a page like it, presented from the start (the binding is always true).
  struct SelfPresenting: View {
    let depth: Int
    var body: some View {
      Text("Depth \(depth)").navigationDestination(isPresented: .constant(true)) { SelfPresenting(depth: depth + 1) }
    }
  }

  @Test func aNavigationPathHoldsWhatItIsMadeWithAndGiven() {
    var path = NavigationPath(0..<100_000)
    #expect(path.count == 100_000 && !path.isEmpty)
    path.append("leaf")
    path.removeLast(3)
    #expect(path.count == 99_998)
    path.removeLast(Int.max)
    #expect(path.isEmpty && path == NavigationPath())
    path.removeLast(-5)
    #expect(path.count == 0)
    #expect(NavigationPath([1, 2]) != NavigationPath([2, 1]))
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round30", fileSuffix: "round30") == [])
  }
}
