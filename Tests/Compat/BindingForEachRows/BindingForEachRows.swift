import SwiftUI

// A to-do screen as iOS 15–16 code writes it: rows edit their elements in place through
// `ForEach($todos) { $todo in … }`, a `List($items, editActions:)`, `ForEach($tags, id: \.self)`
// over plain strings, and `$todos.count`/`$todos.indices` read from the collection binding.
struct Todo: Identifiable {
    let id: Int
    var title: String
    var isDone: Bool
}

struct TodoScreen: View {
    @State private var todos = [
        Todo(id: 1, title: "Water plants", isDone: true),
        Todo(id: 2, title: "Call Ana", isDone: false),
    ]
    @State private var tags = ["home", "work"]

    var body: some View {
        List {
            Section("Today (\($todos.count))") {
                ForEach($todos) { $todo in
                    Toggle(todo.title, isOn: $todo.isDone)
                }
                .onDelete { todos.remove(atOffsets: $0) }
            }
            Section("Tags") {
                ForEach($tags, id: \.self) { $tag in
                    TextField("Tag", text: $tag)
                }
            }
        }
        .listStyle(.insetGrouped)
    }
}

struct EditableTodoList: View {
    @State private var todos = [Todo(id: 3, title: "Pay rent", isDone: false)]

    var body: some View {
        List($todos, editActions: .delete) { $todo in
            Toggle(todo.title, isOn: $todo.isDone)
        }
    }
}
