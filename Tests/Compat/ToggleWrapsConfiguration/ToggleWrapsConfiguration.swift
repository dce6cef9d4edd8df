import SwiftUI

struct CardToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
            .padding(10)
            .background(Color.teal.opacity(0.25))
    }
}
