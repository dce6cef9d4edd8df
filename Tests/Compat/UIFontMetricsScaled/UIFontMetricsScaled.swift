import SwiftUI

struct TallButtonStyle: ButtonStyle {
    private let height = UIFontMetrics.default.scaledValue(for: 44)
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(maxWidth: .infinity)
            .frame(height: height)
            .background(Color.green)
    }
}
