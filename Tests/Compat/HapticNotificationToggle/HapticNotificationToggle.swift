import SwiftUI

enum Haptics {
    static func success() { UINotificationFeedbackGenerator().notificationOccurred(.success) }
    static func selection() { UISelectionFeedbackGenerator().selectionChanged() }
    static func soft() { UIImpactFeedbackGenerator(style: .soft).impactOccurred(intensity: 0.6) }
}

struct SquareToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            RoundedRectangle(cornerRadius: 4)
                .fill(configuration.isOn ? Color.green : Color.gray)
                .frame(width: 30, height: 30)
                .onTapGesture {
                    configuration.isOn.toggle()
                    configuration.isOn ? Haptics.success() : Haptics.selection()
                }
        }
    }
}
