import SwiftUI

// A design system that names its own components after SwiftUI's (`Text`, `Button`, `Color`)
// and reaches SwiftUI's through the module name.

/// The design system's palette; shadows SwiftUI's `Color` inside this module.
enum Color {
    static let brand = SwiftUI.Color(red: 0.35, green: 0.2, blue: 0.85)
    static let onBrand = SwiftUI.Color.white
    static let surface: SwiftUI.Color = .init(red: 0.95, green: 0.95, blue: 0.97)
}

/// Body copy in the design system's type.
struct Text: SwiftUI.View {
    private let content: String

    init(_ content: String) { self.content = content }

    var body: some SwiftUI.View {
        SwiftUI.Text(content)
            .font(SwiftUI.Font.system(size: 15, weight: .semibold))
            .foregroundStyle(Color.onBrand)
    }
}

/// The design system's primary button.
struct Button: SwiftUI.View {
    let title: String
    var action: () -> Void = {}

    var body: some SwiftUI.View {
        SwiftUI.Button(action: action) {
            SwiftUI.HStack(spacing: 6) {
                SwiftUI.Image(systemName: "star.fill")
                Text(title)
            }
        }
        .buttonStyle(BrandButtonStyle())
    }
}

struct BrandButtonStyle: SwiftUI.ButtonStyle {
    func makeBody(configuration: Configuration) -> some SwiftUI.View {
        configuration.label
            .padding(.horizontal, 16)
            .frame(height: 36)
            .background(Color.brand, in: SwiftUI.Capsule())
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

struct Card<Content: SwiftUI.View>: SwiftUI.View {
    @SwiftUI.ViewBuilder var content: Content
    @SwiftUI.State private var expanded = true
    @SwiftUI.Environment(\.colorScheme) private var scheme

    var body: some SwiftUI.View {
        SwiftUI.VStack(alignment: .leading, spacing: 8) { content }
            .padding(12)
            .background(Color.surface, in: SwiftUI.RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}
