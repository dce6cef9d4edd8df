import SwiftUI

struct HoverCardStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 100, height: 40)
            .background(Color.teal)
            .hoverEffect { effect, isActive, _ in
                effect.scaleEffect(isActive ? 1.05 : 1.0)
                    .opacity(isActive ? 0.9 : 1)
            }
            .hoverEffect(.lift)
    }
}
