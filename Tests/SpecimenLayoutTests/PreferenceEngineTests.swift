import Foundation
import SpecimenLayout
import SpecimenUI
import Testing

/// A box the onPreferenceChange action writes into.
final class Recorder: @unchecked Sendable {
  var values: [CGFloat] = []
}

@Suite struct PreferenceEngineTests {
  @Test func onPreferenceChangeRunsOnceWithTheCollectedValue() {
    let recorder = Recorder()
    let view = VStack {
      Color.red.frame(width: 10, height: 10).preference(key: SumKey.self, value: 3)
      Color.red.frame(width: 10, height: 10).preference(key: SumKey.self, value: 4)
    }
    .onPreferenceChange(SumKey.self) { recorder.values.append($0) }
    let placed = LayoutEngine(measurers: fakeMeasurers).place(ResolveContext().resolve(view), in: ProposedViewSize(width: 100, height: 100))
    #expect(recorder.values == [7])
    #expect(placed.preferenceValue(SumKey.self) == 7)
  }

  @Test func transformPreferenceStartsFromTheDefault() {
    let view = Color.red.transformPreference(SumKey.self) { $0 += 5 }
    let placed = LayoutEngine(measurers: fakeMeasurers).place(ResolveContext().resolve(view), in: ProposedViewSize(width: 10, height: 10))
    #expect(placed.preferenceValue(SumKey.self) == 5)
  }

  /// The root's safe-area insets: content inside them, ignoring views under them.
  @Test func rootSafeAreaInsets() {
    let engine = LayoutEngine(measurers: fakeMeasurers, safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    let proposal = ProposedViewSize(width: 393, height: 852)
    let inside = engine.place(ResolveContext().resolve(Color.red.id("c")), in: proposal)
    #expect(frame("c", in: inside) == CGRect(x: 0, y: 59, width: 393, height: 759))
    let under = engine.place(ResolveContext().resolve(Color.red.id("c").ignoresSafeArea()), in: proposal)
    #expect(frame("c", in: under) == CGRect(x: 0, y: 0, width: 393, height: 852))
    var insets = EdgeInsets()
    let reader = GeometryReader { proxy in
      let _ = (insets = proxy.safeAreaInsets)
      Color.clear
    }.ignoresSafeArea()
    _ = engine.place(ResolveContext().resolve(reader), in: proposal)
    #expect(insets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
  }

  private func frame(_ id: String, in node: PlacedNode) -> CGRect? {
    if node.node.id == id { return node.frame }
    return node.children.lazy.compactMap { frame(id, in: $0) }.first
  }
}
