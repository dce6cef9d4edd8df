import Foundation
import SpecimenLayout
import SpecimenUI
import Testing

/// Alternating HStack/VStack nesting, `depth` levels, three children per stack: a Color, a
/// Text and the next level (a Color at the bottom).
func alternatingStacks(depth: Int, horizontal: Bool = true) -> AnyView {
  guard depth > 0 else { return AnyView(Color.red) }
  let content = Group {
    Color.blue
    Text("leaf \(depth)")
    alternatingStacks(depth: depth - 1, horizontal: !horizontal)
  }
  return horizontal ? AnyView(HStack { content }) : AnyView(VStack { content })
}

/// Every leaf (childless node) in `node`'s subtree.
func leaves(_ node: ResolvedNode) -> [ResolvedNode] {
  node.children.isEmpty ? [node] : node.children.flatMap(leaves)
}

@Suite("Layout engine")
struct EngineTests {
  /// The most real measurements any one leaf may need in the 10-deep tree: each stack asks a
  /// child for at most min, max, a share and a placement proposal per proposal it gets, and
  /// the cache keeps the distinct proposals per level bounded. (17, not 16, since a nested
  /// stack of flexible views measures as infinitely flexible across its minor axis, issue 13:
  /// the sorting changed, and one more distinct share reaches the deepest leaves.)
  static let measurementBoundPerLeaf = 17

  @Test("a 10-deep HStack/VStack alternation measures each leaf a bounded number of times")
  func measurementCountIsBounded() {
    let root = ResolveContext().resolve(alternatingStacks(depth: 10))
    let engine = LayoutEngine(measurers: fakeMeasurers)
    _ = engine.place(root, in: ProposedViewSize(width: 390, height: 844))
    let counts = leaves(root).map { engine.leafMeasurementCount(of: $0) }
    #expect(counts.count == 21)
    #expect(counts.allSatisfy { $0 >= 1 })
    #expect(counts.max() ?? 0 <= Self.measurementBoundPerLeaf, "per-leaf measurements: \(counts)")
    #expect(engine.leafMeasurementCount == counts.reduce(0, +))
  }

  @Test("sizing twice hits the cache")
  func cacheHit() {
    let root = ResolveContext().resolve(alternatingStacks(depth: 4))
    let engine = LayoutEngine(measurers: fakeMeasurers)
    let first = engine.sizeThatFits(root, ProposedViewSize(width: 300, height: 300))
    let count = engine.leafMeasurementCount
    let second = engine.sizeThatFits(root, ProposedViewSize(width: 300, height: 300))
    #expect(first == second)
    #expect(engine.leafMeasurementCount == count)
  }

  @Test(".id is layout-neutral, even on a Spacer")
  func idIsLayoutNeutral() {
    let plain = HStack { Color.red.frame(width: 20); Spacer(); Color.blue }
    let tagged = HStack { Color.red.frame(width: 20).id("a"); Spacer().id("s"); Color.blue.id(3) }
    let proposal = ProposedViewSize(width: 100, height: 10)
    let a = LayoutInspector.layout(of: plain, in: proposal, measurers: fakeMeasurers)
    let b = LayoutInspector.layout(of: tagged, in: proposal, measurers: fakeMeasurers)
    let framesA = a.root.children.map(\.frame)
    let framesB = b.root.children.map(\.frame)
    #expect(framesA == framesB)
    #expect(b.frames["s"] == CGRect(x: 20, y: 5, width: 8, height: 0))
    #expect(b.frames["3"] == CGRect(x: 28, y: 0, width: 72, height: 10))
  }

  @Test("the text dump is an indented Type#id x y w h tree")
  func textDump() {
    let view = VStack(spacing: 0) { Color.red.frame(width: 10, height: 10).id("a") }.padding(5)
    let dump = LayoutInspector.layout(of: view, in: .unspecified, measurers: fakeMeasurers).textDump()
    #expect(dump == """
      padding 0.00 0.00 20.00 20.00
        VStack 5.00 5.00 10.00 10.00
          frame#a 5.00 5.00 10.00 10.00
            Color 5.00 5.00 10.00 10.00

      """)
  }

  @Test("the JSON dump is valid JSON with stable keys and two-decimal frames")
  func jsonDump() throws {
    let view = HStack(spacing: 0) { Color.red.id("a"); Color.blue.id("b") }
    let result = LayoutInspector.layout(of: view, in: ProposedViewSize(width: 30, height: 10), measurers: fakeMeasurers)
    let json = result.jsonDump()
    #expect(json.contains("\"frame\": [15.00, 0.00, 15.00, 10.00]"))
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(object?["type"] as? String == "HStack")
    #expect((object?["children"] as? [Any])?.count == 2)
    let typeIndex = json.range(of: "\"type\"")?.lowerBound
    let frameIndex = json.range(of: "\"frame\"")?.lowerBound
    #expect(typeIndex != nil && frameIndex != nil && typeIndex! < frameIndex!)
    #expect(json == result.jsonDump())
  }

  @Test("a GeometryReader's closure runs once per placement, with its size")
  func geometryReaderCalls() {
    final class Box: @unchecked Sendable { var sizes: [CGSize] = [] }
    let box = Box()
    let view = GeometryReader { proxy in
      let _ = box.sizes.append(proxy.size)
      Color.red
    }
    _ = LayoutInspector.layout(of: view, in: ProposedViewSize(width: 40, height: 30), measurers: fakeMeasurers)
    #expect(box.sizes == [CGSize(width: 40, height: 30)])
  }

  @Test("odd proposals never trap and never produce NaN", arguments: [
    ProposedViewSize(width: .nan, height: .nan), ProposedViewSize(width: -1, height: -1e9),
    ProposedViewSize(width: .infinity, height: .infinity), ProposedViewSize.zero, ProposedViewSize.unspecified,
  ])
  func robustness(_ proposal: ProposedViewSize) {
    let view = VStack {
      HStack { Spacer(); Text("hello world"); Color.red.aspectRatio(contentMode: .fit) }
      ZStack { Circle(); Color.blue.frame(minWidth: -5, maxWidth: .nan) }.padding(-3)
      Divider()
      Color.green.frame(width: -10, height: .infinity).fixedSize()
    }
    let result = LayoutInspector.layout(of: view, in: proposal, measurers: fakeMeasurers)
    result.root.visit { node in
      #expect(!node.frame.origin.x.isNaN && !node.frame.origin.y.isNaN)
      #expect(!node.frame.width.isNaN && !node.frame.height.isNaN)
      #expect(node.frame.width >= 0 && node.frame.height >= 0)
    }
  }

  @Test("benchmark trees have exactly the requested node count and lay out", arguments: [1, 2, 3, 5, 100, 1_000, 10_000])
  func benchmarkTree(_ count: Int) {
    let root = LayoutBenchmarkTrees.stacks(nodeCount: count)
    let actual = LayoutBenchmarkTrees.count(root)
    #expect(actual == count, "\(actual) nodes for \(count)")
    let engine = LayoutEngine(measurers: fakeMeasurers)
    let start = Date()
    let size = engine.place(root, in: ProposedViewSize(width: 1000, height: 1000)).frame.size
    print("layout of \(actual) nodes: \(String(format: "%.2f", Date().timeIntervalSince(start) * 1000)) ms (debug build)")
    #expect(size.width.isFinite && size.height.isFinite)
  }
}
