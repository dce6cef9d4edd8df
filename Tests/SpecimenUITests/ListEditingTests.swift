import Foundation
import SpecimenUI
import Testing

/// The collection helpers list editing code calls from `onDelete`/`onMove`, as SwiftUI defines them.
@Suite struct ListEditingTests {
  @Test func removeAtOffsets() {
    var items = ["a", "b", "c", "d"]
    items.remove(atOffsets: IndexSet([1, 3, 9]))
    #expect(items == ["a", "c"])
  }

  @Test func moveKeepsTheMovedOrder() {
    var items = ["a", "b", "c", "d", "e"]
    items.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
    #expect(items == ["b", "d", "a", "c", "e"])
    items.move(fromOffsets: IndexSet([4]), toOffset: 0)
    #expect(items == ["e", "b", "d", "a", "c"])
    items.move(fromOffsets: IndexSet([1]), toOffset: 99)
    #expect(items == ["e", "d", "a", "c", "b"])
  }

  /// `onDelete`/`onMove` keep the ForEach a ForEach, so rows draw as before.
  @Test func editingActionsChain() {
    let rows = ForEach(["a", "b"], id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in }
    func texts(_ node: ResolvedNode) -> Int {
      if case .text = node.kind { return 1 }
      return node.children.map(texts).reduce(0, +)
    }
    #expect(texts(ResolveContext().resolve(VStack { rows })) == 2)
  }
}

/// `Toggle(sources:isOn:)`: on when all are on, mixed when some are, and setting it sets them all.
@Suite struct ToggleSourcesTests {
  final class Box: @unchecked Sendable { var values = [true, false, true] }

  @Test func mixedWhenSomeSourcesAreOn() {
    let box = Box()
    let bindings = (0..<3).map { i in Binding(get: { box.values[i] }, set: { box.values[i] = $0 }) }
    struct Probe: ToggleStyle {
      let record: (Bool, Bool) -> Void
      func makeBody(configuration: Configuration) -> some View {
        let _ = record(configuration.isOn, configuration.isMixed)
        configuration.$isOn.wrappedValue = true
        return configuration.label
      }
    }
    nonisolated(unsafe) var records: [(Bool, Bool)] = []
    _ = ResolveContext().resolve(Toggle("All", sources: bindings, isOn: \.self).toggleStyle(Probe { records.append(($0, $1)) }))
    #expect(records.count == 1 && records[0] == (false, true))
    #expect(box.values == [true, true, true])
  }
}
