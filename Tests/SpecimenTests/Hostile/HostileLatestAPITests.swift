import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of the API added in the latest stops that are not one modifier's number: animations and custom
/// animations with NaN, negative and huge parameters, symbol effects repeating `Int.max` times, control group styles
/// over thousands of controls, gauges, sliders and steppers over infinite, zero-width and huge ranges with NaN values
/// and steps, date pickers and date-range text with NaN and far bounds, `lineLimit(Int.max)`, NaN scale factors,
/// infinite kerning, NaN frames, `containerRelativeFrame(count: 0)`, a grid of 10 000 columns, huge and negative font
/// sizes, a 100 000-character symbol name, NaN rotations and 10³⁰⁰ scales. Every case renders in one catalog run and
/// must have its outcome (`renders`, `warns` or `fails`, with the text its message contains); every other cell and the
/// manifest are written.
@Suite struct HostileLatestAPITests {
  typealias Case = HostileCase

  static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

  /// A custom animation answering NaN for every value (a still never steps it).
  struct NaNAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? { value.scaled(by: .nan) }
  }

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` in the control group style named `style`.
  static func styled(_ view: some View, _ style: String) -> AnyView {
    switch style {
    case "navigation": AnyView(view.controlGroupStyle(.navigation))
    case "palette": AnyView(view.controlGroupStyle(.palette))
    case "menu": AnyView(view.controlGroupStyle(.menu))
    case "compactmenu": AnyView(view.controlGroupStyle(.compactMenu))
    default: AnyView(view.controlGroupStyle(.automatic))
    }
  }

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ outcome: String = "renders", _ says: String = "", _ view: @escaping @Sendable () -> some View) {
      cases.append(Case(name: name, outcome: outcome, says: says, view: { AnyView(view()) }))
    }
    add("control") { box }
    // Animations: a still shows the end state, so no parameter is ever stepped.
    add("animation-nan-duration") { box.animation(.easeInOut(duration: .nan), value: 1) }
    add("animation-negative-speed") { box.animation(.linear(duration: 1).speed(-2).delay(.nan), value: 1) }
    add("animation-zero-speed") { box.animation(.spring(duration: .infinity, bounce: .nan).speed(0), value: 1) }
    add("animation-repeat-intmax") { box.animation(.easeIn.repeatCount(Int.max, autoreverses: true), value: 1) }
    add("animation-repeat-intmin") { box.animation(.easeIn.repeatCount(Int.min), value: 1) }
    add("animation-spring-hostile") {
      box.animation(.interpolatingSpring(mass: -1, stiffness: .nan, damping: .infinity, initialVelocity: -.infinity), value: 1)
        .animation(.spring(response: -.infinity, dampingFraction: .nan, blendDuration: 1e300), value: 2)
        .animation(.timingCurve(.nan, .infinity, -1e300, 1e300, duration: -1), value: 3)
    }
    add("animation-custom-nan") { box.animation(Animation(NaNAnimation()).logicallyComplete(after: .nan), value: 1) }
    add("animation-spring-values") {
      let spring = Spring(mass: 0, stiffness: -1, damping: .nan)
      return box.opacity(spring.settlingDuration.isFinite ? 1 : 0).animation(.spring(spring, blendDuration: .nan), value: 1)
    }
    add("transaction-hostile") {
      box.transaction { $0.animation = .smooth(duration: .nan, extraBounce: .infinity) }
    }
    add("phaseanimator-10000-phases") {
      PhaseAnimator(Array(0..<10_000)) { phase in box.opacity(Double(phase % 2 + 1) / 2) } animation: { _ in .linear(duration: .nan) }
    }
    add("keyframes-hostile") {
      KeyframeAnimator(initialValue: 1.0, repeating: true) { value in box.opacity(value) } keyframes: { _ in
        LinearKeyframe(Double.nan, duration: .nan)
        SpringKeyframe(Double.infinity, duration: -1, spring: Spring(duration: .nan))
        CubicKeyframe(-1e300, duration: .infinity)
      }
    }
    // Symbol effects.
    add("symboleffect-repeat-intmax") {
      Image(systemName: "star.fill").symbolEffect(.pulse, options: .repeat(Int.max).speed(.nan), isActive: true)
    }
    add("symboleffect-repeat-intmin") {
      Image(systemName: "star.fill").symbolEffect(.bounce, options: .repeat(Int.min).speed(-.infinity), value: 1)
    }
    // Control groups.
    for style in ["automatic", "navigation", "palette", "menu", "compactmenu"] {
      add("controlgroup-\(style)-2000", style.hasSuffix("menu") ? "renders" : "warns", style.hasSuffix("menu") ? "" : "has 2000 options side by side, more than SideBySideLimit.limit (100)") {
        styled(ControlGroup { ForEach(0..<2_000, id: \.self) { Button("B\($0)") {} } } label: { Text("Group") }, style).frame(width: 200)
      }
      add("controlgroup-\(style)-empty", ["automatic", "navigation"].contains(style) ? "fails" : "renders", ["automatic", "navigation"].contains(style) ? "every pixel of the" : "") {
        styled(ControlGroup {} label: { Text("Group") }, style).frame(width: 200).background(Color.red)
      }
    }
    // Gauges and progress views.
    add("gauge-infinite-range", "warns", "Gauge bounds -inf...inf are not finite, so a value has no place between them; drawn at the lower bound. Give finite bounds, e.g. in: 0...100") { Gauge(value: 0.5, in: -Double.infinity...Double.infinity) { Text("G") }.frame(width: 100) }
    add("gauge-zero-width") { Gauge(value: 5.0, in: 5...5) { Text("G") }.frame(width: 100) }
    add("gauge-huge-range") { Gauge(value: 0, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) { Text("G") }.frame(width: 100) }
    add("gauge-nan-value-circular", "warns", "Gauge value nan is not a number; drawn at the lower bound 0. Give a value within 0...1") { Gauge(value: Double.nan, in: 0...1) { Text("G") }.gaugeStyle(.accessoryCircular) }
    add("gauge-infinite-capacity", "warns", "Gauge bounds 0...inf are not finite") {
      Gauge(value: Double.infinity, in: 0...Double.infinity) { Text("G") } currentValueLabel: { Text("∞") }
        minimumValueLabel: { Text("0") } maximumValueLabel: { Text("max") }.gaugeStyle(.accessoryCircularCapacity)
    }
    add("gauge-float-overflow") { Gauge(value: Float(0), in: -Float.greatestFiniteMagnitude...Float.greatestFiniteMagnitude) { Text("G") }.frame(width: 100) }
    add("progress-nan-total", "warns", "ProgressView(value: 0.5, total: nan): a total that is not a finite number above 0 has no fraction to show; drawn empty") { ProgressView(value: 0.5, total: Double.nan).frame(width: 100) }
    add("progress-infinite", "warns", "ProgressView(value: inf, total: inf): a total that is not a finite number above 0") { ProgressView(value: Double.infinity, total: .infinity).frame(width: 100) }
    add("progress-circular-nan", "warns", "ProgressView(value: nan, total: 1): the value is not a number; drawn empty") { ProgressView(value: Double.nan).progressViewStyle(.circular) }
    // Sliders and steppers.
    add("slider-infinite-range", "warns", "Slider bounds -inf...inf are not finite, so a value has no place between them; drawn at the lower bound") { Slider(value: .constant(0.5), in: -Double.infinity...Double.infinity).frame(width: 100) }
    add("slider-infinite-upper", "warns", "Slider bounds 0...inf are not finite") { Slider(value: .constant(0.5), in: 0...Double.infinity).frame(width: 100) }
    add("slider-zero-width") { Slider(value: .constant(3.0), in: 3...3).frame(width: 100) }
    add("slider-huge-range") { Slider(value: .constant(0), in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude).frame(width: 100) }
    add("slider-float-overflow") { Slider(value: .constant(Float(1)), in: -Float.greatestFiniteMagnitude...Float.greatestFiniteMagnitude).frame(width: 100) }
    add("slider-nan-value", "warns", "Slider value nan is not a number; drawn at the lower bound 0. Give a value within 0...1") { Slider(value: .constant(Double.nan), in: 0...1).frame(width: 100) }
    add("slider-step-zero") { Slider(value: .constant(0.5), in: 0...1, step: 0).frame(width: 100) }
    add("slider-step-nan") { Slider(value: .constant(0.5), in: 0...1, step: .nan).frame(width: 100) }
    add("slider-step-tiny") { Slider(value: .constant(0.5), in: 0...1e300, step: 1e-300).frame(width: 100) }
    add("slider-labels-step-negative") {
      Slider(value: .constant(0.5), in: 0...1, step: -1) { Text("S") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }.frame(width: 200)
    }
    add("stepper-step-zero", "warns", "Stepper step 0.0 is not a step above 0: a tap adds nothing to the value. Give a step above 0, e.g. step: 1") { Stepper("S", value: .constant(0.5), in: 0...1, step: 0).frame(width: 200) }
    add("stepper-step-nan", "warns", "Stepper step nan is not a step above 0: a tap would make the value not a number") { Stepper("S", value: .constant(0.5), in: 0...1, step: .nan).frame(width: 200) }
    add("stepper-infinite-range", "warns", "Stepper value nan is not a number, so it is neither above nor below a bound") { Stepper("S", value: .constant(Double.nan), in: -Double.infinity...Double.infinity, step: .infinity).frame(width: 200) }
    add("stepper-int-extremes") { Stepper("S", value: .constant(Int.max), in: Int.min...Int.max, step: Int.max).frame(width: 200) }
    add("stepper-int-min") { Stepper("S", value: .constant(Int.min), in: Int.min...Int.min, step: Int.min).frame(width: 200) }
    add("stepper-format-nan", "warns", "Stepper step nan is not a step above 0") { Stepper(value: .constant(Double.nan), in: 0...1, step: .nan, format: .number) { Text("S") }.frame(width: 200) }
    // Dates.
    add("datepicker-nan-range") { DatePicker("D", selection: .constant(date(0)), in: date(.nan)...date(0)).frame(width: 320) }
    add("datepicker-far-range") { DatePicker("D", selection: .constant(date(0)), in: date(-.infinity)...date(.infinity)).frame(width: 320) }
    add("datepicker-selection-outside") { DatePicker("D", selection: .constant(date(1e300)), in: date(0)...date(10)).frame(width: 320) }
    add("datepicker-graphical-nan", "warns", "DatePicker(selection:): a date -1e+300 s from 2001 is not one a formatter can show") {
      DatePicker("D", selection: .constant(date(.nan)), in: date(-1e300)..., displayedComponents: .date).datePickerStyle(.graphical).frame(width: 320)
    }
    add("datepicker-wheel-far", "warns", "DatePicker(selection:): a date -1e+300 s from 2001 is not one a formatter can show; drawn as -100000000000 s") {
      DatePicker("D", selection: .constant(date(-1e300)), in: ...date(-1e300)).datePickerStyle(.wheel).frame(width: 320)
    }
    add("text-daterange-nan", "warns", "Text(_:) (the date range's lower bound): a date nan s from 2001 is not one a formatter can show; drawn as 0 s") { Text(date(.nan)...date(0)) }
    add("text-daterange-far", "warns", "Text(_:) (the date range's upper bound): a date 1e+300 s from 2001 is not one a formatter can show") { Text(date(-1e300)...date(1e300)) }
    add("text-dateinterval-nan", "warns", "Text(_:) (the date range's upper bound): a date nan s") { Text(DateInterval(start: date(.nan), duration: 0)) }
    add("text-relative-nan", "warns", "Text(_:style:): a date nan s from 2001 is not one a formatter can show") { Text(date(.nan), style: .relative) }
    add("text-timer-infinite", "warns", "Text(_:style:): a date inf s from 2001") { Text(date(.infinity), style: .timer) }
    // Text modifiers.
    add("linelimit-intmax") { Text("Hello world, a few words").lineLimit(Int.max).frame(width: 60) }
    add("linelimit-intmin", "warns", ".lineLimit(-9223372036854775808) limits text to -9223372036854775808 lines, fewer than one; laid out with 1 line") { Text("Hello world, a few words").lineLimit(Int.min).frame(width: 60) }
    add("linelimit-range-intmax") { Text("Hello world").lineLimit(0...Int.max).frame(width: 60) }
    add("minimumscalefactor-nan", "warns", ".minimumScaleFactor(nan) is not usable; drawn with factor 1") { Text("Hello world, a few words").minimumScaleFactor(.nan).lineLimit(1).frame(width: 40) }
    add("kerning-infinity", "warns", "Text(\"Hi\"): .kerning(inf) is not a finite length; laid out as 0. Give a finite length in points") { Text("Hi").kerning(.infinity) }
    add("kerning-negative-infinity", "warns", ".kerning(-inf) is not a finite length; laid out as 0") { Text("Hi").kerning(-.infinity) }
    add("tracking-huge", "warns", ".tracking(1e+300) is longer than any screen") { Text("Hi").tracking(1e300).frame(width: 40) }
    add("frame-nan", "warns", ".frame(height: nan): invalid frame dimension") { Color.red.frame(width: .nan, height: .nan).frame(width: 20, height: 20) }
    add("frame-nan-flexible", "warns", ".frame(maxWidth: nan): invalid frame dimension") { Color.red.frame(minWidth: .nan, idealWidth: .nan, maxWidth: .nan, minHeight: .nan, maxHeight: .nan).frame(width: 20, height: 20) }
    add("containerrelative-count-zero", "warns", ".containerRelativeFrame(_:count:span:spacing:) count 0 splits the container into no parts; laid out with count 1") { ScrollView(.horizontal) { box.containerRelativeFrame(.horizontal, count: 0, spacing: 8) }.frame(width: 100, height: 40) }
    add("containerrelative-span-intmax", "warns", ".containerRelativeFrame(_:count:span:spacing:) spacing nan is not a finite length; laid out with spacing 0") {
      ScrollView(.horizontal) { box.containerRelativeFrame(.horizontal, count: Int.min, span: Int.max, spacing: .nan) }.frame(width: 100, height: 40)
    }
    add("grid-10000-columns", "warns", "GridRow has 10000 cells, more than a Grid lays out (GridLayout.maximumColumns, 1000 columns)") {
      Grid { GridRow { ForEach(0..<10_000, id: \.self) { _ in Color.red.frame(width: 1, height: 1) } } }.frame(width: 100, height: 20).clipped()
    }
    // Round 43: the cell past the last column is named (it was dropped silently).
    add("grid-10000-cellcolumns", "warns", "GridRow's 2 cells span 10001 columns with their .gridCellColumns, more than a Grid lays out "
      + "(GridLayout.maximumColumns, 1000 columns); the last cell starts past the last column and is not drawn") { Grid { GridRow { box.gridCellColumns(10_000); box } }.frame(width: 100) }
    add("font-system-1e9", "fails", "font size 1000000000 (Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 1024 pt") { Text("Hi").font(.system(size: 1e9)).frame(width: 40, height: 20).clipped() }
    add("font-custom-negative", "warns", "font size -5 (Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 17 pt") { Text("Hi").font(.custom("Inter", size: -5)) }
    add("font-custom-relative-nan", "warns", "font size nan (Font.system(size:) or Font.custom(_:size:)) is not usable") { Text("Hi").font(.custom("Inter", size: .nan, relativeTo: .body)) }
    add("symbol-name-100000", "fails", "no icon named xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… (100000 characters)") { Image(systemName: String(repeating: "x", count: 100_000)) }
    add("rotation-nan", "warns", ".rotationEffect angle nan (radians) is not finite; drawn without the rotation (give .rotationEffect a finite angle and anchor)") { box.rotationEffect(.degrees(.nan)).padding(4) }
    add("rotation-infinite", "warns", ".rotationEffect angle inf (radians) is not finite; drawn without the rotation (give .rotationEffect a finite angle and anchor)") { box.rotationEffect(.radians(.infinity)).padding(4) }
    add("scaleeffect-1e300", "warns", ".scaleEffect factor 1e+300 is not usable; drawn without the transform (the largest factor is RenderLimits.maxEffectScale, 1000)") { box.scaleEffect(1e300).frame(width: 20, height: 20).clipped() }
    add("scaleeffect-xy-hostile", "warns", ".scaleEffect(x: nan, y: 1e+300) is not a finite scale") { box.scaleEffect(x: .nan, y: 1e300, anchor: UnitPoint(x: .nan, y: .infinity)).padding(4) }
    return cases
  }()

  /// A progress style drawing green for a usable fraction, red for NaN.
  struct FractionProbe: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      let fraction = configuration.fractionCompleted ?? -1
      return Rectangle().fill(fraction.isNaN ? Color.red : fraction == 0 ? Color.green : Color.blue).frame(width: 10, height: 10)
    }
  }

  /// A custom progress view style never receives a NaN fraction: a NaN value, and ∞ of ∞, are 0 (it received NaN,
  /// and a style computing a width from it drew a NaN frame).
  @Test func aCustomProgressStyleNeverReceivesNaN() throws {
    for view in [ProgressView(value: Double.nan), ProgressView(value: Double.infinity, total: .infinity), ProgressView(value: -Double.infinity, total: 1)] {
      let image = try ViewRenderer(scale: 1).rasterize(view.progressViewStyle(FractionProbe()), in: .unspecified)
      let p = image.pixel(x: 5, y: 5)
      #expect([p.r, p.g, p.b] == [52, 199, 89], "green: the fraction is 0: \(p)")
    }
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Latest", fileSuffix: "latest") == [])
  }
}
