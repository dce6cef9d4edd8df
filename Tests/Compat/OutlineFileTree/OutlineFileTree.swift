import SwiftUI

/// A project browser over a tree of folders and files: `List(_:children:rowContent:)` with the
/// folders' `children` key path, and an `OutlineGroup` inside a `Section` of a second list.
struct ProjectNode: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var children: [ProjectNode]? = nil

    var icon: String { children == nil ? "doc" : "folder" }
}

let sampleProject: [ProjectNode] = [
    ProjectNode(name: "Sources", children: [
        ProjectNode(name: "App.swift"),
        ProjectNode(name: "Views", children: [ProjectNode(name: "Row.swift")])
    ]),
    ProjectNode(name: "README.md"),
]

struct ProjectBrowser: View {
    var body: some View {
        HStack(spacing: 0) {
            List(sampleProject, children: \.children) { node in
                Label(node.name, systemImage: node.icon)
            }
            .listStyle(.plain)
            .frame(width: 200)

            List {
                Section("Recent") {
                    OutlineGroup(sampleProject, id: \.name, children: \.children) { node in
                        Text(node.name)
                    }
                }
            }
            .listStyle(.insetGrouped)
            .frame(width: 200)
        }
    }
}
