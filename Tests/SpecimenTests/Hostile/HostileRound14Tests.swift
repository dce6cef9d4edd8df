import AppIntents
import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 14: intent parameters read unset wherever the intent was made (in a body, in a layout-time
/// closure) and intents stored but never read; Core Image over a 4 096² extent; containers of 10 000 subviews and
/// containers that re-nest themselves; safe-area and content margins, container-relative frames, view-that-fits
/// nesting, mesh gradients, phase and keyframe animators, fonts and type sizes that are not numbers; empty and odd
/// symbol names and Markdown. Every case renders in one catalog run and must have its outcome; every other cell and the
/// manifest are written.
@Suite struct HostileRound14Tests {
  typealias Case = HostileCase

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// A place an intent names: a structure with no stand-in of its own, built field by field when read unset.
  struct Place: Sendable {
    var name: String
    var population: Int
    var tags: Set<String>
    var parts: [String: Int]
    var kind: Kind
    var open: Bool
    var note: String?
  }

  /// A place's kind, an enumeration a still can pick the first case of.
  enum Kind: CaseIterable, Sendable { case city, town }

  /// A reference type, which nothing can be made up for.
  final class Owner: Sendable {
    let name: String
    init(name: String) { self.name = name }
  }

  /// An intent whose structure parameter nothing set.
  struct PickPlace: AppIntent {
    static let title: LocalizedStringResource = "Pick a place"
    @Parameter(title: "Place") var place: Place
    func perform() async throws -> some IntentResult { .result() }
  }

  /// An intent whose class parameter nothing set.
  struct PickOwner: AppIntent {
    static let title: LocalizedStringResource = "Pick an owner"
    @Parameter(title: "Owner") var owner: Owner
    func perform() async throws -> some IntentResult { .result() }
  }

  /// A view making an intent in its body and reading the unset place there (iOS stops the app at the read).
  struct BodyIntentRow: View {
    var body: some View {
      let intent = PickPlace()
      return Text("\(intent.place.name)|\(intent.place.population)|\(intent.place.kind)|\(intent.place.note ?? "none")")
    }
  }

  /// A view storing an intent it never reads: drawn, as iOS draws it.
  struct IntentHolder: View {
    let intent = PickPlace()
    var body: some View { Text("Holder") }
  }

  /// A view storing an intent and reading the unset place.
  struct IntentReader: View {
    let intent = PickPlace()
    var body: some View { Text(intent.place.name.isEmpty ? "empty" : intent.place.name) }
  }

  /// A view storing an intent whose unset class parameter it never reads: drawn, as iOS draws it (round 15 made classes up).
  struct OwnerHolder: View {
    let intent = PickOwner()
    var body: some View { Text("Owner holder") }
  }

  /// A view reading an unset parameter in a layout-time closure (a geometry reader's content).
  struct GeometryIntentRow: View {
    var body: some View {
      GeometryReader { _ in
        let intent = PickPlace()
        Text(intent.place.name.isEmpty ? "geometry" : intent.place.name)
      }.frame(width: 80, height: 20)
    }
  }

  /// A view that wraps its content in a `Group(subviews:)` of itself `depth` times.
  struct Renesting: View {
    let depth: Int
    var body: some View {
      if depth == 0 {
        Color.red.frame(width: 4, height: 4)
      } else {
        Group(subviews: Renesting(depth: depth - 1)) { subviews in HStack(spacing: 0) { subviews } }
      }
    }
  }

  /// A container value with a default of 1.
  struct WeightKey: ContainerValueKey {
    static let defaultValue: Double = 1
  }

  /// A QR code of "hi" (25 × 25 px).
  static var qrCode: CIImage {
    let filter = CIFilter.qrCodeGenerator()
    filter.message = Data("hi".utf8)
    return filter.outputImage ?? CIImage.empty()
  }

  /// `image` rendered by a Core Image context over its extent, drawn 20 pt square (a box when there is nothing to draw).
  static func drawn(_ image: CIImage) -> AnyView {
    guard let cg = CIContext().createCGImage(image, from: image.extent) else { return AnyView(box) }
    return AnyView(marked(Image(decorative: cg, scale: 1).resizable().interpolation(.none).frame(width: 20, height: 20)))
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // Round 42: named (drawn as the plain value, as Foundation does).
    "text-currency-inf-empty-code": ("warns", "Text(_:format:): .currency(code: \"\") is not a currency code (three letters, as ISO 4217 has them); Foundation draws the number plain or with the generic sign ¤"),
    "intent-made-in-body-read": ("fails", "@Parameter \"Place\" (of type Place) was read before it was set, which stops the app on iOS: give it a default value (@Parameter(title:default:)) or set it on"),
    "intent-stored-read": ("fails", "@Parameter \"Place\" (of type Place) was read before it was set, which stops the app on iOS: give it a default value (@Parameter(title:default:)) or set it on"),
    "intent-read-in-geometry-reader": ("fails", "@Parameter \"Place\" (of type Place) was read before it was set, which stops the app on iOS: give it a default value (@Parameter(title:default:)) or set it on"),
    "group-subviews-renesting-5000": ("fails", "the view nests more than 2000 views deep (ViewDepth.limit); flatten it (e.g. a ForEach instead of nested stacks or modifiers applied in a loop) or rai"),
    "container-value-nan": ("warns", ".opacity nan is not usable; drawn with opacity 1 (opacity is a number from 0 to 1)"),
    "safeareapadding-nan": ("warns", ".safeAreaPadding: top nan, leading nan, bottom nan, trailing nan are not finite lengths ≥ 0; laid out as 0. Give finite insets of 0 or more"),
    "safeareapadding-inf": ("warns", ".safeAreaPadding: leading inf, trailing inf are not finite lengths ≥ 0; laid out as 0. Give finite insets of 0 or more"),
    "safeareapadding-insets-negative-inf": ("fails", "lower the scale or the frame; .safeAreaPadding bottom 1e+300 pt is longer than a canvas holds (8168 pt per side at this scale)"),
    "contentmargins-nan": ("warns", ".contentMargins: top nan, leading nan, bottom nan, trailing nan are not finite lengths ≥ 0; laid out as 0. Give finite insets of 0 or more"),
    "contentmargins-inf": ("warns", ".contentMargins: leading inf, trailing inf are not finite lengths ≥ 0; laid out as 0. Give finite insets of 0 or more"),
    "containerrelativeframe-count-0": ("warns", ".containerRelativeFrame(_:count:span:spacing:) count 0 splits the container into no parts; laid out with count 1. Give a count of 1 or more"),
    "containerrelativeframe-count-negative": ("warns", ".containerRelativeFrame(_:count:span:spacing:) count -1 splits the container into no parts; laid out with count 1. Give a count of 1 or more"),
    "containerrelativeframe-span-negative": ("warns", ".containerRelativeFrame(_:count:span:spacing:) span -2 is not within 1...count (3); laid out with span 1. Give a span from 1 to the count"),
    "containerrelativeframe-closure-nan": ("warns", ".containerRelativeFrame's length for the height was nan (of a container 40 pt long), not a finite length ≥ 0; laid out as if that axis were not given."),
    "scrolltargetlayout-nested-2000": ("fails", "the view nests more than 2000 views deep (ViewDepth.limit); flatten it (e.g. a ForEach instead of nested stacks or modifiers applied in a loop) or rai"),
    "visualeffect-offset-nan": ("warns", ".offset(x: nan) is not a finite coordinate; laid out as 0"),
    "visualeffect-scale-inf": ("warns", ".scaleEffect(x: inf, y: inf) is not a finite scale; drawn without the scale (give .scaleEffect finite factors and a finite anchor)"),
    "visualeffect-rotation-nan": ("warns", ".rotationEffect angle nan (radians) is not finite; drawn without the rotation (give .rotationEffect a finite angle and anchor)"),
    "phaseanimator-empty": ("warns", "PhaseAnimator has no phases, so there is no phase to draw its content in; nothing is drawn. Give phaseAnimator(_:) at least one phase"),
    "phaseanimator-nan-phase": ("warns", ".offset(x: nan) is not a finite coordinate; laid out as 0"),
    "keyframeanimator-nan": ("warns", ".offset(x: nan) is not a finite coordinate; laid out as 0"),
    "mesh-0x0": ("warns", "MeshGradient(width: 0, height: 0) has 0 points and 0 colors; it needs width × height of each, with width and height 2…64; drawn clear"),
    "mesh-negative": ("warns", "MeshGradient(width: -3, height: -3) has 0 points and 0 colors; it needs width × height of each, with width and height 2…64; drawn clear"),
    "mesh-mismatched": ("warns", "MeshGradient(width: 3, height: 3) has 2 points and 1 colors; it needs width × height of each, with width and height 2…64; drawn clear"),
    "mesh-nan-points": ("warns", "MeshGradient point (nan, 0) is not finite; drawn at 0"),
    "mesh-huge": ("warns", "MeshGradient(width: 100000, height: 100000) has 0 points and 0 colors; it needs width × height of each, with width and height 2…64; drawn clear"),
    "mesh-1000x1000": ("warns", "MeshGradient(width: 1000, height: 1000) has 1000000 points and 1000000 colors; it needs width × height of each, with width and height 2…64; drawn clea"),
    "font-system-nan": ("warns", "Text(\"A\"): font size nan (Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 17 pt (sizes go from 0 to RenderLimits.maxFontSize, 1024"),
    "font-custom-empty-negative": ("warns", "Text(\"A\"): font size -1 (Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 17 pt (sizes go from 0 to RenderLimits.maxFontSize, 1024 "),
    "font-custom-fixed-inf": ("warns", "Text(\"A\"): font size inf (Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 1024 pt (sizes go from 0 to RenderLimits.maxFontSize, 10"),
    "font-width-nan": ("warns", "Text(\"A\"): .fontWidth: Font.Width(nan) is not a finite width; drawn at the standard width (0)."),
    "timelineview-periodic-nan": ("warns", "TimelineView(.periodic(from:by:)): interval nan s is not a finite number of seconds > 0"),
    "uneven-corners-nan": ("warns", "UnevenRoundedRectangle: topLeadingRadius nan, bottomLeadingRadius -inf, topTrailingRadius -5 are not finite radii ≥ 0; drawn as square corners (radius 0)."),
    "linespacing-nan": ("warns", "Text(\"A B\"): .lineSpacing(nan) is not usable; drawn with line spacing 0"),
    "minimumscalefactor-nan": ("warns", "Text(\"A long line of text\"): .minimumScaleFactor(nan) is not usable; drawn with factor 1"),
    "minimumscalefactor-negative": ("warns", "Text(\"A long line of text\"): .minimumScaleFactor(-2) is outside 0...1; drawn with factor 0 (give a factor from 0 to 1)"),
    "symbol-empty": ("fails", "Image(systemName: \"\"): refused an empty name; icon names are plain file names inside an asset folder (no \"/\", \"\\\" or \"..\"), e.g. Image(\"logo\") for Ass"),
    "symbol-spaces": ("fails", "no icon named    ; SF Symbols has no symbol of that name either, so iOS draws nothing: check the spelling"),
    "symbol-nul": ("fails", "Image(systemName: \"star\\u{0}fill\"): refused a hidden or control-character name; icon names are plain file names inside an asset folder (no \"/\", \"\\\" or"),
    "label-symbol-empty": ("fails", "Image(systemName: \"\"): refused an empty name; icon names are plain file names inside an asset folder (no \"/\", \"\\\" or \"..\"), e.g. Image(\"logo\") for Ass"),
    "markdown-50000-stars": ("warns", "Text(\"****************************************… (100000 characters)\") has more than 20000 characters (TextLength.limit); laid out its first 20000: sho"),
    "markdown-50000-backticks": ("warns", "Text(\"````````````````````````````````````````… (50000 characters)\") has more than 20000 characters (TextLength.limit); laid out its first 20000: show"),
    "markdown-attributed-50000-links": ("warns", "Text(\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[… (125000 characters)\") has more than 20000 characters (TextLength.limit); laid out its first 20000: sho"),
    "gauge-nan": ("warns", "Gauge value nan is not a number; drawn at the lower bound 0. Give a value within 0...1"),
    "lineLimit-negative": ("warns", ".lineLimit(-3) limits text to -3 lines, fewer than one; laid out with 1 line. Give a line count of 1 or more, or nil for no limit"),
    "tracking-nan": ("warns", "Text(\"Hello\"): .tracking(nan) is not a finite length; laid out as 0. Give a finite length in points"),
    "blur-nan": ("warns", ".blur radius nan is not usable; drawn without the blur (radii must be finite and ≥ 0)"),
    "anyshape-trim-nan": ("warns", ".trim(from: nan, to: inf): a fraction that is not a number trims the path to nothing, so nothing is drawn. Give fractions from 0 to 1"),
    "text-date-nan-style": ("warns", "Text(_:style:): a date nan s from 2001 is not one a formatter can show; drawn as 0 s (give a finite date within ±100000000000 s)"),
    "text-date-nan-relative": ("warns", "Text(_:style:): a date nan s from 2001 is not one a formatter can show; drawn as 0 s (give a finite date within ±100000000000 s)"),
    "text-date-inf-timer": ("warns", "Text(_:style:): a date inf s from 2001 is not one a formatter can show; drawn as 0 s (give a finite date within ±100000000000 s)"),
    "text-date-nan-format": ("warns", "Text(_:format:): a date nan s from 2001 is not one a formatter can show; drawn as 0 s (give a finite date within ±100000000000 s)"),
    "datepicker-nan": ("warns", "DatePicker(selection:): a date nan s from 2001 is not one a formatter can show; drawn as 0 s (give a finite date within ±100000000000 s)"),
    "angular-gradient-nan-angles": ("warns", "AngularGradient angle (degrees) nan is not usable; drawn as a full turn from 0°"),
    "canvas-text-at-nan": ("warns", "GraphicsContext.draw(_:at:anchor:): the point (nan, 0) is not a finite position; drawn at 0 on that axis. Give a finite point"),
    "padding-1e300": ("fails", "lower the scale or the frame; .padding bottom 1e+300 pt is longer than a canvas holds (8168 pt per side at this scale); give a length that fits a screen"),
    "frame-width-1e300": ("fails", "lower the scale or the frame; .frame width 1e+300 pt is longer than a canvas holds (8168 pt per side at this scale); give a length that fits a screen"),
    "canvas-fill-infinite-ellipse": ("warns", "GraphicsContext.fill(_:with:): the path has a point at (inf, 0.5), not a finite position; such coordinates are drawn at 0. Give the path finite coordinates"),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(view()) }))
    }
    add("control") { box }
    // Intent parameters read unset wherever the intent was made; intents stored and never read.
    add("intent-made-in-body-read") { marked(BodyIntentRow()) }
    add("intent-stored-never-read") { marked(IntentHolder()) }
    add("intent-stored-read") { marked(IntentReader()) }
    add("intent-class-stored-never-read") { marked(OwnerHolder()) }
    add("intent-read-in-geometry-reader") { marked(GeometryIntentRow()) }
    // Core Image over a 4 096² extent.
    add("ciimage-extent-4096") { drawn(qrCode.transformed(by: CGAffineTransform(scaleX: 4096 / 25, y: 4096 / 25))) }
    add("ciimage-extent-4096-rotated") { drawn(qrCode.transformed(by: CGAffineTransform(scaleX: 4000 / 36, y: 4000 / 36).rotated(by: .pi / 4))) }
    // Containers of 10 000 subviews; containers that re-nest themselves.
    add("group-subviews-10000") { Group(subviews: ForEach(0..<10_000, id: \.self) { _ in Color.red.frame(width: 1, height: 1) }) { s in HStack(spacing: 0) { s } }.frame(width: 200).clipped() }
    add("foreach-subviews-10000") { HStack(spacing: 0) { ForEach(subviews: ForEach(0..<10_000, id: \.self) { _ in Color.red.frame(width: 1, height: 1) }) { $0 } }.frame(width: 200).clipped() }
    add("group-subviews-renesting-100") { marked(Renesting(depth: 100)) }
    add("group-subviews-renesting-5000") { marked(Renesting(depth: 5000)) }
    add("container-value-nan") { Group(subviews: box.containerValue(\.weight, Double.nan)) { s in s[0].opacity(s[0].containerValues.weight) } }
    // Margins and frames that are not numbers.
    add("safeareapadding-nan") { marked(box.safeAreaPadding(.nan)) }
    add("safeareapadding-inf") { marked(box.safeAreaPadding(.horizontal, .infinity)) }
    add("safeareapadding-insets-negative-inf") { marked(box.safeAreaPadding(EdgeInsets(top: -.infinity, leading: .nan, bottom: 1e300, trailing: -5))) }
    add("contentmargins-nan") { ScrollView { box }.contentMargins(.nan).frame(width: 100, height: 60) }
    add("contentmargins-inf") { ScrollView { box }.contentMargins(.horizontal, .infinity, for: .scrollContent).frame(width: 100, height: 60) }
    add("containerrelativeframe-count-0") { ScrollView(.horizontal) { HStack { box.containerRelativeFrame(.horizontal, count: 0, span: 5, spacing: 0) } }.frame(width: 100, height: 40) }
    add("containerrelativeframe-count-negative") { ScrollView(.horizontal) { HStack { box.containerRelativeFrame(.horizontal, count: -1, span: 5, spacing: 0) } }.frame(width: 100, height: 40) }
    add("containerrelativeframe-span-negative") { ScrollView(.horizontal) { HStack { box.containerRelativeFrame(.horizontal, count: 3, span: -2, spacing: .nan) } }.frame(width: 100, height: 40) }
    add("containerrelativeframe-closure-nan") { ScrollView { box.containerRelativeFrame(.vertical) { _, _ in .nan } }.frame(width: 100, height: 40) }
    add("viewthatfits-nested-200") { (0..<200).reduce(AnyView(box)) { v, _ in AnyView(ViewThatFits { v; Text("x") }) } }
    add("scrolltargetlayout-nested-2000") { ScrollView { (0..<2000).reduce(AnyView(box)) { v, _ in AnyView(VStack { v }.scrollTargetLayout()) } }.frame(width: 100, height: 60) }
    add("visualeffect-offset-nan") { marked(box.visualEffect { content, _ in content.offset(x: .nan) }) }
    add("visualeffect-scale-inf") { marked(box.visualEffect { content, _ in content.scaleEffect(.infinity) }) }
    add("visualeffect-rotation-nan") { marked(box.visualEffect { content, _ in content.rotationEffect(.degrees(.nan)) }) }
    // Animators with no phases or no keyframes.
    add("phaseanimator-empty") { marked(box.phaseAnimator([Double]()) { content, phase in content.opacity(phase) }) }
    add("phaseanimator-nan-phase") { marked(box.phaseAnimator([Double.nan, 1]) { content, phase in content.opacity(phase).offset(x: phase) }) }
    add("keyframeanimator-nan") {
      marked(box.keyframeAnimator(initialValue: Double.nan) { content, value in content.offset(x: value) } keyframes: { _ in
        LinearKeyframe(Double.nan, duration: .nan)
      })
    }
    // Mesh gradients.
    add("mesh-0x0") { marked(MeshGradient(width: 0, height: 0, points: [], colors: []).frame(width: 40, height: 40)) }
    add("mesh-negative") { marked(MeshGradient(width: -3, height: -3, points: [], colors: []).frame(width: 40, height: 40)) }
    add("mesh-mismatched") { marked(MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 1]], colors: [.red]).frame(width: 40, height: 40)) }
    add("mesh-nan-points") { marked(MeshGradient(width: 2, height: 2, points: [[.nan, 0], [1, .infinity], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow]).frame(width: 40, height: 40)) }
    add("mesh-huge") { marked(MeshGradient(width: 100_000, height: 100_000, points: [], colors: []).frame(width: 40, height: 40)) }
    add("mesh-1000x1000") {
      marked(MeshGradient(width: 1000, height: 1000, points: (0..<1_000_000).map { SIMD2(Float($0 % 1000) / 999, Float($0 / 1000) / 999) },
                          colors: Array(repeating: .red, count: 1_000_000)).frame(width: 40, height: 40))
    }
    // Fonts and type sizes.
    add("font-system-nan") { Text("A").font(.system(size: .nan)) }
    add("font-custom-empty-negative") { Text("A").font(.custom("", size: -1)) }
    add("font-custom-fixed-inf") { Text("A").font(.custom("Helvetica", fixedSize: .infinity)) }
    add("font-width-nan") { Text("A").fontWidth(Font.Width(.nan)) }
    add("linespacing-nan") { Text("A\nB").lineSpacing(.nan) }
    add("minimumscalefactor-nan") { Text("A long line of text").minimumScaleFactor(.nan).lineLimit(1).frame(width: 40) }
    add("minimumscalefactor-negative") { Text("A long line of text").minimumScaleFactor(-2).lineLimit(1).frame(width: 40) }
    // Symbols and Markdown.
    add("symbol-empty") { marked(Image(systemName: "")) }
    add("symbol-spaces") { marked(Image(systemName: "   ")) }
    add("symbol-nul") { marked(Image(systemName: "star\0fill")) }
    add("label-symbol-empty") { Label("A", systemImage: "") }
    add("markdown-50000-stars") { Text(LocalizedStringKey(String(repeating: "**", count: 50_000))).frame(width: 200).lineLimit(3) }
    add("markdown-50000-backticks") { Text(LocalizedStringKey(String(repeating: "`", count: 50_000))).frame(width: 200).lineLimit(3) }
    add("markdown-attributed-50000-links") { Text((try? AttributedString(markdown: String(repeating: "[", count: 25_000) + String(repeating: "](x)", count: 25_000))) ?? "failed").frame(width: 200).lineLimit(3) }
    // Other modifiers.
    add("timelineview-periodic-nan") { TimelineView(.periodic(from: .distantPast, by: .nan)) { context in Text("\(context.date.timeIntervalSinceReferenceDate)") } }
    add("gauge-nan") { Gauge(value: Double.nan, in: 0...1) { Text("G") }.frame(width: 100) }
    add("lineLimit-negative") { Text("A\nB\nC").lineLimit(-3) }
    add("linelimit-reversed-range") { Text("A\nB\nC").lineLimit(5...5) }
    add("badge-huge") { List { Text("Row").badge(Int.max) }.frame(width: 200, height: 80) }
    add("tracking-nan") { Text("Hello").tracking(.nan).kerning(.infinity) }
    add("blur-nan") { marked(box.blur(radius: .nan)) }
    add("uneven-corners-nan") { UnevenRoundedRectangle(topLeadingRadius: .nan, bottomLeadingRadius: -.infinity, bottomTrailingRadius: 1e300, topTrailingRadius: -5).fill(.red).frame(width: 40, height: 40) }
    add("anyshape-trim-nan") { marked(AnyShape(Circle()).trim(from: .nan, to: .infinity).stroke(.red).frame(width: 40, height: 40)) }
    // Dates, formats and text that are not numbers or that hide their length in one character.
    add("timelineview-explicit-empty") { marked(TimelineView(.explicit([Date]())) { context in Text("\(context.date.timeIntervalSinceReferenceDate)") }) }
    add("text-date-nan-style") { marked(Text(Date(timeIntervalSinceReferenceDate: .nan), style: .date)) }
    add("text-date-nan-relative") { marked(Text(Date(timeIntervalSinceReferenceDate: .nan), style: .relative)) }
    add("text-date-inf-timer") { marked(Text(Date(timeIntervalSinceReferenceDate: .infinity), style: .timer)) }
    add("text-date-nan-format") { marked(Text(Date(timeIntervalSinceReferenceDate: .nan), format: .dateTime)) }
    add("text-percent-nan") { marked(Text(Double.nan, format: .percent)) }
    add("text-currency-inf-empty-code") { marked(Text(Double.infinity, format: .currency(code: ""))) }
    add("datepicker-nan") { DatePicker("D", selection: .constant(Date(timeIntervalSinceReferenceDate: .nan))).frame(width: 300) }
    add("gauge-empty-range") { Gauge(value: 5.0, in: 3...3) { Text("G") }.frame(width: 100) }
    add("slider-empty-range") { Slider(value: .constant(1.0), in: 1...1).frame(width: 100) }
    add("angular-gradient-nan-angles") { AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(.nan), endAngle: .degrees(.infinity)).frame(width: 40, height: 40) }
    add("canvas-text-at-nan") { marked(Canvas { context, _ in context.draw(Text("A"), at: CGPoint(x: CGFloat.nan, y: 0)) }.frame(width: 40, height: 40)) }
    add("canvas-fill-infinite-ellipse") {
      marked(Canvas { context, _ in context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)), with: .color(.red)) }.frame(width: 40, height: 40))
    }
    add("text-one-character-200k-marks") { marked(Text("a" + String(repeating: "\u{0301}", count: 200_000)).lineLimit(1).frame(width: 100)) }
    add("text-one-character-10k-zwj-emoji") { marked(Text(Array(repeating: "👩", count: 10_000).joined(separator: "\u{200D}")).lineLimit(1).frame(width: 100)) }
    add("text-nul-inside") { marked(Text("a\u{0}b")) }
    add("text-bidi-overrides-10k") { marked(Text(String(repeating: "\u{202E}", count: 10_000) + "abc").lineLimit(1).frame(width: 100)) }
    add("lazyvstack-intmax-range") { ScrollView { LazyVStack { ForEach(0..<Int.max, id: \.self) { Text("\($0)") } } }.frame(width: 100, height: 60) }
    add("padding-1e300") { marked(box.padding(.bottom, 1e300)) }
    add("frame-width-1e300") { marked(box.frame(width: 1e300, height: 10)) }
    return cases
  }()

  /// A shape with a payload, which has no first case to stand in.
  enum Outline { case circle(Double), square(Double) }

  /// An unset structure parameter reads as a structure of its fields' stand-ins (the read fails the cell; the body goes on
  /// with this): empty, zero, the first case, nil. Since round 15 a class, a function and an enumeration with payloads
  /// have stand-ins too (HostileRound15Tests).
  @Test func aStructureIsMadeUpFieldByField() throws {
    let place = try #require(StandInValue.make(Place.self) as? Place)
    #expect(place.name == "" && place.population == 0 && place.tags.isEmpty && place.parts.isEmpty)
    #expect(place.kind == .city && !place.open && place.note == nil)
    #expect((StandInValue.make(Owner.self) as? Owner)?.name == "")
    #expect((StandInValue.make(((Int) -> Int).self) as? (Int) -> Int)?(5) == 0)
    #expect(StandInValue.make(Outline.self) is Outline)
    #expect(StandInValue.make([Place].self).map { ($0 as? [Place])?.isEmpty } == true)
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round14", fileSuffix: "round14") == [])
  }
}

extension ContainerValues {
  /// A weight a container reads from its subviews (round 14's hostile container value).
  var weight: Double {
    get { self[HostileRound14Tests.WeightKey.self] }
    set { self[HostileRound14Tests.WeightKey.self] = newValue }
  }
}
