import Foundation
import Specimen
import SpecimenLayout
import SpecimenUI
import Testing

/// A binding to a mutable collection is a collection of element bindings (iOS 15): `ForEach($items)`
/// and `List($items)` hand each row a binding that writes through to the source.
@Suite struct BindingCollectionTests {
  struct Task: Identifiable, Hashable {
    let id: Int
    var title: String
    var done: Bool
  }

  /// A source of truth the bindings read and write.
  final class Store: @unchecked Sendable {
    var tasks = [Task(id: 1, title: "Milk", done: false), Task(id: 2, title: "Bread", done: true)]
    var binding: Binding<[Task]> { Binding(get: { self.tasks }, set: { self.tasks = $0 }) }
  }

  @Test func elementBindingsReadAndWriteThroughTheCollection() {
    let store = Store()
    let tasks = store.binding
    #expect(tasks.count == 2)
    #expect(tasks.map(\.wrappedValue.title) == ["Milk", "Bread"])
    tasks[0].done.wrappedValue = true
    tasks[1].wrappedValue.title = "Rye"
    #expect(store.tasks.map(\.done) == [true, true])
    #expect(store.tasks.map(\.title) == ["Milk", "Rye"])
    #expect(tasks.first?.id == 1)
    #expect(tasks.last?.wrappedValue.title == "Rye")
    #expect(tasks.index(tasks.startIndex, offsetBy: 2) == tasks.endIndex)
    #expect(tasks.reversed().map(\.wrappedValue.id) == [2, 1])
  }

  @Test func forEachOverABindingDrawsOneRowPerElement() {
    let store = Store()
    let view = VStack {
      ForEach(store.binding) { $task in
        Text(task.title + (task.done ? " ✓" : ""))
      }
    }
    let texts = C2.texts(in: C2.place(view, width: 200)).map(\.text.string)
    #expect(texts == ["Milk", "Bread ✓"])
  }

  @Test func forEachOverABindingWithAKeyPathAndEditActions() {
    let names = Binding.constant(["Ada", "Grace"])
    let byKeyPath = C2.texts(in: C2.place(VStack { ForEach(names, id: \.self) { $name in Text(name) } }, width: 200))
    #expect(byKeyPath.map(\.text.string) == ["Ada", "Grace"])
    let store = Store()
    let editable = C2.texts(in: C2.place(VStack { ForEach(store.binding, editActions: .all) { $task in Text(task.title) } }, width: 200))
    #expect(editable.map(\.text.string) == ["Milk", "Bread"])
  }

  @Test func listsOverBindingsAndWithSelectionDrawTheirRows() {
    let store = Store()
    let fromBinding = C2.place(List(store.binding, editActions: .delete) { $task in Toggle(task.title, isOn: $task.done) }, width: 390, height: 300)
    #expect(C2.texts(in: fromBinding).map(\.text.string) == ["Milk", "Bread"])
    let keyed = C2.place(List(Binding.constant(["a", "b"]), id: \.self) { $value in Text(value) }, width: 390, height: 300)
    #expect(C2.texts(in: keyed).map(\.text.string) == ["a", "b"])
    let selectable = C2.place(List(store.tasks, selection: .constant(Set<Int>([1]))) { task in Text(task.title) }, width: 390, height: 300)
    #expect(C2.texts(in: selectable).map(\.text.string) == ["Milk", "Bread"])
    let single = C2.place(List(store.tasks, id: \.title, selection: .constant(Optional("Milk"))) { task in Text(task.title) }, width: 390, height: 300)
    #expect(C2.texts(in: single).map(\.text.string) == ["Milk", "Bread"])
  }

  /// Every iOS 16 form of an editable list compiles as user code writes it and draws one row per element:
  /// `List($items, id:editActions:)` (elements identified by a key path), `List($items, editActions:)`
  /// (identifiable elements), and the same two `ForEach` forms inside a `List`; the iOS 13 binding forms
  /// with a key path and a selection draw their rows too.
  @Test func everyEditableListFormDrawsItsRows() {
    let names = Binding.constant(["Ada", "Grace", "Ada"])
    let store = Store()
    func rows(_ list: some View) -> [String] { C2.texts(in: C2.place(list, width: 390, height: 300)).map(\.text.string) }
    #expect(rows(List(names, id: \.self, editActions: .all) { $name in Text(name) }) == ["Ada", "Grace", "Ada"])
    #expect(rows(List(names, id: \.self, editActions: .move) { $name in Text(name.uppercased()) }) == ["ADA", "GRACE", "ADA"])
    #expect(rows(List(store.binding, editActions: .all) { $task in Text(task.title) }) == ["Milk", "Bread"])
    #expect(rows(List { ForEach(names, id: \.self, editActions: .delete) { $name in Text(name) } }) == ["Ada", "Grace", "Ada"])
    #expect(rows(List { ForEach(store.binding, editActions: .all) { $task in Text(task.title) } }) == ["Milk", "Bread"])
    #expect(rows(List(names, id: \.self, selection: .constant(Optional("Ada"))) { $name in Text(name) }) == ["Ada", "Grace", "Ada"])
    #expect(rows(List(names, id: \.self, selection: .constant(Set(["Grace"]))) { $name in Text(name) }) == ["Ada", "Grace", "Ada"])
    #expect(rows(List(store.binding, selection: .constant(Optional(1))) { $task in Text(task.title) }) == ["Milk", "Bread"])
  }
}
