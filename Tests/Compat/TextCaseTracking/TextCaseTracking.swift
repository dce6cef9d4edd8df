import SwiftUI

struct TagButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.caption.weight(.bold))
            .textCase(.uppercase)
            .tracking(1.5)
            .padding(.horizontal, 10)
            .frame(height: 28)
            .background(Color.pink, in: Capsule())
            .foregroundColor(.white)
    }
}

struct LinkText: View {
    var body: some View {
        VStack(spacing: 2) {
            Text("Terms").underline().kerning(0.5)
            Text("$20").strikethrough(true, color: .red).foregroundStyle(.secondary)
        }
    }
}
