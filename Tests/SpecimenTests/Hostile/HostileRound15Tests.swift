import AppIntents
import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 15: intent parameters of a class, a function or an enumeration with payloads read unset
/// wherever the intent was made; font widths, uneven corner radii and timeline intervals that are not numbers; lazy
/// containers over `Int.max` elements, which draw their first screen; and new classes: dash patterns, tiled images,
/// list metrics, scroll positions, secure fields and text editors. Every case renders in one catalog run and must have
/// its outcome; every other cell and the manifest are written.
@Suite struct HostileRound15Tests {
  typealias Case = HostileCase

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// A reference type an intent names, with a superclass and stored properties of several kinds.
  class Entity: @unchecked Sendable {
    var id = "e-1"
    init() {}
  }

  /// A subclass with a nested class, a collection, an optional and a closure.
  final class Owner: Entity, @unchecked Sendable {
    let name: String
    var pets: [String]
    var partner: Entity
    var nickname: String?
    init(name: String) {
      self.name = name
      pets = ["Rex"]
      partner = Entity()
      nickname = "N"
    }
  }

  /// A shape with payloads and no case without one.
  enum Outline: Sendable { case circle(radius: Double), square(side: Double, label: String) }

  /// A choice with a payload case first and an empty case after it.
  enum Choice: Sendable { case custom(String), none }

  /// Something nothing can be made up for.
  protocol Drawable: Sendable {}

  /// An intent whose class, function and enumeration parameters nothing set.
  struct Configure: AppIntent {
    static let title: LocalizedStringResource = "Configure"
    @Parameter(title: "Owner") var owner: Owner
    @Parameter(title: "Format") var format: (Int) -> String
    @Parameter(title: "Outline") var outline: Outline
    @Parameter(title: "Choice") var choice: Choice
    @Parameter(title: "Check") var check: @Sendable (Double, Double) throws -> Bool
    func perform() async throws -> some IntentResult { .result() }
  }

  /// An intent whose existential parameter nothing set.
  struct Draw: AppIntent {
    static let title: LocalizedStringResource = "Draw"
    @Parameter(title: "Drawable") var drawable: any Drawable
    func perform() async throws -> some IntentResult { .result() }
  }

  /// Reads the unset class parameter in its body, where the intent was made (iOS stops the app at the read).
  struct ClassRow: View {
    var body: some View {
      let intent = Configure()
      return Text("\(intent.owner.name)|\(intent.owner.id)|\(intent.owner.pets.count)|\(intent.owner.partner.id)|\(intent.owner.nickname ?? "nil")")
    }
  }

  /// Reads and calls the unset function parameter in its body.
  struct FunctionRow: View {
    var body: some View {
      let intent = Configure()
      return Text("[\(intent.format(3))]")
    }
  }

  /// Reads and calls the unset throwing `@Sendable` function parameter.
  struct ThrowingFunctionRow: View {
    var body: some View {
      let intent = Configure()
      return Text("\((try? intent.check(1, 2)) == true)")
    }
  }

  /// Reads the unset enumeration parameters (payloads only; a payload and an empty case) in its body.
  struct EnumRow: View {
    var body: some View {
      let intent = Configure()
      return Text("\(intent.outline)|\(intent.choice)")
    }
  }

  /// Stores the intent and reads its class parameter.
  struct StoredClassRow: View {
    let intent = Configure()
    var body: some View { Text(intent.owner.name.isEmpty ? "empty" : intent.owner.name) }
  }

  /// Reads the unset class parameter inside a geometry reader's content (layout time).
  struct GeometryClassRow: View {
    var body: some View {
      GeometryReader { _ in
        let intent = Configure()
        Text(intent.owner.pets.isEmpty ? "geometry" : "x")
      }.frame(width: 80, height: 20)
    }
  }

  /// A view storing an intent with an unset existential parameter it never reads: nothing can be made up, the cell fails.
  struct ExistentialHolder: View {
    let intent = Draw()
    var body: some View { Text("Holder") }
  }

