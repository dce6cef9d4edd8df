import Foundation
@testable import SpecimenUI
import Testing

// Entries declared the way iOS 18 code declares them, one of each form the macro accepts.
extension EnvironmentValues {
  @Entry var entryAccent: Color = .orange
  @Entry var entryInferred = 3
  @Entry var entryCaption: String?
  @Entry var entryAction: () -> Int = { 7 }
}

extension Transaction {
  @Entry var entryIsSwipe: Bool = false
}

extension ContainerValues {
  @Entry var entryBadge: Int = 2
}

extension FocusedValues {
  @Entry var entrySelection: String?
}

/// `@Entry` writes the key and accessors SwiftUI's macro writes: defaults come from the
/// initializer (`nil` for an optional without one) and every container stores what is set.
@Suite struct EntryMacroTests {
  @Test func environmentEntriesReadTheirDefaults() {
    let values = EnvironmentValues()
    #expect(values.entryAccent == .orange)
    #expect(values.entryInferred == 3)
    #expect(values.entryCaption == nil)
    #expect(values.entryAction() == 7)
  }

  @Test func environmentEntriesStoreWhatIsSet() {
    var values = EnvironmentValues()
    values.entryAccent = .teal
    values.entryInferred = 11
    values.entryCaption = "caption"
    values.entryAction = { 9 }
    #expect(values.entryAccent == .teal)
    #expect(values.entryInferred == 11)
    #expect(values.entryCaption == "caption")
    #expect(values.entryAction() == 9)
  }

  @Test func transactionContainerAndFocusedEntries() {
    var transaction = Transaction()
    #expect(transaction.entryIsSwipe == false)
    transaction.entryIsSwipe = true
    #expect(transaction.entryIsSwipe == true)

    var container = ContainerValues()
    #expect(container.entryBadge == 2)
    container.entryBadge = 5
    #expect(container.entryBadge == 5)

    var focused = FocusedValues()
    #expect(focused.entrySelection == nil)
    focused.entrySelection = "row 3"
    #expect(focused.entrySelection == "row 3")
  }

  @Test func anEntrySetAboveAStyleReachesItsMakeBody() {
    let view = VStack {
      Button("default") {}
      Button("set") {}.environment(\.entryAccent, .purple)
    }
    .buttonStyle(EntryAccentStyle())
    let colors = leaves(ResolveContext().resolve(view)).map(\.paint.representativeColor)
    #expect(colors == [RGBA(255, 149, 0), RGBA(175, 82, 222)])  // orange (the default), purple
  }
}

/// A style that draws the `entryAccent` it reads.
private struct EntryAccentStyle: ButtonStyle {
  @Environment(\.entryAccent) var accent
  func makeBody(configuration: Configuration) -> some View { accent }
}

private func leaves(_ node: ResolvedNode) -> [ShapeLeaf] {
  if case .shape(let leaf) = node.kind { return [leaf] }
  return node.children.flatMap(leaves)
}
