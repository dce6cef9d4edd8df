import SwiftUI

protocol AppTheme {
    var background: Color { get }
    var accent: Color { get }
}

struct OceanTheme: AppTheme {
    let background = Color(red: 0.9, green: 0.95, blue: 1.0)
    let accent = Color(red: 0.0, green: 0.3, blue: 0.6)
}

struct DefaultTheme: AppTheme {
    let background = Color.white
    let accent = Color.blue
}

struct AppThemeKey: EnvironmentKey {
    static let defaultValue: any AppTheme = DefaultTheme()
}

extension EnvironmentValues {
    var appTheme: any AppTheme {
        get { self[AppThemeKey.self] }
        set { self[AppThemeKey.self] = newValue }
    }
}

extension View {
    func appTheme(_ theme: any AppTheme) -> some View {
        environment(\.appTheme, theme)
    }
}

struct ThemedTile: View {
    @Environment(\.appTheme) var theme
    var body: some View {
        ZStack {
            theme.background
            Circle().fill(theme.accent).frame(width: 20, height: 20)
        }
        .frame(width: 80, height: 40)
    }
}
