import SwiftUI

// iOS 26 in a compose screen: draw-on/draw-off symbol effects, gradient symbol colours and the
// draw variable-value mode, a custom bottom bar through `safeAreaBar(edge:)`, and iOS 17/18
// `writingToolsBehavior(_:)` and `dialogIcon(_:)` on the editor and its dialog.
struct WeatherGlyphs: View {
    var isWindy: Bool

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "wind")
                .symbolEffect(.drawOn.individually, isActive: !isWindy)
                .foregroundStyle(.teal)
            Image(systemName: "cloud.rain.fill")
                .symbolEffect(.drawOff.nonReversed, isActive: isWindy)
                .foregroundStyle(.blue)
            Image(systemName: "thermometer.medium", variableValue: 0.6)
                .symbolVariableValueMode(.draw)
                .symbolColorRenderingMode(.gradient)
                .foregroundStyle(.red)
        }
        .font(.title2)
    }
}

struct ComposeScreen: View {
    @State private var note = "Windy afternoon"
    @State private var confirmDiscard = false

    var body: some View {
        VStack(alignment: .leading) {
            WeatherGlyphs(isWindy: true)
            TextField("Note", text: $note)
                .writingToolsBehavior(.limited)
            Spacer(minLength: 0)
        }
        .padding(8)
        .safeAreaBar(edge: .bottom, spacing: 0) {
            Color.orange.frame(height: 24)
        }
        .confirmationDialog("Discard?", isPresented: $confirmDiscard) {
            Button("Discard", role: .destructive) {}
        }
        .dialogIcon(Image(systemName: "trash"))
    }
}
