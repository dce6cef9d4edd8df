import SwiftUI

struct Theme {
    var primary: Color
    var onPrimary: Color
    var cornerRadius: CGFloat

    static let standard = Theme(primary: Color(red: 0.0, green: 0.5, blue: 0.5), onPrimary: .white, cornerRadius: 10)
    static let festive = Theme(primary: Color(red: 0.8, green: 0.0, blue: 0.2), onPrimary: .white, cornerRadius: 20)
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

struct ThemedButtonStyle: ButtonStyle {
    @Environment(\.theme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(theme.onPrimary)
            .frame(maxWidth: .infinity, minHeight: 44)
            .background(theme.primary)
            .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous))
    }
}
