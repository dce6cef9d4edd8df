import Foundation
import SpecimenUI
import Testing

/// A body that writes its own state is named; a child's initialiser setting its own fresh state is not.
struct StateWriteCheckTests {
  struct Counter: View {
    @State var count = 0
    init(start: Int) { self.count = start }
    var body: some View { Text("\(count)") }
  }

  struct Parent: View {
    var body: some View { Counter(start: 3) }
  }

  struct Writer: View {
    @State var count = 0
    var body: some View {
      count += 1
      return Text("\(count)")
    }
  }

  static func stateWarnings<V: View>(_ view: V) -> [String] {
    ResolveIssues.collecting { _ = ResolveContext().resolve(view) }.issues.map(\.message).filter { $0.contains("modified a @State") }
  }

  @Test func anInitialiserSettingItsOwnStateIsNotNamed() {
    #expect(Self.stateWarnings(Parent()).isEmpty)
  }

  @Test func aBodyWritingItsStateIsNamed() {
    let warnings = Self.stateWarnings(Writer())
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("`Writer`'s body modified a @State value while the view was being built") == true, "\(warnings)")
  }
}
