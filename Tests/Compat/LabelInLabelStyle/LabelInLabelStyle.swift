import SwiftUI

struct BoxedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .padding(8)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color.brown))
    }
}
