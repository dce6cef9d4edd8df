import Foundation
import SpecimenCairo
import SpecimenDiff
import SpecimenDraw
import SpecimenLayout
import SpecimenUI

/// One input of each fuzz target: the libFuzzer executables in `Fuzz/` call these, and the tests
/// replay every saved input of `Fuzz/Corpus` through them, so a fixed crash stays fixed.
///
/// Each must return for any bytes: a parse or render may fail with an error, never trap, hang or
/// allocate without bound.
public enum FuzzTargets {
  /// The PNG decoder.
  public static func png(_ data: Data) {
    _ = try? RGBAImage(pngData: data, fileName: "fuzz.png")
  }

  /// The manifest and semantic-snapshot (sidecar) readers, and what verify does with what they read.
  public static func manifest(_ data: Data) {
    if let manifest = try? Manifest.decode(data, path: "manifest.json") {
      _ = PreviewsIndex.markdown(manifest)
    }
    if let node = try? JSONDecoder().decode(SemanticNode.self, from: data) {
      _ = SemanticDiff.changes(from: node, to: node)
    }
  }

  /// SVG asset loading and drawing: `data` is written as `f.svg` in `folder` and drawn as `Image("f")`.
  public static func svg(_ data: Data, folder: URL) {
    try? data.write(to: folder.appendingPathComponent("f.svg"))
    let store = ImageStore(assetFolders: [folder])  // a new store per input: nothing cached between inputs
    let node = ResolveContext().resolve(Image("f").resizable().frame(width: 24, height: 24).padding(2))
    let placed = LayoutEngine(measurers: Measurers(text: PangoTextMeasurer(), image: store)).place(node, in: .unspecified)
    _ = try? CairoRenderer(scale: 1, images: store).rasterize(Painter.displayList(of: placed))
  }

  /// Layout and drawing of a random view tree with random numbers (every Double bit pattern, NaN and ±∞ included).
  public static func layout(_ data: Data) {
    var bytes = FuzzBytes(data: [UInt8](data))
    let root = FuzzBytes.view(&bytes, depth: 0)
    let proposal = ProposedViewSize(width: bytes.number(), height: bytes.number())
    _ = try? ViewRenderer(scale: 1).rasterize(root, in: proposal)
  }
}

/// Reads fuzz input bytes as choices and numbers.
struct FuzzBytes {
  var data: [UInt8]
  var index = 0

  mutating func byte() -> UInt8 {
    defer { index += 1 }
    return index < data.count ? data[index] : 0
  }

  /// Eight bytes as a Double's bit pattern, or (odd patterns) a small number, so not every tree is off-canvas.
  mutating func number() -> Double {
    var bits: UInt64 = 0
    for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
    return bits & 1 == 0 ? Double(bitPattern: bits) : Double(Int16(truncatingIfNeeded: bits >> 8)) / 16
  }

