import Foundation
import SpecimenCairo
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// A property test over random modifier chains with extreme numbers (0, -0, negatives, ±∞, NaN, 1e300,
/// `Int.max`, `greatestFiniteMagnitude`) on a range of views, rendered at scale 1 and 3: no render traps or
/// hangs, every PNG is at least 1×1 and at most `RenderLimits.maxPixelSide` per side and decodes to that size,
/// a render that fails throws a named error, and a second render gives the same bytes (or the same error).
///
/// The generator is seeded (`SPECIMEN_FUZZ_SEED`, default 20_241_202), so a run is reproducible; each
/// iteration prints nothing unless it fails, when the message names its seed and the chain (`SPECIMEN_FUZZ_TRACE`
/// prints every chain before it renders, for a trap). `make test` runs `defaultIterations`; `make fuzz` sets
/// `SPECIMEN_FUZZ_ITERATIONS` for a long run.
@Suite struct ModifierChainPropertyTests {
  typealias SplitMix = PropertyRun.SplitMix
  typealias Made = PropertyRun.Made
  static var numbers: [Double] { PropertyRun.numbers }

  static func base(_ g: inout SplitMix) -> Made {
    func n() -> Double { numbers[Int(g.next() % UInt64(numbers.count))] }
    let f = { (v: Double) in v.isNaN ? "nan" : "\(v)" }
    switch g.next() % 14 {
    case 10:
      let v = n()
      return Made(view: AnyView(Text("\(v, specifier: "%.2f") \(Int(saturating: v), specifier: "%05d")")), recipe: "Text(specifier \(f(v)))")
    case 11:
      let (a, b) = (n(), n())
      let range = a <= b ? Date(timeIntervalSinceReferenceDate: a)...Date(timeIntervalSinceReferenceDate: b)
        : Date(timeIntervalSinceReferenceDate: b)...Date(timeIntervalSinceReferenceDate: a)
      return Made(view: AnyView(VStack { Text(timerInterval: range); ProgressView(timerInterval: range).frame(width: 60) }),
                  recipe: "timerInterval(\(f(a)), \(f(b)))")
    case 12:
      let (a, b) = (n(), n())
      return Made(view: AnyView(Ellipse().fill(EllipticalGradient(stops: [.init(color: .red, location: a), .init(color: .blue, location: b)],
                                                                  center: UnitPoint(x: a, y: b))).frame(width: 30, height: 20)),
                  recipe: "Ellipse.fill(EllipticalGradient(stops/center \(f(a)), \(f(b))))")
    case 13:
      let (a, b) = (n(), n())
      return Made(view: AnyView(Canvas { c, _ in
        c.fill(Path(CGRect(x: a, y: b, width: 10, height: 10)), with: .color(Color.red.mix(with: .blue, by: a)))
      }.frame(width: 20, height: 20)), recipe: "Canvas(fill at \(f(a)), \(f(b)))")
    case 0: return Made(view: AnyView(Text("Ag")), recipe: "Text(\"Ag\")")
    case 1: return Made(view: AnyView(Color.red.frame(width: 20, height: 20)), recipe: "Color.red.frame(20×20)")
    case 2: return Made(view: AnyView(Circle().fill(Color.blue)), recipe: "Circle()")
    case 3: return Made(view: AnyView(RoundedRectangle(cornerRadius: 4).stroke(Color.green, lineWidth: 2)), recipe: "RoundedRectangle.stroke")
    case 4: return Made(view: AnyView(Image(systemName: "star.fill")), recipe: "Image(systemName: star.fill)")
    case 5: return Made(view: AnyView(HStack { Text("A"); Color.orange.frame(width: 8, height: 8) }), recipe: "HStack{Text,Color}")
    case 6: return Made(view: AnyView(Button("Go") {}.buttonStyle(.borderedProminent)), recipe: "Button.borderedProminent")
    case 7: return Made(view: AnyView(Toggle("T", isOn: .constant(true)).frame(width: 120)), recipe: "Toggle")
    case 8: return Made(view: AnyView(ProgressView(value: 0.4).frame(width: 80)), recipe: "ProgressView")
    default: return Made(view: AnyView(Label("Mail", systemImage: "envelope")), recipe: "Label")
    }
  }

