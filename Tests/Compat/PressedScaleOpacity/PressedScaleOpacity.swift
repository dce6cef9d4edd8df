import SwiftUI

struct SoftPressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 100, height: 40)
            .background(configuration.isPressed ? Color.black : Color.blue)
            .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
    }
}
