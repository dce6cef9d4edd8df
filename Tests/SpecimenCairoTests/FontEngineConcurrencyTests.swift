import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// Text laid out and drawn on several threads at once, in more font faces than Cairo keeps open (ten): the same
/// pixels as on one thread, and no crash or hang. Cairo 1.16's font engine is not safe to share between threads
/// (`FontEngineLock`); without the lock this suite crashed the test process.
@Suite struct FontEngineConcurrencyTests {
  static let strings = ["Settings", "日本語のテキスト", "Café 😀 Qujy", "0123 Ærø"]
  static let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
  static let designs: [Font.Design] = [.default, .rounded, .serif, .monospaced]

  /// 120 stacks of nine texts, one in each weight, each stack at a size of its own (so it needs glyphs nothing
  /// drawn before has loaded) and in one design. Inter's nine weights are nine font files, and the other designs,
  /// CJK and emoji add more, so far more faces are in use than Cairo keeps open: threads keep opening faces while
  /// others load glyphs from theirs.
  static let samples: [(size: CGFloat, design: Font.Design)] = (0..<120).map { i in
    (8 + CGFloat(i) * 0.29, designs[i % designs.count])
  }

  static func view(_ sample: (size: CGFloat, design: Font.Design)) -> some View {
    VStack(spacing: 0) {
      ForEach(0..<weights.count, id: \.self) { w in
        Text(strings[w % strings.count]).font(.system(size: sample.size, weight: weights[w], design: sample.design))
      }
    }
  }

  /// The display lists, laid out once on this thread; drawing them lays each text out again on the drawing thread
  /// (its own Pango session) and loads its glyphs' images.
  static let lists = samples.map { Render.list(view($0)) }

  static func pixels(_ index: Int) -> [UInt8] {
    (try? CairoRenderer(scale: 1, background: .white).rasterize(lists[index]).rgbaBytes()) ?? []
  }

  @Test(.timeLimit(.minutes(30))) func textDrawnOnTwoThreadsAtOnceMatchesOneThread() {
    _ = Self.lists
    // Drawn first on two threads, with no glyph image cached: each thread loads glyphs while the other loads its own.
    let drawn = Drawn(count: Self.samples.count)
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      for index in stride(from: worker, to: Self.samples.count, by: 2) { drawn.set(index, Self.pixels(index)) }
    }
    let mismatches = Self.samples.indices.filter { Self.pixels($0) != drawn.pixels[$0] }
    #expect(drawn.pixels.allSatisfy { $0.count > 100 })
    #expect(mismatches.isEmpty, "texts drawn differently on two threads than on one: \(mismatches)")
  }
}

/// The pixels each worker drew, by sample.
private final class Drawn: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [[UInt8]]
  init(count: Int) { stored = Array(repeating: [], count: count) }
  func set(_ index: Int, _ pixels: [UInt8]) { lock.lock(); stored[index] = pixels; lock.unlock() }
  var pixels: [[UInt8]] { lock.lock(); defer { lock.unlock() }; return stored }
}
