import SwiftUI

// Finished tasks grouped by year in collapsible sidebar sections: `Section(isExpanded:)` bound through
// `Binding(get:set:)` to a set of expanded keys.

struct DoneTask: Identifiable {
    let id = UUID()
    let title: String
    let color: Color
}

struct DoneSectionsView: View {
    let open: [DoneTask]
    let doneByYear: [(key: Int, value: [DoneTask])]
    @State private var expandedYears: Set<Int>

    init(open: [DoneTask], doneByYear: [(key: Int, value: [DoneTask])], expandedYears: Set<Int>) {
        self.open = open
        self.doneByYear = doneByYear
        _expandedYears = State(initialValue: expandedYears)
    }

    private func setExpanded(_ isExpanded: Bool, year: Int) {
        if isExpanded {
            expandedYears.insert(year)
        } else {
            expandedYears.remove(year)
        }
    }

    var body: some View {
        List {
            Section("To do") {
                ForEach(open) { task in
                    row(task)
                }
            }
            ForEach(doneByYear, id: \.key) { group in
                Section(isExpanded: Binding(
                    get: { expandedYears.contains(group.key) },
                    set: { setExpanded($0, year: group.key) }
                )) {
                    ForEach(group.value) { task in
                        row(task)
                    }
                } header: {
                    Text("Done in \(String(group.key)) (\(group.value.count))")
                }
            }
        }
        .listStyle(.sidebar)
    }

    private func row(_ task: DoneTask) -> some View {
        HStack {
            RoundedRectangle(cornerRadius: 3)
                .fill(task.color)
                .frame(width: 16, height: 16)
            Text(task.title)
        }
    }
}
