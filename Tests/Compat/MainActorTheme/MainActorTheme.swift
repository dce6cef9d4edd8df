import SwiftUI
import Combine

// A design system written against the iOS 18 SDK, where View, ViewModifier and the style protocols
// are main-actor isolated: the theme is a main-actor object, helpers are main-actor functions, and
// styles and views read them synchronously from makeBody and body.

@MainActor
final class AppTheme: ObservableObject {
    static let shared = AppTheme()

    @Published var accent = Color(red: 0.2, green: 0.4, blue: 0.8)
    @Published var cornerRadius: CGFloat = 10
    let swatches: [String: Color] = [
        "orange": Color(red: 1, green: 0.6, blue: 0),
        "green": Color(red: 0.2, green: 0.6, blue: 0.4),
        "purple": Color(red: 0.4, green: 0.2, blue: 0.8),
    ]
    let order = ["orange", "green", "purple"]

    func swatch(_ name: String) -> Color {
        swatches[name] ?? accent
    }
}

@MainActor
func trackColor(isOn: Bool) -> Color {
    isOn ? AppTheme.shared.swatch("green") : Color(white: 0.85)
}

struct ThemedButtonStyle: ButtonStyle {
    @EnvironmentObject var theme: AppTheme

    func makeBody(configuration: Configuration) -> some View {
        let opacities = [1.0, 0.8].map { configuration.isPressed ? $0 * 0.9 : $0 }
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 10)
            .background(theme.accent.opacity(opacities[0]), in: RoundedRectangle(cornerRadius: theme.cornerRadius))
    }
}

struct ThemedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Capsule()
                .fill(trackColor(isOn: configuration.isOn))
                .frame(width: 50, height: 30)
        }
    }
}

struct ThemeBadge: View {
    let title: String

    var body: some View {
        let theme = AppTheme.shared
        let name = theme.order.first { $0.hasPrefix("pur") } ?? "orange"
        Text(title)
            .foregroundColor(.white)
            .padding(8)
            .frame(maxWidth: .infinity)
            .background(theme.swatch(name))
    }
}

@MainActor
struct OutlineButtonStyle: ButtonStyle {
    var theme = AppTheme.shared

    func makeBody(configuration: Configuration) -> some View {
        let index = theme.order.firstIndex { $0 == "orange" } ?? 0
        configuration.label
            .padding(8)
            .frame(maxWidth: .infinity)
            .overlay(
                RoundedRectangle(cornerRadius: 6)
                    .stroke(theme.swatch(theme.order[index]), lineWidth: 4)
            )
    }
}

struct ThemedCapsule: ViewModifier {
    func body(content: Content) -> some View {
        let theme = AppTheme.shared
        let padding = [4.0, 4.0].reduce(0, +)
        return content
            .foregroundColor(.white)
            .padding(padding)
            .frame(maxWidth: .infinity)
            .background(Capsule().fill(theme.accent))
    }
}

extension View {
    func themedCapsule() -> some View {
        modifier(ThemedCapsule())
    }
}
