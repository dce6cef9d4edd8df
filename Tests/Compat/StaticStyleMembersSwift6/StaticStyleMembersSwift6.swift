import SwiftUI

struct OutlineButtonStyle: ButtonStyle {
    var color: Color = .red
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 100, height: 36)
            .overlay(RoundedRectangle(cornerRadius: 6).strokeBorder(color, lineWidth: 3))
    }
}

extension ButtonStyle where Self == OutlineButtonStyle {
    static var outline: OutlineButtonStyle { OutlineButtonStyle() }
    static func outline(_ color: Color) -> OutlineButtonStyle { OutlineButtonStyle(color: color) }
}

struct ActionBar: View {
    var body: some View {
        HStack(spacing: 0) {
            Button("Cancel") {}.buttonStyle(.outline)
            Button("Save") {}.buttonStyle(.outline(.green))
        }
    }
}
