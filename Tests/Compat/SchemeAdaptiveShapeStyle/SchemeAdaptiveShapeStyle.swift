import SwiftUI

// A theme kit's adaptive style: a generic value with light and dark variants that becomes a
// ShapeStyle when its variants are (a conditional conformance), resolving by the environment's
// color scheme in `resolve(in:)` (iOS 17). Used as a fill, a background and a foreground style.
public struct SchemeAdaptive<Style> {
    public let light: Style
    public let dark: Style

    public init(light: Style, dark: Style) {
        self.light = light
        self.dark = dark
    }

    public func resolved(for scheme: ColorScheme) -> Style {
        scheme == .dark ? dark : light
    }
}

extension SchemeAdaptive: ShapeStyle where Style: ShapeStyle {
    nonisolated public func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        resolved(for: environment.colorScheme)
    }
}

enum Palette {
    static let card = SchemeAdaptive(light: Color(red: 1, green: 0.9, blue: 0.6), dark: Color(red: 0.2, green: 0.25, blue: 0.5))
    static let badge = SchemeAdaptive(light: Color.orange, dark: Color.cyan)
}

struct ProBadgeCard: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Pro")
                .font(.headline)
                .padding(.horizontal, 12)
                .padding(.vertical, 4)
                .background(Palette.badge, in: Capsule())
            Circle().fill(Palette.badge).frame(width: 24, height: 24)
        }
        .frame(width: 140, height: 100)
        .background(RoundedRectangle(cornerRadius: 12).fill(Palette.card))
    }
}