  /// Wraps `made` in one modifier with numbers from `g`.
  static func modify(_ made: Made, _ g: inout SplitMix) -> Made {
    func n() -> Double { numbers[Int(g.next() % UInt64(numbers.count))] }
    let v = made.view
    let (a, b) = (n(), n())
    let f = { (v: Double) in v.isNaN ? "nan" : "\(v)" }
    switch g.next() % 35 {
    case 32: return Made(view: AnyView(v.scaleEffect(x: a, y: b)), recipe: ".scaleEffect(x: \(f(a)), y: \(f(b)))")
    case 33: return Made(view: AnyView(v.compositingGroup().blendMode(.multiply).opacity(a)), recipe: ".compositingGroup.blendMode.opacity(\(f(a)))")
    case 34: return Made(view: AnyView(v.mask(Circle().scale(a)).clipped()), recipe: ".mask(Circle.scale(\(f(a)))).clipped()")
    case 0: return Made(view: AnyView(v.frame(width: a, height: b)), recipe: ".frame(width: \(f(a)), height: \(f(b)))")
    case 1: return Made(view: AnyView(v.frame(minWidth: a, maxWidth: b)), recipe: ".frame(minWidth: \(f(a)), maxWidth: \(f(b)))")
    case 2: return Made(view: AnyView(v.padding(a)), recipe: ".padding(\(f(a)))")
    case 3: return Made(view: AnyView(v.offset(x: a, y: b)), recipe: ".offset(\(f(a)), \(f(b)))")
    case 4: return Made(view: AnyView(v.opacity(a)), recipe: ".opacity(\(f(a)))")
    case 5: return Made(view: AnyView(v.scaleEffect(a)), recipe: ".scaleEffect(\(f(a)))")
    case 6: return Made(view: AnyView(v.rotationEffect(.degrees(a))), recipe: ".rotationEffect(\(f(a))°)")
    case 7: return Made(view: AnyView(v.rotation3DEffect(.degrees(a), axis: (x: b, y: 1, z: 0), perspective: b)), recipe: ".rotation3DEffect(\(f(a))°, x: \(f(b)))")
    case 8: return Made(view: AnyView(v.transformEffect(CGAffineTransform(a: a, b: 0, c: 0, d: b, tx: a, ty: b))), recipe: ".transformEffect(\(f(a)), \(f(b)))")
    case 9:
      var m = ProjectionTransform()
      (m.m11, m.m33, m.m13) = (a, b, a)
      return Made(view: AnyView(v.projectionEffect(m)), recipe: ".projectionEffect(m11/m13: \(f(a)), m33: \(f(b)))")
    case 10: return Made(view: AnyView(v.blur(radius: a)), recipe: ".blur(\(f(a)))")
    case 11: return Made(view: AnyView(v.shadow(radius: a, x: b, y: b)), recipe: ".shadow(\(f(a)), \(f(b)))")
    case 12: return Made(view: AnyView(v.border(Color.red, width: a)), recipe: ".border(width: \(f(a)))")
    case 13: return Made(view: AnyView(v.clipShape(RoundedRectangle(cornerRadius: a))), recipe: ".clipShape(RoundedRectangle(\(f(a))))")
    case 14: return Made(view: AnyView(ZStack { v.zIndex(a); Color.gray.frame(width: 6, height: 6).zIndex(b) }), recipe: "ZStack{.zIndex(\(f(a))), .zIndex(\(f(b)))}")
    case 15: return Made(view: AnyView(v.font(.system(size: a))), recipe: ".font(size: \(f(a)))")
    case 16: return Made(view: AnyView(v.kerning(a).lineSpacing(b)), recipe: ".kerning(\(f(a))).lineSpacing(\(f(b)))")
    case 17: return Made(view: AnyView(v.aspectRatio(a, contentMode: .fit)), recipe: ".aspectRatio(\(f(a)))")
    case 18: return Made(view: AnyView(v.position(x: a, y: b)), recipe: ".position(\(f(a)), \(f(b)))")
    case 19: return Made(view: AnyView(v.brightness(a).contrast(b)), recipe: ".brightness(\(f(a))).contrast(\(f(b)))")
    case 20: return Made(view: AnyView(v.saturation(a).hueRotation(.degrees(b))), recipe: ".saturation(\(f(a))).hueRotation(\(f(b)))")
    case 21: return Made(view: AnyView(v.background(EllipticalGradient(colors: [.red, .blue], startRadiusFraction: a, endRadiusFraction: b))),
                         recipe: ".background(EllipticalGradient(\(f(a)), \(f(b))))")
    case 22: return Made(view: AnyView(v.foregroundStyle(Color.red.mix(with: .blue, by: a))), recipe: ".foregroundStyle(mix by \(f(a)))")
    case 23: return Made(view: AnyView(v.background(Color(Color.Resolved(red: Float(a), green: Float(b), blue: 0, opacity: Float(b))))),
                         recipe: ".background(Color.Resolved(\(f(a)), \(f(b))))")
    case 24: return Made(view: AnyView(HStack { v.layoutPriority(a); Text("B") }.fixedSize()), recipe: "HStack{.layoutPriority(\(f(a)))}.fixedSize()")
    case 25: return Made(view: AnyView(ScrollView { v }.contentMargins(a).defaultScrollAnchor(UnitPoint(x: b, y: b)).frame(width: 80, height: 60)),
                         recipe: "ScrollView.contentMargins(\(f(a))).defaultScrollAnchor(\(f(b)))")
    case 26: return Made(view: AnyView(List { Section { v }; Section { Text("B") } }.listSectionSpacing(a).frame(width: 160, height: 160)),
                         recipe: "List.listSectionSpacing(\(f(a)))")
    case 27: return Made(view: AnyView(v.safeAreaPadding(a)), recipe: ".safeAreaPadding(\(f(a)))")
    case 28: return Made(view: AnyView(v.overlay(Circle().stroke(Color.black, style: StrokeStyle(lineWidth: a, dash: [b, 2])))),
                         recipe: ".overlay(Circle.stroke(\(f(a)), dash \(f(b))))")
    case 29: return Made(view: AnyView(VStack(spacing: a) { v; Text("\(b, specifier: "%.2f")") }), recipe: "VStack(spacing: \(f(a))){specifier \(f(b))}")
    case 30: return Made(view: AnyView(Group(subviews: v) { subviews in HStack(spacing: a) { ForEach(subviews) { $0.opacity(b) } } }),
                         recipe: "Group(subviews:){HStack(spacing: \(f(a))) opacity \(f(b))}")
    default: return Made(view: AnyView(v.containerRelativeFrame(.horizontal) { length, _ in length * a }), recipe: ".containerRelativeFrame(× \(f(a)))")
    }
  }

