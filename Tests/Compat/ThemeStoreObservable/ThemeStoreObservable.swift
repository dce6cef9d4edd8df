import Combine
import SwiftUI

final class ThemeStore: ObservableObject {
    @Published var accent: Color = .orange
    @Published var cornerRadius: CGFloat = 8
    @Published var isCompact = false
}

struct ThemedFillButtonStyle: ButtonStyle {
    @ObservedObject var theme: ThemeStore

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(.vertical, theme.isCompact ? 4 : 10)
            .frame(maxWidth: .infinity)
            .background(RoundedRectangle(cornerRadius: theme.cornerRadius).fill(theme.accent))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

struct ThemeStoreScreen: View {
    @StateObject private var theme = ThemeStore()

    var body: some View {
        VStack(spacing: 0) {
            Button("Save") {}
                .buttonStyle(ThemedFillButtonStyle(theme: theme))
            Toggle("Compact", isOn: $theme.isCompact)
                .labelsHidden()
                .hidden()
        }
    }
}
