import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// The hostile-number corpus of the most recent API (`Hostile/Numbers/recent-api.tsv`): `Color.mix(with:by:in:)`,
/// `Color.Resolved`, `EllipticalGradient`, `rotation3DEffect`, `transformEffect`/`projectionEffect`, `zIndex`,
/// `border(_:width:)`, `contentMargins`, `listSectionSpacing`, `defaultScrollAnchor`, `Text(timerInterval:)`,
/// `ProgressView(timerInterval:)`, `ShapeStyle.shadow(_:)`, `ImagePaint`, `\(value, specifier:)`, the digit counts of
/// `Text(_:format:)` number precisions (a negative or `Int.max` count trapped in Foundation), `lineLimit` lower bounds and animatable shapes. Each row renders through the
/// real pipeline as `HostileNumberTests` does and must have its outcome; every control cell and the manifest are written.
@Suite struct HostileRecentAPITests {
  typealias Builder = HostileNumberTests.Builder

  static func date(_ value: Double) -> Date { Date(timeIntervalSinceReferenceDate: value) }
  /// A date range with these bounds as user code can build one: NaN bounds pass `...` (Date's `<=` is
  /// `!(upper < lower)`); a reversed range cannot exist (Swift traps building it, even with
  /// `ClosedRange(uncheckedBounds:)` in a debug build), so reversed bounds are swapped.
  static func range(_ lower: Double, _ upper: Double) -> ClosedRange<Date> {
    date(lower) <= date(upper) ? date(lower)...date(upper) : date(upper)...date(lower)
  }
  static let square = CGSize(width: 20, height: 20)
  /// A red square under a `projectionEffect` whose entry at `entry` is `value` (the transform applied twice when `squared`).
  static func projected(_ entry: WritableKeyPath<ProjectionTransform, CGFloat>, _ value: CGFloat, squared: Bool = false) -> AnyView {
    var m = ProjectionTransform()
    m[keyPath: entry] = value
    return AnyView(Color.red.frame(width: 20, height: 20).projectionEffect(squared ? m.concatenating(m) : m).padding(4))
  }

