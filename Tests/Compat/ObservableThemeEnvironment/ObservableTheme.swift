import SwiftUI

/// The app's theme, shared through the environment (iOS 17 Observation).
@Observable
final class AppTheme {
    var accent: Color = Color(red: 0.35, green: 0.34, blue: 0.84)
    var cornerRadius: CGFloat = 10
    var usesLargeControls = false
}

struct ThemedCapsuleButtonStyle: ButtonStyle {
    @Environment(AppTheme.self) private var theme

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(theme.usesLargeControls ? .title3 : .body)
            .foregroundStyle(.white)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(theme.accent, in: RoundedRectangle(cornerRadius: theme.cornerRadius))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

/// A settings row that edits the theme through a binding.
struct ThemeRadiusEditor: View {
    @Bindable var theme: AppTheme

    var body: some View {
        Toggle("Large controls", isOn: $theme.usesLargeControls)
            .labelsHidden()
    }
}

/// An optional read: views that can do without a theme.
struct ThemeBadge: View {
    @Environment(AppTheme.self) private var theme: AppTheme?

    var body: some View {
        Circle()
            .fill(theme?.accent ?? .gray)
            .frame(width: 12, height: 12)
    }
}

struct ObservableThemeScreen: View {
    @State private var theme = AppTheme()

    var body: some View {
        HStack(spacing: 8) {
            HStack(spacing: 8) {
                Button("Continue") {}
                    .buttonStyle(ThemedCapsuleButtonStyle())
                ThemeBadge()
            }
            .environment(theme)
            ThemeBadge()
        }
    }
}
