import SwiftUI

struct LabeledBoxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            Color.orange.frame(height: 8)
            Toggle(isOn: configuration.$isOn) {
                configuration.label
            }
        }
    }
}

struct BlockToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        (configuration.isOn ? Color.blue : Color.gray).frame(width: 60, height: 30)
    }
}
