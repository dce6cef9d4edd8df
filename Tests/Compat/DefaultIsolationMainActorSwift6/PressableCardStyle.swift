import SwiftUI

// A file from an Xcode 26 app target: Swift 6 mode with "Default Actor Isolation = MainActor", so
// every declaration here is main-actor isolated unless marked otherwise, and the style calls
// main-actor helpers from makeBody.

enum Motion {
    static var pressedScale: CGFloat { 0.96 }
}

final class BrandPalette {
    static let shared = BrandPalette()
    var surface = Color(red: 0.95, green: 0.45, blue: 0.2)
    var cornerRadius: CGFloat = 14
}

struct PressableCardStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let palette = BrandPalette.shared
        let accents = [palette.surface, .white]
        configuration.label
            .padding(12)
            .frame(maxWidth: .infinity)
            .foregroundStyle(accents.last ?? .white)
            .background(accents.first ?? .clear, in: RoundedRectangle(cornerRadius: palette.cornerRadius))
            .scaleEffect(configuration.isPressed ? Motion.pressedScale : 1)
    }
}

extension ButtonStyle where Self == PressableCardStyle {
    static var pressableCard: PressableCardStyle { PressableCardStyle() }
}
