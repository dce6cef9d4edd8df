import Combine
import SwiftUI

/// The palette a theme service hands out.
struct Palette {
    var text: Color
    var fill: Color
    var stroke: Color
}

/// A theme service injected at the app's root with `.environmentObject(_:)`.
final class ThemeService: ObservableObject {
    @Published var current = Palette(text: .white, fill: Color(red: 0.0, green: 0.6, blue: 0.5), stroke: .black)
    @Published var cornerRadius: CGFloat = 12
}

/// A modifier that styles any button-like content from the injected theme.
struct ThemedButtonModifier: ViewModifier {
    @EnvironmentObject var theme: ThemeService

    func body(content: Content) -> some View {
        content
            .foregroundStyle(theme.current.text)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 10)
            .background {
                RoundedRectangle(cornerRadius: theme.cornerRadius)
                    .fill(theme.current.fill)
                    .stroke(theme.current.stroke, lineWidth: 2)
            }
    }
}

struct ThemedButtonStyle: ButtonStyle {
    @EnvironmentObject private var theme: ThemeService

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(ThemedButtonModifier())
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

extension View {
    func themedButton() -> some View { modifier(ThemedButtonModifier()) }
}
