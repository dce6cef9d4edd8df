import SwiftUI

/// A notes-style folder list taller than the screen, with a bottom toolbar group pushed apart by a spacer.
struct NoteFoldersScreen: View {
    private let folders = (1...30).map { "Folder \($0)" }
    @State private var showsNewFolder = false

    var body: some View {
        NavigationStack {
            List(folders, id: \.self) { folder in
                Label(folder, systemImage: "folder")
            }
            .listStyle(.plain)
            .navigationTitle("Folders")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button {
                        showsNewFolder = true
                    } label: {
                        Image(systemName: "folder.badge.plus")
                    }
                    Spacer()
                    Button {
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
            .sheet(isPresented: $showsNewFolder) {
                Text("New Folder")
                    .presentationDetents([.medium])
            }
        }
        .tint(.orange)
    }
}
