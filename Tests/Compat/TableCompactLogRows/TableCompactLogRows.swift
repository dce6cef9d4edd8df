import SwiftUI

// A log viewer shared with the Mac: an iOS 16 `Table` with a selection, three `TableColumn`s (closure
// cells with `.width(min:ideal:)`, a `value:` key-path column) and a menu `Picker` in a
// `ToolbarItemGroup`. On an iPhone the table is compact: no headers, only the first column, one
// plain list row per entry.
struct LogLine: Identifiable {
    let id: Int
    let level: String
    let message: String
    var tint: Color { level == "error" ? .red : .indigo }
}

struct LogTableScreen: View {
    @State private var selection: LogLine.ID?
    @State private var filter = "all"
    let lines = [
        LogLine(id: 1, level: "info", message: "Sync started"),
        LogLine(id: 2, level: "error", message: "Upload failed"),
    ]

    var body: some View {
        NavigationStack {
            Table(lines, selection: $selection) {
                TableColumn("Level") { line in
                    Text(line.level.uppercased())
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 3)
                        .background(line.tint, in: Capsule())
                }
                .width(min: 60, ideal: 80)
                TableColumn("Message", value: \.message)
                TableColumn("Code") { line in
                    Rectangle().fill(.orange).frame(width: 40, height: 20)
                }
                .width(40)
            }
            .navigationTitle("Logs")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Picker("Level", selection: $filter) {
                        Text("All").tag("all")
                        Text("Errors").tag("error")
                    }
                    .pickerStyle(.menu)
                }
            }
        }
    }
}
