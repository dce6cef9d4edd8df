import Foundation
@testable import SpecimenUI
import HostileSupport
import Testing
import UIKit
@testable import Specimen

/// Hostile inputs of round 32: images and symbols at the extremes (variable values of NaN, ±∞ and 1e300, symbol effects
/// and content transitions with hostile options, cap insets past the image, interpolation and antialiasing, template
/// bitmaps, palettes of no colours and of 100, image scales at tiny fonts, `Image(size:label:opaque:colorMode:renderer:)`
/// sized NaN, negative, 0 and 10^9 and nested in itself, `Image(uiImage:)` of empty and 4 096-pixel images); tab and
/// page views (selections no tab has, NaN tags, 1 000 tabs, badges of empty and 1 MB strings on `Tab`, thousands of
/// pages with their index always shown, `TabSection`s empty and 1 000 of them, bottom accessories past any screen);
/// animations drawn as a still (10 000 phases, NaN triggers and springs, keyframes of NaN and negative durations, speed 0,
/// `repeatCount(Int.max)` with NaN delays, custom transitions, 1 000 matched-geometry views of one id). Every case renders
/// in one catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound32Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }

  static let megabyte = String(repeating: "Badge ", count: 170_000)

  /// A 4 × 4-pixel image: red with a clear middle (for cap insets, interpolation and template rendering).
  static var ring: UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      context.cgContext.clear(CGRect(x: 1, y: 1, width: 2, height: 2))
    }
  }

  /// A filled circle drawn by `Image(size:label:opaque:colorMode:renderer:)`.
  static func drawn(_ size: CGSize, opaque: Bool = false) -> Image {
    Image(size: size, label: Text("Dot"), opaque: opaque) { context in
      context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
    }
  }

  /// An image whose renderer draws the image one level in, `depth` levels deep.
  static func nestedDrawn(_ depth: Int) -> Image {
    Image(size: CGSize(width: 20, height: 20)) { context in
      context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue))
      if depth > 0 { context.draw(nestedDrawn(depth - 1), in: CGRect(x: 2, y: 2, width: 16, height: 16)) }
    }
  }

  /// A transition whose phases away from identity are NaN scales and infinite offsets.
  struct HostileTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
      content.scaleEffect(phase.isIdentity ? 1 : .nan).offset(x: phase.isIdentity ? 0 : -.infinity).opacity(phase.isIdentity ? 1 : .nan)
    }
  }

  /// A transition that draws nothing at identity, as a badly written one might.
  struct VanishingTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 0 : 1) }
  }

  /// A view that starts animations no still frame waits for.
  struct AnimatedOnAppear: View {
    @State private var on = false
    var body: some View {
      box.offset(x: on ? 40 : 0)
        .animation(.linear(duration: .nan).speed(0).delay(.infinity).repeatCount(Int.max, autoreverses: true), value: on)
        .onAppear { withAnimation(.spring(duration: .nan, bounce: .infinity).repeatForever()) { on = true } }
        .frame(width: 80, alignment: .leading)
    }
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let drawing = "Image(size:label:opaque:colorMode:renderer:)"
    return [
      // Round 45: a matchedGeometryEffect anchor that is not finite is named (before: renders, matched at the centre silently).
      "matched-geometry-1000-views-one-id-no-source": ("warns", ".matchedGeometryEffect(anchor: UnitPoint(x: nan, y: inf)) is not a "
        + "finite anchor; matched at the centre (.center)"),
      "image-size-renderer-nan": ("warns", drawing + ": the size nan × 20 is not a finite size of 0 or more, so the image is empty "
        + "(nothing is drawn and it takes no space). Give the size in points, e.g. CGSize(width: 24, height: 24)"),
      "image-size-renderer-negative-and-infinite": ("warns", drawing + ": the size -20 × inf is not a finite size of 0 or more"),
      "image-size-renderer-1e9-square": ("warns", drawing + ": an image of 1000000000 × 1000000000 pt needs more than BitmapImage.maxSide "
        + "(4096) pixels a side, and at a scale that fits, a renderer cannot draw it (below 0.1 pixels a point, or a side of less than a "
        + "pixel); the image is empty. Draw it at the size it is shown and let .resizable() scale it"),
      "image-size-renderer-1e9-by-1": ("warns", drawing + ": an image of 1000000000 × 1 pt needs more than BitmapImage.maxSide (4096) pixels "
        + "a side, and at a scale that fits"),
      "image-size-renderer-3000-drawn-coarser": ("warns", drawing + ": an image of 3000 × 12 pt needs more than BitmapImage.maxSide (4096) "
        + "pixels a side at scale 2; drawn at 1.37 pixels a point"),
      // The drawing's own warnings reach the cell.
      "image-size-renderer-nan-drawing": ("warns", drawing + ": GraphicsContext.scaleBy(x: nan, y: inf): a number that is not finite is not usable"),
      "image-size-renderer-nested-6": ("warns", drawing + ": images of views are nested more than 4 deep here (ViewRasterizer.maxDepth)"),
      "tab-api-1000-tabs-empty-and-1mb-badges": ("warns", "Text(\"Badge Badge Badge Badge Badge Badge Badg… (1020000 characters)\") has more "
        + "than 20000 characters (TextLength.limit)"),
      "tabview-bottom-accessory-past-any-screen": ("warns", "Text(\"Badge Badge Badge Badge Badge Badge Badg… (1020000 characters)\") has more "
        + "than 20000 characters (TextLength.limit)"),
      "page-tabview-selection-past-the-end": ("warns", "TabView(selection:): the selection 9223372036854775807 (Int) matches no tab's tag"),
      "tabview-selection-nan-tags": ("warns", "TabView(selection:): the selection nan (Double) matches no tab's tag"),
      "tab-api-selection-no-value": ("warns", "TabView(selection:): the selection nowhere (String) matches no tab's tag"),
      "transition-vanishing-at-identity": ("fails", "but every pixel of the"),
      // Before: silent; the caps were shrunk to leave a point of the image to stretch.
      "capinsets-past-the-image": ("warns", ".resizable(capInsets:) leading 100 + trailing 100 of an image 4 pt wide and top 100 + bottom 100 "
        + "of an image 4 pt tall leave less than a point of it to stretch; the caps are shrunk in proportion so 1 pt of the image stretches"),
    ]
  }()

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Images and symbols.
    add("symbol-variable-values-nan-infinite-huge") {
      HStack {
        ForEach([Double.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude], id: \.self) { value in
          Image(systemName: "wifi", variableValue: value)
          Image(systemName: "speaker.wave.3.fill", variableValue: value).symbolRenderingMode(.hierarchical)
        }
      }
    }
    add("symbol-effects-every-kind-hostile-options") {
      HStack {
        Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing.hideInactiveLayers, options: .speed(.infinity).repeat(0), isActive: true)
        Image(systemName: "star.fill").symbolEffect(.scale.up.byLayer, options: .speed(-1).repeat(-5), isActive: true)
        Image(systemName: "bell").symbolEffect(.bounce.down.wholeSymbol, options: .repeat(Int.max).speed(.leastNonzeroMagnitude), value: Double.nan)
        Image(systemName: "heart").symbolEffect(.pulse.byLayer, options: .nonRepeating.speed(1e300), isActive: false)
        Image(systemName: "moon").symbolEffect(.appear, isActive: false).symbolEffect(.disappear, isActive: false)
        Image(systemName: "sun.max").symbolEffectsRemoved().symbolEffect(.pulse, options: .repeating, isActive: true)
      }
    }
    add("contenttransition-symboleffect-and-numeric-hostile") {
      VStack {
        Image(systemName: "play.fill").contentTransition(.symbolEffect(.replace.downUp.byLayer, options: .speed(.nan).repeat(Int.min)))
        Image(systemName: "pause.fill").contentTransition(.symbolEffect)
        Text("42").contentTransition(.numericText(value: .nan))
        Text("43").contentTransition(.numericText(value: -.infinity)).contentTransition(.numericText(countsDown: true))
        Text("44").contentTransition(.interpolate).contentTransition(.identity).contentTransition(.opacity)
      }
    }
    add("capinsets-past-the-image") {
      HStack {
        Image(uiImage: ring).resizable(capInsets: EdgeInsets(top: 100, leading: 100, bottom: 100, trailing: 100)).frame(width: 40, height: 40)
        Image(uiImage: ring).resizable(capInsets: EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)).frame(width: 40, height: 40)
        Image(uiImage: ring).resizable(capInsets: EdgeInsets(top: 1e300, leading: 0, bottom: 0, trailing: 1e300), resizingMode: .tile).frame(width: 40, height: 40)
      }
    }
    add("capinsets-on-a-symbol") {
      Image(systemName: "star.fill").resizable(capInsets: EdgeInsets(top: 1e6, leading: 1e6, bottom: 1e6, trailing: 1e6)).frame(width: 40, height: 40)
    }
    add("interpolation-and-antialiasing-every-value") {
      HStack {
        ForEach([Image.Interpolation.none, .low, .medium, .high], id: \.self) { quality in
          Image(uiImage: ring).resizable().interpolation(quality).antialiased(false).frame(width: 30, height: 30)
          Image(uiImage: ring).resizable().interpolation(quality).antialiased(true).frame(width: 30, height: 30)
        }
      }
    }
    add("renderingmode-template-bitmap-and-original-symbol") {
      HStack {
        Image(uiImage: ring).renderingMode(.template).resizable().frame(width: 30, height: 30).foregroundStyle(.green)
        Image(systemName: "star.fill").renderingMode(.original).foregroundStyle(.green)
        Image(uiImage: ring).renderingMode(nil).renderingMode(.template).renderingMode(.original).resizable().frame(width: 30, height: 30)
      }
    }
    add("palette-no-styles-and-100-colours") {
      HStack {
        Image(systemName: "person.crop.circle.badge.plus").symbolRenderingMode(.palette)
        Image(systemName: "person.crop.circle.badge.plus").symbolRenderingMode(.palette).foregroundStyle(.red, .green, .blue)
          .foregroundStyle(.clear, .clear, .clear).foregroundStyle(.orange, .purple)
        Image(uiImage: UIImage(systemName: "person.crop.circle.badge.plus")!
          .withConfiguration(UIImage.SymbolConfiguration(paletteColors: (0..<100).map { UIColor(white: Double($0) / 100, alpha: 1) })))
        Image(uiImage: UIImage(systemName: "person.crop.circle.badge.plus")!.withConfiguration(UIImage.SymbolConfiguration(paletteColors: [])))
      }.font(.title)
    }
    add("imagescale-every-scale-at-tiny-fonts") {
      VStack {
        ForEach([Image.Scale.small, .medium, .large], id: \.self) { scale in
          HStack {
            Image(systemName: "star.fill").imageScale(scale).font(.system(size: 0.001))
            Image(systemName: "star.fill").imageScale(scale).font(.system(size: 1))
            Image(systemName: "star.fill").imageScale(scale).dynamicTypeSize(.accessibility5)
          }
        }
        box
      }
    }
    add("image-size-renderer-draws") { drawn(CGSize(width: 20, height: 20)) }
    add("image-size-renderer-opaque-clear-corners") { drawn(CGSize(width: 20, height: 20), opaque: true) }
    add("image-size-renderer-nan") { marked(drawn(CGSize(width: CGFloat.nan, height: 20))) }
    add("image-size-renderer-negative-and-infinite") { marked(drawn(CGSize(width: -20, height: CGFloat.infinity)).resizable().frame(width: 20, height: 20)) }
    add("image-size-renderer-zero") { marked(drawn(.zero)) }
    add("image-size-renderer-1e9-square") { marked(drawn(CGSize(width: 1e9, height: 1e9)).resizable().frame(width: 20, height: 20)) }
    add("image-size-renderer-1e9-by-1") { marked(drawn(CGSize(width: 1e9, height: 1)).resizable().frame(width: 20, height: 20)) }
    // One side past the limit is enough to be drawn coarser; a thin strip keeps the bitmap small (4096 × 16 px).
    add("image-size-renderer-3000-drawn-coarser") { drawn(CGSize(width: 3000, height: 12)).resizable().frame(width: 20, height: 20) }
    add("image-size-renderer-nested-6") { nestedDrawn(6) }
    add("image-size-renderer-nan-drawing") {
      Image(size: CGSize(width: 20, height: 20)) { context in
        context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue))
        context.scaleBy(x: CGFloat.nan, y: CGFloat.infinity)
        context.opacity = Double.nan
        context.fill(Path(ellipseIn: CGRect(x: CGFloat.nan, y: 0, width: 1e300, height: 10)), with: .color(.red))
      }
    }
    add("image-uiimage-empty-every-modifier") {
      marked(Image(uiImage: UIImage()).resizable(capInsets: EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5), resizingMode: .tile)
        .interpolation(.none).antialiased(false).renderingMode(.template).frame(width: 30, height: 30))
    }
    // A side of 4 096 pixels, the most a bitmap holds; a strip, so the debug build copies 512 KB rather than 64 MB.
    add("image-uiimage-4096-pixels") {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      let big = UIGraphicsImageRenderer(size: CGSize(width: 4096, height: 32), format: format).image { context in
        UIColor.blue.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 4096, height: 32))
      }
      return HStack { Image(uiImage: big).resizable().frame(width: 30, height: 30); Image(uiImage: big).frame(width: 30, height: 30).clipped() }
    }
    // Tab views and page views.
    add("tabview-selection-nan-tags") {
      TabView(selection: .constant(Double.nan)) {
        Text("A").tabItem { Label("A", systemImage: "star") }.tag(Double.nan)
        Text("B").tabItem { Label("B", systemImage: "star") }.tag(1.0)
      }.frame(width: 200, height: 120)
    }
    add("tab-api-selection-no-value") {
      TabView(selection: .constant("nowhere")) {
        Tab("A", systemImage: "star", value: "a") { Text("A") }
        Tab("B", systemImage: "star", value: "b") { Text("B") }.badge("")
        Tab(value: "search", role: .search) { Text("Search") }
      }.frame(width: 240, height: 120)
    }
    add("tab-api-1000-tabs-empty-and-1mb-badges") {
      TabView {
        ForEach(0..<1_000, id: \.self) { i in
          Tab("\(i)", systemImage: "star") { Text("\(i)") }.badge(i == 0 ? megabyte : i == 1 ? "" : "\(i)")
        }
      }.frame(width: 300, height: 200)
    }
    add("page-tabview-5000-pages-index-always") {
      TabView { ForEach(0..<5_000, id: \.self) { Text("Page \($0)") } }
        .tabViewStyle(.page(indexDisplayMode: .always)).indexViewStyle(.page(backgroundDisplayMode: .always)).frame(width: 200, height: 120)
    }
    add("page-tabview-selection-past-the-end") {
      TabView(selection: .constant(Int.max)) { ForEach(0..<3, id: \.self) { Text("Page \($0)").tag($0) } }
        .tabViewStyle(.page(indexDisplayMode: .never)).frame(width: 200, height: 120)
    }
    add("tab-sections-empty-1000-and-1mb-titles") {
      let long = String(repeating: "Section ", count: 130_000)
      return TabView {
        TabSection("") { Tab("Z", systemImage: "star", value: -1) { Text("Z") } }
        TabSection(long) { Tab("A", systemImage: "star", value: -2) { Text("A") } }
        ForEach(0..<1_000, id: \.self) { (i: Int) in TabSection("S\(i)") { Tab("T\(i)", systemImage: "circle", value: i) { Text("\(i)") } } }
      }.tabViewStyle(.sidebarAdaptable).frame(width: 300, height: 200)
    }
    add("tabview-bottom-accessory-past-any-screen") {
      TabView {
        Tab("A", systemImage: "star") { Text("A") }
        Tab("B", systemImage: "star") { Text("B") }
      }
      .tabViewBottomAccessory { Text(megabyte).frame(height: 1e9) }
      .tabViewBottomAccessory(isEnabled: false) { Text("never") }
      .frame(width: 300, height: 200)
    }
    // Animations and transitions drawn as a still.
    add("phaseanimator-10000-phases") {
      marked(box.phaseAnimator(0..<10_000) { content, phase in content.offset(x: Double(phase % 3)) } animation: { _ in .linear(duration: .nan) })
    }
    add("phaseanimator-nan-trigger-hostile-animations") {
      marked(box.phaseAnimator([1.0, 0.5], trigger: Double.nan) { content, phase in content.opacity(phase) } animation: { _ in
        .spring(duration: .nan, bounce: .infinity).speed(0).repeatCount(Int.max).delay(-.infinity)
      })
    }
    add("keyframes-nan-and-negative-durations") {
      marked(box.keyframeAnimator(initialValue: 1.0, trigger: 1) { content, value in content.scaleEffect(value) } keyframes: { _ in
        LinearKeyframe(2.0, duration: .nan)
        CubicKeyframe(-1e300, duration: -1, startVelocity: .nan, endVelocity: .infinity)
        SpringKeyframe(0.5, duration: -.infinity, spring: Spring(duration: .nan, bounce: .nan))
        MoveKeyframe(Double.nan)
      })
    }
    add("keyframe-timeline-nan-times") {
      let timeline = KeyframeTimeline(initialValue: 10.0) {
        LinearKeyframe(20.0, duration: .nan)
        SpringKeyframe(30.0, duration: -1)
      }
      return marked(box.offset(x: timeline.value(time: .nan)).offset(y: timeline.value(progress: -.infinity) - 10).frame(width: 60, alignment: .leading))
    }
    add("spring-every-form-nan") {
      VStack {
        box.animation(.spring(duration: .nan, bounce: .nan, blendDuration: .infinity), value: 1)
        box.animation(.interpolatingSpring(mass: 0, stiffness: -1, damping: .nan, initialVelocity: .infinity), value: 2)
        box.animation(.smooth(duration: -1, extraBounce: .nan).speed(.nan), value: 3)
        box.animation(.snappy(duration: .infinity).repeatForever(autoreverses: false), value: 4)
        box.animation(.spring(Spring(mass: .nan, stiffness: 0, damping: -1), blendDuration: -.infinity), value: 5)
      }
    }
    add("animation-speed-zero-repeat-int-max-on-appear") { AnimatedOnAppear() }
    add("transition-hostile-away-from-identity") {
      VStack { box.transition(HostileTransition()); box.transition(HostileTransition().combined(with: .blurReplace).animation(.spring(duration: .nan))) }
    }
    add("transition-vanishing-at-identity") { box.transition(VanishingTransition()) }
    add("matched-geometry-1000-views-one-id-no-source") {
      MatchedMany()
    }
    add("matched-geometry-nan-id-and-empty-properties") { MatchedNaN() }
    return list.cases
  }()

  /// 1 000 views of one matched-geometry id, none of them the source.
  struct MatchedMany: View {
    @Namespace private var space
    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<1_000, id: \.self) { i in
          Color.red.frame(width: 20, height: 0.1).matchedGeometryEffect(id: "one", in: space, isSource: false)
        }
        box.matchedGeometryEffect(id: "box", in: space, properties: [], anchor: UnitPoint(x: CGFloat.nan, y: CGFloat.infinity))
      }
    }
  }

  /// Two sources of the id NaN, which equals nothing (not even itself), so they are two groups, as in SwiftUI.
  struct MatchedNaN: View {
    @Namespace private var space
    var body: some View {
      HStack {
        box.matchedGeometryEffect(id: Double.nan, in: space)
        Color.green.frame(width: 10, height: 10).matchedGeometryEffect(id: Double.nan, in: space)
      }
    }
  }

  /// `Image(size:label:opaque:colorMode:renderer:)` draws its closure at the screen's scale, exactly where the closure
  /// drew (no resampling at the edge between its halves); opaque, the clear half is black; a NaN size is named and
  /// takes no space; a side past `BitmapImage.maxSide` pixels is drawn coarser, named.
  @Test func anImageDrawnByAClosureIsItsPixelsAtTheScreensScale() throws {
    let renderer = ViewRenderer(scale: 2)
    func halves(opaque: Bool) -> Image {
      Image(size: CGSize(width: 20, height: 10), opaque: opaque) { context in
        context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)))
      }
    }
    let clear = try renderer.rasterize(halves(opaque: false).background(Color.white), in: .unspecified)
    #expect(clear.width == 40 && clear.height == 20)
    #expect(clear.pixel(x: 19, y: 10) == (255, 0, 0, 255))
    #expect(clear.pixel(x: 20, y: 10) == (255, 255, 255, 255))
    #expect(clear.diagnostics.warnings.map(\.message) == [])
    let opaque = try renderer.rasterize(halves(opaque: true).background(Color.white), in: .unspecified)
    #expect(opaque.pixel(x: 19, y: 10) == (255, 0, 0, 255))
    #expect(opaque.pixel(x: 20, y: 10) == (0, 0, 0, 255))

    let nan = try renderer.rasterize(HStack(spacing: 0) { Self.box; Self.drawn(CGSize(width: CGFloat.nan, height: 20)) }, in: .unspecified)
    #expect(nan.width == 40)
    #expect(nan.diagnostics.warnings.map(\.message) == ["Image(size:label:opaque:colorMode:renderer:): the size nan × 20 is not a finite size "
      + "of 0 or more, so the image is empty (nothing is drawn and it takes no space). Give the size in points, e.g. CGSize(width: 24, height: 24)"])

    let huge = try renderer.rasterize(Self.drawn(CGSize(width: 1e4, height: 1e4)).resizable().frame(width: 20, height: 20), in: .unspecified)
    #expect(huge.pixel(x: 20, y: 20) == (255, 59, 48, 255))
    #expect(huge.pixel(x: 1, y: 1) == (255, 255, 255, 255))
    #expect(huge.diagnostics.warnings.map(\.message) == ["Image(size:label:opaque:colorMode:renderer:): an image of 10000 × 10000 pt needs more "
      + "than BitmapImage.maxSide (4096) pixels a side at scale 2; drawn at 0.41 pixels a point. Draw it at the size it is shown and let "
      + ".resizable() scale it"])
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round32", fileSuffix: "round32") == [])
  }
}
