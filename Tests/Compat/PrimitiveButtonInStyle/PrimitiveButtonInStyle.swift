import SwiftUI

struct CardPrimitiveStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .frame(width: 120, height: 40)
            .background(Color.mint)
            .onLongPressGesture { configuration.trigger() }
    }
}