  /// One black pixel (a corner of a QR code of "hi").
  static var onePixel: CGImage {
    let filter = CIFilter.qrCodeGenerator()
    filter.message = Data("hi".utf8)
    return CIContext().createCGImage(filter.outputImage ?? CIImage.empty(), from: CGRect(x: 0, y: 0, width: 1, height: 1))!
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // Before round 26: silent (drawn solid).
    "dash-all-zero": ("warns", "StrokeStyle dash [0, 0] has only lengths of 0, so no dash would ever end; drawn as a solid line"),
    // Round 25: a RoundedRectangle names a NaN radius (silent before), here the container shape's.
    "containershape-nan": ("warns", "RoundedRectangle: cornerRadius nan is not a finite radius ≥ 0; drawn as square corners (radius 0)."),
    "intent-class-read-in-body": ("fails", "@Parameter \"Owner\" (of type Owner) was read before it was set, which stops the app on iOS: give it a default value (@Parameter(title:default:)) or set it on"),
    "intent-function-read-in-body": ("fails", "@Parameter \"Format\" (of type (Int) -> String) was read before it was set, which stops the app on iOS: give it a default value"),
    "intent-throwing-sendable-function": ("fails", "@Parameter \"Check\" (of type @Sendable (Double, Double) throws -> Bool) was read before it was set"),
    "intent-payload-enum-read-in-body": ("fails", "@Parameter \"Outline\" (of type Outline) was read before it was set, which stops the app on iOS"),
    "intent-class-stored-read": ("fails", "@Parameter \"Owner\" (of type Owner) was read before it was set"),
    "intent-class-read-in-geometry-reader": ("fails", "@Parameter \"Owner\" (of type Owner) was read before it was set"),
    "intent-existential-stored-never-read": ("fails", "`ExistentialHolder` holds Draw, whose @Parameter \"Drawable\" (drawable: Drawable) was never set, and Specimen cannot make up a"),
    // Since stop 37 these are read and named where they were stored and ignored.
    "image-capinsets-nan": ("warns", ".resizable(capInsets:) top nan, leading -5, trailing inf is not a finite length of 0 or more; taken as 0."),
    "list-row-height-nan": ("warns", ".environment(\\.defaultMinListRowHeight, nan) is not a finite height of 0 or more; laid out with the standard 44 pt."),
    "list-row-height-1e9": ("warns", ".environment(\\.defaultMinListRowHeight, 1000000000.0) is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength); laid out as 1000000 pt"),
    "list-header-height-inf": ("warns", ".environment(\\.defaultMinListHeaderHeight, inf) is not a finite height of 0 or more; laid out with the list style's own."),
    "font-width-nan-view": ("warns", ".fontWidth: Font.Width(nan) is not a finite width; drawn at the standard width (0). Give a finite value, e.g. .condensed (-0.2) or .expanded (0.2)"),
    "font-width-inf-text": ("warns", "Text(\"A\"): .fontWidth: Font.Width(inf) is not a finite width; drawn at the standard width (0)."),
    "font-width-neg-inf-font": ("warns", "Font.width(_:): Font.Width(-inf) is not a finite width; drawn at the standard width (0)."),
    // Outside -1…1 (UIFontDescriptor's width trait): clamped, and since round 16 named.
    "font-width-finite": ("warns", ".fontWidth: Font.Width(5) is outside -1…1, the range of a font's width trait; clamped to 1, the widest width."),
    "uneven-all-corners-bad": ("warns", "UnevenRoundedRectangle: topLeadingRadius nan, bottomLeadingRadius -inf, bottomTrailingRadius inf, topTrailingRadius -5 are not finite radii ≥ 0; drawn square where NaN or negative, as round as the rectangle allows where infinite. Give finite radii of 0 or more"),
    "uneven-rect-top-leading-negative": ("warns", "UnevenRoundedRectangle: topLeadingRadius -10 is not a finite radius ≥ 0; drawn as square corners (radius 0). Give finite radii of 0 or more"),
    "uneven-corner-radii-nan-clip": ("warns", "UnevenRoundedRectangle: bottomTrailingRadius nan is not a finite radius ≥ 0; drawn as square corners (radius 0)."),
    "timeline-periodic-nan": ("warns", "TimelineView(.periodic(from:by:)): interval nan s is not a finite number of seconds > 0; drawn at the one moment a still image shows. Give an interval greater than 0, e.g. .periodic(from: .now, by: 1)"),
    "timeline-periodic-zero": ("warns", "TimelineView(.periodic(from:by:)): interval 0 s is not a finite number of seconds > 0"),
    "timeline-periodic-negative": ("warns", "TimelineView(.periodic(from:by:)): interval -1 s is not a finite number of seconds > 0"),
    "timeline-animation-nan": ("warns", "TimelineView(.animation(minimumInterval:paused:)): minimumInterval nan s is not a finite number of seconds ≥ 0; drawn at the one moment a still image shows. Give nil or an interval of 0 or more"),
    "lazyvgrid-intmax-outside-scroll": ("warns", "LazyVGrid: a ForEach inside has more than 2000 elements (LazyContent.limit), and Specimen builds only those for a still image, but outside a scroll view along its axis it is as long as all of them; drawn with the first 2000. Put it in a ScrollView() or show fewer elements"),
    "lazyhstack-intmax-outside-scroll": ("warns", "LazyHStack: a ForEach inside has more than 2000 elements (LazyContent.limit), and Specimen builds only those for a still image, but outside a scroll view along its axis it is as long as all of them; drawn with the first 2000. Put it in a ScrollView(.horizontal) or show fewer elements"),
    "lazyvstack-intmax-bottom-anchor": ("warns", "LazyVStack: a ForEach inside has more than 2000 elements (LazyContent.limit), and Specimen builds only those for a still image, so .defaultScrollAnchor shows the end of the first 2000, not of all of them."),
    "dash-phase-nan": ("warns", "StrokeStyle dashPhase nan is not usable; drawn with phase 0"),
    "miter-limit-nan": ("warns", "StrokeStyle miterLimit nan is not usable; drawn with the default miter limit 10 (give a number ≥ 1)"),
    "shape-inset-nan": ("fails", "a shape's path has NaN or infinite coordinates (bounds (nan, nan, nan×nan)); they were drawn at 0. Check the numbers given to the shape (Path, cornerRadius, inset(by:), trim, offset)"),
    // Round 25: named as the inset that left no shape (it was drawn as a path at infinity).
    "shape-inset-1e300": ("fails", "RoundedRectangle: an inset of 1e+300 pt (inset(by:), or half a strokeBorder's line width) is more than half its 40 × 40-pt frame, so no shape is left and nothing is drawn."),
    "strokeborder-inf": ("fails", ".strokeBorder line width inf is not a finite width ≥ 0, so the Capsule's stroke is not drawn. Give lineWidth: (or StrokeStyle(lineWidth:)) a finite width ≥ 0"),
    "image-scale-zero": ("warns", "Image(decorative:scale:orientation:): scale 0 is not a finite number of pixels per point > 0; drawn at scale 1. Give the image's scale, e.g. 2 for an image made at @2x"),
    "image-scale-nan": ("warns", "Image(decorative:scale:orientation:): scale nan is not a finite number of pixels per point > 0; drawn at scale 1."),
    "image-labeled-scale-negative-inf": ("warns", "Image(_:scale:orientation:label:): scale -inf is not a finite number of pixels per point > 0; drawn at scale 1."),
    "symbol-10k-name": ("fails", "no icon named aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… (10000 characters); SF Symbols has no symbol of that name either, so iOS draws nothing"),
    "list-row-insets-nan": ("warns", ".listRowInsets: top nan, leading -inf, trailing -4.0 are not finite lengths ≥ 0; laid out as 0. Give finite insets of 0 or more"),
    "list-row-spacing-nan": ("warns", ".listRowSpacing(nan) is not a finite length ≥ 0; laid out with no spacing. Give a spacing of 0 or more, or nil for the default"),
    "list-row-spacing-negative": ("warns", ".listRowSpacing(-8) is not a finite length ≥ 0; laid out with spacing 0."),
    "safeareainset-spacing-nan": ("warns", ".safeAreaInset(spacing: nan) is not a finite length; laid out with spacing 0"),
    // The inset view sits 10³⁰⁰ pt from the content, outside the 80-pt frame: nothing is left to see, and the cell says so.
    "safeareainset-spacing-1e300": ("fails", "every pixel of the"),
    "securefield-1m": ("warns", "has more than 20000 characters (TextLength.limit); laid out its first 20000"),
    "texteditor-1m": ("warns", "Text(\"word word word word word word word word … (1000000 characters)\") has more than 20000 characters (TextLength.limit); laid out its first 20000"),
    "attributed-kern-nan": ("warns", "Text(\"Hello\"): AttributedString.kern(nan) is not a finite length; laid out as 0. Give a finite length in points"),
    "attributed-font-size-nan": ("warns", "Text(\"Hello\"): font size nan (Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 17 pt"),
    "vstack-intmax-not-lazy": ("fails", "the view has more than 100000 views (ViewCount.limit); show fewer rows (e.g. the first screenful of a ForEach's data, as a device shows) or raise the"),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(view()) }))
    }
    add("control") { box }
    // Intent parameters of a class, a function, an enumeration with payloads or an existential, read unset.
    add("intent-class-read-in-body") { marked(ClassRow()) }
    add("intent-function-read-in-body") { marked(FunctionRow()) }
    add("intent-throwing-sendable-function") { marked(ThrowingFunctionRow()) }
    add("intent-payload-enum-read-in-body") { marked(EnumRow()) }
    add("intent-class-stored-read") { marked(StoredClassRow()) }
    add("intent-class-read-in-geometry-reader") { marked(GeometryClassRow()) }
    add("intent-existential-stored-never-read") { marked(ExistentialHolder()) }
    // Font widths, uneven corners and timeline intervals that are not numbers.
    add("font-width-nan-view") { Text("A").fontWidth(Font.Width(.nan)) }
    add("font-width-inf-text") { Text("A").fontWidth(Font.Width(.infinity)) }
    add("font-width-neg-inf-font") { Text("A").font(.system(size: 17).width(Font.Width(-.infinity))) }
    add("font-width-finite") { Text("A").fontWidth(Font.Width(5)) }
    add("uneven-all-corners-bad") {
      UnevenRoundedRectangle(topLeadingRadius: .nan, bottomLeadingRadius: -.infinity, bottomTrailingRadius: .infinity, topTrailingRadius: -5)
        .fill(.red).frame(width: 40, height: 40)
    }
    add("uneven-rect-top-leading-negative") { Rectangle().fill(.red).frame(width: 40, height: 40).clipShape(.rect(topLeadingRadius: -10, bottomTrailingRadius: 10)) }
    add("uneven-corner-radii-nan-clip") { box.clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 4, bottomTrailing: .nan))) }
    add("uneven-radii-1e300") { UnevenRoundedRectangle(topLeadingRadius: 1e300).fill(.red).frame(width: 40, height: 40) }
    add("timeline-periodic-nan") { TimelineView(.periodic(from: .distantPast, by: .nan)) { context in Text(context.date, style: .time) } }
    add("timeline-periodic-zero") { TimelineView(.periodic(from: .now, by: 0)) { context in Text(context.date, style: .time) } }
    add("timeline-periodic-negative") { TimelineView(.periodic(from: .now, by: -1)) { context in Text(context.date, style: .time) } }
    add("timeline-animation-nan") { TimelineView(.animation(minimumInterval: .nan)) { context in Text(context.date, style: .time) } }
    // Lazy containers over Int.max elements draw their first screen.
    add("lazyvstack-intmax") { ScrollView { LazyVStack { ForEach(0..<Int.max, id: \.self) { Text("Row \($0)") } } }.frame(width: 100, height: 60) }
    add("lazyhstack-intmax") { ScrollView(.horizontal) { LazyHStack { ForEach(0..<Int.max, id: \.self) { Text("\($0)") } } }.frame(width: 100, height: 30) }
    add("lazyvgrid-10m") {
      ScrollView { LazyVGrid(columns: [GridItem(.adaptive(minimum: 10))]) { ForEach(0..<10_000_000, id: \.self) { _ in Color.red.frame(height: 10) } } }
        .frame(width: 100, height: 60)
    }
    add("lazyhgrid-intmax") {
      ScrollView(.horizontal) { LazyHGrid(rows: [GridItem(.fixed(10)), GridItem(.fixed(10))]) { ForEach(0..<Int.max, id: \.self) { _ in Color.red.frame(width: 10) } } }
        .frame(width: 100, height: 30)
    }
    add("list-intmax") { List(0..<Int.max, id: \.self) { Text("Row \($0)") }.frame(width: 200, height: 120) }
    add("list-sections-intmax") { List { Section("S") { ForEach(0..<Int.max, id: \.self) { Text("Row \($0)") } } }.frame(width: 200, height: 120) }
    add("form-10m") { Form { ForEach(0..<10_000_000, id: \.self) { Text("Row \($0)") } }.frame(width: 200, height: 120) }
    add("lazyvstack-custom-rows-intmax") { ScrollView { LazyVStack { ManyRows() } }.frame(width: 100, height: 60) }
    add("lazyvgrid-intmax-outside-scroll") { LazyVGrid(columns: [GridItem(.adaptive(minimum: 20))]) { ForEach(0..<Int.max, id: \.self) { _ in Color.red.frame(height: 1) } }.frame(width: 100) }
    add("lazyhstack-intmax-outside-scroll") { LazyHStack(spacing: 0) { ForEach(0..<Int.max, id: \.self) { _ in Color.red.frame(width: 1, height: 10) } } }
    add("lazyvstack-intmax-bottom-anchor") {
      ScrollView { LazyVStack { ForEach(0..<Int.max, id: \.self) { Text("Row \($0)") } } }.defaultScrollAnchor(.bottom).frame(width: 100, height: 60)
    }
    add("vstack-intmax-not-lazy") { ScrollView { VStack { ForEach(0..<Int.max, id: \.self) { Text("Row \($0)") } } }.frame(width: 100, height: 60) }
    // New classes: dash patterns, insets, tiled and scaled images, list metrics, scroll positions, long secure and edited text.
    add("dash-tiny-circle") { Circle().stroke(.red, style: StrokeStyle(lineWidth: 1, dash: [1e-6])).frame(width: 400, height: 400) }
    add("dash-all-zero") { Circle().stroke(.red, style: StrokeStyle(lineWidth: 1, dash: [0, 0])).frame(width: 40, height: 40) }
    add("dash-1e-300-pair") { Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 1, dash: [1e-300, 1e-300])).frame(width: 400, height: 400) }
    add("dash-million-entries") { Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 1, dash: Array(repeating: 1, count: 1_000_000))).frame(width: 40, height: 40) }
    add("dash-phase-nan") { Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 1, dash: [2, 2], dashPhase: .nan)).frame(width: 40, height: 40) }
    add("dash-phase-1e300") { Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 1, dash: [2, 2], dashPhase: 1e300)).frame(width: 40, height: 40) }
    add("miter-limit-nan") { Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: .nan)).frame(width: 40, height: 40) }
    add("shape-inset-nan") { Circle().inset(by: .nan).fill(.red).frame(width: 40, height: 40) }
    add("shape-inset-1e300") { RoundedRectangle(cornerRadius: 5).inset(by: 1e300).fill(.red).frame(width: 40, height: 40) }
    add("strokeborder-inf") { Capsule().strokeBorder(.red, lineWidth: .infinity).frame(width: 40, height: 20) }
    add("containershape-nan") { ContainerRelativeShape().fill(.red).frame(width: 40, height: 40).containerShape(RoundedRectangle(cornerRadius: .nan)) }
    add("image-tile-1px-4000") { marked(Image(decorative: onePixel, scale: 1).resizable(resizingMode: .tile).frame(width: 4000, height: 4000)) }
    add("image-capinsets-nan") {
      marked(Image(decorative: onePixel, scale: 1).resizable(capInsets: EdgeInsets(top: .nan, leading: -5, bottom: 1e300, trailing: .infinity)).frame(width: 40, height: 40))
    }
    add("image-labeled-scale-negative-inf") { marked(Image(onePixel, scale: -.infinity, label: Text("dot"))) }
    add("image-scale-zero") { marked(Image(decorative: onePixel, scale: 0)) }
    add("image-scale-nan") { marked(Image(decorative: onePixel, scale: .nan)) }
    add("symbol-10k-name") { marked(Image(systemName: String(repeating: "a", count: 10_000))) }
    add("symbol-variant-chain") { marked(Image(systemName: "star").symbolVariant(.fill.circle.square.slash.rectangle.fill.circle)) }
    add("display-scale-nan") { marked(Text("A")).environment(\.displayScale, .nan) }
    add("display-scale-zero") { marked(Text("A")).environment(\.displayScale, 0) }
    add("display-scale-1e9") { marked(Text("A")).environment(\.displayScale, 1e9) }
    add("list-row-height-nan") { List { Text("A") }.environment(\.defaultMinListRowHeight, .nan).frame(width: 200, height: 120) }
    add("list-row-height-1e9") { List { Text("A") }.environment(\.defaultMinListRowHeight, 1e9).frame(width: 200, height: 120) }
    add("list-header-height-inf") { List { Section("S") { Text("A") } }.environment(\.defaultMinListHeaderHeight, .infinity).frame(width: 200, height: 120) }
    add("list-row-insets-nan") { List { Text("A").listRowInsets(EdgeInsets(top: .nan, leading: -.infinity, bottom: 1e300, trailing: -4)) }.frame(width: 200, height: 120) }
    add("list-row-spacing-nan") { List { Text("A"); Text("B") }.listRowSpacing(.nan).frame(width: 200, height: 120) }
    add("list-row-spacing-negative") { List { Text("A"); Text("B") }.listRowSpacing(-8).frame(width: 200, height: 120) }
    add("safeareainset-spacing-nan") { ScrollView { box }.safeAreaInset(edge: .bottom, spacing: .nan) { Text("bar") }.frame(width: 100, height: 80) }
    add("safeareainset-spacing-1e300") { ScrollView { box }.safeAreaInset(edge: .top, spacing: 1e300) { Text("bar") }.frame(width: 100, height: 80) }
    add("scrollposition-point-nan") { ScrollView { VStack { ForEach(0..<50, id: \.self) { Text("\($0)") } } }.scrollPosition(.constant(ScrollPosition(point: CGPoint(x: CGFloat.nan, y: .nan)))).frame(width: 100, height: 80) }
    add("scrollposition-y-inf") { ScrollView { VStack { ForEach(0..<50, id: \.self) { Text("\($0)") } } }.scrollPosition(.constant(ScrollPosition(y: .infinity))).frame(width: 100, height: 80) }
    add("securefield-1m") { SecureField("P", text: .constant(String(repeating: "a", count: 1_000_000))).frame(width: 200) }
    add("texteditor-1m") { TextEditor(text: .constant(String(repeating: "word ", count: 200_000))).frame(width: 200, height: 100) }
    add("tabview-100k-tabs") { TabView { ForEach(0..<100_000, id: \.self) { i in Text("\(i)").tabItem { Text("\(i)") } } }.frame(width: 300, height: 200) }
    add("navigationstack-path-1m") {
      NavigationStack(path: .constant(Array(0..<1_000_000))) { Text("root").navigationDestination(for: Int.self) { Text("\($0)") } }.frame(width: 300, height: 200)
    }
    add("attributed-kern-nan") {
      var text = AttributedString("Hello")
      text.kern = .nan
      text.baselineOffset = .infinity
      text.tracking = -.infinity
      return Text(text)
    }
    add("attributed-font-size-nan") {
      var text = AttributedString("Hello")
      text.font = .system(size: .nan)
      return Text(text)
    }
    add("text-date-range-far") { marked(Text(Date.distantPast...Date.distantFuture)) }
    add("text-date-interval-far") { marked(Text(DateInterval(start: .distantPast, end: .distantFuture).start, style: .relative)) }
    add("geometryreader-nested-40") { (0..<40).reduce(AnyView(box)) { v, _ in AnyView(GeometryReader { _ in v }) }.frame(width: 40, height: 40) }
    add("hstack-spacers-nested-300") { (0..<300).reduce(AnyView(box)) { v, _ in AnyView(HStack { Spacer(); v; Spacer() }) }.frame(width: 200) }
    add("fixedsize-nested-300") { (0..<300).reduce(AnyView(Text("A"))) { v, _ in AnyView(v.fixedSize().frame(maxWidth: .infinity)) }.frame(width: 100) }
    return cases
  }()

  /// Rows from a custom view whose body is a `ForEach` over `Int.max` elements.
  struct ManyRows: View {
    var body: some View { ForEach(0..<Int.max, id: \.self) { Text("Row \($0)") } }
  }

  /// An unset parameter of a class reads as an instance built field by field (its superclass's too), an enumeration
  /// with payloads as its first case with a stand-in payload (or its first case without one), a function as one that
  /// returns its result's stand-in; an existential has none.
  @Test func classesEnumerationsAndFunctionsAreMadeUp() throws {
    let owner = try #require(StandInValue.make(Owner.self) as? Owner)
    #expect(owner.name == "" && owner.id == "" && owner.pets.isEmpty && owner.partner.id == "" && owner.nickname == nil)
    let outline = try #require(StandInValue.make(Outline.self) as? Outline)
    guard case .circle(let radius) = outline else { Issue.record("\(outline)"); return }
    #expect(radius == 0)
    let choice = try #require(StandInValue.make(Choice.self) as? Choice)
    guard case .none = choice else { Issue.record("\(choice)"); return }
    let format = try #require(StandInValue.make(((Int) -> String).self) as? (Int) -> String)
    #expect(format(3) == "")
    let check = try #require(StandInValue.make((@Sendable (Double, Double) throws -> Bool).self) as? @Sendable (Double, Double) throws -> Bool)
    #expect(try check(1, 2) == false)
    #expect(StandInValue.make((any Drawable).self) == nil)
    #expect(StandInValue.make(((inout Int) -> Void).self) == nil)
  }

  /// A lazy container builds the first `LazyContent.limit` elements of its `ForEach`, and draws its first rows as iOS does.
  @Test func aLazyStackOverIntMaxDrawsItsFirstRows() throws {
    let view = ScrollView { LazyVStack(spacing: 0) { ForEach(0..<Int.max, id: \.self) { i in Color(white: i == 1 ? 0 : 1).frame(height: 10) } } }
      .frame(width: 20, height: 30)
    let image = try ViewRenderer(scale: 1).rasterize(view, in: .unspecified)
    #expect(image.diagnostics.warnings.isEmpty, "\(image.diagnostics.warnings)")
    #expect(image.pixel(x: 10, y: 5).r == 255 && image.pixel(x: 10, y: 15).r == 0 && image.pixel(x: 10, y: 25).r == 255)
    let context = ResolveContext()
    _ = context.resolve(LazyVStack { ForEach(0..<Int.max, id: \.self) { Text("\($0)") } })
    #expect(context.report.views < 3 * LazyContent.limit && !context.viewCountExceeded)
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round15", fileSuffix: "round15") == [])
  }
}
