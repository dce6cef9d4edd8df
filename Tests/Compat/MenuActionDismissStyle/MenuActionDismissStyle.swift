import Foundation
import SwiftUI

extension Color {
    static let night = Color(red: 0.12, green: 0.13, blue: 0.2)
    static let moon = Color(red: 0.95, green: 0.9, blue: 0.6)
}

struct NightMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(Color.night, in: Capsule())
            .foregroundColor(Color.moon)
    }
}

struct FontSizeMenu: View {
    @State private var size = 17.0
    var body: some View {
        Menu {
            Button("Bigger", systemImage: "plus.magnifyingglass") { size += 1 }
                .menuActionDismissBehavior(.disabled)
            Button("Smaller", systemImage: "minus.magnifyingglass") { size -= 1 }
                .menuActionDismissBehavior(.disabled)
            Divider()
            Button("Reset") { size = 17 }
                .menuActionDismissBehavior(.enabled)
        } label: {
            Label("Text size", systemImage: "textformat.size")
        } primaryAction: {
            size = 17
        }
        .menuStyle(NightMenuStyle())
        .menuOrder(.fixed)
        .menuActionDismissBehavior(.automatic)
    }
}
