import SwiftUI

struct FilledMenuButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 120, height: 36)
            .background(Color.red)
    }
}

struct MoreMenu: View {
    var body: some View {
        Menu("More") {
            Button("Rename") {}
            Button("Delete", role: .destructive) {}
        }
        .menuStyle(.button)
        .menuIndicator(.hidden)
        .buttonStyle(FilledMenuButtonStyle())
    }
}
