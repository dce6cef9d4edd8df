import SwiftUI

/// A card that always draws dark, whatever the app's scheme, by overriding the scheme of its content.
struct PromoCardStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        DarkCardBody(label: configuration.label)
            .colorScheme(.dark)
    }
}

private struct DarkCardBody<Label: View>: View {
    @Environment(\.colorScheme) private var colorScheme
    let label: Label

    var body: some View {
        label
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(colorScheme == .dark ? Color.black : Color.white)
            .foregroundStyle(colorScheme == .dark ? Color.white : Color.black)
    }
}
