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
    switch depth > 12 ? b.byte() % 6 : b.byte() % 24 {
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
    default: return AnyView(child().layoutPriority(b.number()).fixedSize())
    }
  }
}
