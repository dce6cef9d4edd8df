import SwiftUI

struct StarToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Image(systemName: configuration.isOn ? "star.fill" : "star")
            .foregroundStyle(configuration.isOn ? Color.yellow : Color.gray)
            .frame(width: 40, height: 40)
            .background(configuration.isOn ? Color.black : Color.white)
            .sensoryFeedback(.selection, trigger: configuration.isOn) { old, new in new && !old }
            .sensoryFeedback(trigger: configuration.isOn) { _, new in new ? .success : .warning }
            .sensoryFeedback(trigger: configuration.isOn) { SensoryFeedback.impact(flexibility: .soft, intensity: 0.5) }
            .sensoryFeedback(.levelChange, trigger: configuration.isOn)
    }
}