  static let builders: [String: Builder] = [
    // Colour mixing and resolved colours.
    "color.mix.fraction": (0.5, { AnyView(Color.red.mix(with: .blue, by: $0).frame(width: 20, height: 20)) }),
    "color.mix.fractionDevice": (0.5, { AnyView(Color.red.mix(with: .blue, by: $0, in: .device).frame(width: 20, height: 20)) }),
    "color.mix.resolvedRed": (0.5, { v in
      AnyView(Color(Color.Resolved(red: Float(v), green: 0, blue: 0)).mix(with: .blue, by: 0.5).frame(width: 20, height: 20))
    }),
    "color.resolved.red": (0.5, { AnyView(Color(Color.Resolved(red: Float($0), green: 0, blue: 0)).frame(width: 20, height: 20)) }),
    "color.resolved.opacity": (0.5, { AnyView(Color(Color.Resolved(red: 1, green: 0, blue: 0, opacity: Float($0))).frame(width: 20, height: 20)) }),
    "color.resolved.linearGreen": (0.5, { v in
      AnyView(Color(Color.Resolved(colorSpace: .sRGBLinear, red: 0, green: Float(v), blue: 0)).frame(width: 20, height: 20))
    }),
    "color.redGreenBlue": (0.5, { AnyView(Color(red: $0, green: $0, blue: 0).frame(width: 20, height: 20)) }),
    // Elliptical gradients.
    "elliptical.endRadiusFraction": (0.5, { AnyView(EllipticalGradient(colors: [.red, .blue], endRadiusFraction: $0).frame(width: 40, height: 20)) }),
    "elliptical.startRadiusFraction": (0.1, { AnyView(EllipticalGradient(colors: [.red, .blue], startRadiusFraction: $0).frame(width: 40, height: 20)) }),
    "elliptical.center": (0.5, { AnyView(EllipticalGradient(colors: [.red, .blue], center: UnitPoint(x: $0, y: $0)).frame(width: 40, height: 20)) }),
    "elliptical.stopLocation": (0.3, { v in
      AnyView(Rectangle().fill(.ellipticalGradient(stops: [.init(color: .red, location: 0.8), .init(color: .blue, location: v)])).frame(width: 40, height: 20))
    }),
    // 3D rotation, affine and projection transforms.
    "rotation3D.angle": (30, { AnyView(Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees($0), axis: (x: 0, y: 1, z: 0)).padding(4)) }),
    "rotation3D.axis": (1, { AnyView(Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees(30), axis: (x: $0, y: $0, z: 0)).padding(4)) }),
    "rotation3D.anchor": (0.5, { v in
      AnyView(Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), anchor: UnitPoint(x: v, y: v)).padding(4))
    }),
    "rotation3D.perspective": (1, { v in
      AnyView(Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), anchorZ: v, perspective: v).padding(4))
    }),
    "transformEffect.scale": (0.5, { AnyView(Color.red.frame(width: 20, height: 20).transformEffect(CGAffineTransform(scaleX: $0, y: $0)).padding(4)) }),
    "transformEffect.translation": (2, { AnyView(Color.red.frame(width: 20, height: 20).transformEffect(CGAffineTransform(translationX: $0, y: 0)).padding(4)) }),
    "transformEffect.shear": (0.5, { AnyView(Color.red.frame(width: 20, height: 20).transformEffect(CGAffineTransform(a: 1, b: 0, c: $0, d: 1, tx: 0, ty: 0)).padding(4)) }),
    "transformEffect.singularRow": (1, { AnyView(Color.red.frame(width: 20, height: 20).transformEffect(CGAffineTransform(a: $0, b: $0, c: 0, d: 1, tx: 0, ty: 0)).padding(4)) }),
    "projectionEffect.m11": (0.5, { projected(\.m11, $0) }),
    "projectionEffect.m33": (2, { projected(\.m33, $0) }),
    "projectionEffect.m13": (0.001, { projected(\.m13, $0) }),
    "projectionEffect.concatenating": (2, { projected(\.m31, $0, squared: true) }),
    // Drawing order, borders, scroll content and lists.
    "zIndex": (1, { v in AnyView(ZStack { Color.red.frame(width: 20, height: 20).zIndex(v); Color.blue.frame(width: 10, height: 10) }) }),
    "border.width": (2, { AnyView(Color.yellow.frame(width: 20, height: 20).border(Color.red, width: $0)) }),
    "contentMargins": (8, { AnyView(ScrollView { Text("Hi") }.contentMargins($0).frame(width: 60, height: 40)) }),
    "contentMargins.horizontal": (8, { AnyView(ScrollView { Text("Hi") }.contentMargins(.horizontal, $0, for: .scrollContent).frame(width: 60, height: 40)) }),
    "listSectionSpacing": (10, { AnyView(List { Section { Text("A") }; Section { Text("B") } }.listSectionSpacing($0).frame(width: 200, height: 200)) }),
    "defaultScrollAnchor": (1, { v in
      AnyView(ScrollView { VStack { ForEach(0..<12, id: \.self) { Text("Row \($0)") } } }.defaultScrollAnchor(UnitPoint(x: v, y: v)).frame(width: 80, height: 60))
    }),
    // Timers.
    "timerText.upperBound": (90, { AnyView(Text(timerInterval: range(0, $0))) }),
    "timerText.lowerBound": (0, { AnyView(Text(timerInterval: range($0, 90))) }),
    "timerText.pauseTime": (30, { AnyView(Text(timerInterval: range(0, 90), pauseTime: date($0), countsDown: false)) }),
    "timerProgress.upperBound": (90, { AnyView(ProgressView(timerInterval: range(0, $0)).frame(width: 120)) }),
    "timerProgress.lowerBound": (0, { AnyView(ProgressView(timerInterval: range($0, 90), countsDown: false).frame(width: 120)) }),
    // Shadows as shape styles and image paints.
    "shapeStyleShadow.dropRadius": (3, { AnyView(Circle().fill(Color.red.shadow(.drop(radius: $0))).frame(width: 20, height: 20).padding(8)) }),
    "shapeStyleShadow.innerOffset": (2, { AnyView(Circle().fill(Color.red.shadow(.inner(radius: 2, x: $0, y: $0))).frame(width: 20, height: 20).padding(8)) }),
    "shapeStyleShadow.textDropRadius": (2, { AnyView(Text("Hi").foregroundStyle(.blue.shadow(.drop(radius: $0, y: 1)))) }),
    "imagePaint.scale": (1, { AnyView(Rectangle().fill(ImagePaint(image: Image(systemName: "star.fill"), scale: $0)).frame(width: 30, height: 30)) }),
    "imagePaint.sourceRect": (0.5, { v in
      AnyView(Rectangle().fill(.image(Image(systemName: "star.fill"), sourceRect: CGRect(x: 0, y: 0, width: v, height: v))).frame(width: 30, height: 30))
    }),
    // Formatted numbers and animatable shapes.
    "text.specifier": (1.5, { AnyView(Text("\($0, specifier: "%.1f")")) }),
    "text.formatFractionLength": (2, { AnyView(Text(1.5, format: .number.precision(.fractionLength(Int(saturating: $0))))) }),
    "text.formatSignificantDigits": (3, { v in
      let n = Int(saturating: v)
      return AnyView(Text(1.5, format: .number.precision(.significantDigits(n...n))))
    }),
    "text.formatIntegerLength": (2, { AnyView(Text(7, format: .number.precision(.integerLength(Int(saturating: $0))))) }),
    "text.formatPercentFraction": (1, { AnyView(Text(0.5, format: .percent.precision(.fractionLength(Int(saturating: $0))))) }),
    // Numbers of formats Foundation trapped on (an infinite scale or rounding increment, a negative fractional
    // seconds length, Int64.min seconds, an interval with a NaN bound).
    "text.formatNumberScale": (100, { AnyView(Text(0.5, format: .number.scale($0))) }),
    "text.formatIntScale": (100, { AnyView(Text(5, format: .number.scale($0))) }),
    "text.formatPercentScale": (1, { AnyView(Text(0.5, format: .percent.scale($0))) }),
    "text.formatCurrencyScale": (1, { AnyView(Text(5.0, format: .currency(code: "USD").scale($0))) }),
    "text.formatRoundedIncrement": (0.5, { AnyView(Text(5.25, format: .number.rounded(rule: .up, increment: $0))) }),
    "text.formatDurationFraction": (2, { v in
      AnyView(Text(Duration.seconds(61), format: .time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: Int(saturating: v)))))
    }),
    "text.formatDurationSeconds": (61, { AnyView(Text(Duration.seconds(Int64(Int(saturating: $0))), format: .time(pattern: .hourMinuteSecond))) }),
    "text.formatDurationUnits": (61, { AnyView(Text(Duration.seconds(Int64(Int(saturating: $0))), format: .units())) }),
    "text.formatDateInterval": (3_600, { v in AnyView(Text(v < 0 ? date(v)..<date(0) : date(0)..<date(v), format: .interval)) }),
    // Line limits: the fewest lines a text makes room for.
    "lineLimit.rangeFrom": (2, { AnyView(Text("A").lineLimit(Int(saturating: $0)...)) }),
    "lineLimit.rangeToIntMax": (2, { AnyView(Text("A").lineLimit(Int(saturating: $0)...Int.max)) }),
    "lineLimit.reservesSpace": (2, { AnyView(Text("A").lineLimit(Int(saturating: $0), reservesSpace: true)) }),
    "text.specifierInt": (3, { AnyView(Text("\(Int(saturating: $0), specifier: "%05d")")) }),
    "animatable.inset": (2, { v in
      var shape = InsetBox(inset: 2)
      shape.animatableData = v
      return AnyView(shape.fill(Color.red).frame(width: 20, height: 20))
    }),
  ]

  @Test func everyRowHasItsOutcomeAndTheRunFinishes() throws {
    try HostileNumberTests.check(HostileNumberTests.rows("recent-api.tsv"), builders: Self.builders, minimumRows: 350, actualSuffix: ".recent-api")
  }

  /// A transform whose determinant is a denormal (3·10⁻³¹⁷ here: the affine part of a `ProjectionTransform` with
  /// m11 = 10³⁰⁰ and m33 = −1.8·10³⁰⁸, mirrored) around an effect drawn through a layer (a colour filter: the layer
  /// is painted as a surface pattern) made Cairo abort the whole process (`_cairo_pattern_get_extents: Assertion
  /// 'status == CAIRO_STATUS_SUCCESS' failed`; found by `ModifierChainPropertyTests`, seed 20241460; the
  /// `mirrored` row). It now draws nothing, as a singular one does, and the rest of the cell is drawn;
  /// `.scaleEffect` and `.transformEffect` with other denormal determinants draw nothing too.
  @Test(arguments: ["mirrored", "scaleEffect", "transformEffect"])
  func aNearlySingularTransformDrawsNothingAndTheRestOfTheCell(_ modifier: String) throws {
    let red = Color.red.frame(width: 20, height: 20).contrast(0.5)
    let transformed: AnyView
    switch modifier {
    case "mirrored":
      let huge = -CGFloat.greatestFiniteMagnitude
      transformed = AnyView(red.transformEffect(CGAffineTransform(a: 1e300 / huge, b: 0, c: 0, d: 1 / huge, tx: 0, ty: 0)))
    case "scaleEffect": transformed = AnyView(red.scaleEffect(x: 1e-160, y: 1e-160))
    default: transformed = AnyView(red.transformEffect(CGAffineTransform(a: 1e-200, b: 0, c: 0, d: 1e-120, tx: 0, ty: 0)))
    }
    let image = try ViewRenderer(scale: 1).rasterize(HStack(spacing: 0) { Color.blue.frame(width: 10, height: 20); transformed }, in: .unspecified)
    #expect(image.width == 30 && image.height == 20)
    let blue = image.pixel(x: 5, y: 10), empty = image.pixel(x: 20, y: 10)
    #expect([blue.r, blue.g, blue.b] == [0, 122, 255], "the rest of the cell is drawn")
    #expect([empty.r, empty.g, empty.b] == [255, 255, 255], "the transformed view draws nothing")
  }

  /// The arguments a warning says were not drawn are not drawn: each cell has the pixels of the same view
  /// without the modifier (or with the value the warning names), and the warning's exact words.
  @Test func unusableArgumentsDrawWhatTheirWarningSays() throws {
    func pixels(_ view: some View) throws -> (bytes: [UInt8], warnings: [String]) {
      let image = try ViewRenderer(scale: 2).rasterize(view, in: .unspecified)
      return (image.rgbaBytes(), image.diagnostics.warnings.map(\.message))
    }
    let box = Color.red.frame(width: 20, height: 20).padding(4)
    let plain = try pixels(box)
    var nan = CGAffineTransform.identity
    nan.tx = .nan
    let transformed = try pixels(Color.red.frame(width: 20, height: 20).transformEffect(nan).padding(4))
    #expect(transformed.bytes == plain.bytes)
    #expect(transformed.warnings == [".transformEffect(CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: nan, ty: 0.0)) is not a finite "
      + "transform; drawn without the transform"])
    let bordered = try pixels(Color.red.frame(width: 20, height: 20).border(Color.blue, width: -.infinity).padding(4))
    #expect(bordered.bytes == plain.bytes)
    #expect(bordered.warnings == [".border(width: -inf) is not a finite width ≥ 0; drawn without the border"])
    let flat = try pixels(Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees(40), axis: (x: 0, y: 0, z: 0)).padding(4))
    #expect(flat.bytes == plain.bytes)
    #expect(flat.warnings == [".rotation3DEffect: axis: (x: 0.0, y: 0.0, z: 0.0) has no direction to turn about; drawn without the rotation"])
    // An axis of 10³⁰⁰ or 10⁻³⁰⁰ keeps its direction: the same turn as a unit axis, without a warning.
    let unit = try pixels(Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0)).padding(4))
    for length in [1e300, 1e-300] {
      let scaled = try pixels(Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees(40), axis: (x: 0, y: length, z: 0)).padding(4))
      #expect(scaled.bytes == unit.bytes && scaled.warnings.isEmpty, "axis y \(length)")
    }
    #expect(unit.bytes != plain.bytes)
    // A NaN center of an elliptical gradient is drawn at the center.
    let centred = try pixels(EllipticalGradient(colors: [.red, .blue]).frame(width: 40, height: 20))
    let nanCentre = try pixels(EllipticalGradient(colors: [.red, .blue], center: UnitPoint(x: .nan, y: 0.5)).frame(width: 40, height: 20))
    #expect(nanCentre.bytes == centred.bytes)
    #expect(nanCentre.warnings == ["EllipticalGradient center x nan is not usable; drawn at 0.5 (unit points are finite fractions of the bounds)"])
  }

  /// A border wider than any view (10²⁰ pt) was reported only as a shape path with infinite coordinates; it is now
  /// named where it enters, with the fix, and drawn as the view without the border. A perspective whose numbers
  /// overflow names the modifier it came from.
  @Test func hugeBordersAndOverflowingPerspectivesNameTheirModifier() throws {
    func pixels(_ view: some View) throws -> (bytes: [UInt8], warnings: [String]) {
      let image = try ViewRenderer(scale: 2).rasterize(view, in: .unspecified)
      return (image.rgbaBytes(), image.diagnostics.warnings.map(\.message))
    }
    let plain = try pixels(Color.yellow.frame(width: 20, height: 20).padding(4))
    for width in [1e20, 1e300, 100_001] {
      let bordered = try pixels(Color.yellow.frame(width: 20, height: 20).border(Color.red, width: width).padding(4))
      #expect(bordered.bytes == plain.bytes, "width \(width)")
      #expect(bordered.warnings == [".border(width: \(Double(width))) is wider than any view (over 100000 pt); drawn without the border. "
        + "Give the border's width in points, e.g. width: 2"], "\(bordered.warnings)")
    }
    let thick = try pixels(Color.yellow.frame(width: 20, height: 20).border(Color.red, width: 10).padding(4))
    #expect(thick.warnings.isEmpty && thick.bytes != plain.bytes, "a border as wide as half the view is drawn")
    // Wider than the view but under the limit, a border insets its rectangle past itself: it was reported only as a
    // shape path with infinite coordinates. It now names the modifier and the view's size, and draws nothing.
    let full = try pixels(Color.yellow.frame(width: 20, height: 20).border(Color.red, width: 20).padding(4))
    #expect(full.warnings.isEmpty, "a border as wide as the view is within it: \(full.warnings)")
    for width in [20.5, 50_000, 100_000] {
      let bordered = try pixels(Color.yellow.frame(width: 20, height: 20).border(Color.red, width: width).padding(4))
      #expect(bordered.bytes == plain.bytes, "width \(width)")
      #expect(bordered.warnings == [".border(width: \(Double(width))) is wider than the 20×20 pt view it borders; drawn without the border. "
        + "Give a width up to the view's smaller side, e.g. width: 2"], "\(bordered.warnings)")
    }
    let turned = try pixels(Color.red.frame(width: 20, height: 20)
      .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), anchorZ: 1e300, perspective: 1e300).padding(4))
    #expect(turned.warnings.count == 1 && turned.warnings[0].hasPrefix("projection (.rotation3DEffect) value"), "\(turned.warnings)")
  }

  /// A line limit whose lower bound is over 200 lines (`Int.max - 1...Int.max`) made the text taller than any canvas, and
  /// the cell failed with only the canvas size ("canvas 36×22023 px exceeds the limit"); it now names the modifier and
  /// lays the text out as without the lower bound: the same pixels, and the other cells written.
  @Test func aLineLimitRoomForMoreLinesThanAnyScreenNamesTheModifier() throws {
    func pixels(_ view: some View) throws -> (bytes: [UInt8], size: [Int], warnings: [String]) {
      let image = try ViewRenderer(scale: 2).rasterize(view, in: .unspecified)
      return (image.rgbaBytes(), [image.width, image.height], image.diagnostics.warnings.map(\.message))
    }
    let plain = try pixels(Text("Line").lineLimit(nil))
    let range = try pixels(Text("Line").lineLimit((Int.max - 1)...Int.max))
    #expect(range.bytes == plain.bytes && range.size == plain.size)
    #expect(range.warnings == [".lineLimit(9223372036854775806...9223372036854775807) makes room for over 200 lines, taller than any screen; "
      + "laid out as with no lower bound. Give the fewest lines the text should show, e.g. .lineLimit(2...4)"])
    let reserved = try pixels(Text("Line").lineLimit(Int.max, reservesSpace: true))
    #expect(reserved.bytes == plain.bytes && reserved.warnings.first?.hasPrefix(".lineLimit(9223372036854775807, reservesSpace: true)") == true)
    let two = try pixels(Text("Line").lineLimit(2...))
    #expect(two.warnings.isEmpty && two.size[1] > plain.size[1], "a lower bound within the limit still makes room")
    let axis = StateAxis("lines", [AxisValue("huge") { $0.value = 1 }, AxisValue("two") { $0.value = 0 }])
    let catalog = [CatalogEntry("Lines", axes: [axis]) { state in
      Text("Line").lineLimit(state.value == 1 ? (Int.max - 1)...Int.max : 2...Int.max)
    }]
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-linelimit-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = CatalogRenderer(outputFolder: folder).run(catalog)
    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(result.warnings.count == 1 && result.warnings.first?.hasPrefix("Lines/lines-huge: .lineLimit(") == true, "\(result.warnings)")
    #expect(result.files.contains("Lines/lines-huge.png") && result.files.contains("Lines/lines-two.png") && result.files.contains("manifest.json"))
  }

  /// Timers over hostile intervals show what a timer at that state shows; never a trap or a huge string.
  @Test func hostileTimerIntervalsShowTheirText() {
    func shown(_ text: Text) -> String? {
      guard case .text(let resolved) = ResolveContext().resolve(text).kind else { return nil }
      return resolved.string
    }
    #expect(shown(Text(timerInterval: Self.range(0, .infinity))) == "0:00", "an endless countdown is not a number to show")
    #expect(shown(Text(timerInterval: Self.range(-.infinity, 0), countsDown: false)) == "0:00")
    #expect(shown(Text(timerInterval: Self.range(.nan, 60))) == "0:00")
    #expect(shown(Text(timerInterval: Self.range(0, 1e300))) == "277777777:46:40", "capped at 10¹² s")
    #expect(shown(Text(timerInterval: Self.range(0, 90), pauseTime: Self.date(.nan), countsDown: false)) == "0:00")
    #expect(shown(Text(timerInterval: Self.range(0, 90), pauseTime: Self.date(1e300))) == "0:00", "paused past the end")
  }
}

/// An animatable shape whose inset is its animatable data (hostile values arrive through `animatableData`).
nonisolated private struct InsetBox: Shape {
  var inset: CGFloat
  var animatableData: CGFloat {
    get { inset }
    set { inset = newValue }
  }
  func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
}
