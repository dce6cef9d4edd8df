import SwiftUI

struct CapsuleActionStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 14)
            .padding(.vertical, 10)
            .frame(width: 140, height: 44)
            .background(Color.accentColor, in: .capsule)
            .foregroundStyle(.white)
            .opacity(configuration.isPressed ? 0.85 : 1)
            .animation(.snappy, value: configuration.isPressed)
            .sensoryFeedback(.impact(weight: .medium), trigger: configuration.isPressed)
    }
}
