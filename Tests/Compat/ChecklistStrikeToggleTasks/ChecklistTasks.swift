import SwiftUI

/// A round check that strikes the title through in red when done.
struct StrikeCheckToggleStyle: ToggleStyle {
    var doneColor: Color = .green

    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 10) {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                    .font(.title3)
                    .foregroundStyle(configuration.isOn ? doneColor : Color.secondary)
                configuration.label
                    .strikethrough(configuration.isOn, color: .red)
                    .foregroundStyle(configuration.isOn ? .secondary : .primary)
                Spacer(minLength: 0)
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == StrikeCheckToggleStyle {
    static var strikeCheck: StrikeCheckToggleStyle { StrikeCheckToggleStyle() }
}

struct ChoreItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

/// Today's chores, checked off in place, with a due time for the list.
struct ChoreChecklist: View {
    @State var chores: [ChoreItem]
    @State var due: Date

    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    ForEach($chores) { $chore in
                        Toggle(chore.title, isOn: $chore.isDone)
                            .toggleStyle(.strikeCheck)
                    }
                    .onDelete { chores.remove(atOffsets: $0) }
                    .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
                }
                Section {
                    DatePicker("Due", selection: $due, displayedComponents: .hourAndMinute)
                }
            }
            .navigationTitle("Chores")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
            }
        }
    }
}
