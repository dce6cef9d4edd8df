import SwiftUI

struct ChipMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(Color.purple.opacity(0.2)))
    }
}

struct SortMenu: View {
    var body: some View {
        Menu {
            Button("Newest") {}
            Button("Oldest") {}
        } label: {
            Label("Sort", systemImage: "arrow.up.arrow.down")
        }
        .menuStyle(ChipMenuStyle())
    }
}