  /// One iteration's view: a base and one to four modifiers.
  static func chain(seed: UInt64) -> Made {
    var g = SplitMix(state: seed)
    var made = base(&g)
    for _ in 0..<(1 + Int(g.next() % 4)) {
      let next = modify(made, &g)
      made = Made(view: next.view, recipe: made.recipe + next.recipe)
    }
    return made
  }

  /// Renders each seed's view at 1x and 3x twice (`PropertyRun.renderEach`) and reports every broken rule as an issue.
  static func renderEach(_ kind: String, _ make: (UInt64) -> Made) -> (rendered: Int, failed: Int) {
    let outcome = PropertyRun.renderEach(kind, make)
    for problem in outcome.problems { Issue.record(Comment(rawValue: problem)) }
    #expect(outcome.rendered + outcome.failed == 2 * PropertyRun.iterations)
    return (outcome.rendered, outcome.failed)
  }

  @Test func randomChainsWithExtremeNumbersRenderTheSameBytesTwiceOrFailByName() {
    let (rendered, failed) = Self.renderEach("chain", Self.chain(seed:))
    // The default seed's chains are not all refused: most reach the drawing code.
    #expect(rendered > failed, "rendered \(rendered), failed \(failed)")
  }

  @Test func theGeneratorIsDeterministic() {
    #expect(Self.chain(seed: 7).recipe == Self.chain(seed: 7).recipe)
    var g = SplitMix(state: 0)
    #expect([g.next(), g.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4])
  }
}