  /// A view chosen by the next byte, with children and numbers from the bytes after it.
  static func view(_ b: inout FuzzBytes, depth: Int) -> AnyView {
    func child() -> AnyView { view(&b, depth: depth + 1) }
    switch depth > 12 ? b.byte() % 6 : b.byte() % 48 {
    case 0: return AnyView(Text("Ag"))
    case 1: return AnyView(Color(red: b.number(), green: b.number(), blue: b.number(), opacity: b.number()))
    case 2: return AnyView(RoundedRectangle(cornerRadius: b.number()).stroke(Color.red, lineWidth: b.number()))
    case 3: return AnyView(Circle().trim(from: b.number(), to: b.number()).stroke(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [b.number()])))
    case 4: return AnyView(Image(systemName: "star"))
    case 5: return AnyView(Spacer(minLength: b.number()))
    case 6: return AnyView(child().frame(width: b.number(), height: b.number()))
    case 7: return AnyView(child().padding(b.number()))
    case 8:
      let (x, y, s) = (child(), child(), b.number())
      return AnyView(HStack(spacing: s) { x; y })
    case 9:
      let (x, y, s) = (child(), child(), b.number())
      return AnyView(VStack(spacing: s) { x; y })
    case 10:
      let (x, y) = (child(), child())
      return AnyView(ZStack { x; y })
    case 11: return AnyView(child().offset(x: b.number(), y: b.number()))
    case 12: return AnyView(child().opacity(b.number()))
    case 13: return AnyView(child().shadow(radius: b.number(), x: b.number(), y: b.number()))
    case 14: return AnyView(child().scaleEffect(b.number()))
    case 15: return AnyView(child().rotationEffect(.degrees(b.number())))
    case 16: return AnyView(child().font(.system(size: b.number())))
    case 17: return AnyView(child().frame(minWidth: b.number(), maxWidth: b.number(), minHeight: b.number()))
    case 18: return AnyView(child().aspectRatio(b.number(), contentMode: .fit))
    case 19: return AnyView(child().brightness(b.number()).contrast(b.number()))
    case 20: return AnyView(child().lineSpacing(b.number()).minimumScaleFactor(b.number()))
    case 21: return AnyView(ProgressView(value: b.number(), total: b.number()))
    case 22: return AnyView(child().position(x: b.number(), y: b.number()))
    case 23: return AnyView(child().layoutPriority(b.number()).fixedSize())
    default: return newerView(&b, depth: depth, choice: b.byte())
    }
  }

  /// The newer API: text spacing and fonts, Canvas, paths and transforms, screens, dates, grids and effects.
  static func newerView(_ b: inout FuzzBytes, depth: Int, choice: UInt8) -> AnyView {
    func child() -> AnyView { view(&b, depth: depth + 1) }
    func date() -> Date { Date(timeIntervalSinceReferenceDate: b.number()) }
    func int() -> Int { Int(saturating: b.number()) }
    switch choice % 24 {
    case 0: return AnyView(child().kerning(b.number()).tracking(b.number()).baselineOffset(b.number()))
    case 1: return AnyView(Text("Ag\nAg").font(.system(size: b.number()).leading(.loose)).lineLimit(int(), reservesSpace: b.byte() & 1 == 0))
    case 2:
      let (ops, values) = (Int(b.byte() % 6), (0..<8).map { _ in b.number() })
      return AnyView(Canvas { c, size in
        c.opacity = values[0]
        c.translateBy(x: values[1], y: values[2])
        c.scaleBy(x: values[3], y: values[3])
        c.rotate(by: .degrees(values[4]))
        for i in 0..<ops {
          let rect = CGRect(x: values[i % 8], y: values[(i + 1) % 8], width: values[5], height: values[6])
          c.fill(Path(ellipseIn: rect), with: .color(.red))
          c.stroke(Path(roundedRect: rect, cornerRadius: values[7]), with: .color(.blue), lineWidth: values[i % 8])
          c.draw(Text("A"), at: CGPoint(x: values[i % 8], y: size.height))
        }
      })
    case 3:
      let (t, r, c) = (CGAffineTransform(a: b.number(), b: b.number(), c: b.number(), d: b.number(), tx: b.number(), ty: b.number()), b.number(), b.number())
      let path = CGMutablePath()
      path.addArc(center: CGPoint(x: c, y: c), radius: r, startAngle: b.number(), endAngle: b.number(), clockwise: b.byte() & 1 == 0)
      path.addRoundedRect(in: CGRect(x: 0, y: 0, width: c, height: r), cornerWidth: r, cornerHeight: c)
      return AnyView(Path(path).applying(t.inverted()).trimmedPath(from: b.number(), to: b.number()).stroke(Color.red, lineWidth: b.number()))
    case 4: return AnyView(Path(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: b.number(), height: b.number()), cornerRadius: b.number()).cgPath).fill(Color.green))
    case 5:
      let (x, y, s) = (child(), child(), int())
      return AnyView(TabView(selection: .constant(s)) { x.tag(0).badge(int()); y.tag(1) })
    case 6: return AnyView(DatePicker("D", selection: .constant(date()), in: date()...))
    case 7: return AnyView(DatePicker("D", selection: .constant(date()), in: ...date(), displayedComponents: .date))
    case 8: return AnyView(ColorPicker("C", selection: .constant(Color(red: b.number(), green: b.number(), blue: b.number(), opacity: b.number()))))
    case 9:
      let (x, start, interval) = (child(), date(), b.number())
      return AnyView(TimelineView(.periodic(from: start, by: interval)) { context in VStack { Text(context.date, style: .time); x } })
    case 10: return AnyView(AsyncImage(url: URL(string: "https://example.com/a.png"), scale: b.number()))
    case 11: return AnyView(child().containerRelativeFrame(.horizontal, count: int(), span: int(), spacing: b.number()))
    case 12:
      let (w, h) = (Int(b.byte() % 5), Int(b.byte() % 5))
      let points = (0..<(w * h)).map { _ in SIMD2<Float>(Float(b.number()), Float(b.number())) }
      let colors = (0..<(w * h)).map { _ in Color(red: b.number(), green: b.number(), blue: b.number()) }
      return AnyView(MeshGradient(width: w, height: h, points: points, colors: colors))
    case 13:
      let (x, o, s) = (child(), b.number(), b.number())
      return AnyView(x.visualEffect { content, _ in content.offset(x: o).scaleEffect(s).blur(radius: o) })
    case 14:
      let (x, s) = (child(), b.number())
      return AnyView(ScrollView { x.scrollTransition { content, phase in content.scaleEffect(phase.isIdentity ? 1 : s) } })
    case 15:
      let (x, p) = (child(), b.number())
      return AnyView(x.phaseAnimator([p, 1]) { content, phase in content.opacity(phase) })
    case 16: return AnyView(child().font(Font(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: b.number()), maximumPointSize: b.number()))))
    case 17: return AnyView(Color(uiColor: UIColor(hue: b.number(), saturation: b.number(), brightness: b.number(), alpha: b.number())))
    case 18: return AnyView(Text(b.number(), format: .percent).font(Font(UIFont(descriptor: UIFont.preferredFont(forTextStyle: .body).fontDescriptor, size: b.number()))))
    case 19:
      let (x, y, w, m) = (child(), child(), b.number(), b.number())
      return AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: m, maximum: w)), GridItem(.fixed(w), spacing: m)]) { x; y })
    case 20:
      let (x, y, n) = (child(), child(), int())
      return AnyView(Grid(horizontalSpacing: b.number(), verticalSpacing: b.number()) { GridRow { x.gridCellColumns(n) }; GridRow { y; Text("B") } })
    case 21:
      let (x, y) = (child(), child())
      return AnyView(ContentUnavailableView { Label("Empty", systemImage: "tray") } description: { x } actions: { y })
    case 22: return AnyView(Stepper("S", value: .constant(b.number()), in: 0...10, step: b.number()))
    default:
      let x = child()
      return AnyView(x.safeAreaPadding(b.number()).frame(minWidth: b.number(), idealWidth: b.number(), maxWidth: b.number()).controlSize(.extraLarge))
    }
  }
}
