import SwiftUI

struct WindowAwareButtonStyle: ButtonStyle {
    @Environment(\.controlActiveState) private var activeState

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 100, height: 30)
            .background(activeState == .inactive ? Color.gray : Color.blue)
    }
}
