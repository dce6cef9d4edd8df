import SwiftUI

/// The soft-UI surface colour every component below is carved from.
extension Color {
    static let surface = Color(red: 0.88, green: 0.90, blue: 0.93)
}

/// A pressed-in well: two inner shadows on the surface colour, dark from the top left and light
/// from the bottom right, the way neumorphic kits write it since iOS 16.
struct InsetWell: View {
    var cornerRadius: CGFloat = 14

    var body: some View {
        RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
            .fill(
                .shadow(.inner(color: .black.opacity(0.25), radius: 3, x: 3, y: 3))
                .shadow(.inner(color: .white.opacity(0.9), radius: 3, x: -3, y: -3))
            )
            .foregroundStyle(Color.surface)
    }
}

/// A raised button: the fill casts a drop shadow, the label is cut into it.
struct RaisedButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(Color.gray.shadow(.inner(color: .black.opacity(0.6), radius: 0.5, y: 1)))
            .padding(.horizontal, 18)
            .padding(.vertical, 10)
            .background(
                Capsule()
                    .fill(Color.surface.shadow(.drop(color: .black.opacity(0.35), radius: 0, x: 4, y: 4)))
            )
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}
