import Foundation
import Specimen
import SpecimenCairo
import SpecimenUI

/// What the property tests share (SpecimenTests' modifier chains and view trees, the Charts and MapKit suites'
/// random charts and maps): the seeded generator, the hostile numbers, and the run that renders each generated view
/// at 1x and 3x twice and checks every outcome.
///
/// Settings come from the environment: `SPECIMEN_FUZZ_SEED` (default 20 241 202), `SPECIMEN_FUZZ_ITERATIONS` (default
/// `defaultIterations`; `make fuzz` sets a long run) and `SPECIMEN_FUZZ_TRACE` (each view's recipe is written to
/// standard error before it renders, so the last line names one that trapped).
public enum PropertyRun {
  public static let defaultIterations = 64
  public static var iterations: Int {
    ProcessInfo.processInfo.environment["SPECIMEN_FUZZ_ITERATIONS"].flatMap(Int.init).map { max(1, $0) } ?? defaultIterations
  }
  public static var traces: Bool { ProcessInfo.processInfo.environment["SPECIMEN_FUZZ_TRACE"] != nil }
  public static var seed: UInt64 { ProcessInfo.processInfo.environment["SPECIMEN_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_241_202 }

  /// SplitMix64 (Steele, Lea and Flood, 2014): a tiny deterministic generator.
  public struct SplitMix: RandomNumberGenerator {
    public var state: UInt64
    public init(state: UInt64) { self.state = state }
    public mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// The numbers drawn from: the hostile ones, and a few ordinary ones so views also reach the drawing code.
  public static let numbers: [Double] = [0, -0.0, -1, -20, -1e300, .infinity, -.infinity, .nan, 1e300, Double(Int.max),
                                         .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-300, 0.5, 1, 2, 20]

  /// The hostile numbers drawn from a seeded generator, as the generators of views take them.
  public struct Numbers {
    public var g: SplitMix
    public init(g: SplitMix) { self.g = g }
    /// One of `PropertyRun.numbers`.
    public mutating func next() -> Double { PropertyRun.numbers[pick(PropertyRun.numbers.count)] }
    /// A number in `0..<count`.
    public mutating func pick(_ count: Int) -> Int { Int(g.next() % UInt64(count)) }
    /// An ordered range of two finite numbers (NaN and infinities replaced by 0 and ±1e300), as `a...b` traps otherwise
    /// (on iOS too).
    public mutating func range() -> ClosedRange<Double> {
      let a = Self.finite(next()), b = Self.finite(next())
      return min(a, b)...max(a, b)
    }
    public static func finite(_ v: Double) -> Double { v.isNaN ? 0 : max(-1e300, min(1e300, v)) }
  }

  /// A view and how it was made, for failure messages.
  public struct Made {
    public var view: AnyView
    public var recipe: String
    public init(view: AnyView, recipe: String) {
      self.view = view
      self.recipe = recipe
    }
  }

  /// A number as a recipe spells it.
  public static func spell(_ v: Double) -> String { v.isNaN ? "nan" : "\(v)" }

  /// Renders `view` at `scale`: the PNG bytes, or the error's description.
  public static func render(_ view: AnyView, scale: CGFloat) -> Result<Data, RenderFailure> {
    Result { try ViewRenderer(scale: scale).png(view, in: .unspecified) }.mapError { RenderFailure(message: "\($0)") }
  }

  /// A render's error, by its description.
  public struct RenderFailure: Error, Equatable {
    public var message: String
  }

  /// The width and height a PNG's header gives, read from its `IHDR` chunk: a render may be up to
  /// `RenderLimits.maxPixelSide` a side, more pixels than the diff's decoder accepts (`PNGLimits`).
  public static func pixelSize(ofPNG png: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](png.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
    else { return nil }
    func u32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (u32(16), u32(20))
  }

  /// What a run found: how many renders drew and how many failed, and each broken rule, naming its seed, scale and recipe.
  public struct Outcome {
    public var rendered = 0
    public var failed = 0
    public var problems: [String] = []
  }

  /// Renders the view `make` gives for each of `iterations` seeds from `seed`, at 1x and 3x, twice each, and checks
  /// every outcome: the same bytes (or error) twice, a PNG of 1…`RenderLimits.maxPixelSide` px a side, or a whole-render
  /// failure that names its fix. `kind` starts each trace line.
  public static func renderEach(_ kind: String, _ make: (UInt64) -> Made) -> Outcome {
    var outcome = Outcome()
    for iteration in 0..<iterations {
      let seed = Self.seed &+ UInt64(iteration)
      let made = make(seed)
      for scale: CGFloat in [1, 3] {
        let context = "seed \(seed) scale \(scale): \(made.recipe)"
        if traces { FileHandle.standardError.write(Data("\(kind) \(context)\n".utf8)) }
        let first = render(made.view, scale: scale)
        let second = render(make(seed).view, scale: scale)
        if first != second { outcome.problems.append("\(context): a second render differs") }
        switch first {
        case .success(let png):
          outcome.rendered += 1
          guard let size = pixelSize(ofPNG: png) else {
            outcome.problems.append("\(context): not a PNG")
            continue
          }
          let sides = 1...RenderLimits.maxPixelSide
          if !(sides.contains(size.width) && sides.contains(size.height)) {
            outcome.problems.append("\(context): \(size.width)×\(size.height) px")
          }
        case .failure(let failure):
          outcome.failed += 1
          // The only ways a whole render may fail: nothing to draw, a canvas over the limit (both name the fix).
          if !(failure.message.hasPrefix("nothing to draw") || failure.message.contains("exceeds the limit of \(RenderLimits.maxPixelSide) px per side")) {
            outcome.problems.append("\(context): \(failure.message)")
          }
        }
      }
    }
    return outcome
  }
}
