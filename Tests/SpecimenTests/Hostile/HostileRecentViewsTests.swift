import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile views of the recently added API that are not numbers of one modifier: layered symbols under hostile
/// styles, frames and scales; the empty `UIImage`; `ShapeStyle.blendMode`; `Canvas` drawing with hostile values;
/// custom and type-erased layouts answering NaN, ∞ and negative sizes; `ViewThatFits` with 1 000 children;
/// `GeometryReader` sizes fed back into frames; preferences read back into the view that sets them; bindings to
/// empty and large collections; focused values. Every case renders in one catalog run and must have its outcome
/// (`renders`, `warns` or `fails`, with the text its message contains); every other cell and the manifest are written.
@Suite struct HostileRecentViewsTests {
  typealias Case = HostileCase

  struct Width: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
  }

  struct Bounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
  }

  /// A layout answering `size` for every proposal and placing each subview at `point`.
  struct Answering: Layout {
    let size: CGSize
    let point: CGPoint
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews { subview.place(at: point, anchor: .topLeading, proposal: ProposedViewSize(width: size.width, height: size.height)) }
    }
  }

  static let symbol = Image(systemName: "person.crop.circle.fill")

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ outcome: String = "renders", _ says: String = "", _ view: @escaping @Sendable () -> some View) {
      cases.append(Case(name: name, outcome: outcome, says: says, view: { AnyView(view()) }))
    }
    add("control") { Color.blue.frame(width: 10, height: 10) }
    // Layered symbols.
    add("palette-nan-gradient", "warns", "Gradient.Stop location nan is not usable") {
      symbol.symbolRenderingMode(.palette).foregroundStyle(
        LinearGradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: .infinity)], startPoint: .top, endPoint: .bottom), .green)
        .font(.largeTitle)
    }
    add("palette-image-paint", "warns", "ImagePaint scale nan is not usable") {
      symbol.symbolRenderingMode(.palette).foregroundStyle(ImagePaint(image: Image(systemName: "star"), scale: .nan), .red.shadow(.drop(radius: .infinity)))
        .font(.largeTitle)
    }
    add("palette-three-hostile-levels", "warns", "Color red nan is not usable") {
      symbol.symbolRenderingMode(.palette).foregroundStyle(Color(red: .nan, green: .infinity, blue: -1), .clear, .red.opacity(.nan)).font(.largeTitle)
    }
    add("hierarchical-frame-zero", "fails", "every pixel of the") { symbol.resizable().symbolRenderingMode(.hierarchical).frame(width: 0, height: 0).padding(4) }
    add("hierarchical-frame-nan", "warns", ".frame(width: nan)") { symbol.resizable().symbolRenderingMode(.hierarchical).frame(width: .nan, height: .nan).padding(4) }
    add("hierarchical-frame-huge", "fails", "could not draw person.crop.circle.fill.svg in a frame of 1000000000×1000000000 pt: 2000000000 px a side is past what Cairo can place") { symbol.resizable().symbolRenderingMode(.hierarchical).frame(width: 1e9, height: 1e9).frame(width: 40, height: 40).clipped() }
    add("hierarchical-scale-huge", "warns", ".scaleEffect factor 1000000 is not usable") { symbol.symbolRenderingMode(.hierarchical).scaleEffect(1e6).frame(width: 40, height: 40).clipped() }
    add("palette-scale-tiny", "fails", "every pixel of the") { symbol.symbolRenderingMode(.palette).foregroundStyle(.red, .blue).scaleEffect(1e-9).padding(8) }
    add("palette-rotated-3d", "fails", "every pixel of the") {
      symbol.symbolRenderingMode(.palette).foregroundStyle(.red, .blue).font(.system(size: 40))
        .rotation3DEffect(.degrees(89.9999), axis: (x: 0, y: 1, z: 0)).padding(8)
    }
    add("palette-font-huge", "fails", "librsvg could not draw person.crop.circle.fill.svg in a frame of") { symbol.symbolRenderingMode(.palette).foregroundStyle(.red, .blue).font(.system(size: 1e6)).frame(width: 40, height: 40).clipped() }
    // The empty image and blend modes of styles.
    add("uiimage-empty-resizable") { Image(uiImage: UIImage()).resizable().frame(width: 20, height: 20).background(Color.red) }
    add("uiimage-empty-many", "fails", "every pixel of the") { HStack { ForEach(0..<500, id: \.self) { _ in Image(uiImage: UIImage()) } }.background(Color.red).frame(width: 20, height: 20) }
    add("uiimage-unknown-name") { Image(uiImage: UIImage(named: String(repeating: "n", count: 100_000)) ?? UIImage()).frame(width: 20, height: 20).background(Color.red) }
    add("blendmode-style-nan-opacity", "fails", "Color opacity nan is not usable") { Rectangle().fill(Color.red.opacity(.nan).blendMode(.multiply)).frame(width: 20, height: 20) }
    // Canvas.
    add("canvas-hostile-values", "warns", ".opacity nan is not usable") {
      Canvas { context, size in
        context.opacity = .nan
        context.fill(Path(ellipseIn: CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: 10)), with: .color(.red))
        context.scaleBy(x: 0, y: 0)
        context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        context.scaleBy(x: 1e300, y: 1e300)
        context.draw(Text("A"), at: CGPoint(x: CGFloat.nan, y: .infinity), anchor: UnitPoint(x: .nan, y: .nan))
        context.draw(Image(systemName: "star"), in: CGRect(x: 0, y: 0, width: -1e300, height: .nan))
      }
      .frame(width: 40, height: 40).background(Color.green)
    }
    // The view-count error names what the user wrote: the canvas's drawing operations, not rows of a ForEach.
    add("canvas-100000-fills", "fails", "more than 100000 views (ViewCount.limit): a Canvas recorded 100000 drawing operations (fill, stroke, "
          + "draw), each drawn as a view; draw fewer (e.g. add the shapes to one Path and fill it once) or raise the limit with SPECIMEN_MAX_VIEWS=N") {
      Canvas { context, _ in
        for i in 0..<100_000 { context.fill(Path(CGRect(x: i % 40, y: i % 37, width: 1, height: 1)), with: .color(.red)) }
      }
      .frame(width: 40, height: 40)
    }
    // Layouts answering hostile sizes.
    // A layout placing its subview at a NaN point is named too (LayoutSubview.place).
    add("layout-places-at-nan", "warns", "Answering.placeSubviews placed subview 0 at (nan, -inf) with anchor (0, 0)") {
      Answering(size: CGSize(width: 20, height: 20), point: CGPoint(x: CGFloat.nan, y: -CGFloat.infinity)) { Color.red }.background(Color.blue).padding(4)
    }
    for (label, size) in [("nan", CGSize(width: CGFloat.nan, height: .nan)), ("infinite", CGSize(width: CGFloat.infinity, height: .infinity)),
                          ("negative", CGSize(width: -1e300, height: -5)), ("huge", CGSize(width: 1e300, height: 1e300))] {
      // A custom layout's NaN, ∞ and negative answers and non-finite placements are named (ErasedLayout.issues); a huge
      // finite answer fails on the canvas size, and the error names the layout, its answer and the proposal.
      let (outcome, says) = label == "huge"
        ? ("fails", "exceeds the limit of 16384 px per side; lower the scale or the frame; Answering.sizeThatFits returned 1e+300×1e+300 "
             + "for a proposal of nil×nil, more than a canvas holds (8168 pt per side at this scale); return a size that fits the proposal or the subviews")
        : ("fails", "Answering.sizeThatFits returned \(label == "negative" ? "-1e+300×-5" : label == "nan" ? "nan×nan" : "inf×inf") for a proposal of")
      add("layout-answers-\(label)", outcome, says) { Answering(size: size, point: CGPoint(x: CGFloat.nan, y: -CGFloat.infinity)) { Color.red; Text("x") }.background(Color.blue).padding(4) }
      add("anylayout-answers-\(label)", label == "huge" ? "renders" : "warns", label == "huge" ? "" : "Answering.sizeThatFits returned") {
        AnyLayout(Answering(size: size, point: .zero)) { Color.red.frame(width: 10, height: 10) }.frame(width: 30, height: 30).background(Color.blue)
      }
    }
    add("anylayout-nested-1000", "fails", "nests more than 2000 views deep") {
      var view = AnyView(Color.red.frame(width: 10, height: 10))
      for i in 0..<1_000 { view = AnyView(AnyLayout(i.isMultiple(of: 2) ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())) { view }) }
      return view.padding(2)
    }
    // ViewThatFits with 1 000 children, none of which fits but the last.
    add("viewthatfits-1000") {
      ViewThatFits { ForEach(0..<1_000, id: \.self) { i in Color.red.frame(width: CGFloat(10_000 - i), height: 10) }; Color.blue.frame(width: 10, height: 10) }
        .frame(width: 40, height: 20)
    }
    add("viewthatfits-nested-12") {
      var view = AnyView(Text("deep"))
      for _ in 0..<12 { view = AnyView(ViewThatFits { view; view }) }
      return view.frame(width: 60, height: 20)
    }
    // GeometryReader feedback and preferences read back.
    add("geometry-feedback", "warns", ".frame(height: inf): invalid frame dimension") {
      GeometryReader { proxy in Color.red.frame(width: proxy.size.width * 1e300, height: proxy.size.height / 0) }.frame(width: 40, height: 40).clipped()
    }
    add("geometry-nested-100", "fails", "nests more than 2000 views deep") {
      var view = AnyView(Color.red)
      for _ in 0..<100 { view = AnyView(GeometryReader { proxy in view.frame(width: proxy.size.width * 2, height: proxy.size.height * 2) }) }
      return view.frame(width: 40, height: 40).clipped()
    }
    add("preference-read-back", "warns", ".frame(width: inf)") {
      Color.red.frame(width: 10, height: 10).preference(key: Width.self, value: .infinity)
        .overlayPreferenceValue(Width.self) { width in Color.blue.frame(width: width, height: width / 2).preference(key: Width.self, value: .nan) }
        .backgroundPreferenceValue(Width.self) { width in Color.green.frame(width: min(width, 1e300)) }
        .padding(4)
    }
    add("preference-deep-1000", "fails", "nests more than 2000 views deep") {
      var view = AnyView(Color.red.frame(width: 10, height: 10).preference(key: Width.self, value: 1))
      for _ in 0..<1_000 { view = AnyView(view.transformPreference(Width.self) { $0 = $0 * 2 }) }
      return view.overlayPreferenceValue(Width.self) { width in Text(verbatim: "\(width)").font(.caption2) }.padding(4)
    }
    add("anchor-read-back", "warns", ".offset(x: nan) is not a finite coordinate; laid out as 0") {
      Color.red.frame(width: 10, height: 10).anchorPreference(key: Bounds.self, value: .bounds) { $0 }
        .overlayPreferenceValue(Bounds.self) { anchor in
          GeometryReader { proxy in
            let rect = anchor.map { proxy[$0] } ?? .zero
            Color.blue.frame(width: rect.width * .infinity, height: rect.height).offset(x: rect.minX / 0)
          }
        }
        .padding(4)
    }
    // Bindings to collections.
    add("foreach-binding-empty", "fails", "every pixel of the") { ForEachBox(items: []).padding(4) }
    add("foreach-binding-2000") { ForEachBox(items: (0..<2_000).map { "Row \($0)" }).frame(width: 80, height: 60).clipped() }
    // Round 19: repeated IDs are named, as SwiftUI's runtime warning names them (they were drawn without a word).
    add("list-binding-id-editactions-2000", "warns", "ForEach: the ID Row 0 occurs multiple times within the collection, this will give "
          + "undefined results!") { KeyedListBox(names: (0..<2_000).map { "Row \($0 % 7)" }).frame(width: 120, height: 120) }
    add("foreach-binding-id-editactions-empty", "fails", "every pixel of the") { KeyedForEachBox(names: []).padding(4) }
    add("list-binding-editactions-duplicates", "warns", "ForEach: the ID 7 occurs multiple times within the collection, this will give "
          + "undefined results! (SwiftUI's runtime warning; 49 elements repeat an earlier ID.)") { ListBox(items: Array(repeating: Item(id: 7, name: "same"), count: 50)).frame(width: 120, height: 120) }
    add("focused-values") {
      Text("Focus").focusedValue(\.hostileNote, String(repeating: "f", count: 100_000)).focusedSceneValue(\.hostileNote, nil).padding(4)
    }
    return cases
  }()

  struct ForEachBox: View {
    @State var items: [String]
    var body: some View { VStack(spacing: 0) { ForEach($items, id: \.self) { $item in Text(item).font(.caption2) } }.background(Color.yellow) }
  }

  struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
  }

  struct ListBox: View {
    @State var items: [Item]
    var body: some View { List($items, editActions: .all) { $item in Text(item.name) } }
  }

  /// `List($names, id: \.self, editActions:)` over 2 000 repeated names (iOS 16).
  struct KeyedListBox: View {
    @State var names: [String]
    var body: some View { List($names, id: \.self, editActions: .all) { $name in Text(name) } }
  }

  /// `ForEach($names, id: \.self, editActions:)` over no names.
  struct KeyedForEachBox: View {
    @State var names: [String]
    var body: some View { VStack { ForEach($names, id: \.self, editActions: .delete) { $name in Text(name) } } }
  }

  /// A huge finite answer of a custom layout rendered alone (not in a catalog): the canvas-size error names the layout too.
  @Test func aHugeLayoutAnswerIsNamedWhenRenderedAlone() throws {
    let view = Answering(size: CGSize(width: 40, height: 1e30), point: .zero) { Color.red }.padding(4)
    let error = #expect(throws: (any Error).self) { try ViewRenderer(scale: 2).rasterize(view, in: .unspecified) }
    #expect("\(error.map { "\($0)" } ?? "")" == "canvas 96 px wide and more pixels tall than can be counted exceeds the limit of 16384 px per side; lower the scale or the frame; "
      + "Answering.sizeThatFits returned 40×1e+30 for a proposal of nil×nil, more than a canvas holds (8192 pt per side at this scale); "
      + "return a size that fits the proposal or the subviews (e.g. proposal.replacingUnspecifiedDimensions())")
    // A layout that only passes a huge size on is not named: the one answering it is.
    let nested = AnyLayout(VStackLayout()) { Answering(size: CGSize(width: 1e9, height: 10), point: .zero) { Color.red } }
    let nestedError = #expect(throws: (any Error).self) { try ViewRenderer(scale: 1).rasterize(nested, in: .unspecified) }
    let message = nestedError.map { "\($0)" } ?? ""
    #expect(message.contains("Answering.sizeThatFits returned 1000000000×10") && !message.contains("VStackLayout"), "\(message)")
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Views", fileSuffix: "views") == [])
  }
}

extension FocusedValues {
  @Entry var hostileNote: String?
}
