import SwiftUI

struct Palette: Sendable {
    var fill: Color
    var radius: CGFloat
    static let brand = Palette(fill: .indigo, radius: 10)
}

struct BrandButtonStyle: ButtonStyle {
    var palette: Palette = .brand
    func makeBody(configuration: Configuration) -> some View {
        let stops = [palette.fill, palette.fill].map { $0.opacity(1) }
        return configuration.label
            .frame(width: 120, height: 40)
            .background(LinearGradient(colors: stops, startPoint: .top, endPoint: .bottom))
            .clipShape(RoundedRectangle(cornerRadius: palette.radius))
            .onChange(of: configuration.isPressed) { _, pressed in
                if pressed { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
            }
    }
}

struct DotToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        (configuration.isOn ? Palette.brand.fill : Color.gray).frame(width: 40, height: 40)
    }
}
