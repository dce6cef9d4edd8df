import SwiftUI

extension Color {
    init(rgbHex: UInt32) {
        self.init(red: Double((rgbHex >> 16) & 0xFF) / 255, green: Double((rgbHex >> 8) & 0xFF) / 255, blue: Double(rgbHex & 0xFF) / 255)
    }
}

struct GradientButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .frame(width: 160, height: 40)
            .background(
                LinearGradient(gradient: Gradient(colors: [Color(rgbHex: 0xFF0000), Color(rgbHex: 0x0000FF)]),
                               startPoint: .leading, endPoint: .trailing)
            )
            .shadow(color: Color(rgbHex: 0x0000FF).opacity(0.3), radius: 6, x: 0, y: 3)
    }
}
